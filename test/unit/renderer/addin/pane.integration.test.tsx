// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { KeyStore } from '../../../../renderer/src/addin/pairing/key-store'
import { PaneApp } from '../../../../renderer/src/addin/pane/PaneApp'
import { FOLIO_HIGHLIGHT } from '../../../../renderer/src/addin/word/highlight'
import { LINK_SETTING } from '../../../../renderer/src/addin/word/document-link'
import { SAAS_AGREEMENT } from '../../../helpers/documents'
import { apiOf, serveDemo, type ServedFolio } from '../../../helpers/folio-serve'
import { createFakeWord, type FakeWordOptions } from '../../../fakes/word'

let engine: ServedFolio
beforeAll(async () => {
  engine = await serveDemo()
})
afterAll(async () => {
  await engine?.stop()
})
afterEach(cleanup)

/** The pane as Word shows it: paired (its key in its own storage), over the fake Word model. */
function openPane(options: Partial<FakeWordOptions> = {}) {
  const word = createFakeWord({ paragraphs: SAAS_AGREEMENT, author: 'Avery Lawyer', ...options })
  const storage = window.localStorage
  storage.clear()
  new KeyStore(storage, word.wordHost.office.partitionKey).write({ key: engine.key, keyId: 'window', scopes: ['contracts:write'], user: { id: 'u', name: 'Avery Lawyer', email: 'avery@firm.test' } })
  render(<PaneApp host={word.wordHost} officeSource="folio" storage={storage} baseUrl={engine.url} />)
  return word
}

async function reviewWith(playbook: string) {
  const select = await screen.findByLabelText<HTMLSelectElement>('Playbook')
  const name = new RegExp(`^${playbook}`)
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeTruthy(), { timeout: 10_000 })
  const option = within(select).getByRole<HTMLOptionElement>('option', { name })
  fireEvent.change(select, { target: { value: option.value } })
  fireEvent.click(screen.getByRole('button', { name: 'Review this document' }))
  return screen.findByTestId('review-summary', {}, { timeout: 10_000 })
}

