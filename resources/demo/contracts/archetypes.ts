import type { DemoCategoryKey } from '../catalogue/categories'
import type { DemoGroupKey } from '../catalogue/people'
import type { RiskFlag } from '../catalogue/properties'
import type { CounterpartyKind } from '../parties/types'
import type { DocumentFamily } from '../documents/model'

export type ContractType = 'template' | 'playbook' | 'external'

/** How one kind of contract in Harbourline's book looks: its names, money, terms and risks. */
export interface Archetype {
  key: DemoCategoryKey | 'uncategorised'
  group: DemoGroupKey | null
  /** Who the other side is: a kind of company, any company, or an individual employee. */
  counterparty: CounterpartyKind | 'employee' | 'any'
  family: DocumentFamily
  /** Titles this kind of contract goes by; `{subject}` is filled from `subjects`. */
  titles: string[]
  subjects: string[]
  /** Narrows `subjects` to what this counterparty does, by its contact-book tags. */
  subjectsByTag?: Record<string, string>
  /** Counterparties come from these countries when the book has any (a US services paper). */
  countries?: string[]
  /** Total value range in whole currency units; null when contracts of this kind carry none. */
  value: readonly [number, number] | null
  initialTermMonths: number[]
  paymentTermsDays: number[]
  /** Chance of each risk flag (and of the document clause behind it). */
  risks: Partial<Record<RiskFlag, number>>
  personalData: number
  /** How often each storage origin occurs for this kind. */
  types: Record<ContractType, number>
  /** Relative share of the book. */
  weight: number
}

