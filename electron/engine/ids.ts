import { randomBytes } from 'node:crypto'

const HEX24 = /^[0-9a-f]{24}$/i

/** Random bytes drawn a page at a time: one call into the CSPRNG per 341 ids, not one per id. */
const POOL_BYTES = 4092
let pool = Buffer.alloc(0)
let offset = 0

/** A new 24-character hex id, the shape the company service uses for its ids. */
export function newId(): string {
  if (offset + 12 > pool.length) {
    pool = randomBytes(POOL_BYTES)
    offset = 0
  }
  offset += 12
  return pool.toString('hex', offset - 12, offset)
}

export function isHex24(value: string): boolean {
  return HEX24.test(value)
}
