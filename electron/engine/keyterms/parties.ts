import type { PartyTerm } from '../../../shared/api/key-terms'
import { evidenceOf } from './evidence'
import { announcedParties } from './party-announcements'
import { undersignedCounterparty } from './party-letters'
import { labelledParties, namedElsewhere, signatureParties, withListedParties } from './party-lines'
import { ENTITY_SUFFIX, partyName, shortNames, type Span } from './party-names'

/*
 * The contracting parties, read from the preamble ("… by and between ACME, INC., a Delaware
 * corporation ("ACME"), and …"), failing that from the signature blocks. A party's name is the
 * text before its description; its short names are the quoted terms of the parentheses that follow.
 */

const PREAMBLE_PARAGRAPHS = 60
// An English deed lists its parties under a heading: "PARTIES (1) SHBV (HONG KONG) LTD, … (2) …".
const PARTIES_HEADING = /\b(?:PARTIES|Parties\s?:)\s*(?=\(1\)\s|1\.\s|\(a\)\s)/g
const BETWEEN = /\b(?:by\sand\s(?:between|among)|between|among|(?:made|entered\sinto|executed)\sby)\b\s*:?\s*/gi

export function readParties(paragraphs: readonly string[]): PartyTerm[] {
  const limit = Math.min(paragraphs.length, PREAMBLE_PARAGRAPHS)
  let lone: PartyTerm | null = null
  let cover: PartyTerm[] | null = null
  for (let index = 0; index < limit; index++) {
    const text = paragraphs[index] ?? ''
    // A preamble names its parties early (an opening past OPENING_WITHIN is not read): only the
    // paragraph's head is searched.
    if (!/\b(?:between|among)\b|\bby\s+and\b|\b(?:made|entered)\b|\bhereby\s+agree\b/i.test(text.slice(0, PREAMBLE_HEAD))) continue
    const parties = preambleParties(paragraphs, index)
    if (parties.length >= 2) {
      // A cover page names the parties bare; the preamble after it names the same ones with their
      // short names, and is the better reading.
      if (cover && !sameParties(cover, parties)) continue
      if (!parties.every((party) => party.definedAs.length === 0)) return withListedParties(paragraphs, text, parties)
      cover ??= parties
      continue
    }
    const [only] = parties
    if (!lone && only && parties.length === 1 && LONE_PREAMBLE.test(text) && ENTITY_SUFFIX.test(only.name)) {
      lone = only
      const named = namedElsewhere(paragraphs, text)
      if (named) return [only, named]
    }
  }
  if (cover) return cover
  const elsewhere = labelledParties(paragraphs) ?? signatureParties(paragraphs)
  // A form leaves the other party blank or describes it ("and ________ an individual", "and the
  // Reseller named above"): the company the preamble does name and define is still a party.
  if (elsewhere.length > 0) return elsewhere
  if (lone) return [lone]
  // A letter of "the undersigned" names only the company it is made with; a press release, the
  // companies it announces made the agreement.
  const counterparty = undersignedCounterparty(paragraphs)
  return counterparty ? [counterparty] : announcedParties(paragraphs)
}

// The agreement's own making sentence, where a lone named party can be trusted.
const LONE_PREAMBLE = /^.{0,160}?\b(?:THIS|This)\s[^.]{0,200}?\b(?:AGREEMENT|Agreement)\b/

/**
 * A preamble may run over several paragraphs (a cover page: "BETWEEN" / "ACME, INC." / "AND" /
 * …): its paragraphs are read as one text, joined by line breaks, and spans mapped back.
 */
interface Preamble {
  text: string
  starts: number[]
  first: number
}

