import { randomInt } from 'node:crypto'

/** Letters and digits a lawyer cannot misread or mistype: no 0/O, 1/I/L, U/V. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'

/** A pairing code such as K7Q-42M: six characters in two groups of three. */
export function newPairingCode(): string {
  let code = ''
  for (let i = 0; i < 6; i++) {
    if (i === 3) code += '-'
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  }
  return code
}

/** A code as typed (`k7q42m`, `K7Q 42M`) in the form Folio shows it, or null when it cannot be one. */
export function normalisePairingCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '')
  if (compact.length !== 6 || [...compact].some((c) => !CODE_ALPHABET.includes(c))) return null
  return `${compact.slice(0, 3)}-${compact.slice(3)}`
}
