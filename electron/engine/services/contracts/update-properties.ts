import type { PropertyUpdateResponse } from '../../../../shared/api/writes'
import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import type { EngineContext } from '../../context'
import { recordAudit } from '../../db/writers/audit'
import { loadPropertyCatalogue } from '../../db/queries/catalogue'
import { contractProperties, readablePartyNames } from '../../db/queries/contract-detail'
import { contractRenewalFields, findContractRow } from '../../db/queries/contract-rows'
import { isLiveConfirmedParty } from '../../db/queries/parties'
import { runWrite, type WriteTx } from '../../db/write'
import { setContractProperties } from '../../db/writers/contracts'
import { appendOutbox } from '../../db/writers/outbox'
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors'
import { toIsoOrNull } from '../../time'
import type { AuthContext } from '../../domain/principal'
import { canEditContract, canReadContract } from '../../domain/access'
import { describePropertyProblems, formatIsoDate, presentPropertyValue, validatePropertyUpdate, type PropertyDefinitionRecord } from '../../domain/properties'

/** The form a value travels in to the company service: what PUT /v2/contracts/{id}/properties accepts. */
export function toWireValue(def: PropertyDefinitionRecord | null, value: StoredPropertyValue | null): unknown {
  if (value === null) return null
  if (def?.type === 'date' && typeof value === 'number') return formatIsoDate(value)
  if (def?.type === 'party' && typeof value === 'object' && !Array.isArray(value)) return value.id
  return value
}

/**
 * PUT /v2/contracts/{id}/properties: validates every value against the catalogue, stores the
 * changes with their filter terms, recomputes the renewal schedule, and records the audit event
 * and the outbox entry — all in one transaction.
 */
export async function updateContractProperties(ctx: EngineContext, auth: AuthContext, id: string, input: unknown): Promise<PropertyUpdateResponse> {
  return runWrite(ctx.db, (tx) => writeContractProperties(ctx, tx, auth, id, input), `The property update of contract ${id}`)
}

/**
 * The property write itself, inside the caller's transaction: for writes that must check
 * something else under the same lock first (applying key terms checks the text revision).
 * `details` add to the audit event what caused the change.
 */
export function writeContractProperties(ctx: EngineContext, tx: WriteTx, auth: AuthContext, id: string, input: unknown, details: Record<string, unknown> = {}): PropertyUpdateResponse {
  const row = findContractRow(tx, id)
  if (!row) throw new NotFoundError(`Contract ${id} not found`)
  if (!canReadContract(auth.user, row) || !canEditContract(auth.user, row)) {
    throw new ForbiddenError(`The API key's owner may not edit contract ${id}`)
  }
  const catalogue = loadPropertyCatalogue(tx)
  const current = new Map(contractProperties(tx, row.id).flatMap((p) => (p.value === null ? [] : [[p.key, p.value] as const])))
  const result = validatePropertyUpdate(input, {
    definitions: catalogue,
    contractCategoryId: row.category_id,
    currentValues: current,
    partyExists: (partyId) => isLiveConfirmedParty(tx, partyId)
  })
  if (!result.ok) throw new BadRequestError(describePropertyProblems(result.problems))

  const now = ctx.now()
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  const wire: Record<string, unknown> = {}
  for (const [key, value] of result.changes) {
    changes[key] = { from: current.get(key) ?? null, to: value }
    wire[key] = toWireValue(catalogue.get(key) ?? null, value)
  }
  setContractProperties(tx, row, result.changes, { now, catalogue })
  recordAudit(tx, { at: now, userId: auth.user.id, apiKeyId: auth.keyId, action: 'contract.properties.updated', contractId: row.id, details: { ...details, changes } })
  const base = Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.from]))
  appendOutbox(tx, { operation: 'contract.properties', contractId: row.id, payload: { properties: wire }, baseRowVersion: row.row_version, userId: auth.user.id, createdAt: now, base })

  const partyNames = readablePartyNames(tx, [...result.changes.values()].flatMap((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? [v.id] : [])))
  const updated: Record<string, unknown> = {}
  for (const [key, value] of result.changes) {
    updated[key] = value === null ? null : presentPropertyValue(catalogue.get(key) ?? null, value, (pid) => partyNames.get(pid) ?? null)
  }
  const after = contractRenewalFields(tx, row.id)
  return {
    id: row.id,
    updated,
    expirationDate: after.expiration_date,
    renewalAnchorDate: toIsoOrNull(after.renewal_anchor_date),
    renewalState: after.renewal_state
  }
}
