import { normalizeParagraphText } from '../../../../shared/text/paragraph-text'

/**
 * A Word paragraph's text as Folio's text endpoint would give it for the same .docx, so that a
 * playbook matches the open document as it matches the stored one: whitespace runs become one
 * space, a manual line break (Word's vertical tab) stays a single '\n', invisible characters go,
 * nothing leads or trails, and a numbered list item starts with the number Word shows ("2.1").
 */

// Word reports a manual line break (Shift+Enter) as a vertical tab, which Folio's extraction
// writes as a line break.
const VERTICAL_TAB = /\v/g

function normalizeWordText(raw: string): string {
  return normalizeParagraphText(raw.replace(VERTICAL_TAB, '\n'))
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
