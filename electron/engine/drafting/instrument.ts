import type { Layout } from './layout'

/**
 * Whether a document is made on another agreement: an amendment, addendum, supplement or rider to
 * it, or a document attached to it. Such an instrument speaks that agreement's language — "Clause 12
 * - INVOICING" in an amendment to a maintenance agreement is the maintenance agreement's clause 12,
 * and its capitalised terms are that agreement's — so its references and terms cannot be judged
 * against its own text alone.
 *
 * Read from the title and the opening paragraphs, where an instrument says what it is ("AMENDMENT
 * NO. 1 TO DEVELOPMENT AGREEMENT", `(this "Second Amendment")`), and from the operative words
 * anywhere ("Section 4 is hereby amended"). An "Amended and Restated" agreement is a whole new
 * agreement and is read as one; so is a contract whose boilerplate mentions "any amendment to this
 * Agreement".
 */
const TITLE = /\b(?:AMENDMENT|Amendment|ADDENDUM|Addendum|SUPPLEMENT|Supplement|RIDER|Rider)(?:\s+(?:No\.?|NO\.?|n[°º]|Number|NUMBER)\s*\d{1,3}|\s+\d{1,3})?(?:\s*\([^)]{0,60}\))?(?:\s+(?:and|AND)\s+[A-Za-z]+)?\s+(?:to|TO|of|OF)\s+(?!this\b|these\b|any\b)(?:the\s+|THE\s+|that\s+certain\s+)?[\p{Lu}\d]/u
const THIS_ONE = /\b(?:this|This|THIS)\s+(?:[\w-]+\s+){0,4}?(?:AMENDMENT|Amendment|ADDENDUM|Addendum|SUPPLEMENT|Supplement|RIDER|Rider)\b/
const NAMED = /\(\s*(?:(?:this|the|hereinafter(?:\s+the)?)\s+)?["“](?:[\w-]+\s+){0,3}(?:Amendment|Addendum|Supplement|Rider)["”]/
const ATTACHED = /\bto\s+which\s+this\s+(?:[\w-]+\s+){1,4}is\s+(?:attached|annexed)\b|\bthis\s+(?:[\w-]+\s+){1,4}is\s+(?:attached|annexed)\s+to\s+(?:and\s+(?:forms?|made)\s+(?:a\s+)?part\s+of\s+)?(?:the|that)\b/i
const OPERATIVE = /\bis\s+hereby\s+amended\b|\bhereby\s+amends\b|\bare\s+hereby\s+amended\b/i
/** How far into the body the opening runs: the preamble and the recitals that say what is amended. */
const OPENING = 4

export function madeOnAnother(paragraphs: readonly string[], layout: Layout): boolean {
  const end = Math.min(paragraphs.length, Math.max(layout.bodyStart, 0) + OPENING)
  for (let p = 0; p < end; p++) {
    const text = paragraphs[p]!.slice(0, 1200)
    // Above the body, a title says it; in the preamble, the instrument names itself ("This First
    // Amendment to …"), where "any Addendum to the Order Form" would be another document's.
    const title = p < layout.bodyStart ? TITLE.test(text) : TITLE.test(text) && THIS_ONE.test(text)
    if (title || NAMED.test(text) || ATTACHED.test(text)) return true
  }
  // The words are looked for as plain text first: the pattern alone would be tried all through a long contract.
  return paragraphs.some((p) => (p.includes('ereby amend') || p.includes('EREBY AMEND') || p.includes('re hereby')) && OPERATIVE.test(p))
}
