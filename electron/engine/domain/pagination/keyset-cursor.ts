import { createHash } from 'node:crypto'
import type { Order } from '../../../../shared/api/common'
import { BadRequestError } from '../../errors'

/** Where a keyset walk stands: the sort value and id of the last row served. */
export interface KeysetPosition {
  value: number
  id: string
}

/**
 * What a cursor is bound to: the list it walks, the direction, and a fingerprint of the filters.
 * A cursor presented with anything else is refused rather than silently serving rows of another
 * query from a position that means nothing there.
 */
export interface CursorScope {
  list: string
  order: Order
  filters: string
}

interface Encoded {
  l: string
  o: Order
  v: number
  i: string
  f: string
}

/** Ids of clauses and emails are not promised to be hex, so the cursor accepts any short id. */
const MAX_ID_LENGTH = 200

export function encodeKeysetCursor(scope: CursorScope, position: KeysetPosition): string {
  const encoded: Encoded = { l: scope.list, o: scope.order, v: position.value, i: position.id, f: scope.filters }
  return Buffer.from(JSON.stringify(encoded), 'utf8').toString('base64url')
}

const INVALID = "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"

export function decodeKeysetCursor(text: string, expected: CursorScope): KeysetPosition {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw new BadRequestError(INVALID)
  }
  if (!isEncoded(parsed)) throw new BadRequestError(INVALID)
  if (parsed.l !== expected.list) throw new BadRequestError(`Query parameter 'cursor' belongs to another list: it can only continue the walk it came from`)
  if (parsed.o !== expected.order || parsed.f !== expected.filters) {
    throw new BadRequestError("Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from")
  }
  return { value: parsed.v, id: parsed.i }
}

function isEncoded(value: unknown): value is Encoded {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.l === 'string' &&
    (v.o === 'asc' || v.o === 'desc') &&
    typeof v.v === 'number' &&
    Number.isSafeInteger(v.v) &&
    typeof v.i === 'string' &&
    v.i.length > 0 &&
    v.i.length <= MAX_ID_LENGTH &&
    typeof v.f === 'string'
  )
}

/**
 * Identifies a filter set. Paging controls (cursor, pagesize, order) are left out: the page size
 * may change between pages, and the order is checked on its own.
 */
export function filterFingerprint(query: object): string {
  const entries = Object.entries(query)
    .filter(([name, value]) => value !== undefined && name !== 'cursor' && name !== 'pagesize' && name !== 'order')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 16)
}
