import type { Email, EmailListQuery, EmailListResponse } from '../../../../shared/api/library'
import type { Db } from '../../db/connection'
import { readSnapshot } from '../../db/read'
import { countEmails, listEmailPage, type EmailRow } from '../../db/queries/emails'
import { toIso } from '../../time'
import type { Principal } from '../../domain/principal'
import { readKeysetPage } from '../../domain/pagination'
import { buildEmailFilter } from './list-filters'

/** The spec's default for emails, unlike the other lists' 50. */
export const DEFAULT_EMAIL_PAGE_SIZE = 100

interface StoredAttachment {
  fileName: string
  contentType: string
  size: number
}

export function toApiEmail(row: EmailRow): Email {
  return {
    id: row.id,
    subject: row.subject,
    sender: row.sender,
    recipient: row.recipient,
    body: row.body,
    bodyPlainText: row.body_plain_text,
    sentAt: toIso(row.sent_at),
    contract: { id: row.contract_id, name: row.contract_name, type: row.contract_type, reference: row.contract_reference },
    attachments: (JSON.parse(row.attachments) as StoredAttachment[]).map((a) => ({ fileName: a.fileName, contentType: a.contentType, size: a.size }))
  }
}

/**
 * A page of readable emails, newest first, with `total` counting every readable match whatever
 * the cursor. Page and count are read in one transaction so they describe the same moment.
 */
export function listEmails(db: Db, user: Principal, query: EmailListQuery): EmailListResponse {
  const filter = buildEmailFilter(user, query)
  return readSnapshot(db, (): EmailListResponse => {
    const page = readKeysetPage(
      { list: 'emails', order: 'desc', query, cursor: query.cursor, pagesize: query.pagesize ?? DEFAULT_EMAIL_PAGE_SIZE },
      (after, limit) => listEmailPage(db, filter, after, limit),
      (row) => ({ value: row.sent_at, id: row.id })
    )
    return { emails: page.rows.map(toApiEmail), pagination: { ...page.pagination, total: countEmails(db, filter) } }
  })
}
