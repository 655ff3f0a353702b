import type { PartyTerm } from '../../../shared/api/key-terms'
import { evidenceOf } from './evidence'
import { ENTITY_SUFFIX, partyName, shortNames, type Span } from './party-names'

/*
 * Parties set out on lines of their own: after a label ("Party A:", "Reseller Full Legal Name")
 * in the opening pages, or in the signature blocks.
 */

const PREAMBLE_PARAGRAPHS = 60

// "Party A: JingWei HengTong Technology (ShenZhen) Co., Ltd. Registration Address: …"
const PARTY_LABEL = /^(Party\s[A-Z1-9])\s?[:：]\s?/

/** Parties introduced on lines of their own, each after its label ("Party A:", "Party B:"). */
export function labelledParties(paragraphs: readonly string[]): PartyTerm[] | null {
  const parties: PartyTerm[] = []
  for (let index = 0; index < Math.min(paragraphs.length, PREAMBLE_PARAGRAPHS); index++) {
    const text = paragraphs[index] ?? ''
    const label = PARTY_LABEL.exec(text)
    if (!label) continue
    // The labels come once in the preamble; their repetition (a page header, a signature block)
    // ends the list.
    if (parties.some((party) => party.definedAs.includes(label[1] ?? ''))) break
    const start = label[0].length
    const rest = text.slice(start, start + 200)
    const cut = /\s(?:Registration|Registered|Legal|Address|Domicile|Residence)\b|[（(][^)）]*[\u3400-\u9fff]|,\s(?:a|an)\s/i.exec(rest)
    const name = partyName(text, start, start + (cut ? cut.index : rest.length))
    if (name) parties.push({ name: text.slice(name.start, name.end), definedAs: [label[1] ?? ''], evidence: evidenceOf(paragraphs, index, name.start, name.end) })
  }
  return parties.length >= 2 ? parties : null
}

/**
 * "… and the Reseller named above": a form's cover names the other party on a labelled line
 * ("Reseller Full Legal Name Salesforce.org, a nonprofit …", "Reseller: …"), which is read.
 */
export function namedElsewhere(paragraphs: readonly string[], preamble: string): PartyTerm | null {
  const role = /\band\s(?:the\s)?(\p{Lu}\p{Ll}+)\s(?:named|identified|listed|specified|described)\s(?:above|below|on\sthe\s(?:cover|signature)\spage)/u.exec(preamble)?.[1]
  if (!role) return null
  const label = new RegExp(`^${role}(?:'s)?\\s?(?:(?:Full\\s)?(?:Legal\\s)?Name\\s?:?|:)\\s`)
  for (let index = 0; index < Math.min(paragraphs.length, PREAMBLE_PARAGRAPHS); index++) {
    const line = paragraphs[index] ?? ''
    const found = label.exec(line)
    if (!found || line === preamble) continue
    const span = partyName(line, found[0].length, Math.min(line.length, found[0].length + 200), true)
    if (span) return { name: line.slice(span.start, span.end), definedAs: [role], evidence: evidenceOf(paragraphs, index, span.start, span.end) }
  }
  return null
}

// "by and among the persons and entities listed on Schedule A (collectively, the "ValueAct Group" …)".
const LISTED_ELSEWHERE = /\b(?:persons|entities|persons\sand\sentities|entities\sand\spersons|parties|signatories|stockholders|shareholders|investors|purchasers|lenders|holders)\s(?:listed|named|set\sforth|identified)\s(?:on|in)\s(?:the\s)?(?:Schedule|Exhibit|Annex|Appendix|Attachment|signature\spages?)\b[^()]{0,40}(\([^()]{0,200}\))?/i

/**
 * A preamble that names some parties and leaves the others to a schedule ("the persons and entities
 * listed on Schedule A"): the companies that sign are those others, given the group's short name.
 */
