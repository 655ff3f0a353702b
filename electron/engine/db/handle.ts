import type Database from 'better-sqlite3'

declare const readHandle: unique symbol

/** better-sqlite3's connection as it opens: only the db layer (connection.ts, migrations) holds one bare. */
export type Connection = Database.Database

/**
 * A workspace handle for reading: what the engine's context, services and queries hold. Only
 * openDatabase makes one, so a connection opened elsewhere (without WAL, foreign keys or the
 * schema check) does not type-check as one. Writing takes a WriteTx (write.ts), which only
 * runWrite and runWriteNow hand out; a read handle is not one.
 */
export type ReadDb = Connection & { readonly [readHandle]: true }

/** The name most of the engine uses for its read handle. */
export type Db = ReadDb
