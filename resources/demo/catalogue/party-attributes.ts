import type { PartyAttributeRecord } from '../../../electron/engine/db/writers'
import { demoId } from '../random'

export const SUPPLIER_TIERS = ['Strategic', 'Preferred', 'Approved', 'Tail spend']
export const LANGUAGES = ['English', 'German', 'French', 'Dutch', 'Spanish', 'Japanese']

const ATTRIBUTES: Array<Omit<PartyAttributeRecord, 'id'>> = [
  { key: 'vat_number', label: 'VAT number', description: 'VAT or sales-tax registration number.', type: 'text', partyType: 'entity' },
  { key: 'lei', label: 'Legal Entity Identifier', description: '20-character LEI (ISO 17442).', type: 'text', partyType: 'entity' },
  { key: 'supplier_tier', label: 'Supplier tier', description: 'Procurement segmentation of the supplier base.', type: 'option', options: SUPPLIER_TIERS, partyType: 'entity' },
  { key: 'kyc_review_date', label: 'Last KYC review', description: 'Day the know-your-customer file was last reviewed.', type: 'date', partyType: 'both' },
  { key: 'preferred_language', label: 'Preferred language', description: 'Language for notices and correspondence.', type: 'option', options: LANGUAGES, partyType: 'both' },
  { key: 'employee_number', label: 'Employee number', description: 'HR system number of an employee or contractor.', type: 'text', partyType: 'individual' }
]

export function demoPartyAttributes(): PartyAttributeRecord[] {
  return ATTRIBUTES.map((a, i) => ({ ...a, id: demoId('party-attribute', a.key), sortOrder: (i + 1) * 10 }))
}
