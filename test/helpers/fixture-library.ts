import { runWriteNow } from '../../electron/engine/db/write'
import type { TemplateDefinition } from '../../shared/api/generation'
import type { Db } from '../../electron/engine/db/connection'
import {
  insertClause,
  insertEmail,
  insertParty,
  insertPartyAttribute,
  insertPlaybook,
  insertTemplate,
  type PlaybookPositionRecord
} from '../../electron/engine/db/writers'
import type { Engine } from '../../electron/engine/index'
import { fid, groups, parties, seedFixtureWorkspace, T0 } from './fixture-workspace'

/**
 * Reference data beside the fixture workspace (seed that first): templates, playbooks in several
 * versions and states, a clause library split by group, emails on contracts of differing
 * visibility, party attribute definitions, and two more parties. Every id and timestamp is fixed
 * so tests can assert exact lists; each record says what it is there to prove.
 */
const DAY = 86_400_000

export const libraryParties = {
  /** Child of the soft-deleted party: its `parent` must not reveal that party. */
  initech: fid('p', 8),
  /** Created at the same instant as Initech: keyset ties break on id. */
  umbrella: fid('p', 9)
}

export const partyAttributeIds = { vatId: fid('d', 201), duns: fid('d', 202), birthDate: fid('d', 203) }

export const templates = { nda: fid('t', 1), consulting: fid('t', 2), msa: fid('t', 3) }

export const playbooks = {
  /** Lineage "services": v1 retired, v2 in production, v3 a draft. Only v2 is served. */
  servicesV1: fid('b', 1),
  servicesV2: fid('b', 2),
  servicesV3: fid('b', 3),
  /** A provider default the company kept: served, isDefault true. */
  providerNda: fid('b', 4),
  /** A provider default the company switched off: never served. */
  providerOff: fid('b', 5),
  /** The company's own, created at the same instant as providerNda, with no positions at all. */
  emptyOwn: fid('b', 6)
}
export const playbookGroupIds = { liability: fid('b', 101), termination: fid('b', 102) }

export const clauses = {
  /** Company-wide (no group rows). */
  confidentiality: fid('l', 1),
  /** Commercial group only. */
  liabilityCap: fid('l', 2),
  /** Employment group only. */
  employeeLiability: fid('l', 3),
  /** Both groups; its tag has a non-ASCII capital. */
  publicBody: fid('l', 4),
  /** Company-wide, untagged. */
  boilerplate: fid('l', 5),
  /** Company-wide, created at the same instant as boilerplate. */
  shortNda: fid('l', 6)
}

/** Email n of the ten below (e1 oldest). */
export function emailId(n: number): string {
  return fid('e', n)
}

/** A contract id that is not in the workspace (an email pulled before its contract). */
export const absentContract = fid('c', 99)

function templateDefinition(name: string, overrides: Partial<TemplateDefinition> = {}): TemplateDefinition {
  return {
    name,
    description: `${name} for everyday use`,
    version: '1',
    variables: [],
    valuemaps: [],
    parties: [],
    effectiveDateVariable: null,
    tagStyle: 'double',
    ...overrides
  }
}

function position(id: string, order: number, overrides: Partial<PlaybookPositionRecord> = {}): PlaybookPositionRecord {
  return {
    id,
    order,
    name: `Position ${order}`,
    description: null,
    groupId: null,
    keywords: [],
    examples: [],
    fallbacks: [],
    ifNotFound: { compliant: true, status: null },
    notes: [],
    confirmed: true,
    ...overrides
  }
}