export function withListedParties(paragraphs: readonly string[], preamble: string, named: readonly PartyTerm[]): PartyTerm[] {
  const listed = LISTED_ELSEWHERE.exec(preamble)
  if (!listed) return [...named]
  const group = shortNames(listed[1] ?? '').slice(0, 1)
  const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
  const signers = signatureParties(paragraphs).filter((signer) => !named.some((party) => key(party.name) === key(signer.name)))
  return [...named, ...signers.map((signer) => ({ ...signer, definedAs: group }))]
}

/**
 * Failing a preamble: the companies of the signature blocks — the entity printed above a "By:"
 * line, or on the signing line itself ("CLARUS IV-A, L.P. By: …", "HPS INVESTMENT PARTNERS, LLC
 * /s/ John Madden"). The signatory's name and title, and a general partner signing "By:" for its
 * fund, are not parties.
 */
export function signatureParties(paragraphs: readonly string[]): PartyTerm[] {
  const found: Array<{ index: number; span: Span }> = []
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    // A signature block is short: a long paragraph is the contract's body.
    if (text.length <= SIGNATURE_LENGTH && SIGNING.test(text)) {
      // "VA Partners I, LLC By: /s/ …": the company opens its signing line.
      const opening = /^\S/.test(text) && SIGNING_STARTS.test(text) ? signatureLine(text) : null
      if (opening) found.push({ index, span: opening })
      found.push(...signingNames(text).map((span) => ({ index, span })))
    }
    if (index === 0 || !/^(?:By|SIGNED)\s?:/i.test(text)) continue
    // Two signature blocks side by side: "NETZEE, INC. THE BANKERS BANK, a Georgia banking corporation"
    // above "By: /s/ … By: /s/ …".
    const columns = text.match(/\b(?:By|SIGNED)\s?:/gi)?.length ?? 1
    const beside = columns >= 2 ? columnNames(paragraphs[index - 1] ?? '', columns) : []
    if (beside.length >= 2) {
      found.push(...beside.map((span) => ({ index: index - 1, span })))
      continue
    }
    for (let back = index - 1; back >= Math.max(0, index - 3); back--) {
      const line = paragraphs[back] ?? ''
      // "Greater Delaware Valley Savings Bank" / "d/b/a Alliance Bank": the name is the line above.
      if (/^(?:d\/b\/a|dba|f\/k\/a|fka|formerly)\b/i.test(line)) continue
      // "Sandler O'Neill & Partners Corp., the sole general partner": it signs for the party above.
      if (SIGNS_FOR.test(line)) break
      const span = signatureLine(line)
      if (!span) continue
      found.push({ index: back, span })
      break
    }
  }
  const parties: PartyTerm[] = []
  for (const { index, span } of found.sort((a, b) => a.index - b.index || a.span.start - b.span.start)) {
    const name = (paragraphs[index] ?? '').slice(span.start, span.end)
    if (parties.some((party) => party.name.toLowerCase() === name.toLowerCase()) || parties.length >= MAX_SIGNATURES) continue
    parties.push({ name, definedAs: [], evidence: evidenceOf(paragraphs, index, span.start, span.end) })
  }
  return parties.length >= 2 ? parties : []
}

const MAX_SIGNATURES = 16
const SIGNATURE_LENGTH = 1500
const SIGNS_FOR = /\b(?:its|the)\s(?:sole\s|managing\s)?(?:general\spartner|managing\smember|manager|member|attorney-in-fact|agent|trustee)\s*[.,:]?$/i
const SIGNING = /\bBy\s?:|\/s\//
// Where the entity's line runs on into the signing: "BLACKSTONE CLARUS GP L.P. By: …", "Name:", "/s/".
const SIGNING_STARTS = /\s(?:By|Name|Title|Its)\s?:|\s?\/s\//
// "Date: April 7, 2020 BANK OF AMERICA CORPORATION"
const DATE_LABEL = /^Dated?\s?:?\s?.{0,30}?\b(?:19|20)\d{2}\s+/

