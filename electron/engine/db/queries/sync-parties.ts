import type { ContractParty } from '../../../../shared/api/contracts'
import { partySearchText } from '../../domain/text/fold'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

const flag = (b: boolean) => (b ? 1 : 0)

/**
 * The contract's party links as the detail lists them: one link per party and role, positions in
 * listing order, so the detail read back lists the same parties with the same roles in the same
 * order. The parties' contact fields that only contract details carry (individuals' names,
 * phone, address) are kept on the party.
 */
export function replacePulledParties(db: Db, contractId: string, parties: readonly ContractParty[], now: number, fresh = false): void {
  if (!fresh) cachedStatement(db, 'DELETE FROM contract_parties WHERE contract_id = ?').run(contractId)
  const link = cachedStatement(db, "INSERT OR IGNORE INTO contract_parties (contract_id, party_id, role, review_state, position) VALUES (?, ?, ?, 'confirmed', ?)")
  let position = 0
  for (const party of parties) {
    upsertPartyFromContract(db, party, now)
    for (const role of party.roles) link.run(contractId, party.id, role, position++)
  }
}

function upsertPartyFromContract(db: Db, p: ContractParty, now: number): void {
  const updated = cachedStatement(
    db,
    `UPDATE parties SET entity_name = ?, entity_type = ?, entity_reg_no = ?, first_name = ?, last_name = ?, title = ?, designation = ?,
       email = ?, phone = ?, country = ?, address = ? WHERE id = ?`
  ).run(p.entityName, p.entityType, p.entityRegNo, p.firstName, p.lastName, p.title, p.designation, p.email, p.phone, p.country, p.address, p.id)
  if (updated.changes > 0) return
  // A party the contact book did not list (it may be newer than the last refresh): kept from what the contract shows.
  cachedStatement(
    db,
    `INSERT INTO parties (id, is_entity, is_internal, name, entity_name, entity_type, entity_reg_no, first_name, last_name, title, designation,
       email, phone, country, address, tags, custom_attributes, search_text, created_at, updated_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'remote')`
  ).run(
    p.id,
    flag(p.isEntity),
    flag(p.isInternal),
    p.name,
    p.entityName,
    p.entityType,
    p.entityRegNo,
    p.firstName,
    p.lastName,
    p.title,
    p.designation,
    p.email,
    p.phone,
    p.country,
    p.address,
    JSON.stringify(p.tags ?? []),
    JSON.stringify(p.customAttributes ?? {}),
    partySearchText([p.name, p.isEntity ? p.entityName : null]),
    now,
    now
  )
}
