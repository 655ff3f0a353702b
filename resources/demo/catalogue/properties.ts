import type { PropertyDefinitionInput } from '../../../electron/engine/db/writers'
import { renewalPropertyDefinitions } from './renewal-definitions'
import type { DemoCalendar } from '../calendar'
import { demoId } from '../random'
import { demoCategoryId } from './categories'

type Definition = Omit<PropertyDefinitionInput, 'id' | 'createdAt'>

/** Courts and arbitral seats a lawyer may pick once the governing law is chosen. */
export const COURTS_BY_LAW: Record<string, string[]> = {
  'England and Wales': ['Courts of England and Wales (London)', 'LCIA arbitration (London)'],
  'New York': ['New York County courts', 'Southern District of New York', 'ICC arbitration (New York)'],
  Delaware: ['Delaware Court of Chancery'],
  California: ['San Francisco County courts'],
  Germany: ['Landgericht Frankfurt am Main', 'Landgericht München I', 'DIS arbitration (Cologne)'],
  France: ['Tribunal de commerce de Paris'],
  Ireland: ['Courts of Ireland (Dublin)'],
  Netherlands: ['Rechtbank Amsterdam'],
  Singapore: ['SIAC arbitration (Singapore)', 'Singapore International Commercial Court']
}
export const GOVERNING_LAWS = Object.keys(COURTS_BY_LAW)

/**
 * Transfer tools allowed for data leaving the EEA, by where it goes. Data kept in the EEA needs
 * none, so that parent choice is absent from the map and allows no value.
 */
export const TRANSFER_MECHANISMS_BY_LOCATION: Record<string, string[]> = {
  'United Kingdom': ['EU adequacy decision'],
  'United States': ['EU-US Data Privacy Framework', 'EU Standard Contractual Clauses', 'UK International Data Transfer Addendum'],
  India: ['EU Standard Contractual Clauses', 'UK International Data Transfer Addendum', 'Binding Corporate Rules'],
  Singapore: ['EU Standard Contractual Clauses', 'UK International Data Transfer Addendum']
}
export const DATA_LOCATIONS = ['EEA', 'United Kingdom', 'United States', 'India', 'Singapore']

export const RISK_FLAGS = [
  'Uncapped liability',
  'Exclusivity',
  'Non-compete',
  'Most favoured nation',
  'Change of control',
  'Unilateral price increase',
  'Liquidated damages'
] as const
export type RiskFlag = (typeof RISK_FLAGS)[number]

export const CURRENCIES = ['GBP', 'EUR', 'USD', 'SGD'] as const
export type Currency = (typeof CURRENCIES)[number]

export const EMPLOYEE_GRADES = ['Graduate', 'Associate', 'Senior', 'Principal', 'Director']

const unionOf = (map: Record<string, string[]>) => [...new Set(Object.values(map).flat())]

const COMMERCIAL = 'Commercial terms'
const LEGAL = 'Legal terms'
const DATA = 'Data protection'

