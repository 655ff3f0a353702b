import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../shared/api/common'
import type { ResponseOf } from '../../shared/api/operations'
import { recordConflict } from '../../electron/engine/db/queries/sync-conflicts'
import { runWriteNow } from '../../electron/engine/db/write'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { contracts as c, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

/**
 * Folio's own /local operations keep the API's rules: lite users only read, writes need the
 * contracts:write scope, the sync connection is the workspace's (an admin's key or the window),
 * and lists of changes show only contracts the key's owner may read.
 */
let t: TestEngine
let keys: Record<'liteWriter' | 'memberReader' | 'memberWriter' | 'employmentWriter' | 'adminWriter', string>

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
  keys = {
    liteWriter: t.keyFor(users.lite.email, { scopes: ['contracts:write'] }),
    memberReader: t.keyFor(users.member.email),
    memberWriter: t.keyFor(users.member.email, { scopes: ['contracts:write'] }),
    employmentWriter: t.keyFor(users.employment.email, { scopes: ['contracts:write'] }),
    adminWriter: t.keyFor(users.admin.email, { scopes: ['contracts:write'] })
  }
})
afterAll(() => t.close())

const forbidden = (message: string) => ({ status: 403, body: { error: 'Forbidden', message } })
const multipart = (field: string) => ({
  body: `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.txt"\r\n\r\nhello\r\n--x--\r\n`,
  headers: { 'content-type': 'multipart/form-data; boundary=x' }
})

describe('writes under /local', () => {
  it('are refused to a lite user, even with the write scope', async () => {
    const key = keys.liteWriter
    const refusal = (operation: string) => forbidden(`Lite users only read: ${operation} needs a user who may edit`)
    expect(await t.request('POST', '/local/contracts/import', { key, ...multipart('files') })).toMatchObject(refusal('POST /local/contracts/import'))
    expect(await t.request('POST', '/local/templates/import', { key, ...multipart('docx') })).toMatchObject(refusal('POST /local/templates/import'))
    expect(await t.request('POST', '/local/playbooks/import', { key, body: { playbook: {} } })).toMatchObject(refusal('POST /local/playbooks/import'))
    expect(await t.request('POST', '/local/sync/run', { key })).toMatchObject(refusal('POST /local/sync/run'))
    expect(await t.request('POST', '/local/sync/conflicts/aaaaaaaaaaaaaaaaaaaaaaaa/resolve', { key, body: { resolution: 'mine' } })).toMatchObject(
      refusal('POST /local/sync/conflicts/{id}/resolve')
    )
  })

  it('need the contracts:write scope, as the API writes do', async () => {
    const key = keys.memberReader
    expect(await t.request('POST', '/local/contracts/import', { key, ...multipart('files') })).toMatchObject(
      forbidden('The API key lacks the scope contracts:write that POST /local/contracts/import requires')
    )
    expect((await t.request('POST', '/local/playbooks/import', { key, body: { playbook: {} } })).status).toBe(403)
  })

  it('reach the operation itself for a member with the scope', async () => {
    const r = await t.request<ErrorBody>('POST', '/local/contracts/import', { key: keys.memberWriter, ...multipart('files') })
    expect(r.status).toBe(415)
    expect(r.body.message).toMatch(/^a\.txt: /)
  })
})

describe('the sync connection', () => {
  it('is changed only by an admin or Folio’s own window', async () => {
    for (const key of [keys.memberWriter, keys.liteWriter]) {
      expect(await t.request('PUT', '/local/sync/config', { key, body: { remoteUrl: 'https://evil.example', apiKey: 'k' } })).toMatchObject(
        forbidden("PUT /local/sync/config changes the workspace's settings: only an admin's key or Folio's own window may")
      )
      expect(await t.request('DELETE', '/local/sync/config', { key })).toMatchObject(
        forbidden("DELETE /local/sync/config changes the workspace's settings: only an admin's key or Folio's own window may")
      )
    }
    expect((await t.request('DELETE', '/local/sync/config', { key: keys.adminWriter })).status).toBe(200)
    expect((await t.request('DELETE', '/local/sync/config')).status).toBe(200)
  })
})

describe('lists of changes and conflicts', () => {
  beforeAll(async () => {
    // c1 belongs to the commercial group, which the lite user is in but never sees; c3 they requested.
    for (const id of [c.c1, c.c3]) {
      const r = await t.request('PUT', `/v2/contracts/${id}/properties`, { key: keys.adminWriter, body: { properties: { internal_note: `pending on ${id}` } } })
      expect(r.status).toBe(200)
    }
    runWriteNow(t.engine.db, (tx) => recordConflict(tx, { contractId: c.c1, key: 'internal_note', base: 'a', mine: 'b', theirs: 'c', at: Date.now() }))
  })

  it('GET /local/outbox shows only changes to contracts the key’s owner may read, and counts only those', async () => {
    const lite = await t.get<ResponseOf<'listOutbox'>>('/local/outbox', { key: t.keyFor(users.lite.email) })
    expect(lite.status).toBe(200)
    expect(lite.body.entries.map((e) => [e.contractId, e.payload])).toEqual([[c.c3, { properties: { internal_note: `pending on ${c.c3}` } }]])
    expect(lite.body.pending).toBe(1)
    const admin = await t.get<ResponseOf<'listOutbox'>>('/local/outbox', { key: keys.adminWriter })
    expect(admin.body.entries.map((e) => e.contractId)).toEqual([c.c1, c.c3])
    expect(admin.body.pending).toBe(2)
  })

  it('conflicts and the sync status show only contracts the key’s owner may read', async () => {
    const key = keys.employmentWriter
    expect((await t.get<ResponseOf<'listSyncConflicts'>>('/local/sync/conflicts', { key })).body.conflicts).toEqual([])
    const status = await t.get<ResponseOf<'getSyncStatus'>>('/local/sync/status', { key })
    expect([status.body.pending, status.body.conflicts]).toEqual([0, 0])
    const admin = await t.get<ResponseOf<'getSyncStatus'>>('/local/sync/status', { key: keys.adminWriter })
    expect([admin.body.pending, admin.body.conflicts]).toEqual([2, 1])
    const conflicts = await t.get<ResponseOf<'listSyncConflicts'>>('/local/sync/conflicts', { key: keys.adminWriter })
    expect(conflicts.body.conflicts.map((x) => [x.contractId, x.key])).toEqual([[c.c1, 'internal_note']])
  })

  it('a conflict is resolved only by a user who may edit its contract', async () => {
    const conflicts = await t.get<ResponseOf<'listSyncConflicts'>>('/local/sync/conflicts', { key: keys.adminWriter })
    const id = conflicts.body.conflicts[0]?.id ?? ''
    expect(await t.request('POST', `/local/sync/conflicts/${id}/resolve`, { key: keys.employmentWriter, body: { resolution: 'theirs' } })).toMatchObject(
      forbidden(`The API key's owner may not edit contract ${c.c1}, whose conflict this is`)
    )
  })
})
