// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { KeyStore } from '../../../../renderer/src/addin/pairing/key-store'
import { PaneApp } from '../../../../renderer/src/addin/pane/PaneApp'
import { UNTRACKED_NOTE } from '../../../../renderer/src/addin/word/capabilities'
import { serveDemo, type ServedFolio } from '../../../helpers/folio-serve'
import { PLANTED_DRAFT } from '../../../helpers/planted-draft'
import { createFakeWord, type FakeWordOptions } from '../../../fakes/word'
import { plainRun } from '../../../fakes/word/model'

/*
 * The pane's Check tab against Folio's engine (`folio serve --demo`) and the fake Word model: the
 * open document checked, a finding's text selected in Word, a certain correction made as a
 * tracked change (or, below WordApi 1.4, plainly and said so), a definition gone to.
 */

const EXPECTED_SUMMARY = '3 errors, 1 warning, 1 note in 12 paragraphs'
/** Errors' kinds first, then warnings', then notes', each with its count; then the definitions. */
const EXPECTED_HEADINGS = [
  'Broken cross-references (1)',
  'Blanks left in (1)',
  'Words and figures disagree (1)',
  'Terms written another way (1)',
  'Unused definitions (1)',
  'Definitions (3)'
]

let engine: ServedFolio
beforeAll(async () => {
  engine = await serveDemo()
})
afterAll(async () => {
  await engine?.stop()
})
afterEach(cleanup)

function openPane(options: Partial<FakeWordOptions> = {}) {
  const word = createFakeWord({ paragraphs: PLANTED_DRAFT, author: 'Avery Lawyer', ...options })
  const storage = window.localStorage
  storage.clear()
  new KeyStore(storage, word.wordHost.office.partitionKey).write({ key: engine.key, keyId: 'window', scopes: ['contracts:write'], user: { id: 'u', name: 'Avery Lawyer', email: 'avery@firm.test' } })
  render(<PaneApp host={word.wordHost} officeSource="folio" storage={storage} baseUrl={engine.url} />)
  return word
}

async function check() {
  fireEvent.click(screen.getByRole('tab', { name: 'Check' }))
  fireEvent.click(screen.getByRole('button', { name: 'Check this document' }))
  return screen.findByTestId('check-summary', {}, { timeout: 10_000 })
}

const finding = (group: string, text: string) => {
  const list = screen.getByRole('list', { name: group })
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.querySelector('.check__text')?.textContent === `“${text}”`)
  if (!item) throw new Error(`no finding “${text}” under ${group}`)
  return item
}

describe('the pane’s Check tab against Folio’s engine and the fake Word model', () => {
  it('lists the findings by kind with their counts, and selects a finding’s text in Word', async () => {
    const word = openPane()
    const summary = await check()
    expect(summary.textContent).toBe(EXPECTED_SUMMARY)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(EXPECTED_HEADINGS)
    fireEvent.click(within(finding('Words and figures disagree', 'thirty (60)')).getByRole('button', { name: /^¶8/ }))
    await waitFor(() => expect(word.snapshot().selection.text).toBe('thirty (60)'))
    expect(word.snapshot().selection.from).toEqual([7, PLANTED_DRAFT[7].indexOf('thirty (60)')])
    fireEvent.click(within(finding('Blanks left in', '[●]')).getByRole('button', { name: /^¶10/ }))
    await waitFor(() => expect(word.snapshot().selection.text).toBe('[●]'))
    expect(word.snapshot().selection.from).toEqual([9, PLANTED_DRAFT[9].indexOf('[●]')])
  })

  it('fixes a term written another way as a tracked change, and puts Track Changes back off', async () => {
    const word = openPane()
    await check()
    const item = finding('Terms written another way', 'Licenced Product')
    fireEvent.click(within(item).getByRole('button', { name: 'Fix: replace “Licenced Product” with “Licensed Product”' }))
    await within(item).findByText('Corrected as a tracked change.')
    const runs = word.snapshot().paragraphs[5]?.runs ?? []
    expect(runs.map((run) => [run.text, run.deleted ?? null, run.inserted ?? null])).toEqual([
      ['The Supplier grants the Customer a licence to use the ', null, null],
      ['Licenced Product', 'Avery Lawyer', null],
      ['Licensed Product', null, 'Avery Lawyer'],
      ['.', null, null]
    ])
    expect(word.snapshot().changeTrackingMode).toBe('Off')
    expect(within(item).getByRole<HTMLButtonElement>('button', { name: /^Fix/ }).textContent).toBe('Fixed')
  })

  it('below WordApi 1.4, fixes plainly and says so beneath the finding', async () => {
    const word = openPane({ wordApi: '1.3' })
    await check()
    const item = finding('Terms written another way', 'Licenced Product')
    fireEvent.click(within(item).getByRole('button', { name: /^Fix/ }))
    await within(item).findByText(UNTRACKED_NOTE)
    expect(word.snapshot().paragraphs[5]?.runs.map((run) => [run.text, run.inserted ?? null, run.deleted ?? null])).toEqual([['The Supplier grants the Customer a licence to use the Licensed Product.', null, null]])
  })

  it('goes to a definition: selects the defined term in Word', async () => {
    const word = openPane()
    await check()
    const definitions = screen.getByRole('list', { name: 'Definitions' })
    fireEvent.click(within(definitions).getByRole('button', { name: /Licensed Product/ }))
    await waitFor(() => expect(word.snapshot().selection.text).toBe('Licensed Product'))
    expect(word.snapshot().selection.from).toEqual([3, 1])
  })

  it('says so when the document changed under a finding', async () => {
    const word = openPane()
    await check()
    word.model.paragraphs[7]!.runs = [plainRun('The Customer shall pay each invoice promptly.')]
    const item = finding('Words and figures disagree', 'thirty (60)')
    fireEvent.click(within(item).getByRole('button', { name: /^¶8/ }))
    await within(item).findByText('The document has changed since the check: that text is no longer where it was. Check again.')
  })
})
