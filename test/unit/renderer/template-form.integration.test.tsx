// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TemplateForm } from '../../../renderer/src/features/generate/TemplateForm'
import type { ResponseOf } from '../../../shared/api/operations'
import { apiOf, serveDemo, type ServedFolio } from '../../helpers/folio-serve'
import { renderInWindow } from './helpers/render'

let engine: ServedFolio
let nda: ResponseOf<'getTemplate'>

beforeAll(async () => {
  engine = await serveDemo()
  const templates = await apiOf(engine).call('listTemplates')
  const found = templates.find((t) => t.parties.some((p) => p.type === 'unknown') && t.variables.some((v) => v.required && v.valueType === 'number'))
  if (!found) throw new Error('The demo has no template with an open party type and a required number')
  nda = found
})
afterAll(async () => {
  await engine?.stop()
})
afterEach(cleanup)

function field(path: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-field="field-${path.replace(/[^\w-]/g, '-')}"]`)
  if (!element) throw new Error(`No field ${path}`)
  return element
}

function fill(path: string, value: string) {
  fireEvent.change(within(field(path)).getByRole('textbox'), { target: { value } })
}

describe('the form a template asks for', () => {
  it('marks required variables and offers defaults without filling them in', () => {
    renderInWindow(<TemplateForm template={nda} />, engine)
    const suggested = nda.variables.find((v) => v.default !== null && v.valueType === 'string' && !v.conditional)
    if (!suggested) throw new Error('no string variable with a default')
    const input = within(field(`values.${suggested.id}`)).getByRole<HTMLInputElement>('textbox')
    expect(input.value).toBe('')
    fireEvent.click(within(field(`values.${suggested.id}`)).getByRole('button', { name: 'Use' }))
    expect(input.value).toBe(String(suggested.default))
    const required = nda.variables.filter((v) => v.required).map((v) => field(`values.${v.id}`).querySelector('.field__required') !== null)
    expect(required.every(Boolean)).toBe(true)
  })

  it('shows each of the engine’s 400 problems by its field, then saves the contract', async () => {
    renderInWindow(<TemplateForm template={nda} />, engine)
    const number = nda.variables.find((v) => v.required && v.valueType === 'number')!
    const openParty = nda.parties.find((p) => p.type === 'unknown')!
    fill(`values.${number.id}`, 'twelve')
    fill(`values.${openParty.id}.${openParty.attributes[0]}`, 'Crescent Data Centres Ltd')
    fireEvent.click(screen.getByRole('button', { name: 'Save as contract' }))

    const numberProblem = await within(field(`values.${number.id}`)).findByRole('alert')
    expect(numberProblem.textContent).toBe(`values.${number.id} must be a number; got a string`)
    const typeProblem = within(field(`values.${openParty.id}.type`)).getByRole('alert')
    expect(typeProblem.textContent).toBe(`values.${openParty.id}.type is required: the template leaves this party's type open, so send "entity" or "individual"`)
    for (const variable of nda.variables.filter((v) => v.required && v.id !== number.id)) {
      expect(within(field(`values.${variable.id}`)).getByRole('alert').textContent).toBe(`values.${variable.id} is required`)
    }

    for (const variable of nda.variables.filter((v) => v.required)) {
      if (variable.valueType === 'number') fill(`values.${variable.id}`, '12')
      else if (variable.valueType === 'string') fill(`values.${variable.id}`, variable.id.toLowerCase().includes('date') ? '2026-12-01' : 'England and Wales')
      else fireEvent.click(within(field(`values.${variable.id}`)).getByLabelText('Yes'))
    }
    fireEvent.click(within(field(`values.${openParty.id}.type`)).getByLabelText('A legal entity'))
    fireEvent.change(within(field('contractName')).getByRole('textbox'), { target: { value: 'NDA – Crescent Data Centres' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save as contract' }))

    // Saving renders the document and extracts its text in the engine's workers: seconds on a busy machine.
    const link = await screen.findByRole('link', { name: 'Open the contract' }, { timeout: 15_000 })
    const id = /\/contracts\/([0-9a-f]{24})$/.exec(link.getAttribute('href') ?? '')?.[1] ?? ''
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    expect(screen.queryAllByRole('alert')).toEqual([])
    const stored = await apiOf(engine).call('getContract', { params: { id } })
    expect(stored.name).toBe('NDA – Crescent Data Centres')
    expect(stored.template).toBe(nda.id)
  })
})
