// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LensPanel } from '../../../renderer/src/features/compare/LensPanel'
import { ReviewPanel, type ReviewFocus } from '../../../renderer/src/features/review/ReviewPanel'
import { matchHighlights } from '../../../renderer/src/ui/review/review-model'
import { contractDocx, importFiles, SAAS_AGREEMENT } from '../../helpers/documents'
import { apiOf, serveDemo, type ServedFolio } from '../../helpers/folio-serve'
import { renderInWindow } from './helpers/render'

let engine: ServedFolio
let contractId: string
let playbookId: string

beforeAll(async () => {
  engine = await serveDemo()
  const answer = await importFiles(engine, [{ name: 'saas-subscription.docx', bytes: await contractDocx(SAAS_AGREEMENT) }])
  contractId = answer.imported[0]!.id
  const playbooks = await apiOf(engine).call('listPlaybooks')
  playbookId = playbooks.playbooks.find((p) => p.name === 'Standard SaaS Buyer Playbook')!.id
})
afterAll(async () => {
  await engine?.stop()
})
afterEach(cleanup)

/** A contract that names no playbook of its own, in no category. */
const unlinked = { playbook: null, category: null }

function position(name: string): HTMLElement {
  const head = screen.getByRole('button', { name: new RegExp(`^${name}`) })
  const item = head.closest<HTMLElement>('[role="listitem"]')
  if (!item) throw new Error(`No position ${name}`)
  return item
}

describe('reviewing a contract against a playbook', () => {
  it('summarises which positions were found and what each absence means', async () => {
    renderInWindow(<ReviewPanel contractId={contractId} contract={unlinked} playbookId={playbookId} positionOrder={null} activeParagraph={null} onChoosePlaybook={() => undefined} onFocus={() => undefined} />, engine)
    const summary = await screen.findByTestId('coverage-summary')
    expect(summary.querySelector('.coverage__headline')?.textContent).toBe('4 of 10 positions found')
    expect([...summary.querySelectorAll('.coverage__legend li')].map((li) => li.textContent)).toEqual(['4 found', '5 missing (deviation)', '1 missing (acceptable)'])
    expect(within(position('Service credits')).getByText('Missing: negotiate')).toBeTruthy()
    expect(within(position('International transfers')).getByText('Absence acceptable')).toBeTruthy()
  })

  it('choosing a position brings its paragraphs forward with the keywords marked, and shows its fallbacks and notes', async () => {
    const focused: ReviewFocus[] = []
    renderInWindow(
      <ReviewPanel contractId={contractId} contract={unlinked} playbookId={playbookId} positionOrder={null} activeParagraph={null} onChoosePlaybook={() => undefined} onFocus={(focus) => focused.push(focus)} />,
      engine
    )
    await screen.findByTestId('coverage-summary')
    fireEvent.click(screen.getByRole('button', { name: /^Service availability/ }))

    expect(focused).toHaveLength(1)
    expect(focused[0]?.paragraph).toBe(2)
    const highlights = matchHighlights(focused[0]?.position ?? null)
    const text = SAAS_AGREEMENT[1]!
    expect([...highlights.keys()]).toEqual([2])
    expect(highlights.get(2)?.map((h) => text.slice(h.start, h.end))).toEqual(expect.arrayContaining(['service level', '99.9% availability']))
  })

  it('opens on the playbook that fits the contract instead of asking for one', async () => {
    const chosen: Array<string | null> = []
    renderInWindow(
      <ReviewPanel contractId={contractId} contract={{ playbook: playbookId, category: null }} playbookId={null} positionOrder={null} activeParagraph={null} onChoosePlaybook={(id) => chosen.push(id)} onFocus={() => undefined} />,
      engine
    )
    await expect.poll(() => chosen).toEqual([playbookId])
  })

  it('a missing position explains its absence; an open position offers its fallback to copy', async () => {
    renderInWindow(<ReviewPanel contractId={contractId} contract={unlinked} playbookId={playbookId} positionOrder={20} activeParagraph={null} onChoosePlaybook={() => undefined} onFocus={() => undefined} />, engine)
    const detail = await screen.findByTestId('position-detail')
    expect(detail.querySelector('.position-detail__absence')?.textContent).toBe('Not found. The playbook treats its absence as a deviation to negotiate.')
    expect(within(detail).getByText('Service credits are a price adjustment and are without prejudice to any other right or remedy of the Customer.')).toBeTruthy()
    expect(within(detail).getByRole('button', { name: /^Copy fallback/ })).toBeTruthy()
    expect(within(detail).getByText('Credits should accrue automatically, without a claim by the customer.')).toBeTruthy()
  })
})

describe('the compare view\'s playbook lens', () => {
  it('opens on the playbook that fits the contract, as review does, and asks only when none fits', async () => {
    const chosen: Array<string | null> = []
    const lens = (contract: { playbook: string | null; category: { id: string } | null } | null) => (
      <LensPanel contract={contract} playbookId={null} lens={null} loading={false} onChoosePlaybook={(id) => chosen.push(id)} onJump={() => undefined} />
    )
    renderInWindow(lens({ playbook: playbookId, category: null }), engine)
    await expect.poll(() => chosen).toEqual([playbookId])
    cleanup()
    renderInWindow(lens(unlinked), engine)
    // Once the playbooks are listed, nothing was chosen for a contract that no playbook fits.
    expect(await screen.findByRole('option', { name: /^Standard SaaS Buyer Playbook/ })).toBeTruthy()
    expect(screen.getByText(/^Choose a playbook to see which of its positions/)).toBeTruthy()
    expect(chosen).toEqual([playbookId])
  })
})