const DEFINITIONS: Definition[] = [
  { key: 'contract_value', label: 'Contract value', description: 'Total value over the initial term, in the contract currency.', type: 'number', options: { unit: 'contract currency' }, group: COMMERCIAL, sortOrder: 10, isDefault: true },
  { key: 'currency', label: 'Currency', description: 'ISO 4217 code of the contract currency.', type: 'list', options: { choices: [...CURRENCIES] }, group: COMMERCIAL, sortOrder: 11, isDefault: true },
  { key: 'payment_terms_days', label: 'Payment terms', description: 'Days from receipt of a valid invoice to payment.', type: 'number', options: { unit: 'days' }, group: COMMERCIAL, sortOrder: 12 },
  { key: 'po_number', label: 'Purchase order number', description: 'The purchase order raised under a supply contract.', type: 'string', group: COMMERCIAL, sortOrder: 13 },
  { key: 'contracting_entity', label: 'Harbourline contracting entity', description: 'The group company that signs; a party from the contact book.', type: 'party', group: 'Parties', sortOrder: 20, isDefault: true },
  { key: 'governing_law', label: 'Governing law', description: null, type: 'list', options: { choices: GOVERNING_LAWS }, group: LEGAL, subGroup: 'Disputes', sortOrder: 30, isDefault: true },
  {
    key: 'courts',
    label: 'Courts or seat of arbitration',
    description: 'Limited to the forums usual under the chosen governing law.',
    type: 'list',
    options: { choices: unionOf(COURTS_BY_LAW), dependsOn: 'governing_law', choicesByParent: COURTS_BY_LAW },
    group: LEGAL,
    subGroup: 'Disputes',
    sortOrder: 31
  },
  { key: 'liability_cap', label: 'Liability cap', description: "The cap as drafted, e.g. 12 months' fees.", type: 'string', group: LEGAL, subGroup: 'Risk', sortOrder: 32 },
  { key: 'risk_flags', label: 'Risk flags', description: 'Terms that need a second look at renewal or on a change of control.', type: 'multi-option', options: { choices: [...RISK_FLAGS] }, group: LEGAL, subGroup: 'Risk', sortOrder: 33 },
  { key: 'insurance_required', label: 'Insurance certificate required', description: null, type: 'boolean', group: LEGAL, subGroup: 'Risk', sortOrder: 34 },
  { key: 'personal_data', label: 'Personal data processed', description: 'Whether either party processes personal data for the other.', type: 'boolean', group: DATA, sortOrder: 40 },
  { key: 'data_location', label: 'Data location', description: 'Where personal data is hosted or accessed from.', type: 'list', options: { choices: DATA_LOCATIONS }, group: DATA, sortOrder: 41 },
  {
    key: 'transfer_mechanisms',
    label: 'Transfer mechanisms',
    description: 'Safeguards for transfers outside the EEA; none are needed for data kept in the EEA.',
    type: 'multi-option',
    options: { choices: unionOf(TRANSFER_MECHANISMS_BY_LOCATION), dependsOn: 'data_location', choicesByParent: TRANSFER_MECHANISMS_BY_LOCATION },
    group: DATA,
    sortOrder: 42
  },
  { key: 'signature_date', label: 'Signature date', description: 'The day the last party signed.', type: 'date', group: 'Execution', sortOrder: 50, isDefault: true },
  { key: 'internal_notes', label: 'Internal notes', description: 'For the legal team only; never extracted automatically.', type: 'string', group: 'Register', sortOrder: 60, manualOnly: true },
  // Carried over untyped from the previous register: some rows hold text, some numbers.
  { key: 'legacy_matter_code', label: 'Legacy matter code', description: 'Matter code from the register used before 2023.', type: null, group: 'Register', sortOrder: 61, manualOnly: true },
  {
    key: 'employee_grade',
    label: 'Employee grade',
    description: null,
    type: 'list',
    options: { choices: EMPLOYEE_GRADES },
    group: 'Employment',
    sortOrder: 70,
    isGlobal: false,
    categoryIds: [demoCategoryId('employment')]
  },
  { key: 'probation_months', label: 'Probation period', description: null, type: 'number', options: { unit: 'months' }, group: 'Employment', sortOrder: 71, isGlobal: false, categoryIds: [demoCategoryId('employment')] },
  { key: 'premises', label: 'Premises', description: 'Address of the demised premises.', type: 'string', group: 'Premises', sortOrder: 80, isGlobal: false, categoryIds: [demoCategoryId('lease')] }
]

export function demoPropertyDefinitions(calendar: DemoCalendar): PropertyDefinitionInput[] {
  const renewal: Definition[] = renewalPropertyDefinitions()
  return [...renewal, ...DEFINITIONS].map((d, i) => ({
    ...d,
    id: demoId('property', d.key),
    createdAt: calendar.pastInstant(1170 - i, 700)
  }))
}
