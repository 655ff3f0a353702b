import { keysetPageSql, type KeysetPosition, type SqlFilter } from '../../domain/pagination'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface EmailRow {
  id: string
  subject: string
  sender: string
  recipient: string
  body: string
  body_plain_text: string
  attachments: string
  sent_at: number
  contract_id: string
  contract_name: string
  contract_type: 'template' | 'playbook' | 'external'
  contract_reference: string
}

/**
 * Emails joined to their contract, aliased `e` and `c` so the contract visibility rule applies
 * as it stands. An email whose contract is not in the workspace has no readable contract and is
 * never listed.
 */
const FROM_EMAILS = 'FROM emails e JOIN contracts c ON c.id = e.contract_id'
const SELECT_EMAILS = `SELECT e.id, e.subject, e.sender, e.recipient, e.body, e.body_plain_text, e.attachments, e.sent_at,
    c.id AS contract_id, c.name AS contract_name, c.type AS contract_type, c.reference AS contract_reference
  ${FROM_EMAILS}`

/** Newest first: the order is fixed for emails. */
export function listEmailPage(db: Db, filter: SqlFilter, after: KeysetPosition | null, limit: number): EmailRow[] {
  const { sql, params } = keysetPageSql(SELECT_EMAILS, filter, { value: 'e.sent_at', id: 'e.id' }, 'desc', after, limit)
  return cachedStatement(db, sql).all(...params) as EmailRow[]
}

export function countEmails(db: Db, filter: SqlFilter): number {
  const where = filter.conditions.length > 0 ? ` WHERE ${filter.conditions.join(' AND ')}` : ''
  return (cachedStatement(db, `SELECT count(*) AS total ${FROM_EMAILS}${where}`).get(...filter.params) as { total: number }).total
}