/** The company printed on a line above a "By:" line, without a date label before it or the signing after it. */
function signatureLine(line: string): Span | null {
  let end = SIGNING_STARTS.exec(line)?.index ?? line.length
  // "ACME INC. LICENSEE: …": the next block's role label ends the name.
  end = Math.min(end, NEXT_ROLE.exec(line.slice(0, end))?.index ?? end)
  let start = DATE_LABEL.exec(line)?.[0].length ?? 0
  start += COMPLIMENTARY_CLOSE.exec(line.slice(start))?.[0].length ?? 0
  start += ROLE_LABEL.exec(line.slice(start))?.[0].length ?? 0
  while (end > start && /[\s:,]/.test(line[end - 1] ?? '')) end--
  const name = line.slice(start, end)
  if (name.length === 0 || name.length > 100 || !ENTITY_SUFFIX.test(name) || /\b(?:witness|whereof|agreement)\b/i.test(name)) return null
  return { start, end }
}

// A letter agreement's close before the company that signs it: "Very truly yours, ACME INC.",
// "CONFIRMED AND ACCEPTED, as of the date first written above: BETA LLC".
const COMPLIMENTARY_CLOSE = /^(?:(?:very\s)?(?:truly|sincerely|faithfully)\syours|yours\s(?:very\s)?(?:truly|sincerely|faithfully)|sincerely|(?:confirmed|accepted|agreed)(?:\sto)?(?:,?\s(?:and|&)\s(?:confirmed|accepted|agreed)(?:\sto)?)?(?:,?\sas\sof\s[^:]{1,60}?)?)\s?[,:]\s*/i