describe('Folio for Word’s pane against Folio’s engine and the fake Word model', () => {
  it('reviews the open document, highlights a match’s keywords, and clears back to the original', async () => {
    const word = openPane()
    const before = word.snapshot().paragraphs
    const summary = await reviewWith('Standard SaaS Buyer Playbook')
    expect(summary.textContent).toBe('4 of 10 positions found in 7 paragraphs')
    const positions = within(screen.getByRole('list', { name: 'Positions' })).getAllByRole('listitem')
    expect(positions.map((item) => item.querySelector('.position__name')?.textContent)).toEqual([
      'Service availability',
      'Service credits',
      'Suspension',
      'Data processing terms',
      'Sub-processors',
      'Personal data breach notification',
      'International transfers',
      'Licence scope',
      'Return and deletion of data on exit',
      'Renewal price protection'
    ])
    fireEvent.click(screen.getByRole('button', { name: /^Service availability/ }))
    fireEvent.click(await screen.findByRole('button', { name: /^1\. Service levels/ }))
    await screen.findByRole('button', { name: 'Clear highlights' })
    expect(word.snapshot().paragraphs[1]?.runs.filter((run) => run.highlight === FOLIO_HIGHLIGHT).map((run) => run.text)).toEqual(['service level', '99.9% availability'])
    expect(word.snapshot().selection.text).toBe(SAAS_AGREEMENT[1])
    fireEvent.click(screen.getByRole('button', { name: 'Clear highlights' }))
    await waitFor(() => expect(word.snapshot().paragraphs).toEqual(before))
  })

  it('says what a missing position’s absence means, and inserts its fallback at the cursor as a tracked change', async () => {
    const word = openPane()
    await reviewWith('Standard SaaS Buyer Playbook')
    fireEvent.click(screen.getByRole('button', { name: /^Service credits/ }))
    const card = await screen.findByTestId('position-20')
    expect(within(card).getByText('Not found.').parentElement?.textContent).toMatch(/^Not found\. The playbook /)
    fireEvent.click(within(card).getByRole('button', { name: 'Insert at cursor' }))
    await within(card).findByText('Inserted as a tracked change.')
    const first = word.snapshot().paragraphs[0]?.runs ?? []
    expect(first[first.length - 1]).toEqual({ text: 'SAAS SUBSCRIPTION AGREEMENT' })
    expect(first[0]?.inserted).toBe('Avery Lawyer')
    expect(word.snapshot().changeTrackingMode).toBe('Off')
  })

  it('replaces a matched paragraph with a fallback and adds the drafting notes as a comment; below WordApi 1.4 commenting is disabled with the reason', async () => {
    const word = openPane()
    await reviewWith('Standard SaaS Buyer Playbook')
    fireEvent.click(screen.getByRole('button', { name: /^Renewal price protection/ }))
    const card = await screen.findByTestId('position-100')
    fireEvent.click(within(card).getByRole('button', { name: 'Replace the matched paragraph' }))
    await within(card).findByText('Inserted as a tracked change.')
    const replaced = word.snapshot().paragraphs[4]?.runs ?? []
    expect(replaced.map((run) => [run.deleted ?? null, run.inserted ?? null])).toEqual([
      ['Avery Lawyer', null],
      [null, 'Avery Lawyer']
    ])
    fireEvent.click(within(card).getByRole('button', { name: 'Add as a comment' }))
    await within(card).findByText('Comment added to the matched paragraph.')
    expect(word.snapshot().comments.map((comment) => [comment.author, comment.on.startsWith('4. Fees.')])).toEqual([['Avery Lawyer', true]])
    cleanup()

    openPane({ wordApi: '1.3' })
    await reviewWith('Standard SaaS Buyer Playbook')
    fireEvent.click(screen.getByRole('button', { name: /^Renewal price protection/ }))
    const older = await screen.findByTestId('position-100')
    expect(within(older).getByRole<HTMLButtonElement>('button', { name: 'Add as a comment' }).disabled).toBe(true)
    expect(within(older).getAllByText(/WordApi 1\.4/).length).toBeGreaterThan(0)
  })

  it('follows its own edits: after a fallback goes in over the selected match, comments, highlights and fallbacks still reach it; the lawyer’s own edit is still refused', async () => {
    const word = openPane()
    await reviewWith('Standard SaaS Buyer Playbook')
    const open = () => fireEvent.click(screen.getByRole('button', { name: /^Renewal price protection/ }))
    open()
    let card = await screen.findByTestId('position-100')
    // The lawyer clicks the match (Word selects its paragraph), then Insert at cursor.
    fireEvent.click(within(card).getByRole('button', { name: /^4\. Fees\./ }))
    await screen.findByRole('button', { name: 'Clear highlights' })
    fireEvent.click(within(card).getAllByRole('button', { name: 'Insert at cursor' })[0] as HTMLElement)
    await within(card).findByText('Inserted as a tracked change.')
    const [deleted, inserted] = word.snapshot().paragraphs[4]?.runs ?? []
    expect([deleted, inserted?.inserted]).toEqual([{ text: SAAS_AGREEMENT[4], deleted: 'Avery Lawyer' }, 'Avery Lawyer'])
    const fallback = inserted?.text ?? ''
    // Closing and opening the position again forgets nothing.
    open()
    open()
    card = await screen.findByTestId('position-100')
    fireEvent.click(within(card).getByRole('button', { name: 'Add as a comment' }))
    await within(card).findByText('Comment added to the matched paragraph.')
    expect(word.snapshot().comments.map((comment) => comment.on)).toEqual([`${SAAS_AGREEMENT[4]}${fallback}`])

    fireEvent.click(within(card).getByRole('button', { name: /^4\. Fees\./ }))
    await waitFor(() => expect(word.snapshot().selection.text).toBe(`${SAAS_AGREEMENT[4]}${fallback}`))
    expect(screen.queryByText(/document has changed/)).toBeNull()

    // The notice under the card said "Comment added…": this one is the replacement's own.
    fireEvent.click(within(card).getByRole('button', { name: 'Replace the matched paragraph' }))
    await within(card).findByText('Inserted as a tracked change.')
    // The playbook has one fallback: replacing the lawyer's own tracked insertion with the same text leaves the same runs.
    expect(word.snapshot().paragraphs[4]?.runs).toEqual([{ text: SAAS_AGREEMENT[4], deleted: 'Avery Lawyer' }, { text: fallback, inserted: 'Avery Lawyer' }])

    // The lawyer types in that paragraph in Word: the pane cannot tell what it now means.
    await word.wordHost.run(async (context) => {
      context.document.body.paragraphs.load('items')
      await context.sync()
      context.document.body.paragraphs.items[4]?.insertText(' Subject to clause 9.', 'End')
      await context.sync()
    })
    fireEvent.click(within(card).getByRole('button', { name: 'Add as a comment' }))
    await within(card).findByText('The document has changed since the review: that paragraph is no longer where it was. Run the review again.')
    expect(word.snapshot().comments).toHaveLength(1)
  })

  it('links the document to a contract (its id in the document’s settings), shows it and changes its status', async () => {
    const word = openPane()
    fireEvent.click(screen.getByRole('tab', { name: 'Contract' }))
    fireEvent.change(screen.getByLabelText('Link this document to a contract'), { target: { value: 'a' } })
    const results = await screen.findByRole('list', { name: 'Contracts found' }, { timeout: 5000 })
    const first = within(results).getAllByRole('listitem')[0]
    if (!first) throw new Error('no contract found')
    const name = first.querySelector('strong')?.textContent
    fireEvent.click(within(first).getByRole('button', { name: 'Link' }))
    const linked = await screen.findByTestId('linked-contract')
    expect(within(linked).getByRole('heading', { level: 2 }).textContent).toBe(name)
    expect(Object.keys(word.snapshot().settings)).toEqual([LINK_SETTING])
    expect(String(word.snapshot().settings[LINK_SETTING])).toMatch(/^[0-9a-f]{24}$/)
    expect(JSON.stringify(word.snapshot().settings)).not.toContain(engine.key)
    const status = within(linked).getByLabelText<HTMLSelectElement>('Status')
    await waitFor(() => expect(status.value).not.toBe(''), { timeout: 5000 })
    const next = status.value === '4' ? '5' : '4'
    fireEvent.change(status, { target: { value: next } })
    const contractId = String(word.snapshot().settings[LINK_SETTING])
    const label = [...status.options].find((option) => option.value === next)?.textContent
    const stored = async () => {
      const { status: now } = await apiOf(engine).call('getContract', { params: { id: contractId } })
      return typeof now === 'string' ? now : now.label
    }
    await waitFor(async () => expect(await stored()).toBe(label), { timeout: 5000 })
    fireEvent.click(within(linked).getByRole('button', { name: 'Unlink this document' }))
    await screen.findByLabelText('Link this document to a contract')
    expect(word.snapshot().settings).toEqual({})
  })

  it('searches the clause library and inserts a clause with its formatting at the cursor, tracked', async () => {
    const word = openPane()
    fireEvent.click(screen.getByRole('tab', { name: 'Clauses' }))
    fireEvent.change(screen.getByLabelText('Search clauses'), { target: { value: 'risk title' } })
    const clauses = await screen.findByRole('list', { name: 'Clauses' }, { timeout: 5000 })
    await waitFor(() => expect(within(clauses).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Risk and title in goods']))
    fireEvent.click(within(clauses).getByRole('button', { name: 'Insert at cursor' }))
    await within(clauses).findByText('Inserted at the cursor as a tracked change.')
    expect(word.snapshot().paragraphs.slice(0, 2).map((p) => p.runs.map((run) => [run.text, run.inserted ?? null]))).toEqual([
      [['Risk and title in goods', 'Avery Lawyer']],
      [['Risk in the Goods shall pass to the Buyer on completion of delivery. Title to the Goods shall pass to the Buyer on the earlier of payment in full and delivery.', 'Avery Lawyer'], ['SAAS SUBSCRIPTION AGREEMENT', null]]
    ])
    expect(word.snapshot().paragraphs[0]?.runs[0]?.bold).toBe(true)
  })

  it('generates from a template: the engine’s problems beside the fields, then the document opened in Word', async () => {
    const word = openPane()
    fireEvent.click(screen.getByRole('tab', { name: 'Generate' }))
    const select = await screen.findByLabelText<HTMLSelectElement>('Template')
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1))
    fireEvent.change(select, { target: { value: 'd0c0000000000000000000a1' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Open in Word' }))
    await screen.findAllByText(/is required/, {}, { timeout: 5000 })
    expect(word.snapshot().openedDocuments).toEqual([])
  })

  it('on a Word below WordApi 1.3 disables every action with the reason, and never calls Word', async () => {
    const word = openPane({ wordApi: '1.2' })
    const reason = 'Folio for Word needs Word 2016 or later (the WordApi 1.3 requirement set); this Word is older.'
    const review = await screen.findByRole<HTMLButtonElement>('button', { name: 'Review this document' })
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Playbook').value).not.toBe(''), { timeout: 10_000 })
    expect([review.disabled, screen.getByText(reason).tagName]).toEqual([true, 'P'])
    fireEvent.click(screen.getByRole('tab', { name: 'Clauses' }))
    const clauses = await screen.findByRole('list', { name: 'Clauses' }, { timeout: 5000 })
    expect(within(clauses).getAllByRole<HTMLButtonElement>('button', { name: 'Insert at cursor' }).every((button) => button.disabled)).toBe(true)
    expect(screen.getByText(reason)).toBeTruthy()
    expect(word.host.syncs).toBe(0)
  })
})