const PREAMBLE_SPAN = 8
const PREAMBLE_HEAD = 1500
const OPENING_WITHIN = 700
const PREAMBLE_LENGTH = 3000
// "Hereafter referred to as the "Company" or "AZUL"," on a line after the party's description.
const DEFINITION_LINE = /^(?:here(?:in)?after|\()[^"“]{0,40}["“]/i
// More parties than any preamble names: the cap keeps a hostile paragraph of definitions linear.
const MAX_PARTIES = 16
const MAX_DEFINITIONS = 4 * MAX_PARTIES
// Longer than any party's name (partyName refuses past 120 characters).
const NAME_WINDOW = 200
const PREAMBLE_ENDS = /^(?:W\s?H\s?E\s?R\s?E\s?A\s?S|RECITALS?\b|BACKGROUND\b|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|NOW,?\s?THEREFORE|(?:ARTICLE\s|SECTION\s)?1\.\s|TABLE\sOF\sCONTENTS)/i

function preambleFrom(paragraphs: readonly string[], first: number): Preamble {
  const starts: number[] = []
  let text = ''
  for (let index = first; index < Math.min(paragraphs.length, first + PREAMBLE_SPAN); index++) {
    const paragraph = paragraphs[index] ?? ''
    // A preamble of several paragraphs is a cover page's short lines and a sentence or two: past
    // a few thousand characters the rest is the contract's body.
    if (index > first && (PREAMBLE_ENDS.test(paragraph) || text.length > PREAMBLE_LENGTH)) break
    if (index > first) text += '\n'
    starts.push(text.length)
    text += paragraph
    // A party's long description ends with a full stop; its short name may follow on a line of its own.
    if (index > first && /[.:]$/.test(paragraph) && paragraph.length > 80 && !DEFINITION_LINE.test(paragraphs[index + 1] ?? '')) break
  }
  return { text, starts, first }
}

function partyAt(paragraphs: readonly string[], preamble: Preamble, span: Span, definedAs: string[]): PartyTerm | null {
  let slot = 0
  while (slot + 1 < preamble.starts.length && (preamble.starts[slot + 1] ?? Infinity) <= span.start) slot++
  const offset = preamble.starts[slot] ?? 0
  const name = preamble.text.slice(span.start, span.end)
  if (name.includes('\n')) return null
  return { name, definedAs, evidence: evidenceOf(paragraphs, preamble.first + slot, span.start - offset, span.end - offset) }
}

/** Parties of one preamble: the chunks between its short-name definitions, or between its "and"s. */
function preambleParties(paragraphs: readonly string[], index: number): PartyTerm[] {
  const preamble = preambleFrom(paragraphs, index)
  const text = preamble.text
  const first = firstBetween(text) ?? subjectsFirst(text)
  if (first === null) return []
  // A cover line ("MASTER SERVICES AGREEMENT Between A and B Page 1") may come before the preamble
  // itself: short names belong to the nearest opening before them.
  const opening = nearestOpening(text, first, definitionSpans(text, first, sentenceEnd(text, first))[0]?.start ?? first)
  const end = sentenceEnd(text, opening)
  const definitions = definitionSpans(text, opening, end)
  const parties: PartyTerm[] = []
  let cursor = opening
  for (const definition of definitions.slice(0, MAX_DEFINITIONS)) {
    // The preamble's sentence ends before the recitals: later definitions are not parties.
    if (definition.start > end || parties.length >= MAX_PARTIES) break
    // "… as an amendment to that certain Agreement dated … by and among …": another agreement's parties.
    if (parties.length >= 1 && nearestOpening(text, cursor, definition.start, false) !== cursor) break
    // "… on the other side, collectively referred to as the "Parties"": the list of parties is closed.
    if (parties.length >= 2 && /["“](?:the\s)?Parties["”]/.test(text.slice(cursor, definition.start))) break
    const head = partyName(text, cursor, definition.start, cursor === opening)
    const definedAs = shortNames(text.slice(definition.start, definition.end))
    const chunkEnd = definition.start
    cursor = definition.end
    if (!head || definedAs.length === 0) continue
    for (const { span, names } of chunkParties(text, withoutEarlierParty(text, head, parties), chunkEnd, definedAs, text.slice(definition.start, definition.end))) {
      const party = partyAt(paragraphs, preamble, span, names)
      // "Company" defined again is a party already named, not another one.
      if (party && !parties.some((p) => p.definedAs.includes(party.name) || p.name === party.name)) parties.push(party)
    }
    if (/^[\s,;)]*(?:\.|$)/.test(text.slice(cursor, cursor + 4)) && parties.length >= 2) break
  }
  if (parties.length >= 2) return parties
  const listed = undefinedParties(paragraphs, preamble, opening)
  return listed.length > 0 ? listed : parties
}

