import { DEMO_CATEGORIES } from '../catalogue/categories'
import { DemoRandom } from '../random'
import type { ContractRecord } from '../../../electron/engine/db/writers'
import type { Archetype } from './archetypes'

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/**
 * Numbers every contract in its category's register scheme, in order of creation, as the register
 * would have. Sequences start past zero: the register was in use before these contracts.
 */
export interface Referenced {
  record: ContractRecord
  categoryKey: Archetype['key']
  /** The document input, when the contract has one, carries the reference too. */
  document?: { reference: string }
}

export function assignReferences(drafts: Referenced[]): void {
  const random = DemoRandom.stream('references')
  const counters = new Map<string, number>()
  const next = (key: string) => {
    const value = (counters.get(key) ?? random.int(3, 60)) + 1
    counters.set(key, value)
    return value
  }
  const order = drafts.map((draft, i) => ({ i, createdAt: draft.record.createdAt })).sort((a, b) => a.createdAt - b.createdAt || a.i - b.i)
  for (const { i } of order) {
    const draft = drafts[i]
    if (draft === undefined) continue
    const year = new Date(draft.record.createdAt).getUTCFullYear()
    let reference: string
    if (draft.categoryKey === 'uncategorised') {
      reference = `GEN-${year}-${pad(next(`GEN/${year}`), 4)}`
    } else {
      const category = DEMO_CATEGORIES[draft.categoryKey]
      reference = category.reference(year, next(category.yearly ? `${draft.categoryKey}/${year}` : draft.categoryKey))
    }
    draft.record.reference = reference
    if (draft.document !== undefined) draft.document.reference = reference
  }
}
