import type { StatusUpdateResponse } from '../../../../shared/api/writes'
import type { EngineContext } from '../../context'
import type { Db } from '../../db/connection'
import { recordAudit } from '../../db/writers/audit'
import { findContractRow } from '../../db/queries/contract-rows'
import { runWrite } from '../../db/write'
import { setContractStatus } from '../../db/writers/contracts'
import { appendOutbox } from '../../db/writers/outbox'
import { DEFAULT_STATUS_LABELS, statusDisplayLabel, statusLabelMap } from '../../db/queries/statuses'
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors'
import type { AuthContext } from '../../domain/principal'
import { canEditContract, canReadContract, mayChangeStatuses } from '../../domain/access'

/** A status code from a code or a label (company label or default label, case-insensitive). */
export function resolveStatus(db: Db, status: number | string): number {
  if (typeof status === 'number') {
    if (Number.isInteger(status) && status >= 1 && status <= 6) return status
    throw new BadRequestError(`Body field 'status' must be a status code 1 to 6 or a status label; got ${status}`)
  }
  const wanted = status.trim().toLowerCase()
  const labels = statusLabelMap(db)
  for (let code = 1; code <= 6; code++) {
    const company = labels.get(code) ?? null
    if (company?.toLowerCase() === wanted || DEFAULT_STATUS_LABELS[code]!.toLowerCase() === wanted) return code
  }
  const known = [1, 2, 3, 4, 5, 6].map((code) => `${code} ${labels.get(code) ?? DEFAULT_STATUS_LABELS[code]}`).join(', ')
  throw new BadRequestError(`Body field 'status': unknown status '${status}'; use a code or label (${known})`)
}

/** PUT /v2/contracts/{id}/status: sets the status as a manual change would; no workflow runs. */
export async function changeContractStatus(ctx: EngineContext, auth: AuthContext, id: string, status: number | string): Promise<StatusUpdateResponse> {
  return runWrite(
    ctx.db,
    (tx) => {
      const row = findContractRow(tx, id)
      if (!row) throw new NotFoundError(`Contract ${id} not found`)
      if (!canReadContract(auth.user, row) || !canEditContract(auth.user, row)) {
        throw new ForbiddenError(`The API key's owner may not edit contract ${id}`)
      }
      if (!mayChangeStatuses(auth.user)) throw new ForbiddenError("The API key's owner does not have the permission to change contract statuses")
      const code = resolveStatus(tx, status)
      const label = statusDisplayLabel(code, statusLabelMap(tx).get(code) ?? null)
      if (row.status_code === code) return { id: row.id, status: { code, label }, changed: false }

      const now = ctx.now()
      setContractStatus(tx, row, code, now)
      recordAudit(tx, {
        at: now,
        userId: auth.user.id,
        apiKeyId: auth.keyId,
        action: 'contract.status.changed',
        contractId: row.id,
        details: { from: row.status_code, to: code }
      })
      appendOutbox(tx, {
        operation: 'contract.status',
        contractId: row.id,
        payload: { status: code },
        baseRowVersion: row.row_version,
        userId: auth.user.id,
        createdAt: now,
        base: { status: row.status_code }
      })
      return { id: row.id, status: { code, label }, changed: true }
    },
    `The status change of contract ${id}`
  )
}
