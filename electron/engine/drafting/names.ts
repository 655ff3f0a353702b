import { termKey } from './definitions'
import { TERM_HEADS } from './lexicon'

/**
 * Brand and product names the document itself shows as names: a capitalised phrase written with
 * ®, ™ or ℠, put before "name", "logo", "brand", "trademark", "club" or "product" ("the Good Sam
 * name and logo", `the "Good Sam" club`, "the Clotamin brand"), or before a model number ("the
 * Canon CXDI-50RF"). A contract capitalises these because they are names, not because it defines
 * them, and an undefined-term finding on them is a false alarm. A phrase ending in a noun defined
 * terms are made of ("the Product name") is not taken for a brand by this.
 */
const MARKED = /(\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s\p{Lu}[\p{L}\p{N}'’&.-]*){0,3})["”]?(?:\s?(?:®|™|℠|\((?:R|TM)\))|\s(?:names?|logos?|brands?|trademarks?|service\s+marks?|trade\s+names?|club|products?)\b|\s(?=[A-Z][A-Z\d]*-?\d[\w-]*))/gu
/** Cheap tests that spare most paragraphs the pattern. */
const MAY_MARK = /[®™℠]|\(R\)|\(TM\)| names?\b| logos?\b| brands?\b| trademarks?\b| marks?\b| club\b| products?\b|[A-Z]-?\d/
const LEADING = /^(?:The|A|An|This|That|Such|Its|Their|Our|Your|Each|Any|All)\s+/

/**
 * Names a document gives in a parenthesis that lost its quotation marks on the way out of a PDF,
 * or whose quotation follows other words: "PDMS and Gateway (Agent) desires", `(in such capacity,
 * "Recipient")`, `(a party's "Proprietary Information")`, `(Territory")`. Not read as definitions
 * (the span is uncertain), but a phrase named so is not reported as defined nowhere.
 */
const BARE_NAMED = /\((?:the\s+|hereinafter\s+)?(\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,3})\)/gu
const QUOTED_LAST = /["“(](\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,3})["”]\)/gu

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

export function brandNames(paragraphs: readonly string[]): Set<string> {
  const names = new Set<string>()
  for (const text of paragraphs) {
    if (!MAY_MARK.test(text)) continue
    for (const m of text.matchAll(MARKED)) {
      const phrase = m[1]!.replace(LEADING, '')
      const last = phrase.split(/\s/).at(-1)!.toLowerCase()
      if (phrase.length < 3 || TERM_HEADS.has(last) || TERM_HEADS.has(last.replace(/s$/, ''))) continue
      // "Sponsor's name" is the name of whoever the Sponsor is, not a brand called "Sponsor".
      if (/['’]s$/.test(phrase) && /^\s?names?\b/.test(text.slice(m.index + m[1]!.length))) continue
      names.add(termKey(phrase))
    }
  }
  return names
}
