// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PropertiesPanel } from '../../../renderer/src/ui/contract/PropertiesPanel'
import type { ResponseOf } from '../../../shared/api/operations'
import { apiOf, serveDemo, type ServedFolio } from '../../helpers/folio-serve'
import { renderInWindow } from './helpers/render'

let engine: ServedFolio

beforeAll(async () => {
  engine = await serveDemo()
})
afterAll(async () => {
  await engine?.stop()
})
afterEach(cleanup)

/** A demo contract with payment terms and a governing law with its dependent courts. */
async function contractWithTerms(): Promise<ResponseOf<'getContract'>> {
  const api = apiOf(engine)
  const list = await api.call('listContracts', { query: { pagesize: 100 } })
  for (const item of list.contracts) {
    const detail = await api.call('getContract', { params: { id: item.id } })
    if ('payment_terms_days' in detail.properties && 'courts' in detail.properties) return detail
  }
  throw new Error('The demo workspace has no contract with payment terms and courts')
}

function row(key: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-property="${key}"]`)
  if (!element) throw new Error(`No row for property ${key}`)
  return element
}

describe('editing a contract’s properties in place', () => {
  it('shows the engine’s validation error by the field, then saves a valid value', async () => {
    const contract = await contractWithTerms()
    const { properties } = await apiOf(engine).call('listProperties')
    const saved: Array<ResponseOf<'updateContractProperties'>> = []
    renderInWindow(<PropertiesPanel contract={contract} definitions={properties} onSaved={(response) => saved.push(response)} />, engine)

    fireEvent.click(within(row('payment_terms_days')).getByRole('button', { name: /^Edit Payment terms/ }))
    const input = within(row('payment_terms_days')).getByRole('textbox')
    fireEvent.change(input, { target: { value: 'soon' } })
    fireEvent.click(within(row('payment_terms_days')).getByRole('button', { name: 'Save' }))

    const problem = await within(row('payment_terms_days')).findByRole('alert')
    expect(problem.textContent).toBe(`property 'payment_terms_days' expects a number or a numeric string, got "soon"`)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(saved).toEqual([])

    const next = contract.properties['payment_terms_days']?.value === 60 ? 30 : 60
    fireEvent.change(input, { target: { value: String(next) } })
    fireEvent.click(within(row('payment_terms_days')).getByRole('button', { name: 'Save' }))
    await within(row('payment_terms_days')).findByText('Saved')
    expect(saved).toHaveLength(1)
    expect(saved[0]?.updated).toEqual({ payment_terms_days: next })
    const after = await apiOf(engine).call('getContract', { params: { id: contract.id } })
    expect(after.properties['payment_terms_days']?.value).toBe(next)
  })

  it('a problem about another property is shown beside that property, not the one edited', async () => {
    const contract = await contractWithTerms()
    const { properties } = await apiOf(engine).call('listProperties')
    renderInWindow(<PropertiesPanel contract={contract} definitions={properties} onSaved={() => undefined} />, engine)
    const currentLaw = String(contract.properties['governing_law']?.value)
    const otherLaw = currentLaw === 'Germany' ? 'France' : 'Germany'

    fireEvent.click(within(row('governing_law')).getByRole('button', { name: /^Edit Governing law/ }))
    fireEvent.change(within(row('governing_law')).getByRole('combobox'), { target: { value: otherLaw } })
    fireEvent.click(within(row('governing_law')).getByRole('button', { name: 'Save' }))

    const problem = await within(row('courts')).findByRole('alert')
    expect(problem.textContent).toBe(
      `property 'courts' holds "${String(contract.properties['courts']?.value)}", which 'governing_law' = "${otherLaw}" does not allow: set or clear 'courts' in the same request`
    )
    await waitFor(() => expect(within(row('governing_law')).queryByRole('alert')).toBeNull())
  })
})
