import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { KeyTermName, KeyTerms } from '../../shared/api/key-terms'
import { normalizeParagraphText } from '../../shared/text/paragraph-text'
import { corpusDir, readCorpusText, withoutFilingStamps } from '../fixtures/documents/corpus'

/*
 * The key-term development set (../shared/corpus/keyterms) and the scoring its README defines,
 * shared by the development-set test and `bench/key-terms.ts` so both report the same figures.
 */

export const keyTermsDir = path.join(corpusDir, 'keyterms')
export const keyTermsAvailable = existsSync(path.join(keyTermsDir, 'labels.csv'))
export const keyTermsSkipReason = `the key-term development set is absent at ${keyTermsDir}; its tests are skipped`

export interface LabelledContract {
  id: string
  paragraphs: string[]
  /** The annotators' normalised answer per term; '' where they found none. */
  answers: Record<KeyTermName, string>
}

/** A CUAD text as Folio paragraphs: one per line, normalised, page stamps and empty lines left out. */
export function cuadTextParagraphs(text: string): string[] {
  return withoutFilingStamps(text)
    .split('\n')
    .map(normalizeParagraphText)
    .filter((paragraph) => paragraph.length > 0)
}

export function readDevelopmentSet(): LabelledContract[] {
  if (!keyTermsAvailable) return []
  const rows = parseCsv(readCorpusText('keyterms', 'labels.csv'))
  const header = rows[0] ?? []
  const column = (name: string) => header.indexOf(name)
  const texts = new Set(readdirSync(path.join(keyTermsDir, 'text')))
  return rows.slice(1).flatMap((row) => {
    const id = row[column('id')] ?? ''
    if (!texts.has(`${id}.txt`)) return []
    const answer = (term: KeyTermName) => (row[column(`${term}.answer`)] ?? '').trim()
    return [
      {
        id,
        paragraphs: cuadTextParagraphs(readCorpusText('keyterms', 'text', `${id}.txt`)),
        answers: {
          parties: answer('parties'),
          agreementDate: answer('agreementDate'),
          effectiveDate: answer('effectiveDate'),
          expirationDate: answer('expirationDate'),
          renewalTerm: answer('renewalTerm'),
          noticePeriod: answer('noticePeriod'),
          governingLaw: answer('governingLaw')
        }
      }
    ]
  })
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/* ---------- reading an answer ---------- */

/** An M/D/YY or M/D/YYYY answer as an ISO date; null when blank ("[]/[]/2014") or unreadable. */
export function answerDate(answer: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(answer.trim())
  if (!match) return null
  const yearText = match[3] ?? ''
  const year = yearText.length === 4 ? Number(yearText) : Number(yearText) >= 50 ? 1900 + Number(yearText) : 2000 + Number(yearText)
  return `${year}-${(match[1] ?? '').padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`
}

const COMPANY_SUFFIXES = new Set(['inc', 'corp', 'ltd', 'llc', 'co', 'lp', 'plc'])

/** Case- and punctuation-blind words of a party name, company suffixes left out. */
export function partyWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
    .replace(/\./g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !COMPANY_SUFFIXES.has(word))
}

