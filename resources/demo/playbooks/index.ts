import type { PlaybookRecord } from '../../../electron/engine/db/writers'
import type { DemoCalendar } from '../calendar'
import { demoId } from '../random'
import { COMMERCIAL_GROUPS, COMMERCIAL_POSITIONS } from './commercial'
import { toPositionRecord, type PositionDraft } from './position'
import { SAAS_GROUPS, SAAS_POSITIONS } from './saas'

/** Production versions: the only ones the API serves, and the ones playbook contracts name. */
export const DEMO_PLAYBOOK_IDS = {
  commercial: demoId('playbook', 'commercial/v3'),
  saas: demoId('playbook', 'saas/v1')
} as const

interface VersionSpec {
  lineage: 'commercial' | 'saas'
  version: number
  status: PlaybookRecord['status']
  note: string | null
  /** Keys of the positions this version holds, in order; all of them when absent. */
  positions?: string[]
  createdDaysAgo: number
  updatedDaysAgo: number
}

const VERSIONS: VersionSpec[] = [
  { lineage: 'commercial', version: 2, status: 'retired', note: 'Pre-2024 positions; replaced by version 3.', positions: ['liability-cap', 'indirect-loss', 'payment', 'exclusivity', 'governing-law', 'confidentiality'], createdDaysAgo: 900, updatedDaysAgo: 410 },
  { lineage: 'commercial', version: 3, status: 'production', note: 'Adds renewal, price and non-compete positions.', createdDaysAgo: 410, updatedDaysAgo: 35 },
  { lineage: 'commercial', version: 4, status: 'draft', note: 'Draft: AI-training restriction under discussion.', createdDaysAgo: 12, updatedDaysAgo: 2 },
  { lineage: 'saas', version: 1, status: 'production', note: 'Provider standard, 2025 edition.', createdDaysAgo: 300, updatedDaysAgo: 60 }
]

const LINEAGES = {
  commercial: { name: 'Harbourline Commercial Playbook', description: 'Our positions for customer and supplier contracts.', groups: COMMERCIAL_GROUPS, positions: COMMERCIAL_POSITIONS, isDefault: false },
  saas: { name: 'Standard SaaS Buyer Playbook', description: 'Provider-supplied standard positions for buying software as a service.', groups: SAAS_GROUPS, positions: SAAS_POSITIONS, isDefault: true }
} as const

/** Every version of both playbooks; the draft adds a position the production version lacks. */
export function demoPlaybooks(calendar: DemoCalendar): PlaybookRecord[] {
  return VERSIONS.map((spec) => {
    const lineage = LINEAGES[spec.lineage]
    const id = spec.status === 'production' ? DEMO_PLAYBOOK_IDS[spec.lineage] : demoId('playbook', `${spec.lineage}/v${spec.version}`)
    let positions: PositionDraft[] = spec.positions ? lineage.positions.filter((p) => spec.positions?.includes(p.key)) : [...lineage.positions]
    if (spec.status === 'draft') positions = [...positions, draftOnlyPosition()]
    const groupId = (key: string) => demoId('playbook-group', `${id}/${key}`)
    return {
      id,
      lineageId: demoId('playbook-lineage', spec.lineage),
      name: lineage.name,
      description: lineage.description,
      version: spec.version,
      versionNote: spec.note,
      status: spec.status,
      isDefault: lineage.isDefault,
      switchedOff: false,
      createdAt: calendar.pastInstant(spec.createdDaysAgo, 600),
      updatedAt: calendar.pastInstant(spec.updatedDaysAgo, 900),
      groups: lineage.groups.map((g, order) => ({ id: groupId(g.key), name: g.name, description: g.description, order })),
      positions: positions.map((p, i) => toPositionRecord(p, (i + 1) * 10, demoId('playbook-position', `${id}/${p.key}`), groupId(p.group)))
    }
  })
}

function draftOnlyPosition(): PositionDraft {
  return {
    key: 'ai-training', group: 'boilerplate', name: 'Use of our data for model training',
    description: 'Vendors may not train models on Harbourline data without consent.',
    keywords: [{ value: 'machine learning', type: 'exact' }, { value: 'train(?:ing)?\\s+(?:its\\s+)?models?', type: 'pattern' }],
    examples: [], fallbacks: [], ifNotFound: { compliant: false, status: 'missing' },
    notes: [{ type: 'internal_rationale', text: 'Board asked for a position after the 2025 vendor review.' }]
  }
}
