// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { KeyTermEvidence, KeyTermName } from '../../../shared/api/key-terms'
import { KeyTermsPanel } from '../../../renderer/src/features/key-terms/KeyTermsPanel'
import { createKeyTermsStore } from '../../../renderer/src/features/key-terms/key-terms-store'
import { contractDocx, importFiles } from '../../helpers/documents'
import { serveDemo, type ServedFolio } from '../../helpers/folio-serve'
import { createServices } from '../../../renderer/src/app/services'
import { KEY_TERM_PARAGRAPHS } from '../../helpers/operation-inputs'
import { renderInWindow } from './helpers/render'

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

function panel(onShowEvidence: (evidence: KeyTermEvidence, term: KeyTermName) => void = () => undefined) {
  const applied: unknown[] = []
  const { api } = createServices({ baseUrl: engine.url, key: engine.key, desktop: null }, null)
  const store = createKeyTermsStore(api, contractId, (response) => applied.push(response))
  renderInWindow(<KeyTermsPanel store={store} onShowEvidence={onShowEvidence} activeParagraph={null} />, engine)
  return { store, applied }
}

const term = (name: string) => {
  const item = document.querySelector<HTMLElement>(`[data-term="${name}"]`)
  if (!item) throw new Error(`no term ${name}`)
  return item
}

describe('the Key terms panel of a contract', () => {
  it('lists every term with its value, its state in words and the sentence it came from', async () => {
    panel()
    await screen.findByTestId('key-terms')
    expect(screen.getByText(/^Folio read \d of 7 key terms from this text/)).toBeTruthy()
    expect(within(term('noticePeriod')).getByText('60 days')).toBeTruthy()
    expect(within(term('noticePeriod')).getByText('Proposed')).toBeTruthy()
    expect(within(term('governingLaw')).getByText('New York, United States')).toBeTruthy()
    expect(within(term('renewalTerm')).getByText('1 year, renews automatically')).toBeTruthy()
    // A term the demo catalogue has no property for is shown, with the reason it cannot be applied.
    expect(within(term('parties')).getByText('Not applicable')).toBeTruthy()
    expect(within(term('parties')).getByText(/is mapped to no property/)).toBeTruthy()
  })

  it('shows a term’s evidence in the document when its sentence is clicked', async () => {
    const shown: Array<[KeyTermEvidence, KeyTermName]> = []
    panel((evidence, name) => shown.push([evidence, name]))
    await screen.findByTestId('key-terms')
    fireEvent.click(within(term('governingLaw')).getByRole('button', { name: /^Show in the document: Governing law,\s?¶ 4 / }))
    expect(shown.map(([evidence, name]) => [name, evidence.paragraphIndex, KEY_TERM_PARAGRAPHS[3]?.slice(evidence.start, evidence.end) === evidence.text])).toEqual([['governingLaw', 3, true]])
  })

  it('shows the property change before applying a term, applies it on confirmation, and marks it applied', async () => {
    const { applied } = panel()
    await screen.findByTestId('key-terms')
    fireEvent.click(within(term('noticePeriod')).getByRole('button', { name: 'Apply notice period' }))
    const confirm = await screen.findByTestId('key-terms-confirm')
    expect(confirm.textContent).toContain('Notice period: empty → becomes  60')
    // The contract renews by itself and says nothing of the notice's kind: notice of non-renewal.
    expect(confirm.textContent).toContain('Notice type: empty → becomes  non_renewal')
    // Nothing is written before the lawyer confirms.
    expect(applied).toEqual([])
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm and apply' }))
    await screen.findByText('Applied the key term to the contract’s properties.')
    expect(applied).toEqual([expect.objectContaining({ id: contractId, updated: { notice_period_days: 60, notice_type: 'non_renewal' } })])
    await expect.poll(() => within(term('noticePeriod')).queryByText('Applied')).toBeTruthy()
    expect(within(term('noticePeriod')).queryByRole('button', { name: 'Apply notice period' })).toBeNull()
  })

  it('cancels a proposed apply without writing anything', async () => {
    const { applied } = panel()
    await screen.findByTestId('key-terms')
    fireEvent.click(screen.getByRole('button', { name: /^Apply all/ }))
    const confirm = await screen.findByTestId('key-terms-confirm')
    expect(within(confirm).getByText('Governing law')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByTestId('key-terms-confirm')).toBeNull()
    expect(applied).toEqual([])
  })
})