// "LICENSEE: ACME INC.", "RESELLER MTI TECHNOLOGY CORPORATION": the block's role printed before the name.
const ROLE_LABEL = /^(?:(?:LICENSOR|LICENSEE|RESELLER|DISTRIBUTOR|SUPPLIER|CUSTOMER|CLIENT|SPONSOR|VENDOR|BUYER|SELLER|PURCHASER|CONTRACTOR|CONSULTANT|FRANCHISEE|FRANCHISOR|PROVIDER|LENDER|BORROWER)(?::|\s?:?(?=\s\p{Lu}{2}))|(?:Licensor|Licensee|Reseller|Distributor|Supplier|Customer|Client|Sponsor|Vendor|Buyer|Seller|Purchaser|Contractor|Consultant|Franchisee|Franchisor|Provider|Lender|Borrower|Company):)\s+/u
// Each column's company ends with its suffix: the next one begins after it.
const COLUMN_SUFFIX = /\b(?:inc|corp|corporation|company|co|ltd|limited|llc|l\.l\.c|lp|l\.p|llp|plc|bank|trust|association|gmbh|ag|s\.a|b\.v|n\.v)\b\.?/gi
// What comes between two columns' names: spaces, punctuation, a parenthetical "(McDATA)".
const BETWEEN_COLUMNS = /^(?:[^\p{Lu}\d(]|\([^()]*\))*/u

function columnNames(line: string, columns: number): Span[] {
  const spans: Span[] = []
  // Names side by side make a short line; a long one is the contract's body.
  if (line.length > columns * 120) return spans
  let from = 0
  COLUMN_SUFFIX.lastIndex = 0
  for (let match = COLUMN_SUFFIX.exec(line); match && spans.length < columns; match = COLUMN_SUFFIX.exec(line)) {
    const end = match.index + match[0].length
    let start = from + (BETWEEN_COLUMNS.exec(line.slice(from, match.index))?.[0].length ?? 0)
    start += ROLE_LABEL.exec(line.slice(start, end))?.[0].length ?? 0
    from = end
    if (start >= match.index || /[()]/.test(line.slice(start, end))) continue
    if (end - start > 100 || /\b(?:witness|whereof|agreement)\b/i.test(line.slice(start, end))) return []
    spans.push({ start, end })
  }
  return spans
}

// A company set in capitals straight before its signing: "MEZZANINE PARTNERS II OFFSHORE LUX S.À R.L /s/".
// It may also stand before the next block's role label: "SAN DIEGO BALLPARK FUNDING LLC SPONSOR: …".
const ROLES = 'LICENSOR|LICENSEE|RESELLER|DISTRIBUTOR|SUPPLIER|CUSTOMER|CLIENT|SPONSOR|VENDOR|BUYER|SELLER|PURCHASER|CONTRACTOR|CONSULTANT|FRANCHISEE|FRANCHISOR|PROVIDER|LENDER|BORROWER'
const SIGNING_NAME = new RegExp(`(?<![\\p{L}\\p{N}.,&'’/-])((?:(?:[\\p{Lu}\\d][\\p{Lu}\\d.,&'’/()-]*|[&–-])\\s){0,10}[\\p{Lu}\\d][\\p{Lu}\\d.,&'’/()-]*)\\s+(?=By\\s?:|\\/s\\/|(?:${ROLES})\\s?:\\s.{0,100}?(?:By\\s?:|\\/s\\/))`, 'gu')
const NEXT_ROLE = new RegExp(`(?<=\\S)\\s+(?:${ROLES})\\s?:`, 'u')
// A block's role label vouches for the name after it, company suffix or not: "SPONSOR: Rubio's Fresh Mexican Grill By: /s/ …".
const ROLE_SIGNING = new RegExp(`(?:^|\\s)(?:${ROLES})\\s?:\\s+((?:\\p{Lu}[\\p{L}\\d.,&'’-]*\\s){0,7}\\p{Lu}[\\p{L}\\d.&'’-]*)\\s+(?=By\\s?:|\\/s\\/)`, 'gu')
const CAPITALS_SUFFIX = /(?:INC|CORP|CORPORATION|COMPANY|CO|LTD|LIMITED|LLC|L\.L\.C|LP|L\.P|LLP|PLC|GMBH|AG|SA|S\.A|BV|B\.V|NV|N\.V|TRUST|BANK|ASSOCIATION|PARTNERS|GROUP|HOLDINGS|S\.À\.?\sR\.L|SARL)\.?(?:,?\s[IVX]{1,4})?$/u
// A title set in capitals before the company ("CEO ACME INC. By:") is no part of its name.
const TITLE_WORD = /^(?:\d+|CEO|CFO|COO|CTO|PRESIDENT|SECRETARY|TREASURER|CHAIRMAN|SIGNATORY|OFFICER|DIRECTOR|WITNESS|ATTEST)[.,:]?\s/u

/** A signing name is no title, no signatory label and no witness. */
function looksSigned(name: string): boolean {
  return !/\b(?:Name|Title|Its|Date|Witness|Attest|Signature|Authorized|President|Officer|Director)\b/i.test(name)
}

function signingNames(text: string): Span[] {
  const spans: Span[] = []
  SIGNING_NAME.lastIndex = 0
  for (let match = SIGNING_NAME.exec(text); match; match = SIGNING_NAME.exec(text)) {
    let start = match.index
    let end = start + (match[1] ?? '').length
    for (let title = TITLE_WORD.exec(text.slice(start, end)); title; title = TITLE_WORD.exec(text.slice(start, end))) start += title[0].length
    while (end > start && /[\s,]/.test(text[end - 1] ?? '')) end--
    const name = text.slice(start, end)
    // "VA Partners I, LLC By:": capitals that open with a numeral or a suffix are only the tail of a
    // name in mixed case.
    if (/^(?:[IVX]{1,4}|GP|LP|L\.P|LLC|INC|CO|CORP|LTD|&)[.,]?\s/u.test(name)) continue
    if (name.length >= 4 && name.length <= 100 && /\p{Lu}{2}/u.test(name) && CAPITALS_SUFFIX.test(name)) spans.push({ start, end })
  }
  ROLE_SIGNING.lastIndex = 0
  for (let match = ROLE_SIGNING.exec(text); match; match = ROLE_SIGNING.exec(text)) {
    const name = match[1] ?? ''
    const start = match.index + match[0].indexOf(name, match[0].indexOf(':'))
    if (name.length >= 4 && looksSigned(name)) spans.push({ start, end: start + name.length })
  }
  return spans
}