/** "between ACME, INC., a Delaware corporation, and BETA LLC, a …": no short names given. */
function undefinedParties(paragraphs: readonly string[], preamble: Preamble, opening: number): PartyTerm[] {
  const text = preamble.text
  const end = sentenceEnd(text, opening)
  const parties: PartyTerm[] = []
  // A cover page sets "AND" on a line of its own: then only such lines separate the parties, and
  // "EXXONMOBIL RESEARCH AND ENGINEERING COMPANY" stays one name.
  const coverLines = /\n(?:and|AND|And)[\s:]*\n/.test(text.slice(opening, end))
  const separator = coverLines ? /\n(?:and|AND|And)[\s:]*\n/g : /(?:^|[\s,;]+)(?:and|AND|And)(?:[\s:]+|$)/g
  separator.lastIndex = opening
  let cursor = opening
  const cuts: number[] = []
  for (let match = separator.exec(text); match && match.index < end; match = separator.exec(text)) {
    // "Savings and Loan Association": an "and" between capitalised words inside one name.
    // Only the name's own length before it is looked at, so a long run of "and"s stays linear.
    const before = text.slice(Math.max(cursor, match.index - NAME_WINDOW), match.index)
    if (/^\s(?:and|And)\s$/.test(match[0]) && /[\p{Lu}][\p{L}.]*$/u.test(before) && /^\p{Lu}\p{Ll}/u.test(text.slice(match.index + match[0].length, match.index + match[0].length + 2)) && !before.includes(',') && !DEFINED_TERM_BEFORE.test(before) && !NAME_ENDS_BEFORE.test(before)) continue
    cuts.push(match.index, match.index + match[0].length)
    cursor = match.index + match[0].length
  }
  const bounds = [opening, ...cuts, end]
  for (let i = 0; i + 1 < bounds.length; i += 2) {
    const span = partyName(text, bounds[i] ?? 0, bounds[i + 1] ?? 0, i === 0)
    if (!span) continue
    const name = text.slice(span.start, span.end)
    if (!ENTITY_SUFFIX.test(name) && !/^[\p{Lu}\d][\p{Lu}\d\s.,&'’/-]+$/u.test(name)) continue
    const party = partyAt(paragraphs, preamble, span, [])
    if (party) parties.push(party)
  }
  // Without short names to anchor them, only a plain list of companies is trusted.
  const companies = parties.filter((party) => ENTITY_SUFFIX.test(party.name)).length
  return parties.length >= 2 && parties.length <= 4 && companies >= parties.length - 1 ? parties : []
}

// "between the Company and Lehman Brothers Inc.": a defined term before the "and" is a name of its own.
const DEFINED_TERM_BEFORE = /(?:^|\s)the\s\p{Lu}\p{Ll}+$/u

// "Lehman Brothers Inc. and Banc of America Securities LLC": a suffix that closes a name ("Bank and
// Trust Company" is still one).
const NAME_ENDS_BEFORE = /\b(?:Inc|INC|Corp|CORP|Ltd|LTD|LLC|L\.L\.C|LP|L\.P|LLP|PLC|plc|GmbH|GMBH|S\.A|B\.V|N\.V)\.?$/

function sentenceEnd(text: string, from: number): number {
  const stop = /\.(?=\s+(?:W\s?H\s?E\s?R\s?E\s?A\s?S|RECITALS|NOW|The\s|This\s|In\s|1\.))|\n(?=W\s?H\s?E\s?R\s?E\s?A\s?S|RECITALS|NOW)|\.$/g
  stop.lastIndex = from
  const match = stop.exec(text)
  return match ? match.index : text.length
}

/**
 * "JSC NOC KazakhOil, hereinafter referred to as the "Company", … on the one side and JSC
 * Karakudukmunay, hereinafter referred to as the "Principal" …, have entered into this Contract":
 * the parties are the sentence's subjects. Read only when the paragraph opens with a name defined
 * at once and the sentence says the parties made the agreement.
 */
function subjectsFirst(text: string): number | null {
  const paragraph = text.split('\n')[0] ?? ''
  // A label may come first: "… Resort Hotel The Covenanter: The HUANG JIA Country CLUB and Recreation Inc. (hereinafter …".
  const subject = /^(?:[^:.]{0,120}:\s?)?(?=[\p{Lu}\d][^,(:]{1,100}?,?\s(?:\(?hereinafter|\(the\s["“]|\(["“]))/u.exec(paragraph)
  if (!subject || /^(?:WHEREAS|NOW|IN\sWITNESS)/i.test(paragraph)) return null
  return /\b(?:have|has)\s(?:entered\sinto|concluded|agreed)|\bhereby\sagree\b/i.test(paragraph) ? subject[0].length : null
}

function firstBetween(text: string): number | null {
  // The preamble names the parties early: a "between" deep in a paragraph is some other clause.
  const [first] = openings(text, 0, OPENING_WITHIN + 1)
  return first ? first.after : null
}

/** The last opening in [from, to) — one in a later paragraph only, unless `anywhere`; else `from`. */
function nearestOpening(text: string, from: number, to: number, laterParagraph = true): number {
  let nearest = from
  for (const { at, after } of openings(text, from, to)) {
    if (!laterParagraph || text.slice(from, at).includes('\n')) nearest = after
  }
  return nearest
}

function openings(whole: string, from: number, to: number): Array<{ at: number; after: number }> {
  const found: Array<{ at: number; after: number }> = []
  // Searched up to `to` only (and 20 characters on, to see what follows), so each chunk costs its own length.
  const text = whole.slice(0, to + 20)
  for (const pattern of [BETWEEN, PARTIES_HEADING]) {
    pattern.lastIndex = from
    for (let match = pattern.exec(text); match && match.index < to; match = pattern.exec(text)) {
      const after = match.index + match[0].length
      if (/^(?:the\s+)?(?:undersigned|parties|party|and\s)/i.test(text.slice(after, after + 20))) continue
      found.push({ at: match.index, after })
    }
  }
  return found.sort((a, b) => a.at - b.at)
}

/** Parentheses (or "hereinafter …" phrases) holding quoted short names, after the opening. */
// The longest definition the pattern below reads, so one that begins in the sentence is read whole.
const DEFINITION_LENGTH = 400

function definitionSpans(whole: string, from: number, sentenceEnds: number): Span[] {
  const spans: Span[] = []
  // Only definitions that begin within the preamble's sentence are read: the rest of a long
  // paragraph is not searched.
  const text = whole.slice(0, sentenceEnds + DEFINITION_LENGTH)
  // The last alternative: a quote misplaced before the parenthesis ("(LeadersOnline")").
  const pattern = /\((?:[^()]{0,160}?)["“][^"“”]{1,60}["”](?:[^()]{0,160}?)\)|["“]\([^"“”()]{1,60}["”]\)|\(["“][^"“”()]{1,60}\)|\((?:hereinafter|hereafter)\s(?:referred\sto\s|called\s)?as\s(?:the\s)?[A-Z][A-Za-z]*(?:\s[A-Z1-9])?\)|\('[^'()]{1,60}'\)|\b(?:hereinafter|hereafter)(?:\s(?:referred\sto\s)?(?:as\s)?)?(?:the\s)?["“][^"“”]{1,60}["”'](?:,?\s(?:or|and)\s(?:the\s)?["“][^"“”]{1,60}["”])*/gi
  pattern.lastIndex = from
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (shortNames(match[0]).length === 0) continue
    spans.push({ start: match.index, end: match.index + match[0].length })
  }
  return spans
}

/** "Customer and Philips Medical Systems B.V.": a name that opens with an earlier party's short name. */
function withoutEarlierParty(text: string, span: Span, parties: readonly PartyTerm[]): Span {
  const name = text.slice(span.start, span.end)
  for (const party of parties) {
    for (const short of party.definedAs) {
      const lead = `${short} and `
      if (name.startsWith(lead) && name.length > lead.length) return { start: span.start + lead.length, end: span.end }
    }
  }
  return span
}

function sameParties(cover: readonly PartyTerm[], preamble: readonly PartyTerm[]): boolean {
  const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
  return cover.some((bare) => preamble.some((party) => key(party.name).includes(key(bare.name)) || key(bare.name).includes(key(party.name))))
}

/**
 * The parties of one chunk and the short names each is given. "White Hat Strategic Partners LP, a
 * Delaware limited partnership, White Hat SP GP LLC, a Delaware limited liability company, and …
 * (collectively, the "White Hat Parties")": each described company is a party, the collective short
 * name theirs together. "Pizza Fusion Holding, Inc., a Florida corporation, and the individual or
 * legal entity identified on the cover page ("Franchisee")": the short name is the unnamed party's.
 */
function chunkParties(text: string, head: Span, to: number, definedAs: string[], definition: string): Array<{ span: Span; names: string[] }> {
  const spans = [head, ...describedCompaniesAfter(text, head.end, to)]
  const last = spans[spans.length - 1] ?? head
  if (UNNAMED_OTHER.test(text.slice(last.end, to))) return spans.map((span) => ({ span, names: [] }))
  const collective = spans.length > 1 && /\b(?:collectively|together|each)\b/i.test(definition)
  return spans.map((span) => ({ span, names: collective || span === last ? definedAs : [] }))
}

const UNNAMED_OTHER = /,\s+and\s+(?:(?:the|an?)\s+(?:individual|person|entity|undersigned|party|[a-z]+\s+(?:named|identified|listed|set\sforth|specified))|_{3,})/

/** Further companies of a chunk, each named after the previous one's description and described in turn. */
function describedCompaniesAfter(text: string, from: number, to: number): Span[] {
  const spans: Span[] = []
  const separator = /(?:,\s+(?:and\s+)?|,?\s+and\s+)(?=[\p{Lu}\d])/gu
  separator.lastIndex = from
  for (let match = separator.exec(text); match && match.index < to && spans.length < MAX_PARTIES; match = separator.exec(text)) {
    const span = partyName(text, match.index + match[0].length, to)
    if (!span || !ENTITY_SUFFIX.test(text.slice(span.start, span.end)) || !/^,?\s+an?\s/.test(text.slice(span.end, span.end + 5))) continue
    spans.push(span)
    separator.lastIndex = span.end
  }
  return spans
}
