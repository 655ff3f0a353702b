import type { Statement } from 'better-sqlite3'
import type { Db } from './connection'

const MAX_PER_DB = 500
const caches = new WeakMap<Db, Map<string, Statement>>()

/**
 * Prepared statements reused by SQL text: the statements of hot paths (writes, details, sync) and
 * dynamically built list queries. Preparing a statement often costs more than running it on a
 * warm index (a property write prepared a dozen statements, a fifth of its time). A statement put
 * in a mode (`pluck`, `raw`) keeps it, so each SQL text must be used in one mode only.
 */
export function cachedStatement(db: Db, sql: string): Statement {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  let statement = cache.get(sql)
  if (statement) {
    // Refresh recency: a Map iterates in insertion order, so the first key is the least recent.
    cache.delete(sql)
  } else {
    statement = db.prepare(sql)
    if (cache.size >= MAX_PER_DB) cache.delete(cache.keys().next().value as string)
  }
  cache.set(sql, statement)
  return statement
}
