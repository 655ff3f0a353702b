import type { Statement } from 'better-sqlite3'
import type { Db } from './connection'

const MAX_PER_DB = 500
const caches = new WeakMap<Db, Map<string, Statement>>()

/**
 * Prepared statements for dynamically built SQL (list filters), reused by SQL text. Preparing a
 * filtered list query costs more than running it on a warm index.
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
