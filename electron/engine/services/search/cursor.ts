import { BadRequestError } from '../../errors'
import type { RankPosition } from './ranking'

/**
 * A search's cursor: where the last page ended (score, document seq and contract id: a total order), the search
 * it belongs to (a fingerprint of the query, filters and chosen contracts) and the index's
 * generation. Scores depend on the whole index, so once documents or names change the positions
 * of a walk would shift under it: the cursor is refused instead, and the search starts again.
 */
interface StoredCursor {
  f: string
  g: number
  s: number
  d: number | null
  i: string
}

export function encodeSearchCursor(fingerprint: string, generation: number, at: RankPosition): string {
  const cursor: StoredCursor = { f: fingerprint, g: generation, s: at.score, d: at.seq, i: at.id }
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

export function decodeSearchCursor(text: string, fingerprint: string, generation: number): RankPosition {
  let parsed: unknown = null
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    parsed = null
  }
  if (!isStoredCursor(parsed)) throw new BadRequestError("Query parameter 'cursor' is not valid: pass back the cursor of the previous page unchanged")
  if (parsed.f !== fingerprint) throw new BadRequestError("Query parameter 'cursor' belongs to a different search: keep the query, filters and contracts it came from")
  if (parsed.g !== generation) {
    throw new BadRequestError("Query parameter 'cursor' belongs to a search made before documents or contracts changed (an import or a sync): run the search again")
  }
  return { score: parsed.s, seq: parsed.d, id: parsed.i }
}

function isStoredCursor(value: unknown): value is StoredCursor {
  if (typeof value !== 'object' || value === null) return false
  const { f, g, s, d, i } = value as Record<string, unknown>
  return typeof f === 'string' && typeof g === 'number' && typeof s === 'number' && Number.isFinite(s) && (d === null || Number.isInteger(d)) && typeof i === 'string'
}
