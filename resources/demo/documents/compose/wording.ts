import { formatMoney } from '../../contracts/clause-choices'
import { DemoRandom } from '../../random'
import type { DemoContractDoc, DocumentParty } from '../model'

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** English words for 0–999, as contracts spell numbers out. */
export function inWords(n: number): string {
  if (n < 20) return ONES[n] ?? String(n)
  if (n < 100) return `${TENS[Math.floor(n / 10)] ?? ''}${n % 10 === 0 ? '' : `-${ONES[n % 10] ?? ''}`}`
  if (n < 1000) return `${ONES[Math.floor(n / 100)] ?? ''} hundred${n % 100 === 0 ? '' : ` and ${inWords(n % 100)}`}`
  return String(n)
}

/** "thirty (30)". */
export function counted(n: number): string {
  return `${inWords(n)} (${n})`
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2025-03-01" → "1 March 2025". */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day ?? 1} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year ?? ''}`
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The voice of one document: its parties' names and a stream of choices among equivalent
 * wordings, seeded by the contract so its text is stable and differs from its neighbours'.
 */
export class Wording {
  readonly doc: DemoContractDoc
  /** Who provides the services, goods, licence, premises or work. */
  readonly provider: DocumentParty
  readonly recipient: DocumentParty
  private readonly random: DemoRandom

  constructor(doc: DemoContractDoc) {
    this.doc = doc
    this.random = DemoRandom.stream(`document/${doc.wordingSeed}`)
    this.provider = doc.provider === 'ours' ? doc.ours : doc.counterparty
    this.recipient = doc.provider === 'ours' ? doc.counterparty : doc.ours
  }

  pick<T>(options: readonly T[]): T {
    return this.random.pick(options)
  }

  chance(probability: number): boolean {
    return this.random.chance(probability)
  }

  int(min: number, max: number): number {
    return this.random.int(min, max)
  }

  money(amount: number): string {
    return formatMoney(amount, this.doc.money.currency)
  }

  /** "the Supplier" at the start of a sentence reads "The Supplier". */
  P(): string {
    return capitalise(this.provider.definedTerm)
  }

  R(): string {
    return capitalise(this.recipient.definedTerm)
  }

  p(): string {
    return this.provider.definedTerm
  }

  r(): string {
    return this.recipient.definedTerm
  }

  get effective(): string {
    return this.doc.term.effectiveDate === null ? 'the date on which this Agreement is signed by the last party to sign it' : longDate(this.doc.term.effectiveDate)
  }
}
