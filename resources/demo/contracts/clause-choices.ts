import type { RiskFlag } from '../catalogue/properties'
import { TRANSFER_MECHANISMS_BY_LOCATION, DATA_LOCATIONS } from '../catalogue/properties'
import type { DemoContractDoc, LiabilityTerms } from '../documents/model'
import type { DemoRandom } from '../random'
import type { Archetype } from './archetypes'

export type ClauseChoices = DemoContractDoc['clauses']

/**
 * Which clauses a contract's document contains. The risk flags stored on the contract are read
 * from these choices, so a filter on `risk_flags` finds exactly the documents with the clause.
 */
export function chooseClauses(archetype: Archetype, random: DemoRandom): ClauseChoices {
  const risk = (flag: RiskFlag) => random.chance(archetype.risks[flag] ?? 0)
  const uncapped = risk('Uncapped liability')
  const personalData = random.chance(archetype.personalData)
  const location = random.weighted(DATA_LOCATIONS.map((l, i) => [l, [6, 3, 3, 1, 1][i] ?? 1] as const))
  const mechanisms = TRANSFER_MECHANISMS_BY_LOCATION[location] ?? []
  const commercial = archetype.family !== 'nda' && archetype.family !== 'employment' && archetype.family !== 'letter'
  return {
    liability: uncapped ? { kind: 'uncapped' } : liabilityOf(archetype, random),
    exclusivity: risk('Exclusivity'),
    nonCompete: risk('Non-compete'),
    nonSolicitation: archetype.family === 'employment' || random.chance(commercial ? 0.3 : 0.15),
    mostFavouredNation: risk('Most favoured nation'),
    changeOfControl: risk('Change of control'),
    priceIncrease: risk('Unilateral price increase'),
    liquidatedDamages: risk('Liquidated damages'),
    insurance: commercial && random.chance(0.55),
    dataProtection: personalData ? { location, mechanisms: mechanisms.length === 0 ? [] : random.sample(mechanisms, random.int(1, mechanisms.length)) } : null,
    auditRights: commercial && random.chance(0.4),
    serviceLevels: (archetype.family === 'services' || archetype.family === 'licence') && random.chance(0.6)
  }
}

/**
 * NDAs rarely limit liability, employment contracts and letters never do; commercial contracts
 * mostly cap it, and some forget to.
 */
function liabilityOf(archetype: Archetype, random: DemoRandom): LiabilityTerms {
  const absent = { nda: 0.75, letter: 1, employment: 1 }[archetype.family as 'nda' | 'letter' | 'employment'] ?? 0.12
  if (random.chance(absent)) return { kind: 'absent' }
  if (random.chance(0.7)) return { kind: 'fees', months: random.pick([12, 12, 12, 24, 6]) }
  return { kind: 'fixed', amount: random.pick([250_000, 500_000, 1_000_000, 2_000_000, 5_000_000]) }
}

export function riskFlagsOf(choices: ClauseChoices): RiskFlag[] {
  const flags: RiskFlag[] = []
  if (choices.liability.kind === 'uncapped') flags.push('Uncapped liability')
  if (choices.exclusivity) flags.push('Exclusivity')
  if (choices.nonCompete) flags.push('Non-compete')
  if (choices.mostFavouredNation) flags.push('Most favoured nation')
  if (choices.changeOfControl) flags.push('Change of control')
  if (choices.priceIncrease) flags.push('Unilateral price increase')
  if (choices.liquidatedDamages) flags.push('Liquidated damages')
  return flags
}

const SYMBOL: Record<string, string> = { GBP: '£', EUR: '€', USD: 'US$', SGD: 'S$' }

/** Grouped by thousands without the host's locale data, so every machine prints the same. */
export function formatMoney(amount: number, currency: string): string {
  const grouped = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${SYMBOL[currency] ?? `${currency} `}${grouped}`
}

/** The cap as the register records it ("12 months' fees", "£1,000,000", "Uncapped"). */
export function liabilityCapText(liability: LiabilityTerms, currency: string): string | null {
  switch (liability.kind) {
    case 'fees':
      return `${liability.months} months' fees`
    case 'fixed':
      return formatMoney(liability.amount, currency)
    case 'uncapped':
      return 'Uncapped'
    case 'absent':
      return null
  }
}
