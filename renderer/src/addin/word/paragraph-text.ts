/**
 * A Word paragraph's text as Folio's text endpoint would give it for the same .docx, so that a
 * playbook matches the open document as it matches the stored one: whitespace runs become one
 * space, a manual line break (Word's vertical tab) stays a single '\n', invisible characters go,
 * nothing leads or trails, and a numbered list item starts with the number Word shows ("2.1").
 */

const HORIZONTAL_SPACE = /[\t\f \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cc}\u200b\ufeff\u00ad]/gu
// Word reports a manual line break (Shift+Enter) as a vertical tab, and may end text with a carriage return.
const LINE_BREAK = /\r\n?|[\v\u2028\u2029\u0085\n]/g

export function normalizeWordText(raw: string): string {
  return raw
    .replace(LINE_BREAK, '\n')
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(HORIZONTAL_SPACE, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n')
}

/**
 * The paragraph as Folio reads it, or null for an empty one (Folio skips those). Bullets carry no
 * label, as in Folio's extraction: only a list string with a letter or digit is kept.
 */
export function folioParagraphText(raw: string, listString: string | null): string | null {
  const body = normalizeWordText(raw)
  if (body.length === 0) return null
  const label = listString === null ? '' : normalizeWordText(listString)
  return /[\p{L}\p{N}]/u.test(label) ? `${label} ${body}` : body
}
