/**
 * The form text takes when lawyers compare it: Unicode NFC (so a composed and a decomposed "é"
 * agree), whitespace trimmed and inner runs of it read as one space (a double space typed by
 * mistake does not make a different counterparty), case folded with the locale-independent
 * toLowerCase.
 */
export function normalizeForMatch(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase().normalize('NFC')
}
