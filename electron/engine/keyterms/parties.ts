import type { PartyTerm } from '../../../shared/api/key-terms'
import { evidenceOf } from './evidence'

/*
 * The contracting parties, read from the preamble ("… by and between ACME, INC., a Delaware
 * corporation ("ACME"), and …"), failing that from the signature blocks. A party's name is the
 * text before its description; its short names are the quoted terms of the parentheses that follow.
 */

const PREAMBLE_PARAGRAPHS = 60
const BETWEEN = /\b(?:by\sand\s(?:between|among)|between|among|by|with)\b\s*:?\s*/gi
// Where a party's description begins: ", a Delaware corporation", ", having its office", "(a ..."
const DESCRIPTION = /,?\s(?:a|an|the\s(?:company|corporation)|with|having|whose|located|organi[sz]ed|incorporated|existing|its|which|acting|each|on\sbehalf|residing|doing|who|formerly|hereinafter|herein)\b|\s?\((?:a|an|the|hereinafter|herein|referred|each|collectively|together|individually|jointly|formerly|as|“|")|,\s(?:\d|P\.?O\.?\s|[A-Z][a-z]+\s(?:Street|Avenue|Road|Boulevard))|,\s(?:and|or)\s|\sand\s(?:its|their)\s/i
const QUOTED = /["“”']{1,2}([^"“”]{1,60}?)["“”']{1,2}/g
const GENERIC = /^(?:part(?:y|ies)|agreement|this\sagreement|effective\sdate|affiliates?|hereto|each|collectively|together)$/i
const ENTITY_SUFFIX = /\b(?:inc|incorporated|corp|corporation|company|co|ltd|limited|llc|l\.l\.c|lp|l\.p|llp|plc|gmbh|ag|sa|s\.a|bv|b\.v|nv|n\.v|pte|pty|lllp|trust|bank|association|university|partners|group|holdings)\b\.?/i

interface Span {
  start: number
  end: number
}

export function readParties(paragraphs: readonly string[]): PartyTerm[] {
  const limit = Math.min(paragraphs.length, PREAMBLE_PARAGRAPHS)
  for (let index = 0; index < limit; index++) {
    const text = paragraphs[index] ?? ''
    if (!/\b(?:agreement|contract|amendment|made|entered|between|among|by\s+and)\b/i.test(text)) continue
    const parties = preambleParties(paragraphs, index)
    if (parties.length >= 2) return parties
  }
  return signatureParties(paragraphs)
}

/** Parties of one preamble paragraph: the chunks between its short-name definitions. */
function preambleParties(paragraphs: readonly string[], index: number): PartyTerm[] {
  const text = paragraphs[index] ?? ''
  const opening = firstBetween(text)
  if (opening === null) return []
  const definitions = definitionSpans(text, opening)
  const parties: PartyTerm[] = []
  let cursor = opening
  for (const definition of definitions) {
    const name = partyName(text, cursor, definition.start)
    const definedAs = shortNames(text.slice(definition.start, definition.end))
    cursor = definition.end
    if (!name || definedAs.length === 0) continue
    parties.push({ name: text.slice(name.start, name.end), definedAs, evidence: evidenceOf(paragraphs, index, name.start, name.end) })
    if (/^[\s,;]*(?:\.|$)/.test(text.slice(cursor, cursor + 3)) && parties.length >= 2) break
  }
  return parties
}

function firstBetween(text: string): number | null {
  BETWEEN.lastIndex = 0
  for (let match = BETWEEN.exec(text); match; match = BETWEEN.exec(text)) {
    const after = match.index + match[0].length
    if (/^(?:the\s+)?(?:undersigned|parties|party|and\s)/i.test(text.slice(after, after + 20))) continue
    if (/^(?:by|with)$/i.test(match[0].trim()) && !/^(?:[A-Z0-9"“])/.test(text.slice(after, after + 1))) continue
    return after
  }
  return null
}

/** Parentheses (or "hereinafter …" phrases) holding quoted short names, after the opening. */
function definitionSpans(text: string, from: number): Span[] {
  const spans: Span[] = []
  const pattern = /\((?:[^()]{0,160}?)["“][^"“”]{1,60}["”](?:[^()]{0,160}?)\)|\bhereinafter(?:\s(?:referred\sto\s)?(?:as\s)?)?(?:the\s)?["“][^"“”]{1,60}["”]/g
  pattern.lastIndex = from
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (shortNames(match[0]).length === 0) continue
    spans.push({ start: match.index, end: match.index + match[0].length })
  }
  return spans
}

function shortNames(definition: string): string[] {
  const names: string[] = []
  QUOTED.lastIndex = 0
  for (let match = QUOTED.exec(definition); match; match = QUOTED.exec(definition)) {
    const name = (match[1] ?? '').trim().replace(/[,.]$/, '')
    if (name && !GENERIC.test(name) && !names.includes(name)) names.push(name)
  }
  return names
}

/** The name at the head of a party's chunk, without its connectives and its description. */
function partyName(text: string, from: number, to: number): Span | null {
  let start = from
  const lead = /^[\s,;:]*(?:(?:and|&)\s+)?(?:\(?(?:\d|[ivx]{1,3}|[a-h])\)\s*)?(?:the\s+party\s+of\s+the\s+\w+\s+part,?\s*)?/i.exec(text.slice(start, to))
  start += lead?.[0].length ?? 0
  const chunk = text.slice(start, to)
  const description = DESCRIPTION.exec(chunk)
  let end = start + (description ? description.index : chunk.length)
  while (end > start && /[\s,;:]/.test(text[end - 1] ?? '')) end--
  const name = text.slice(start, end)
  if (name.length < 2 || name.length > 120) return null
  if (!/^[\p{Lu}\d]/u.test(name)) return null
  if (name.split(/\s+/).length > 14) return null
  return { start, end }
}

/**
 * Failing a preamble: the entity names printed above the "By:" lines of the signature blocks.
 */
function signatureParties(paragraphs: readonly string[]): PartyTerm[] {
  const parties: PartyTerm[] = []
  for (let index = 1; index < paragraphs.length; index++) {
    if (!/^By\s?:/i.test(paragraphs[index] ?? '')) continue
    for (let back = index - 1; back >= Math.max(0, index - 3); back--) {
      const line = (paragraphs[back] ?? '').replace(/:$/, '')
      if (line.length > 100 || !ENTITY_SUFFIX.test(line) || /\b(?:witness|whereof|agreement)\b/i.test(line)) continue
      if (!parties.some((party) => party.name.toLowerCase() === line.toLowerCase())) {
        parties.push({ name: line, definedAs: [], evidence: evidenceOf(paragraphs, back, 0, line.length) })
      }
      break
    }
  }
  return parties.length >= 2 ? parties : []
}
