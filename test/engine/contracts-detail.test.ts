import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { categories, contracts as c, groups, parties, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

let t: TestEngine
let adminKey: string

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
  adminKey = t.keyFor(users.admin.email)
})
afterAll(() => t.close())

const detail = (id: string) => t.as(adminKey).call('getContract', { params: { id } })
const meta = (name: string, type: string | null, group: string | null, description: string | null = null) => ({ name, description, type, group, subGroup: null })

describe('GET /v2/contracts/{id}', () => {
  it('shows a contract with properties, metadata, category and readable confirmed parties', async () => {
    const d = await detail(c.c1)
    expect({ ...d, properties: undefined, metadata: undefined, parties: undefined }).toEqual({
      id: c.c1,
      type: 'external',
      name: 'Mutual NDA with Acme',
      reference: 'REF-0001',
      status: { label: 'Executed' },
      createdAt: '2025-01-02T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      finalizedAt: null,
      executedAt: null,
      executionMethod: null,
      archived: false,
      deleted: false,
      aborted: false,
      final: false,
      hubRequestStatus: 'none',
      properties: undefined,
      metadata: undefined,
      url: `${t.engine.url}/contracts/${c.c1}`,
      user: users.member.id,
      requester: null,
      group: groups.commercial,
      category: { id: categories.nda, label: 'NDA', abbreviation: 'NDA' },
      form: null,
      formentry: null,
      template: null,
      playbook: null,
      parties: undefined
    })
    expect('setModuleTo' in d).toBe(false)
    expect(d.properties.signed_on).toEqual({ value: Date.UTC(2023, 11, 20), meta: meta('Signed on', 'date', 'Commercial terms') })
    expect(d.properties.signing_party).toEqual({ value: { id: parties.jane, label: 'Jane Doé' }, meta: meta('Signing party', 'party', 'Commercial terms') })
    expect(d.properties.risk_flags!.value).toEqual(['Exclusivity', 'Non-compete'])
    expect(d.properties.contract_value!.value).toBe(125000)
    expect(d.properties.confidential!.value).toBe(true)
    expect(d.properties.internal_note!.value).toBe('Signed at  the Board meeting')
    expect(Object.keys(d.properties).sort()).toEqual(d.metadata.map((m) => m.key).sort())
    for (const m of d.metadata) {
      expect(m.value).toEqual(d.properties[m.key]!.value)
      expect(m.label).toBe(d.properties[m.key]!.meta.name)
    }
    expect(d.metadata.find((m) => m.key === 'governing_law')).toEqual({ key: 'governing_law', label: 'Governing law', type: 'list', value: 'England and Wales' })
    // Acme (counterparty), Jane (signer), our firm; not the unconfirmed party, not Globex's pending link.
    expect(d.parties).toEqual([
      {
        id: parties.acme, name: 'Acme Corporation', email: null, phone: null, country: 'US', address: null, isEntity: true, isInternal: false,
        entityName: 'Acme Corporation', entityType: 'corporation', entityRegNo: null, firstName: null, lastName: null, title: null, designation: null,
        customAttributes: { vat_id: 'US-991' }, tags: ['key-account'], roles: ['counterparty']
      },
      {
        id: parties.jane, name: 'Jane Doé', email: 'jane@acme.test', phone: null, country: null, address: null, isEntity: false, isInternal: false,
        entityName: null, entityType: null, entityRegNo: null, firstName: 'Jane', lastName: 'Doé', title: 'Ms', designation: 'General Counsel', roles: ['signer']
      },
      {
        id: parties.ourFirm, name: 'Folio Law LLP', email: null, phone: null, country: null, address: null, isEntity: true, isInternal: true,
        entityName: 'Folio Law LLP', entityType: null, entityRegNo: null, firstName: null, lastName: null, title: null, designation: null, roles: ['our_representative']
      }
    ])
  })

  it('excludes soft-deleted parties and gathers one party’s roles', async () => {
    expect((await detail(c.c3)).parties.map((p) => [p.name, p.roles])).toEqual([
      ['Acme Europe B.V.', ['counterparty']],
      ['Acme Corporation', ['signer']]
    ])
    expect((await detail(c.c2)).parties.map((p) => p.name)).toEqual(['Globex GmbH'])
  })

  it('prints STATUS_<n> when the company has no label, and company labels otherwise', async () => {
    expect((await detail(c.c11)).status).toBe('STATUS_4')
    expect((await detail(c.c2)).status).toEqual({ label: 'Negotiating' })
  })

  it('shows a deleted contract to those who may read it, flagged', async () => {
    expect((await detail(c.c7)).deleted).toBe(true)
  })

  it('answers 400 for a malformed id, 404 for an unknown one, 403 where the owner may not read', async () => {
    const admin = t.as(adminKey)
    expect(await admin.send('getContract', { params: { id: 'not-an-id' } })).toMatchObject({
      status: 400,
      body: { error: 'Bad Request', message: "Path parameter 'id' must be a 24-character hexadecimal id" }
    })
    expect(await admin.send('getContract', { params: { id: 'f'.repeat(24) } })).toMatchObject({
      status: 404,
      body: { error: 'Not Found', message: `Contract ${'f'.repeat(24)} not found` }
    })
    expect(await t.as(t.keyFor(users.member.email)).send('getContract', { params: { id: c.c4 } })).toMatchObject({
      status: 403,
      body: { error: 'Forbidden', message: `The API key's owner may not access contract ${c.c4}` }
    })
  })

  it('is the same under /v1', async () => {
    const v1 = await t.v1.as(adminKey).call('getContract', { params: { id: c.c1 } })
    expect(v1).toEqual(await detail(c.c1))
  })
})
