import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordConflict } from '../../electron/engine/db/writers/sync-conflicts'
import { runWriteNow } from '../../electron/engine/db/write'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
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
/** An upload of one small text file in the given field. */
function textFile(field: string): FormData {
  const form = new FormData()
  form.append(field, new Blob(['hello']), 'a.txt')
  return form
}

describe('writes under /local', () => {
  it('are refused to a lite user, even with the write scope', async () => {
    const lite = t.as(keys.liteWriter)
    const readOnly = (operation: string) => forbidden(`Lite users only read: ${operation} needs a user who may edit`)
    expect(refusal(await lite.send('importContracts', { form: textFile('files') }))).toEqual(readOnly('POST /local/contracts/import'))
    expect(refusal(await lite.send('importTemplate', { form: textFile('docx') }))).toEqual(readOnly('POST /local/templates/import'))
    expect(await t.sendInvalid('importPlaybook', { body: { playbook: {} } }, keys.liteWriter)).toEqual(readOnly('POST /local/playbooks/import'))
    expect(refusal(await lite.send('runSync'))).toEqual(readOnly('POST /local/sync/run'))
    expect(refusal(await lite.send('resolveSyncConflict', { params: { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, body: { resolution: 'mine' } }))).toEqual(
      readOnly('POST /local/sync/conflicts/{id}/resolve')
    )
  })

  it('need the contracts:write scope, as the API writes do', async () => {
    expect(refusal(await t.as(keys.memberReader).send('importContracts', { form: textFile('files') }))).toEqual(
      forbidden('The API key lacks the scope contracts:write that POST /local/contracts/import requires')
    )
    expect((await t.sendInvalid('importPlaybook', { body: { playbook: {} } }, keys.memberReader)).status).toBe(403)
  })

  it('reach the operation itself for a member with the scope', async () => {
    const r = refusal(await t.as(keys.memberWriter).send('importContracts', { form: textFile('files') }))
    expect(r.status).toBe(415)
    expect(r.body.message).toMatch(/^a\.txt: /)
  })
})

describe('the sync connection', () => {
  it('is changed only by an admin or Folio’s own window', async () => {
    for (const key of [keys.memberWriter, keys.liteWriter]) {
      expect(refusal(await t.as(key).send('putSyncConfig', { body: { remoteUrl: 'https://evil.example', apiKey: 'k' } }))).toEqual(
        forbidden("PUT /local/sync/config changes the workspace's settings: only an admin's key or Folio's own window may")
      )
      expect(refusal(await t.as(key).send('deleteSyncConfig'))).toEqual(
        forbidden("DELETE /local/sync/config changes the workspace's settings: only an admin's key or Folio's own window may")
      )
    }
    expect((await t.as(keys.adminWriter).send('deleteSyncConfig')).status).toBe(200)
    expect((await t.send('deleteSyncConfig')).status).toBe(200)
  })
})

describe('lists of changes and conflicts', () => {
  beforeAll(async () => {
    // c1 belongs to the commercial group, which the lite user is in but never sees; c3 they requested.
    for (const id of [c.c1, c.c3]) {
      expect((await t.as(keys.adminWriter).send('updateContractProperties', { params: { id }, body: { properties: { internal_note: `pending on ${id}` } } })).status).toBe(200)
    }
    runWriteNow(t.engine.db, (tx) => recordConflict(tx, { contractId: c.c1, key: 'internal_note', base: 'a', mine: 'b', theirs: 'c', at: Date.now() }))
  })

  it('GET /local/outbox shows only changes to contracts the key’s owner may read, and counts only those', async () => {
    // call answers only a 200.
    const lite = await t.as(t.keyFor(users.lite.email)).call('listOutbox')
    expect(lite.entries.map((e) => [e.contractId, e.payload])).toEqual([[c.c3, { properties: { internal_note: `pending on ${c.c3}` } }]])
    expect(lite.pending).toBe(1)
    const admin = await t.as(keys.adminWriter).call('listOutbox')
    expect(admin.entries.map((e) => e.contractId)).toEqual([c.c1, c.c3])
    expect(admin.pending).toBe(2)
  })

  it('conflicts and the sync status show only contracts the key’s owner may read', async () => {
    const employment = t.as(keys.employmentWriter)
    const admin = t.as(keys.adminWriter)
    expect((await employment.call('listSyncConflicts')).conflicts).toEqual([])
    const status = await employment.call('getSyncStatus')
    expect([status.pending, status.conflicts]).toEqual([0, 0])
    const adminStatus = await admin.call('getSyncStatus')
    expect([adminStatus.pending, adminStatus.conflicts]).toEqual([2, 1])
    const conflicts = await admin.call('listSyncConflicts')
    expect(conflicts.conflicts.map((x) => [x.contractId, x.key])).toEqual([[c.c1, 'internal_note']])
  })

  it('a conflict is resolved only by a user who may edit its contract', async () => {
    const conflicts = await t.as(keys.adminWriter).call('listSyncConflicts')
    const id = conflicts.conflicts[0]?.id ?? ''
    expect(refusal(await t.as(keys.employmentWriter).send('resolveSyncConflict', { params: { id }, body: { resolution: 'theirs' } }))).toEqual(
      forbidden(`The API key's owner may not edit contract ${c.c1}, whose conflict this is`)
    )
  })
})