export function seedFixtureLibrary(db: Db): void {
  runWriteNow(db, (tx) => {
    insertParty(tx, { id: libraryParties.initech, isEntity: true, entityName: 'Initech Ltd', parentId: parties.deleted, createdAt: T0 + 7 * DAY, updatedAt: T0 + 8 * DAY })
    insertParty(tx, { id: libraryParties.umbrella, isEntity: true, entityName: 'Umbrella S.A.', abbreviations: ['UMB'], createdAt: T0 + 7 * DAY, updatedAt: T0 + 7 * DAY })

    insertPartyAttribute(tx, { id: partyAttributeIds.vatId, key: 'vat_id', label: 'VAT number', type: 'text', partyType: 'entity', sortOrder: 2 })
    insertPartyAttribute(tx, { id: partyAttributeIds.duns, key: 'duns', label: 'D-U-N-S number', description: 'Dun & Bradstreet id', type: 'text', partyType: 'entity', sortOrder: 1 })
    insertPartyAttribute(tx, {
      id: partyAttributeIds.birthDate,
      key: 'birth_date',
      label: 'Date of birth',
      type: 'option',
      options: ['adult', 'minor'],
      partyType: 'individual',
      sortOrder: 1
    })

    insertTemplate(tx, {
      id: templates.nda,
      definition: templateDefinition('Non-disclosure agreement', {
        version: '3',
        variables: [
          { id: 'purpose', question: 'What is the purpose of the disclosure?', valueType: 'string', required: true, default: 'evaluating a business relationship', conditional: false },
          { id: 'mutual', question: null, valueType: 'boolean', required: false, default: true, conditional: true }
        ],
        valuemaps: [
          { id: 'law', question: 'Governing law', allowMultipleSelection: false, options: [{ label: 'England', text: 'the laws of England and Wales' }, { label: 'New York', text: 'the laws of the State of New York' }] }
        ],
        parties: [{ id: 'discloser', label: 'Discloser', type: 'entity', attributes: ['name', 'address'] }]
      }),
      bodySha256: null,
      createdAt: T0 + 3 * DAY,
      updatedAt: T0 + 3 * DAY
    })
    insertTemplate(tx, { id: templates.consulting, definition: templateDefinition('consulting agreement'), bodySha256: null, createdAt: T0 + DAY, updatedAt: T0 + DAY })
    insertTemplate(tx, { id: templates.msa, definition: templateDefinition('Master services agreement'), bodySha256: null, createdAt: T0 + 2 * DAY, updatedAt: T0 + 2 * DAY })

    const servicesBase = { lineageId: 'services-lineage', name: 'Services playbook', description: 'Our positions on services agreements', isDefault: false, switchedOff: false, groups: [] }
    insertPlaybook(tx, { ...servicesBase, id: playbooks.servicesV1, version: 1, versionNote: null, status: 'retired', createdAt: T0 + DAY, updatedAt: T0 + DAY, positions: [position('pos-v1-1', 1)] })
    insertPlaybook(tx, {
      ...servicesBase,
      id: playbooks.servicesV2,
      version: 2,
      versionNote: 'Liability cap raised to 2x fees',
      status: 'production',
      createdAt: T0 + 2 * DAY,
      updatedAt: T0 + 9 * DAY,
      groups: [
        { id: playbookGroupIds.termination, name: 'Termination', description: null, order: 2 },
        { id: playbookGroupIds.liability, name: 'Liability', description: 'Caps and exclusions', order: 1 }
      ],
      positions: [
        // Stored out of order: the API sorts by `order`.
        position('pos-v2-3', 3, { name: 'Termination for convenience', groupId: playbookGroupIds.termination, ifNotFound: { compliant: true, status: null } }),
        position('pos-v2-1', 1, {
          name: 'Liability cap',
          description: 'Cap at twice the annual fees',
          groupId: playbookGroupIds.liability,
          keywords: [
            { value: 'limitation of liability', type: 'exact' },
            { value: 'liab(le|ility)\\s+.{0,40}cap', type: 'pattern' },
            { value: 'uncapped', type: 'negative' }
          ],
          examples: [{ type: 'acceptable', title: 'Standard cap', text: 'Liability is capped at 2x the annual fees.' }],
          fallbacks: [{ title: 'First fallback', text: 'Liability is capped at 3x the annual fees.', html: '<p>Liability is capped at 3x the annual fees.</p>' }],
          ifNotFound: { compliant: false, status: 'missing' },
          notes: [
            { type: 'technical_drafting', text: 'Define "fees" by reference to the order form.' },
            { type: 'internal_rationale', text: 'Finance will not sign off above 2x.' },
            { type: 'escalation', text: 'Escalate to the general counsel.' }
          ]
        }),
        position('pos-v2-2', 2, {
          name: 'Exclusion of indirect loss',
          groupId: playbookGroupIds.liability,
          notes: [{ type: 'internal_rationale', text: 'Insurers insist.' }]
        }),
        position('pos-v2-4', 4, { name: 'Suggested: audit rights', confirmed: false, notes: [{ type: 'technical_drafting', text: 'Suggested by extraction.' }] })
      ]
    })
    insertPlaybook(tx, { ...servicesBase, id: playbooks.servicesV3, version: 3, versionNote: 'Work in progress', status: 'draft', createdAt: T0 + 3 * DAY, updatedAt: T0 + 3 * DAY, positions: [position('pos-v3-1', 1)] })
    insertPlaybook(tx, {
      id: playbooks.providerNda,
      lineageId: 'provider-nda',
      name: 'Standard NDA playbook',
      description: null,
      version: 1,
      versionNote: null,
      status: 'production',
      isDefault: true,
      switchedOff: false,
      createdAt: T0 + 4 * DAY,
      updatedAt: T0 + 4 * DAY,
      groups: [],
      positions: [position('pos-nda-1', 1, { name: 'Term of confidentiality' }), position('pos-nda-2', 2, { confirmed: false }), position('pos-nda-3', 3, { confirmed: false })]
    })
    insertPlaybook(tx, {
      id: playbooks.providerOff,
      lineageId: 'provider-dpa',
      name: 'Standard DPA playbook',
      description: null,
      version: 1,
      versionNote: null,
      status: 'production',
      isDefault: true,
      switchedOff: true,
      createdAt: T0 + 5 * DAY,
      updatedAt: T0 + 5 * DAY,
      groups: [],
      positions: [position('pos-dpa-1', 1)]
    })
    insertPlaybook(tx, {
      id: playbooks.emptyOwn,
      lineageId: 'empty-own',
      name: null,
      description: null,
      version: 1,
      versionNote: null,
      status: 'production',
      isDefault: false,
      switchedOff: false,
      createdAt: T0 + 4 * DAY,
      updatedAt: T0 + 4 * DAY,
      groups: [],
      positions: []
    })

    const clause = (id: string, title: string, tags: string[], groupIds: string[], createdAt: number) =>
      insertClause(tx, { id, title, text: `${title}.`, html: `<p>${title}.</p>`, tags, defaultComment: '', groupIds, createdAt, updatedAt: createdAt })
    clause(clauses.confidentiality, 'Confidentiality', ['Confidentiality', 'NDA'], [], T0 + DAY)
    clause(clauses.liabilityCap, 'Liability cap', ['Liability'], [groups.commercial], T0 + 2 * DAY)
    clause(clauses.employeeLiability, 'Employee liability', ['liability', 'Employment'], [groups.employment], T0 + 3 * DAY)
    clause(clauses.publicBody, 'Public body', ['ÉTAT'], [groups.commercial, groups.employment], T0 + 4 * DAY)
    clause(clauses.boilerplate, 'Entire agreement', [], [], T0 + 5 * DAY)
    insertClause(tx, {
      id: clauses.shortNda,
      title: 'Short confidentiality',
      text: 'Each party keeps the other party’s information confidential.',
      html: '<p>Each party keeps the other party’s information <b>confidential</b>.</p>',
      tags: ['nda'],
      defaultComment: 'Use for low-risk disclosures only.',
      groupIds: [],
      createdAt: T0 + 5 * DAY,
      updatedAt: T0 + 6 * DAY
    })

    const at = (iso: string) => Date.parse(iso)
    const email = (n: number, contractId: string, sender: string, sentAt: number, attachments: Array<{ fileName: string; contentType: string; size: number }> = []) =>
      insertEmail(tx, {
        id: emailId(n),
        contractId,
        subject: `Email ${n}`,
        sender,
        recipient: 'legal@firm.test',
        body: `<p>Body of email ${n}</p>`,
        bodyPlainText: `Body of email ${n}`,
        attachments,
        sentAt
      })
    // Readable by: admin all but e6 and e8; the commercial member (owner of c1, c8; group c1, c2,
    // c10) e1 e2 e3 e7 e9 e10; the lite user (owner of c5) e5; the employment member e4.
    email(1, fid('c', 1), 'counsel@acme.test', at('2025-03-01T09:00:00.000Z'), [{ fileName: 'nda-redline.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 48213 }])
    email(2, fid('c', 1), 'Mia@firm.test', at('2025-03-01T23:59:59.999Z'))
    email(3, fid('c', 2), 'ops@globex.test', at('2025-03-02T00:00:00.000Z'))
    email(4, fid('c', 4), 'jane@acme.test', at('2025-03-03T12:00:00.000Z'))
    email(5, fid('c', 5), 'counsel@acme.test', at('2025-03-04T12:00:00.000Z'))
    // c7 is deleted: its emails are not readable.
    email(6, fid('c', 7), 'counsel@acme.test', at('2025-03-05T12:00:00.000Z'))
    email(7, fid('c', 8), 'counsel@ACME.test', at('2025-03-06T12:00:00.000Z'))
    email(8, absentContract, 'counsel@acme.test', at('2025-03-07T12:00:00.000Z'))
    // Sent at the same instant: ties break on id.
    email(9, fid('c', 10), 'ada@firm.test', at('2025-03-08T08:30:00.000Z'))
    email(10, fid('c', 10), 'ada@firm.test', at('2025-03-08T08:30:00.000Z'))
  })
}

/** The `seed` for startTestEngine: the fixture workspace with this library on top. */
export function seedWorkspaceWithLibrary(engine: Engine): void {
  seedFixtureWorkspace(engine.db)
  seedFixtureLibrary(engine.db)
}