/** The parties of an answer: `;`-separated, quoted short names dropped, "each a Party" notes left out. */
export function answerParties(answer: string): string[] {
  return answer
    .split(';')
    .map((part) => part.trim())
    .filter((part) => !/["“”](?:the\s)?part(?:y|ies)["”]/i.test(part))
    .map((part) =>
      part
        .replace(/\((?:[^()]*["“”][^()]*)\)/g, ' ')
        .replace(/["“”][^"“”]*["“”]/g, ' ')
        .replace(/^\(+|\)+$/g, '')
        .trim()
    )
    .filter((part) => partyWords(part).length > 0)
}

function containsWords(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) return true
  }
  return false
}

/** Whether an answered party is among Folio's names, as whole words either way round. */
export function partyFound(answered: string, names: readonly string[]): boolean {
  const theirs = partyWords(answered)
  return names.some((name) => {
    const ours = partyWords(name)
    return containsWords(ours, theirs) || containsWords(theirs, ours)
  })
}

/** The months of one renewal in an answer ("successive 1 year", "2 successive 5 years", "0.5 year"). */
export function answerMonths(answer: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(years?|months?|days?)\s*$/i.exec(answer.trim())
  if (!match) return null
  const amount = Number(match[1])
  const unit = (match[2] ?? '').toLowerCase()
  return unit.startsWith('year') ? amount * 12 : unit.startsWith('month') ? amount : amount / 30
}

/** The days of a notice answer ("30 days", "6 months", "180 days / 6 months": the first). */
export function answerDays(answer: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(years?|months?|days?)/i.exec(answer.trim())
  if (!match) return null
  const amount = Number(match[1])
  const unit = (match[2] ?? '').toLowerCase()
  return unit.startsWith('year') ? amount * 365 : unit.startsWith('month') ? amount * 30 : amount
}

/** The first named jurisdiction, "the State of" / "Commonwealth of" aside, compared case-blind. */
export function jurisdictionKey(name: string): string {
  return (name.split(/[;,]/)[0] ?? '')
    .toLowerCase()
    .replace(/^\s*(?:the\s+)?(?:(?:state|commonwealth)\s+of\s+)?(?:the\s+)?/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/* ---------- scoring ---------- */

/** One term's outcome on one contract. `null`: not scored (the answer has blanks or cannot be read). */
export type Outcome = 'correct' | 'wrong' | 'missed' | 'abstained' | 'false-proposal'

export function scoreTerm(term: KeyTermName, terms: KeyTerms, answer: string): Outcome | null {
  if (term === 'parties') return null
  const proposed = terms[term]
  if (answer === '') return proposed ? 'false-proposal' : 'abstained'
  const expected = expectedValue(term, answer)
  if (expected === null) return null
  if (!proposed) return 'missed'
  return sameValue(term, proposed.value, expected) ? 'correct' : 'wrong'
}

function expectedValue(term: Exclude<KeyTermName, 'parties'>, answer: string): string | number | null {
  switch (term) {
    case 'agreementDate':
    case 'effectiveDate':
      return answerDate(answer)
    case 'expirationDate':
      return /^perpetual$/i.test(answer.trim()) ? 'perpetual' : answerDate(answer)
    case 'renewalTerm':
      return answerMonths(answer)
    case 'noticePeriod':
      return answerDays(answer)
    case 'governingLaw':
      return jurisdictionKey(answer)
  }
}

function sameValue(term: Exclude<KeyTermName, 'parties'>, value: NonNullable<KeyTerms[typeof term]>['value'], expected: string | number): boolean {
  if (typeof value === 'string') return value === expected
  if ('months' in value) return value.months === expected
  if ('days' in value) return value.days === expected
  const ours = jurisdictionKey(value.jurisdiction)
  return ours === expected || ours.split(' and ')[0] === expected
}

/** The share of a contract's answered parties that Folio found; null when the answer names none. */
export function partiesShare(terms: KeyTerms, answer: string): number | null {
  const expected = answerParties(answer)
  if (expected.length === 0) return null
  const names = terms.parties.flatMap((party) => [party.name])
  return expected.filter((party) => partyFound(party, names)).length / expected.length
}

export interface TermFigures {
  term: KeyTermName
  /** Contracts whose answer names a value that can be scored. */
  answered: number
  correct: number
  wrong: number
  missed: number
  /** Contracts whose answer is empty. */
  unanswered: number
  falseProposals: number
  accuracy: number
  abstention: number
  falseProposalRate: number
}

export function scoreSet(results: ReadonlyArray<{ contract: LabelledContract; terms: KeyTerms }>): TermFigures[] {
  const terms: Exclude<KeyTermName, 'parties'>[] = ['agreementDate', 'effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod', 'governingLaw']
  const figures = terms.map((term) => {
    const outcomes = results.map(({ contract, terms: read }) => scoreTerm(term, read, contract.answers[term]))
    const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length
    const correct = count('correct')
    const wrong = count('wrong')
    const missed = count('missed')
    const falseProposals = count('false-proposal')
    const unanswered = falseProposals + count('abstained')
    const answered = correct + wrong + missed
    return {
      term,
      answered,
      correct,
      wrong,
      missed,
      unanswered,
      falseProposals,
      accuracy: answered === 0 ? 0 : correct / answered,
      abstention: answered === 0 ? 0 : missed / answered,
      falseProposalRate: unanswered === 0 ? 0 : falseProposals / unanswered
    }
  })
  const shares = results.map(({ contract, terms: read }) => partiesShare(read, contract.answers.parties)).filter((s): s is number => s !== null)
  const partiesFigure: TermFigures = {
    term: 'parties',
    answered: shares.length,
    correct: shares.filter((s) => s === 1).length,
    wrong: shares.filter((s) => s > 0 && s < 1).length,
    missed: shares.filter((s) => s === 0).length,
    unanswered: 0,
    falseProposals: 0,
    accuracy: shares.length === 0 ? 0 : shares.reduce((a, b) => a + b, 0) / shares.length,
    abstention: results.length === 0 ? 0 : results.filter((r) => r.terms.parties.length === 0).length / results.length,
    falseProposalRate: 0
  }
  return [partiesFigure, ...figures]
}

/** Development folds: every fifth contract is held out from tuning. */
export function isHeldOut(id: string): boolean {
  const number = Number(/(\d+)$/.exec(id)?.[1] ?? '0')
  return number % 5 === 0
}
