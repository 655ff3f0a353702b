import type Database from 'better-sqlite3'

/** An open workspace database. Only the db layer opens one (connection.ts). */
export type Db = Database.Database
