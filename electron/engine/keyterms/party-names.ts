/*
 * How a contract writes a party's name: the name before its description, its short names quoted
 * in the parentheses that follow, a company suffix.
 */

export interface Span {
  start: number
  end: number
}

// Where a party's description begins: ", a Delaware corporation", ", having its office", "(a ..."
const DESCRIPTION = /,?\s(?:a|an|the\s(?:company|corporation)|with|having|whose|located|organi[sz]ed|incorporated(?=\s(?:under|in|pursuant|and|as|with|by|on)\s)|existing|its|which|acting|each|on\sbehalf|residing|doing|who|formerly|hereinafter|hereafter|herein)(?![\p{L}\p{N}])|\s?\((?:a|an|the|hereinafter|herein|referred|each|collectively|together|individually|jointly|formerly|as|“|")|,\s(?:\d|P\.?O\.?\s|[A-Z][a-z]+\s(?:Street|Avenue|Road|Boulevard|House|Building|Tower|Plaza))|,\sthe\s|\sc\/o\s|\s(?:acting\s)?through\s(?:its|their)\s|,\sin\s(?:his|her|its|their)\s|,\s(?:[A-Z][a-z]+\s){1,2}(?:corporation|company|limited\sliability\scompany|(?:limited\s)?partnership)(?![\p{L}\p{N}])|,\s(?:and|or)\s|\sand\s(?:its|their)\s|\sand\/or\s|\s(?:effective|dated|made)\b|\s(?:of\sthe\s(?:one|first|other|second)\spart)|\s?["“](?:the\s)?[A-Z]|\s'(?:the\s)?[A-Z]/iu
const QUOTED = /["“”']{1,2}([^"“”]{1,60}?)["“”']{1,2}/g
const GENERIC = /^(?:part(?:y|ies)|agreement|this\sagreement|effective\sdate|affiliates?|hereto|each|collectively|together)$/i
// The agreement's own short name ("the "Contract"", "this "Sub-Reseller Agreement"") is no party's.
const AGREEMENT_NAME = /(?:^|\s)(?:agreement|contract|amendment|addendum|deed|instrument|memorandum)$/i
// Text between two misplaced quotes ("(LeadersOnline") (each a "Party" …") is no short name.
const NOT_A_NAME = /[()]|^(?:and|or|each|together|collectively|individually)\s/i
export const ENTITY_SUFFIX = /\b(?:inc|incorporated|corp|corporation|company|co|ltd|limited|llc|l\.l\.c|lp|l\.p|llp|plc|gmbh|ag|sa|s\.a|s\/a|g\.i\.e|s\.p\.a|spa|s\.r\.l|srl|sas|s\.a\.s|bv|b\.v|nv|n\.v|pte|pty|lllp|trust|bank|association|university|partners|group|holdings)\b\.?/i

/** The quoted short names of a definition ("Party", "Agreement" and the like are no one's). */
export function shortNames(definition: string): string[] {
  const names: string[] = []
  QUOTED.lastIndex = 0
  for (let match = QUOTED.exec(definition); match; match = QUOTED.exec(definition)) {
    const name = (match[1] ?? '').trim().replace(/[,.]$/, '').replace(/^\((?=[^()]+$)/, '')
    if (name && !GENERIC.test(name) && !AGREEMENT_NAME.test(name) && !NOT_A_NAME.test(name) && !names.includes(name)) names.push(name)
  }
  // "(hereinafter referred to as Party A)": a short name without quotes.
  const bare = /^\((?:hereinafter|hereafter)\s(?:referred\sto\s|called\s)?as\s(?:the\s)?(\p{Lu}[\p{L}]*(?:\s[A-Z1-9])?)\)$/u.exec(definition)?.[1]
  if (names.length === 0 && bare && !GENERIC.test(bare)) names.push(bare)
  // ("Celebrity), an individual": the closing quote left out.
  const unclosed = /^\(["“]([^"“”()]{1,60})\)$/.exec(definition)?.[1]?.trim()
  if (names.length === 0 && unclosed && !GENERIC.test(unclosed)) names.push(unclosed)
  return names
}

/** The name at the head of a party's chunk, without its connectives and its description. */
export function partyName(text: string, from: number, to: number, opensName = false): Span | null {
  // "…, Hong Kong (2) WASTE2ENERGY GROUP HOLDINGS PLC a company …": a numbered list's next entry.
  let start = from + lastEnumerator(text.slice(from, to))
  const lead = /^[\s,;:●•▪■◦·–—-]*(?:(?:on|of)\sthe\s(?:one|first|other|second)\s(?:part|side)[\s,;.]*)?(?:(?:and|&)[\s,:–—-]+)?[●•▪■◦·]?\s*(?:\(?(?:\d|[ivx]{1,3}|[a-h])\)\s*)?(?:the\s+party\s+of\s+the\s+\w+\s+part,?\s*)?/i.exec(text.slice(start, to))
  start += lead?.[0].length ?? 0
  // "and the Covenanter: Chang Chen-Bin Architects Office": a label before the name.
  start += /^(?:the\s+)?\p{Lu}\p{Ll}+(?:\s[A-Z1-9])?\s?:\s+(?=\p{Lu})/u.exec(text.slice(start, to))?.[0].length ?? 0
  // "entered into by the City of Fort Stockton, Texas, …": the article is no part of the name.
  // Only before a name of several words: "the Company" and "the Bank and …" are defined terms.
  start += /^the\s+(?=\p{Lu}[\p{L}.'’-]*\s(?:(?:of|and|for)\s)?\p{Lu})/u.exec(text.slice(start, to))?.[0].length ?? 0
  // A chunk that opens with the previous party's description ("), with offices at … and BETA
  // INC.") holds the next name after its last "and".
  if (!/^[\p{Lu}\d]/u.test(text.slice(start, start + 1)) && !(opensName && lowercaseCompany(text.slice(start, to)))) {
    const tail = text.slice(start, to)
    const and = /[\s,]and,?\s+(?=[\p{L}\d])/gu
    let last = -1
    for (let match = and.exec(tail); match; match = and.exec(tail)) last = match.index + match[0].length
    // "("Fox"), as Administrator for Twentieth Century Fox Film Corporation ("Trademark Licensor")":
    // the principal an agent signs for is a party of its own.
    if (last < 0) last = PRINCIPAL.exec(tail)?.[0].length ?? -1
    if (last < 0) return null
    start += last
  }
  const chunk = text.slice(start, to)
  const description = DESCRIPTION.exec(chunk)
  let end = start + (description ? description.index : chunk.length)
  // "ORGANIC PREPARATIONS INC. 2nd Floor, …": an address straight after the company suffix.
  const address = /\b(?:inc|ltd|llc|limited|corporation|corp|company|gmbh|ag|sa|s\.a|bv|b\.v|nv|n\.v|plc|l\.?p)\.?(?=\s+(?:\d|[\p{L}-]+\.?\s\d))/iu.exec(text.slice(start, end))
  if (address) end = start + address.index + address[0].length
  while (end > start && /[\s,;:]/.test(text[end - 1] ?? '')) end--
  // "Cool Technologies Inc..": the sentence's full stop typed after the abbreviation's.
  if (text.slice(end - 2, end) === '..') end--
  const name = text.slice(start, end)
  if (name.length < 2 || name.length > 120) return null
  if (!/^[\p{Lu}\d]/u.test(name) && !ENTITY_SUFFIX.test(name)) return null
  if (!looksLikeName(name)) return null
  if (name.split(/\s+/).length > 14 || /\n/.test(name)) return null
  if (runsOverSentence(name)) return null
  if (/\b(?:shall|will|may|must|agrees?|provides?|is|are|was|were|has|have|or\sin)\b/.test(name)) return null
  return { start, end }
}

/**
 * "… pursuant to the Indenture. From the date hereof, Barclays Capital Inc.": a sentence ends inside
 * the span, so it is no name. A company's own abbreviations ("Corp. Ltd.", "Inc. Of …") do not end one.
 */
function runsOverSentence(name: string): boolean {
  const stop = /([\p{L}]{2,}\p{Ll})\.\s+\p{Lu}\p{Ll}/gu
  for (let match = stop.exec(name); match; match = stop.exec(name)) {
    const word = match[1] ?? ''
    if (!ENTITY_SUFFIX.test(word) && !/^(?:Bros|Assn|Intl|Natl|Mfg|Dept|Bldg|Blvd|Ste)$/.test(word)) return true
  }
  return false
}

const PRINCIPAL = /^[\s,;)]*as\s(?:\p{L}+\s){0,2}?(?:[Aa]gent|[Aa]dministrator|[Tt]rustee|[Nn]ominee|[Rr]epresentative|[Mm]anager)\s(?:for|of|on\sbehalf\sof)\s+(?=\p{Lu})/u

const CONNECTORS = new Set(['of', 'and', 'the', 'de', 'du', 'des', 'la', 'le', 'del', 'da', 'do', 'van', 'von', 'der', 'für', 'for', 'in', 'a', 'd/b/a', 'dba', 'f/k/a', 'fka', 'n/k/a', '&', 'y', 'et', 'an'])

/** A name is capitalised words and connectors, or carries a company suffix ("salesforce.com, inc."). */
function looksLikeName(name: string): boolean {
  if (/\b(?:shall|will|must|hereby|pursuant|subject|including|provided|between|terms|conditions)\b/i.test(name)) return false
  if (ENTITY_SUFFIX.test(name)) return true
  // A signatory's title ("Financial Director Mr. R. Moore") is no party.
  if (/^(?:(?:General|Financial|Executive|Managing|Commercial|Technical|Chief)\s)?(?:Director|President|Officer|Manager|Secretary|Chairman|Treasurer)\b|\b(?:Mr|Mrs|Ms|Dr)\.\s/.test(name)) return false
  const words = name.split(/[\s,]+/).filter((word) => word.length > 0)
  const lower = words.filter((word) => /^\p{Ll}/u.test(word) && !CONNECTORS.has(word))
  return lower.length === 0 && words.length <= 8 && !/\d%/.test(name)
}

/** "salesforce.com, inc.", "bw-3 FRANCHISE SYSTEMS, INC.": a company styled in lower case, read only where a name must begin. */
function lowercaseCompany(chunk: string): boolean {
  return /^[\p{Ll}\d][\p{L}\d.-]*(?:\s[\p{Lu}\d][\p{L}\d.&'’-]*){0,6},?\s(?:inc|corp|llc|ltd|l\.l\.c|co)\b/iu.test(chunk)
}


function lastEnumerator(chunk: string): number {
  const enumerator = /(?:^|\s)\((?:[2-9]|i{2,3}|iv|vi{0,3}|[b-h])\)\s+(?=\p{Lu})/gu
  let last = 0
  for (let match = enumerator.exec(chunk); match; match = enumerator.exec(chunk)) last = match.index + match[0].length
  return last
}
