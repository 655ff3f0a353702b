import { runWriteNow } from '../../electron/engine/db/write'
import type { Db } from '../../electron/engine/db/connection'
import { loadPropertyCatalogue } from '../../electron/engine/db/queries/catalogue'
import {
  insertCategory,
  insertContract,
  insertGroup,
  insertParty,
  insertPropertyDefinition,
  insertUser,
  setStatusLabel,
  type ContractRecord
} from '../../electron/engine/db/writers'
import { renewalPropertyDefinitions } from '../../resources/demo/catalogue/renewal-definitions'

/** A fixed 24-hex id: a readable prefix letter pattern plus a number, so failures are legible. */
export function fid(kind: 'u' | 'g' | 'c' | 'k' | 'p' | 'd' | 't' | 'b' | 'l' | 'e', n: number): string {
  const prefix = { u: 'a1', g: 'a2', c: 'c0', k: 'a3', p: 'b0', d: 'a4', t: 'a5', b: 'a6', l: 'a7', e: 'a8' }[kind]
  return prefix + n.toString(16).padStart(22, '0')
}

export const T0 = Date.UTC(2025, 0, 1)
/** The day the fixture's renewal schedules are computed for: pin an engine's clock here to assert them. */
export const FIXTURE_NOW = Date.UTC(2025, 5, 1)
const DAY = 86_400_000

export const users = {
  admin: { id: fid('u', 1), email: 'ada@firm.test' },
  member: { id: fid('u', 2), email: 'mia@firm.test' },
  employment: { id: fid('u', 3), email: 'noah@firm.test' },
  lite: { id: fid('u', 4), email: 'lee@firm.test' },
  samUpper: { id: fid('u', 5), email: 'Sam@firm.test' },
  samLower: { id: fid('u', 6), email: 'sam@firm.test' },
  noStatus: { id: fid('u', 7), email: 'pat@firm.test' }
}
export const groups = { commercial: fid('g', 1), employment: fid('g', 2) }
export const categories = { nda: fid('k', 1), servicesUs: fid('k', 2), servicesEu: fid('k', 3), employment: fid('k', 4) }
export const parties = {
  acme: fid('p', 1),
  globex: fid('p', 2),
  jane: fid('p', 3),
  ourFirm: fid('p', 4),
  unconfirmed: fid('p', 5),
  deleted: fid('p', 6),
  acmeEurope: fid('p', 7)
}

/** Twelve contracts, c1 oldest; see each record for who can see it and why. */
export const contracts = {
  c1: fid('c', 1), c2: fid('c', 2), c3: fid('c', 3), c4: fid('c', 4), c5: fid('c', 5), c6: fid('c', 6),
  c7: fid('c', 7), c8: fid('c', 8), c9: fid('c', 9), c10: fid('c', 10), c11: fid('c', 11), c12: fid('c', 12)
}

