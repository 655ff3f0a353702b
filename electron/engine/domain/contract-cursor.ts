import type { ContractSort, Order } from '../../../shared/api'
import { BadRequestError } from '../errors'

/**
 * The position of a contract walk: sort key value and id of the last row served, and the
 * sort-log sequence number at the walk's start (rows changed after it are read at their old
 * position). `q` fingerprints the filters so a cursor cannot be replayed on another query.
 */
export interface ContractCursor {
  sort: ContractSort
  order: Order
  value: number
  id: string
  snapshot: number
  query: string
}

interface Encoded {
  s: ContractSort
  o: Order
  v: number
  i: string
  n: number
  q: string
}

export function encodeContractCursor(cursor: ContractCursor): string {
  const encoded: Encoded = { s: cursor.sort, o: cursor.order, v: cursor.value, i: cursor.id, n: cursor.snapshot, q: cursor.query }
  return Buffer.from(JSON.stringify(encoded), 'utf8').toString('base64url')
}

const INVALID = 'cursor is not valid: pass back the cursor of a previous page unchanged'

export function decodeContractCursor(text: string, expected: { sort: ContractSort; order: Order; query: string }): ContractCursor {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw new BadRequestError(INVALID)
  }
  if (!isEncoded(parsed)) throw new BadRequestError(INVALID)
  if (parsed.s !== expected.sort || parsed.o !== expected.order || parsed.q !== expected.query) {
    throw new BadRequestError('cursor belongs to a different query: keep the filters, sort and order of the walk it came from')
  }
  return { sort: parsed.s, order: parsed.o, value: parsed.v, id: parsed.i, snapshot: parsed.n, query: parsed.q }
}

function isEncoded(value: unknown): value is Encoded {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.s === 'string' &&
    (v.o === 'asc' || v.o === 'desc') &&
    typeof v.v === 'number' &&
    Number.isFinite(v.v) &&
    typeof v.i === 'string' &&
    /^[0-9a-f]{24}$/i.test(v.i) &&
    typeof v.n === 'number' &&
    Number.isInteger(v.n) &&
    typeof v.q === 'string'
  )
}
