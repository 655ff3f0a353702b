import { termKey } from './definitions'
import { TERM_HEADS } from './lexicon'

/**
 * Brand and product names the document shows as names: a capitalised phrase written with ®, ™ or
 * ℠, put before "name", "logo", "brand", "trademark", "club" or "product" ("the Good Sam name and
 * logo", "a Clotamin brand ambassador"), or before a model number ("the Canon CXDI-50RF"). A
 * contract capitalises these because they are names, not because it defines them. Read from what
 * follows a use of the phrase, so no pass over the text is needed. A phrase ending in a noun defined
 * terms are made of ("the Product name") is not taken for a brand, nor a possessive before "name"
 * ("Sponsor's name" is the name of whoever the Sponsor is).
 */
const BRAND_MARK = /^["”]?(?:\s?(?:[®™℠]|\((?:R|TM)\))|\s(?:names?|logos?|brands?|trademarks?|service\s+marks?|trade\s+names?|club|products?)\b|\s[A-Z][A-Z\d]*-?\d)/

export function marksABrand(phrase: string, after: string): boolean {
  if (!BRAND_MARK.test(after)) return false
  const last = phrase.split(/\s/).at(-1)!.toLowerCase()
  if (TERM_HEADS.has(last) || TERM_HEADS.has(last.replace(/s$/, ''))) return false
  return !(/['’]s$/.test(phrase) && /^\s?names?\b/.test(after))
}


/**
 * Names a document gives in a parenthesis that lost its quotation marks on the way out of a PDF,
 * or whose quotation follows other words: "PDMS and Gateway (Agent) desires", `(in such capacity,
 * "Recipient")`, `(a party's "Proprietary Information")`, `(Territory")`. Not read as definitions
 * (the span is uncertain), but a phrase named so is not reported as defined nowhere.
 */
const BARE_NAMED = /\((?:the\s+|hereinafter\s+)?([A-Z][A-Za-z-]*(?:\s[A-Z][A-Za-z-]*){0,3})\)/g
const QUOTED_LAST = /["“(]([A-Z][A-Za-z-]*(?:\s[A-Z][A-Za-z-]*){0,3})["”]\)/g

export function namedInParentheses(paragraphs: readonly string[]): Set<string> {
  const names = new Set<string>()
  for (const text of paragraphs) {
    if (!text.includes(')')) continue
    // "Section 12.1 (Notices)" is the caption of the section named, not a name given.
    for (const m of text.matchAll(BARE_NAMED)) if (!/[\d)]\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) names.add(termKey(m[1]!))
    if (text.includes('")') || text.includes('”)')) for (const m of text.matchAll(QUOTED_LAST)) names.add(termKey(m[1]!))
  }
  return names
}
