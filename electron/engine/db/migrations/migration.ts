import type { Connection } from '../handle'

/** One numbered step of the workspace schema; `up` runs inside the transaction `migrate` opens. */
export interface Migration {
  version: number
  name: string
  up(db: Connection): void
}
