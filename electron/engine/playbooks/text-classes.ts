/**
 * Character classes of exact keywords: RE2 source for the phrase itself, JavaScript for the word
 * boundaries checked around its occurrences. Where a class exists on both sides the two must
 * accept the same characters, or a keyword could be trimmed on one side and required on the other.
 */

/**
 * Whitespace for exact keywords: JavaScript's `\s` (which includes the no-break space and the
 * typographic spaces) plus NEL and the zero-width space that PDF and Word exports leave between
 * words. RE2's own `\s` is ASCII-only, so it cannot be used.
 */
export const RE2_WHITESPACE = '[\\t-\\r\\p{Z}\\x{85}\\x{200B}\\x{FEFF}]'
export const JS_WHITESPACE = /[\s\u0085\u200B]/u

/**
 * A word character for whole-word matching: a letter or digit of any script, a combining mark
 * (so "cafe" does not match inside a decomposed "café") or `_`.
 */
export const JS_WORD_CHAR = /[\p{L}\p{M}\p{Nd}_]/u

/**
 * Scripts written without spaces between words. Requiring a word boundary next to them would make
 * every keyword in them unmatchable inside running text, so a boundary is not required where one
 * side of it belongs to these scripts.
 */
export const JS_NO_SPACE_SCRIPT = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u

/**
 * The cheap stand-in for a word boundary used inside the multi-pattern set (next to ASCII word
 * characters the set uses RE2's `\b`, which means the same). Exact Unicode classes on both sides
 * of every keyword make the set's automaton too large to compile past ~60 keywords; treating only
 * ASCII letters, digits and `_` as word characters accepts every true boundary (and some false
 * ones next to non-ASCII letters), so the set stays a correct prefilter. It is exact for
 * paragraphs without non-ASCII word characters, which `hasNonAsciiWordChar` detects.
 */
export const RE2_APPROX_NON_WORD = '[^0-9A-Za-z_]'

const NON_ASCII = /\P{ASCII}/u
const NON_ASCII_WORD_CHAR = /(?!\p{ASCII})[\p{L}\p{M}\p{Nd}]/u

export function hasNonAsciiWordChar(paragraph: string): boolean {
  return NON_ASCII.test(paragraph) && NON_ASCII_WORD_CHAR.test(paragraph)
}

/** Hyphens and dashes: Word turns "-" into non-breaking or en dashes behind the author's back. */
export const RE2_DASH = '[\\p{Pd}\\x{2212}]'
export const JS_DASH = /[\p{Pd}\u2212]/u

/** Straight and typographic apostrophes, as in "Licensee's" and "Licensee’s". */
export const RE2_APOSTROPHE = "['\\x{2018}\\x{2019}\\x{201B}\\x{2032}\\x{02BC}\\x{FF07}]"
export const JS_APOSTROPHE = /['\u2018\u2019\u201B\u2032\u02BC\uFF07]/u

/** Straight and typographic double quotes. */
export const RE2_DOUBLE_QUOTE = '["\\x{201C}\\x{201D}\\x{201E}\\x{201F}\\x{2033}\\x{FF02}]'
export const JS_DOUBLE_QUOTE = /["\u201C\u201D\u201E\u201F\u2033\uFF02]/u
