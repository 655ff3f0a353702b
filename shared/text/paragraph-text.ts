/*
 * One normalisation of a paragraph's text for every side that reads one: the engine's extraction
 * stores it, and Folio for Word reads the open document through it, so a playbook matches both
 * alike.
 */

// Spaces of every width, tabs and the no-break spaces legal drafting is full of.
const HORIZONTAL_SPACE = /[\t\v\f \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g
// Invisible characters that would split or glue words for search: zero-width space, BOM, soft
// hyphen, and C0/C1 controls other than tab and newline. ZWJ/ZWNJ stay: some scripts need them.
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cc}\u200b\ufeff\u00ad]/gu
const LINE_BREAK = /\r\n?|[\u2028\u2029\u0085]/g

/**
 * One paragraph's text as Folio stores it: whitespace runs become one space, a soft line break
 * stays as a single '\n', and nothing leads or trails. Returns '' for a paragraph with no text.
 */
export function normalizeParagraphText(raw: string): string {
  return raw
    .replace(LINE_BREAK, '\n')
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(HORIZONTAL_SPACE, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n')
}