export function seedFixtureWorkspace(db: Db): void {
  runWriteNow(db, (tx) => {
    insertGroup(tx, { id: groups.commercial, name: 'Commercial', createdAt: T0 })
    insertGroup(tx, { id: groups.employment, name: 'Employment', createdAt: T0 })
    insertUser(tx, { ...users.admin, name: 'Ada Admin', role: 'admin', createdAt: T0 })
    insertUser(tx, { ...users.member, name: 'Mia Member', role: 'member', groupIds: [groups.commercial], createdAt: T0 })
    insertUser(tx, { ...users.employment, name: 'Noah Employment', role: 'member', groupIds: [groups.employment], createdAt: T0 })
    insertUser(tx, { ...users.lite, name: 'Lee Lite', role: 'lite', groupIds: [groups.commercial], createdAt: T0 })
    insertUser(tx, { ...users.samUpper, name: 'Sam Upper', role: 'member', createdAt: T0 })
    insertUser(tx, { ...users.samLower, name: 'Sam Lower', role: 'member', createdAt: T0 })
    insertUser(tx, { ...users.noStatus, name: 'Pat Readonly-Status', role: 'member', canChangeStatus: false, groupIds: [groups.commercial], createdAt: T0 })
    tx.prepare("UPDATE settings SET value = ? WHERE key = 'window_user_id'").run(users.admin.id)

    insertCategory(tx, { id: categories.nda, label: 'NDA', abbreviation: 'NDA', description: 'Confidentiality agreements', isDefault: true, createdAt: T0 })
    insertCategory(tx, { id: categories.servicesUs, label: 'Services', abbreviation: 'SVC-US', createdAt: T0 + 1 })
    insertCategory(tx, { id: categories.servicesEu, label: 'services', abbreviation: 'SVC-EU', createdAt: T0 + 2 })
    insertCategory(tx, { id: categories.employment, label: 'Employment', abbreviation: 'EMP', createdAt: T0 + 3 })

    renewalPropertyDefinitions().forEach((d, i) => insertPropertyDefinition(tx, { ...d, id: fid('d', i + 1), createdAt: T0 }))
    const extra = [
      { key: 'contract_value', label: 'Contract value', type: 'number' as const, options: { unit: 'USD' } },
      { key: 'governing_law', label: 'Governing law', type: 'list' as const, options: { choices: ['England and Wales', 'New York', 'Germany'] } },
      {
        key: 'court',
        label: 'Courts',
        type: 'list' as const,
        options: {
          choices: ['London', 'Manhattan', 'Munich'],
          dependsOn: 'governing_law',
          choicesByParent: { 'England and Wales': ['London'], 'New York': ['Manhattan'], Germany: ['Munich'] }
        }
      },
      { key: 'confidential', label: 'Confidential', type: 'boolean' as const },
      { key: 'risk_flags', label: 'Risk flags', type: 'multi-option' as const, options: { choices: ['Uncapped liability', 'Exclusivity', 'Non-compete'] } },
      { key: 'signing_party', label: 'Signing party', type: 'party' as const },
      { key: 'internal_note', label: 'Internal note', type: 'string' as const },
      { key: 'signed_on', label: 'Signed on', type: 'date' as const },
      { key: 'employee_grade', label: 'Employee grade', type: 'list' as const, options: { choices: ['Junior', 'Senior'] }, isGlobal: false, categoryIds: [categories.employment] }
    ]
    extra.forEach((d, i) => insertPropertyDefinition(tx, { ...d, id: fid('d', 100 + i), group: 'Commercial terms', sortOrder: 100 + i, createdAt: T0 }))

    insertParty(tx, { id: parties.acme, isEntity: true, entityName: 'Acme Corporation', entityType: 'corporation', country: 'US', abbreviations: ['ACME'], tags: ['key-account'], customAttributes: { vat_id: 'US-991' }, sanctionsStatus: 'clear', createdAt: T0, updatedAt: T0 })
    insertParty(tx, { id: parties.globex, isEntity: true, entityName: 'Globex GmbH', entityType: 'GmbH', country: 'DE', sanctionsStatus: 'unknown', createdAt: T0 + DAY, updatedAt: T0 + DAY })
    insertParty(tx, { id: parties.jane, isEntity: false, firstName: 'Jane', lastName: 'Doé', title: 'Ms', designation: 'General Counsel', email: 'jane@acme.test', createdAt: T0 + 2 * DAY, updatedAt: T0 + 2 * DAY })
    insertParty(tx, { id: parties.ourFirm, isEntity: true, isInternal: true, entityName: 'Folio Law LLP', sanctionsStatus: 'clear', createdAt: T0 + 3 * DAY, updatedAt: T0 + 3 * DAY })
    insertParty(tx, { id: parties.unconfirmed, isEntity: true, entityName: 'Acme Suggested Ltd', confirmed: false, createdAt: T0 + 4 * DAY, updatedAt: T0 + 4 * DAY })
    insertParty(tx, { id: parties.deleted, isEntity: true, entityName: 'Acme Deleted Inc', deletedAt: T0 + 5 * DAY, createdAt: T0 + 5 * DAY, updatedAt: T0 + 5 * DAY })
    insertParty(tx, { id: parties.acmeEurope, isEntity: true, entityName: 'Acme Europe B.V.', parentId: parties.acme, sanctionsStatus: 'sanctioned', createdAt: T0 + 6 * DAY, updatedAt: T0 + 6 * DAY })

    const catalogue = loadPropertyCatalogue(tx)
    const now = FIXTURE_NOW
    const base = (n: number, overrides: Partial<ContractRecord>): ContractRecord => ({
      id: fid('c', n),
      type: 'external',
      name: `Contract ${n}`,
      reference: `REF-${String(n).padStart(4, '0')}`,
      statusCode: 1,
      createdAt: T0 + n * DAY,
      updatedAt: T0 + n * DAY,
      ownerId: users.admin.id,
      ...overrides
    })
    const records: ContractRecord[] = [
      base(1, { name: 'Mutual NDA with Acme', categoryId: categories.nda, statusCode: 5, ownerId: users.member.id, groupId: groups.commercial,
        parties: [{ partyId: parties.acme, role: 'counterparty' }, { partyId: parties.jane, role: 'signer' }, { partyId: parties.ourFirm, role: 'our_representative' }, { partyId: parties.unconfirmed, role: 'counterparty' }, { partyId: parties.globex, role: 'counterparty', reviewState: 'pending' }],
        properties: { effective_date: Date.UTC(2024, 0, 1), end_date_basis: 'term', initial_term_months: 24, auto_renewal: true, renewal_term_months: 12, notice_period_days: 60, notice_type: 'non_renewal', governing_law: 'England and Wales', court: 'London', confidential: true, contract_value: 125000, risk_flags: ['Exclusivity', 'Non-compete'], signing_party: { id: parties.jane }, internal_note: 'Signed at  the Board meeting', signed_on: Date.UTC(2023, 11, 20) } }),
      base(2, { name: 'Services Agreement – Globex', type: 'template', categoryId: categories.servicesUs, statusCode: 2, ownerId: users.samUpper.id, groupId: groups.commercial,
        parties: [{ partyId: parties.globex, role: 'counterparty' }, { partyId: parties.deleted, role: 'signer' }],
        properties: { effective_date: Date.UTC(2025, 0, 15), end_date_basis: 'fixed', end_date: Date.UTC(2025, 11, 31), auto_renewal: false, governing_law: 'Germany', court: 'Munich', contract_value: 5000, confidential: false } }),
      base(3, { name: 'EU services order', categoryId: categories.servicesEu, statusCode: 3, ownerId: users.samLower.id, requesterId: users.lite.id,
        parties: [{ partyId: parties.acmeEurope, role: 'counterparty' }, { partyId: parties.acme, role: 'signer' }],
        properties: { contract_value: 5000.0, governing_law: 'New York', risk_flags: ['Uncapped liability'] } }),
      base(4, { name: 'Employment contract – J. Doé', categoryId: categories.employment, statusCode: 4, ownerId: users.employment.id, groupId: groups.employment,
        parties: [{ partyId: parties.jane, role: 'counterparty' }], properties: { employee_grade: 'Senior', effective_date: Date.UTC(2025, 2, 1), end_date_basis: 'indefinite' } }),
      base(5, { name: 'Consulting agreement Acme', statusCode: 6, ownerId: users.lite.id, aborted: true,
        parties: [{ partyId: parties.acme, role: 'counterparty_representative' }] }),
      base(6, { name: 'Archived supply contract', archived: true, statusCode: 5, ownerId: users.admin.id, groupId: groups.employment,
        properties: { effective_date: Date.UTC(2022, 0, 1), end_date_basis: 'fixed', end_date: Date.UTC(2024, 0, 1), auto_renewal: false } }),
      base(7, { name: 'Deleted draft', deleted: true, ownerId: users.admin.id }),
      base(8, { name: 'Playbook review – Globex MSA', type: 'playbook', statusCode: 2, ownerId: users.member.id, playbookId: fid('b', 1),
        properties: { effective_date: Date.UTC(2025, 3, 1), end_date_basis: 'term', initial_term_months: 12, auto_renewal: true, renewal_term_months: 12, notice_period_days: 30, notice_type: 'non_renewal' } }),
      base(9, { name: 'Licence AB', reference: 'AB-9', statusCode: 1, ownerId: users.admin.id }),
      base(10, { name: 'Pending approval NDA', categoryId: categories.nda, statusCode: 3, ownerId: users.admin.id, groupId: groups.commercial }),
      base(11, { name: 'Unlabelled status contract', statusCode: 4, ownerId: users.admin.id }),
      base(12, { name: 'Quoted "special" % name_with_underscore', reference: 'Q-12', statusCode: 1, ownerId: users.admin.id })
    ]
    for (const r of records) insertContract(tx, r, { now, catalogue })

    setStatusLabel(tx, 2, 'Negotiating')
    setStatusLabel(tx, 4, null)
  })
}
