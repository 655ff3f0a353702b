import { randomBytes } from 'node:crypto'

const HEX24 = /^[0-9a-f]{24}$/i

/** A new 24-character hex id, the shape the company service uses for its ids. */
export function newId(): string {
  return randomBytes(12).toString('hex')
}

export function isHex24(value: string): boolean {
  return HEX24.test(value)
}
