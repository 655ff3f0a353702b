import type { DemoContractDoc } from './model'

/**
 * The counterparty's answer to one of the demo's drafts, seeded as that contract's second version
 * so that Versions and Compare show a negotiation on a fresh workspace: the first software licence
 * still in draft as a .docx, sent back by its licensor with payment due in 14 days instead of 30,
 * a yearly price increase added, the cap on liability halved, and the non-solicitation clause
 * struck (the clauses after it renumbered). Null when the demo has no such draft.
 */
export function counterpartyRedraft(documents: readonly DemoContractDoc[]): { original: DemoContractDoc; redraft: DemoContractDoc } | null {
  for (const original of documents) {
    const { liability } = original.clauses
    if (original.kind !== 'docx' || !original.draft || original.family !== 'licence' || original.provider !== 'counterparty') continue
    if (liability.kind !== 'fees' || liability.months < 2 || original.clauses.priceIncrease) continue
    const redraft: DemoContractDoc = {
      ...original,
      money: { ...original.money, paymentTermsDays: 14 },
      clauses: { ...original.clauses, liability: { kind: 'fees', months: Math.floor(liability.months / 2) }, priceIncrease: true, nonSolicitation: false }
    }
    return { original, redraft }
  }
  return null
}
