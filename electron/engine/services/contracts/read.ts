import type { ContractDetail, ContractMetadataEntry, ContractPropertyValue } from '../../../../shared/api'
import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { contractUrl, type EngineContext } from '../../context'
import { loadPropertyCatalogue } from '../../db/queries/catalogue'
import { contractParties, contractProperties, readablePartyNames } from '../../db/queries/contract-detail'
import { findContractRow, type ContractRow } from '../../db/queries/contract-rows'
import { statusLabelMap } from '../../db/queries/statuses'
import { findCategoryLabel } from '../../db/queries/categories'
import { ForbiddenError, NotFoundError } from '../../errors'
import { toIso, toIsoOrNull } from '../../time'
import type { Principal } from '../../domain/principal'
import { canReadContract } from '../../domain/access'
import { presentPropertyValue } from '../../domain/properties'
import { categoryRef, detailStatus } from './present'

/** The contract the user asked for, or the spec's 404 / 403. */
export function readableContract(ctx: EngineContext, user: Principal, id: string): ContractRow {
  const row = findContractRow(ctx.db, id)
  if (!row) throw new NotFoundError(`Contract ${id} not found`)
  if (!canReadContract(user, row)) throw new ForbiddenError(`The API key's owner may not access contract ${id}`)
  return row
}

function partyIdsIn(values: ReadonlyArray<StoredPropertyValue | null>): string[] {
  const ids: string[] = []
  for (const v of values) if (v !== null && typeof v === 'object' && !Array.isArray(v) && typeof v.id === 'string') ids.push(v.id)
  return ids
}

export function getContractDetail(ctx: EngineContext, user: Principal, id: string): ContractDetail {
  const row = readableContract(ctx, user, id)
  const catalogue = loadPropertyCatalogue(ctx.db)
  const stored = contractProperties(ctx.db, row.id)
  const partyNames = readablePartyNames(ctx.db, partyIdsIn(stored.map((s) => s.value)))
  const ordered = [...stored].sort((a, b) => {
    const da = catalogue.get(a.key)
    const db = catalogue.get(b.key)
    return (da?.sortOrder ?? Number.MAX_SAFE_INTEGER) - (db?.sortOrder ?? Number.MAX_SAFE_INTEGER) || a.key.localeCompare(b.key)
  })
  const properties: Record<string, ContractPropertyValue> = {}
  const metadata: ContractMetadataEntry[] = []
  for (const { key, value } of ordered) {
    const def = catalogue.get(key) ?? null
    const shown = value === null ? null : presentPropertyValue(def, value, (pid) => partyNames.get(pid) ?? null)
    properties[key] = {
      value: shown,
      meta: { name: def?.label ?? key, description: def?.description ?? null, type: def?.type ?? null, group: def?.group ?? null, subGroup: def?.subGroup ?? null }
    }
    metadata.push({ key, label: def?.label ?? key, type: def?.type ?? null, value: shown })
  }
  const category = row.category_id
    ? findCategoryLabel(ctx.db, row.category_id)
    : undefined
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    reference: row.reference,
    status: detailStatus(row.status_code, statusLabelMap(ctx.db)),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    finalizedAt: toIsoOrNull(row.finalized_at),
    executedAt: toIsoOrNull(row.executed_at),
    executionMethod: row.execution_method,
    archived: row.archived === 1,
    deleted: row.deleted === 1,
    aborted: row.aborted === 1,
    final: row.final === 1,
    hubRequestStatus: row.hub_request_status,
    properties,
    metadata,
    url: contractUrl(ctx, row.id),
    user: row.owner_id,
    requester: row.requester_id,
    group: row.group_id,
    category: categoryRef(row.category_id, category?.label ?? null, category?.abbreviation ?? null),
    form: row.form_id,
    formentry: row.formentry_id,
    template: row.template_id,
    playbook: row.playbook_id,
    ...(row.set_module_to !== null ? { setModuleTo: row.set_module_to } : {}),
    parties: contractParties(ctx.db, row.id)
  }
}
