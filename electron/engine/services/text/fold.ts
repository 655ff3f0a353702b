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