export const ARCHETYPES: Archetype[] = [
  {
    key: 'nda', group: 'commercial', counterparty: 'any', family: 'nda',
    titles: ['Mutual Non-Disclosure Agreement', 'Non-Disclosure Agreement', 'Confidentiality Agreement – {subject}'],
    subjects: ['Project Lighthouse', 'Route Optimisation Pilot', 'Series C Due Diligence', 'Warehouse Robotics Evaluation', 'Joint Bid'],
    value: null, initialTermMonths: [24, 36], paymentTermsDays: [], risks: { 'Non-compete': 0.08 }, personalData: 0.1,
    types: { template: 5, playbook: 3, external: 3 }, weight: 20
  },
  {
    key: 'msa', group: 'commercial', counterparty: 'customer', family: 'services',
    titles: ['Master Services Agreement', 'Master Services Agreement', 'Statement of Work – {subject}'],
    subjects: ['Fleet Telematics Roll-out', 'Data Platform Migration', 'Managed Support 2025', 'Route Planning Implementation'],
    value: [120_000, 2_400_000], initialTermMonths: [24, 36, 36, 60], paymentTermsDays: [30, 45, 60],
    risks: { 'Uncapped liability': 0.12, 'Most favoured nation': 0.15, 'Change of control': 0.25, 'Exclusivity': 0.08 }, personalData: 0.7,
    types: { template: 4, playbook: 4, external: 2 }, weight: 14
  },
  {
    key: 'servicesUk', group: 'procurement', counterparty: 'supplier', family: 'services',
    titles: ['Services Agreement', 'Services Agreement', 'Framework Services Agreement', 'Services Agreement – {subject}'],
    subjects: ['Support Services'],
    subjectsByTag: {
      facilities: 'Cleaning and Maintenance', security: 'Office Security', agency: 'Brand Refresh', 'panel-firm': 'Legal Panel Services',
      freight: 'Freight Forwarding', logistics: 'Freight Forwarding', telecoms: 'Network Support', colocation: 'Colocation', recruitment: 'Recruitment Services'
    },
    countries: ['GB', 'IE', 'DE', 'FR', 'NL'],
    value: [18_000, 650_000], initialTermMonths: [12, 24, 36], paymentTermsDays: [30, 30, 45],
    risks: { 'Unilateral price increase': 0.15, 'Change of control': 0.1 }, personalData: 0.35,
    types: { template: 0, playbook: 3, external: 4 }, weight: 8
  },
  {
    key: 'servicesUs', group: 'commercial', counterparty: 'customer', family: 'services', countries: ['US'],
    titles: ['Professional Services Agreement', 'Implementation Services Agreement', 'Services Agreement – {subject}'],
    subjects: ['Telematics Integration', 'Onboarding Support', 'Analytics Dashboard Build'],
    value: [40_000, 900_000], initialTermMonths: [12, 24], paymentTermsDays: [30, 45],
    risks: { 'Uncapped liability': 0.1, 'Most favoured nation': 0.1 }, personalData: 0.5,
    types: { template: 0, playbook: 3, external: 3 }, weight: 6
  },
  {
    key: 'licence', group: 'procurement', counterparty: 'software-vendor', family: 'licence',
    titles: ['Software Licence Agreement', 'SaaS Subscription Agreement', 'Order Form – {subject}', 'Enterprise Licence Agreement'],
    subjects: ['Analytics Platform', 'ERP Modules', 'Cloud Hosting', 'Data Warehouse Seats', 'Route Optimiser'],
    value: [12_000, 1_200_000], initialTermMonths: [12, 12, 24, 36], paymentTermsDays: [30, 30, 60],
    risks: { 'Unilateral price increase': 0.3, 'Uncapped liability': 0.05 }, personalData: 0.6,
    types: { template: 0, playbook: 6, external: 3 }, weight: 12
  },
  {
    key: 'supply', group: 'procurement', counterparty: 'manufacturer', family: 'supply',
    titles: ['Supply Agreement', 'Framework Purchase Agreement', 'Supply Agreement – {subject}'],
    subjects: ['Hydraulic Valves', 'Precision Bearings', 'Corrugated Packaging', 'Pallet Racking', 'Sensor Modules'],
    value: [50_000, 3_500_000], initialTermMonths: [12, 24, 36], paymentTermsDays: [45, 60, 60, 90],
    risks: { Exclusivity: 0.2, 'Liquidated damages': 0.3, 'Unilateral price increase': 0.15 }, personalData: 0.05,
    types: { template: 0, playbook: 4, external: 4 }, weight: 11
  },
  {
    key: 'dpa', group: 'commercial', counterparty: 'processor', family: 'dpa',
    titles: ['Data Processing Agreement', 'Data Processing Addendum', 'Controller-to-Processor Agreement'],
    subjects: [],
    value: null, initialTermMonths: [24, 36], paymentTermsDays: [], risks: { 'Uncapped liability': 0.15 }, personalData: 1,
    types: { template: 0, playbook: 5, external: 3 }, weight: 9
  },
  {
    key: 'employment', group: 'employment', counterparty: 'employee', family: 'employment',
    titles: ['Employment Agreement', 'Employment Agreement', 'Consulting Agreement'],
    subjects: [],
    value: [38_000, 145_000], initialTermMonths: [12], paymentTermsDays: [], risks: { 'Non-compete': 0.35 }, personalData: 1,
    types: { template: 3, playbook: 0, external: 5 }, weight: 10
  },
  {
    key: 'lease', group: 'procurement', counterparty: 'landlord', family: 'lease',
    titles: ['Lease – {subject}', 'Licence to Occupy – {subject}'],
    subjects: ['Unit 4, Quayside Business Park, Bristol', '2nd Floor, 1 Harbour Road, Bristol', 'Warehouse B, Felixstowe Logistics Park', 'Suite 900, 233 Spring Street, New York'],
    value: [60_000, 1_800_000], initialTermMonths: [36, 60, 120], paymentTermsDays: [14, 30],
    risks: { 'Unilateral price increase': 0.4 }, personalData: 0,
    types: { template: 0, playbook: 1, external: 5 }, weight: 4
  },
  {
    key: 'reseller', group: 'commercial', counterparty: 'reseller', family: 'reseller',
    titles: ['Reseller Agreement', 'Referral Partner Agreement', 'Distribution Agreement – {subject}'],
    subjects: ['APAC', 'Baltics', 'North America', 'Benelux'],
    value: [25_000, 750_000], initialTermMonths: [12, 24, 36], paymentTermsDays: [30, 45],
    risks: { Exclusivity: 0.35, 'Non-compete': 0.2, 'Change of control': 0.15 }, personalData: 0.2,
    types: { template: 0, playbook: 2, external: 4 }, weight: 7
  },
  {
    key: 'uncategorised', group: null, counterparty: 'customer', family: 'letter',
    titles: ['Side Letter – {subject}', 'Letter of Intent – {subject}', 'Settlement Agreement'],
    subjects: ['Volume Rebate', 'Pricing Holiday', 'Joint Venture'],
    value: [5_000, 250_000], initialTermMonths: [6, 12], paymentTermsDays: [30],
    risks: {}, personalData: 0,
    types: { template: 0, playbook: 0, external: 1 }, weight: 2
  }
]

export function archetypeOf(key: Archetype['key']): Archetype {
  const archetype = ARCHETYPES.find((a) => a.key === key)
  if (archetype === undefined) throw new Error(`no archetype ${key}`)
  return archetype
}
