import type { WriteTx } from '../write'
import { cachedStatement } from '../statements'

export interface AuditEvent {
  at: number
  userId: string | null
  apiKeyId: string | null
  action: string
  contractId: string | null
  details: Record<string, unknown>
}

/** Records who did what. Call inside the transaction that did it. */
export function recordAudit(tx: WriteTx, event: AuditEvent): void {
  cachedStatement(tx, 'INSERT INTO audit_events (at, user_id, api_key_id, action, contract_id, details) VALUES (?, ?, ?, ?, ?, ?)').run(
    event.at,
    event.userId,
    event.apiKeyId,
    event.action,
    event.contractId,
    JSON.stringify(event.details)
  )
}
