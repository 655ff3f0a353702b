import type { Db } from './connection'

/**
 * Runs several reads in one (deferred) transaction so they describe the same moment: a page and
 * its total, a detail and its children. A write elsewhere commits before or after, never between.
 */
export function readSnapshot<T>(db: Db, read: () => T): T {
  return db.transaction(read)()
}
