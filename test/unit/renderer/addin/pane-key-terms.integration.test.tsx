// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { KeyStore } from '../../../../renderer/src/addin/pairing/key-store'
import { PaneApp } from '../../../../renderer/src/addin/pane/PaneApp'
import { LINK_SETTING } from '../../../../renderer/src/addin/word/document-link'
import { contractDocx, importFiles } from '../../../helpers/documents'
import { apiOf, serveDemo, type ServedFolio } from '../../../helpers/folio-serve'
import { KEY_TERM_PARAGRAPHS } from '../../../helpers/operation-inputs'
import { createFakeWord } from '../../../fakes/word'

/*
 * The Contract tab's key terms in Folio for Word's pane, against `folio serve --demo` and the fake
 * Word model: the open document's terms read from its paragraphs, a term's words selected in
 * Word, and a term applied to the linked contract through Folio's property write.
 */
let engine: ServedFolio
let contractId: string

beforeAll(async () => {
  engine = await serveDemo()
  const answer = await importFiles(engine, [{ name: 'services agreement.docx', bytes: await contractDocx(KEY_TERM_PARAGRAPHS) }])
  contractId = answer.imported[0]!.id
})
afterAll(async () => {
  await engine?.stop()
})
afterEach(cleanup)

function openPane(paragraphs: readonly string[], linked: string | null) {
  const word = createFakeWord({ paragraphs, author: 'Avery Lawyer', settings: linked ? { [LINK_SETTING]: linked } : {} })
  const storage = window.localStorage
  storage.clear()
  new KeyStore(storage, word.wordHost.office.partitionKey).write({ key: engine.key, keyId: 'window', scopes: ['contracts:write'], user: { id: 'u', name: 'Avery Lawyer', email: 'avery@firm.test' } })
  render(<PaneApp host={word.wordHost} officeSource="folio" storage={storage} baseUrl={engine.url} />)
  fireEvent.click(screen.getByRole('tab', { name: 'Contract' }))
  return word
}

const term = (name: string) => {
  const item = document.querySelector<HTMLElement>(`[data-term="${name}"]`)
  if (!item) throw new Error(`no term ${name}`)
  return item
}

describe('the key terms of the document open in Word', () => {
  it('reads them from the document’s paragraphs and selects a term’s words in Word', async () => {
    const word = openPane(KEY_TERM_PARAGRAPHS, null)
    fireEvent.click(await screen.findByRole('button', { name: 'Read key terms' }))
    const summary = await screen.findByTestId('pane-key-terms-summary', {}, { timeout: 10_000 })
    expect(summary.textContent).toBe('Folio read 6 of 7 key terms from this document.')
    expect(within(term('noticePeriod')).getByText('60 days')).toBeTruthy()
    fireEvent.click(within(term('governingLaw')).getByRole('button', { name: 'Select in the document: Governing law' }))
    await waitFor(() =>
      expect(word.snapshot().selection.text).toBe('This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.')
    )
    expect(screen.getByText('Link this document to a contract to apply its key terms to the contract’s properties.')).toBeTruthy()
  })

  it('applies a term to the linked contract, and says where the document differs from the contract’s text', async () => {
    const edited = KEY_TERM_PARAGRAPHS.map((text) => text.replace('sixty (60) days', 'thirty (30) days'))
    openPane(edited, contractId)
    fireEvent.click(await screen.findByRole('button', { name: 'Read key terms' }))
    await screen.findByTestId('pane-key-terms-summary', {}, { timeout: 10_000 })
    await waitFor(() => expect(within(term('noticePeriod')).getByText('Differs')).toBeTruthy())
    expect(within(term('noticePeriod')).getByText(/The linked contract’s text in Folio reads 60 days here/)).toBeTruthy()
    expect(within(term('noticePeriod')).queryByRole('button', { name: 'Apply notice period' })).toBeNull()
    fireEvent.click(within(term('governingLaw')).getByRole('button', { name: 'Apply governing law' }))
    await screen.findByText('Applied governing law to the linked contract.', {}, { timeout: 10_000 })
    const detail = await apiOf(engine).call('getContract', { params: { id: contractId } })
    expect(detail.properties.governing_law?.value).toBe('New York')
    await waitFor(() => expect(within(term('governingLaw')).getByText('Applied')).toBeTruthy())
  })
})
