/**
 * Folds text for matching names the way a person reads them: case, accents and punctuation do
 * not matter ("Société Générale S.A." ≈ "societe generale sa"). Dots and apostrophes vanish so
 * abbreviations close up ("S.A." → "sa"); other punctuation separates words ("Smith-Jones" →
 * "smith jones"). Used for party keyword search and the counterparty filter.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[.'’`]+/gu, '')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
}

/** The searchable text of a party: each name folded, joined by a separator no query can contain. */
export function partySearchText(names: ReadonlyArray<string | null | undefined>): string {
  return names
    .filter((n): n is string => typeof n === 'string' && n.trim().length > 0)
    .map(foldForSearch)
    .join(' | ')
}

/** Case and accents folded, punctuation kept: what the contract keyword filter matches substrings in. */
export function foldForKeyword(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()
}

/** Name and reference, folded, with a separator no keyword can contain so a match never spans both. */
export function contractKeywordText(name: string, reference: string): string {
  return `${foldForKeyword(name)}\u0000${foldForKeyword(reference)}`
}
