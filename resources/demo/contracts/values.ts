import type { StoredPropertyValue } from '../../../shared/api/property-model'
import { COURTS_BY_LAW, EMPLOYEE_GRADES, type Currency } from '../catalogue/properties'
import { startOfUtcDay, type DemoCalendar } from '../calendar'
import type { DemoContractDoc } from '../documents/model'
import type { DemoRandom } from '../random'
import type { RosterEntity } from '../parties/types'
import type { Archetype } from './archetypes'
import { liabilityCapText, riskFlagsOf, type ClauseChoices } from './clause-choices'

const EU = new Set(['DE', 'NL', 'FR', 'IE', 'IT', 'LV'])

export function currencyFor(ourEntity: RosterEntity, counterpartyCountry: string, random: DemoRandom): Currency {
  if (ourEntity.country === 'US') return 'USD'
  if (ourEntity.country === 'DE') return 'EUR'
  if (ourEntity.country === 'SG') return random.chance(0.6) ? 'SGD' : 'USD'
  if (EU.has(counterpartyCountry)) return random.chance(0.6) ? 'EUR' : 'GBP'
  if (counterpartyCountry === 'US' || counterpartyCountry === 'JP') return 'USD'
  return 'GBP'
}

/**
 * Our entity's own law, or the counterparty's where our entity concedes it. Employment and
 * premises follow the law of the place: our entity's home law.
 */
export function lawFor(ourEntity: RosterEntity, counterpartyCountry: string, local: boolean, random: DemoRandom): { governingLaw: string; courts: string } {
  const theirs: Record<string, string> = { IE: 'Ireland', NL: 'Netherlands', FR: 'France', DE: 'Germany', SG: 'Singapore' }
  const conceded = theirs[counterpartyCountry]
  const home = ourEntity.governingLaws[0] ?? 'England and Wales'
  const governingLaw = local ? home : conceded !== undefined && ourEntity.governingLaws.includes(conceded) && random.chance(0.4) ? conceded : random.pick(ourEntity.governingLaws)
  return { governingLaw, courts: random.pick(COURTS_BY_LAW[governingLaw] ?? ['Courts of England and Wales (London)']) }
}

/** A round figure in the archetype's range: nobody signs a £123,457 contract. */
export function contractValue(archetype: Archetype, random: DemoRandom): number | null {
  if (archetype.value === null) return null
  const [min, max] = archetype.value
  const raw = min * (max / min) ** random.next()
  const step = raw > 1_000_000 ? 50_000 : raw > 100_000 ? 5_000 : 500
  return Math.max(step, Math.round(raw / step) * step)
}

const NOTES = [
  'Renewal discussion scheduled with Finance before the notice deadline.',
  'Counterparty asked for an uncapped data breach indemnity; escalated to the General Counsel.',
  'Signed copy held in the Bristol office safe.',
  'Price review due; procurement to benchmark before renewal.',
  'Side letter on volume rebates agreed by email, not yet papered.',
  'Insurance certificate chased twice; still outstanding.'
]

export interface ValueInput {
  archetype: Archetype
  statusCode: number
  ourEntity: RosterEntity
  clauses: ClauseChoices
  money: DemoContractDoc['money']
  law: DemoContractDoc['law']
  executedAt: number | null
  createdAt: number
  subject: string | null
  employment: DemoContractDoc['employment']
}

/**
 * Property values beyond the renewal ones. Drafts carry what is known early (value, law); signed
 * contracts carry the full set. Category-bound keys only go on contracts of their category.
 */
export function contractProperties(input: ValueInput, calendar: DemoCalendar, random: DemoRandom): Record<string, StoredPropertyValue> {
  const values: Record<string, StoredPropertyValue> = {}
  const signed = input.statusCode >= 5
  const known = (probability: number) => signed || random.chance(probability)
  if (input.money.value !== null && known(0.7) && random.chance(0.93)) values.contract_value = input.money.value
  if (values.contract_value !== undefined || random.chance(0.3)) values.currency = input.money.currency
  if (input.money.paymentTermsDays !== null && known(0.5)) values.payment_terms_days = input.money.paymentTermsDays
  values.contracting_entity = { id: input.ourEntity.id }
  if (known(0.6)) {
    values.governing_law = input.law.governingLaw
    if (input.law.courts !== null && random.chance(0.85)) values.courts = input.law.courts
  }
  const cap = liabilityCapText(input.clauses.liability, input.money.currency)
  if (cap !== null && known(0.4)) values.liability_cap = cap
  const flags = riskFlagsOf(input.clauses)
  if (flags.length > 0) values.risk_flags = flags
  if (input.archetype.family === 'services' || input.archetype.family === 'supply') values.insurance_required = input.clauses.insurance
  const data = input.clauses.dataProtection
  values.personal_data = data !== null
  if (data !== null) {
    values.data_location = data.location
    if (data.mechanisms.length > 0) values.transfer_mechanisms = data.mechanisms
  }
  if (input.executedAt !== null) values.signature_date = startOfUtcDay(input.executedAt)
  if (input.archetype.key === 'supply' && signed) values.po_number = `PO-45${String(random.int(0, 99_999_999)).padStart(8, '0')}`
  if (random.chance(0.1)) values.internal_notes = random.pick(NOTES)
  if (calendar.daysFromToday(input.createdAt) < -900 && random.chance(0.6)) {
    // The old register held codes as text in some rows and as bare numbers in others.
    values.legacy_matter_code = random.chance(0.5) ? `LM-${String(random.int(100, 9999)).padStart(4, '0')}` : random.int(10_000, 29_999)
  }
  if (input.archetype.key === 'employment' && input.employment !== null) {
    values.employee_grade = input.employment.grade
    if (!input.employment.isConsultant) values.probation_months = input.employment.probationMonths
  }
  if (input.archetype.key === 'lease' && input.subject !== null) values.premises = input.subject
  return values
}

export function drawEmployment(random: DemoRandom, jobTitle: string, isConsultant: boolean): NonNullable<DemoContractDoc['employment']> {
  return { jobTitle, grade: random.pick(EMPLOYEE_GRADES), probationMonths: random.pick([3, 6, 6]), isConsultant }
}
