import type { CategoryRecord } from '../../../electron/engine/db/writers'
import type { DemoCalendar } from '../calendar'
import { demoId } from '../random'

export type DemoCategoryKey = 'nda' | 'msa' | 'servicesUk' | 'servicesUs' | 'licence' | 'supply' | 'dpa' | 'employment' | 'lease' | 'reseller'

interface DemoCategory {
  label: string
  abbreviation: string
  description: string
  isDefault?: boolean
  /** The register's numbering scheme for this kind of contract. */
  reference: (year: number, sequence: number) => string
  /** Whether the sequence restarts every year (the year is part of the reference). */
  yearly: boolean
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

export const DEMO_CATEGORIES: Record<DemoCategoryKey, DemoCategory> = {
  nda: {
    label: 'Non-Disclosure Agreement',
    abbreviation: 'NDA',
    description: 'Mutual and one-way confidentiality agreements ahead of a deal or a pilot.',
    isDefault: true,
    reference: (year, n) => `NDA-${year}-${pad(n, 4)}`,
    yearly: true
  },
  msa: {
    label: 'Master Services Agreement',
    abbreviation: 'MSA',
    description: 'Framework agreements with customers under which statements of work are ordered.',
    reference: (year, n) => `MSA-${year}-${pad(n, 3)}`,
    yearly: true
  },
  // The UK and US entities each configured a "Services Agreement" category before the books were
  // merged: the label is ambiguous and only the abbreviation tells them apart.
  servicesUk: {
    label: 'Services Agreement',
    abbreviation: 'SVC-UK',
    description: 'Services bought or sold by Harbourline Technologies Ltd under English law.',
    reference: (year, n) => `SVC-UK/${String(year).slice(2)}/${pad(n, 3)}`,
    yearly: true
  },
  servicesUs: {
    label: 'Services Agreement',
    abbreviation: 'SVC-US',
    description: 'Services bought or sold by Harbourline Inc. under US state law.',
    reference: (year, n) => `SVC-US-${year}-${pad(n, 3)}`,
    yearly: true
  },
  licence: {
    label: 'Software Licence',
    abbreviation: 'LIC',
    description: 'Software licences and subscriptions we take from vendors.',
    reference: (year, n) => `LIC-${String(year).slice(2)}${pad(n, 3)}`,
    yearly: true
  },
  supply: {
    label: 'Supply Agreement',
    abbreviation: 'SUP',
    description: 'Goods and components bought from suppliers, with purchase orders under them.',
    reference: (_year, n) => `PROC-SUP-${pad(n, 5)}`,
    yearly: false
  },
  dpa: {
    label: 'Data Processing Agreement',
    abbreviation: 'DPA',
    description: 'Article 28 GDPR terms with processors and controllers.',
    reference: (year, n) => `DPA-${year}-${pad(n, 3)}`,
    yearly: true
  },
  employment: {
    label: 'Employment Agreement',
    abbreviation: 'EMP',
    description: 'Contracts of employment and consultancy with individuals.',
    reference: (_year, n) => `HR-EMP-${pad(n, 4)}`,
    yearly: false
  },
  lease: {
    label: 'Property Lease',
    abbreviation: 'LSE',
    description: 'Office and warehouse leases and licences to occupy.',
    reference: (_year, n) => `RE-LSE-${pad(n, 3)}`,
    yearly: false
  },
  reseller: {
    label: 'Reseller Agreement',
    abbreviation: 'RES',
    description: 'Channel partners reselling Harbourline products.',
    reference: (year, n) => `CH-RES-${year}-${pad(n, 3)}`,
    yearly: true
  }
}

export const DEMO_CATEGORY_KEYS = Object.keys(DEMO_CATEGORIES) as DemoCategoryKey[]

export function demoCategoryId(key: DemoCategoryKey): string {
  return demoId('category', key)
}

export function demoCategoryRecords(calendar: DemoCalendar): CategoryRecord[] {
  return DEMO_CATEGORY_KEYS.map((key, i) => {
    const c = DEMO_CATEGORIES[key]
    return {
      id: demoCategoryId(key),
      label: c.label,
      abbreviation: c.abbreviation,
      description: c.description,
      isDefault: c.isDefault ?? false,
      createdAt: calendar.pastInstant(1180 - i * 11, 660)
    }
  })
}
