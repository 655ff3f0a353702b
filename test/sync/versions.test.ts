import { Document, Packer, Paragraph } from 'docx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractDocx } from '../helpers/documents'
import { refusal } from '../helpers/engine'
import { startScenario, type Scenario } from './harness/scenario'

/*
 * A pulled contract keeps its local history: a pull adds a version when the service's text
 * changed, refreshes the version it last pulled when only the file changed, and never takes a
 * version uploaded here for a change on the service.
 */
let s: Scenario
let id: string
let serviceText: string[]

const localVersions = async () => (await s.local.call('listContractVersions', { params: { id } })).versions.map((v) => ({ version: v.version, current: v.current, source: v.source, revision: v.revision }))
const serviceVersions = async () => (await s.remote.as(s.adminKey).call('listContractVersions', { params: { id } })).versions
const localText = async () => {
  const answer = await s.local.call('getContractText', { params: { id } })
  return 'text' in answer ? answer.text : []
}

/** Uploads a new version of the contract on the service, as a colleague would. */
async function uploadOnService(name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  const added = await s.remote.as(s.adminKey).call('addContractVersion', { params: { id }, form })
  return added.revision
}

beforeAll(async () => {
  s = await startScenario()
  expect((await s.run()).ok).toBe(true)
  const listed = await s.local.call('listContracts', { query: { pagesize: 50, type: 'external' } })
  for (const contract of listed.contracts) {
    const versions = (await s.local.call('listContractVersions', { params: { id: contract.id } })).versions
    if (versions.length === 1 && versions[0]?.fileName.endsWith('.docx')) {
      id = contract.id
      break
    }
  }
  serviceText = (await s.remote.as(s.adminKey).call('getContractVersionText', { params: { id, version: 1 } })).text
}, 180_000)

afterAll(async () => {
  await s?.close()
})

describe('a pulled contract’s versions', () => {
  it('holds the service’s document as version 1, pulled by sync, made by nobody here', async () => {
    const [remote] = await serviceVersions()
    const [local] = (await s.local.call('listContractVersions', { params: { id } })).versions
    expect(local).toMatchObject({ version: 1, current: true, source: 'sync', createdBy: null, revision: remote?.revision, paragraphCount: serviceText.length })
  })

  it('adds a version when the service’s text changed, and keeps the earlier one readable', async () => {
    const changed = [...serviceText.slice(0, -1), 'The parties agree to meet quarterly to review the performance of this Agreement.']
    const revision = await uploadOnService('Their draft.docx', await contractDocx(changed))
    const outcome = await s.run()
    expect(outcome.ok).toBe(true)
    const first = (await serviceVersions())[0]?.revision
    expect(await localVersions()).toEqual([
      { version: 1, current: false, source: 'sync', revision: first },
      { version: 2, current: true, source: 'sync', revision }
    ])
    expect(await localText()).toEqual(changed)
    expect((await s.local.call('getContractVersionText', { params: { id, version: 1 } })).text).toEqual(serviceText)
    const found = await s.local.call('searchContracts', { body: { query: 'quarterly', contractIds: [id] } })
    expect(found.hits.map((h) => h.revision)).toEqual([revision])
    serviceText = changed
  }, 60_000)

  it('keeps a version uploaded here as the contract’s text through later pulls', async () => {
    const mine = [...serviceText, 'Our counter-proposal: either party may terminate on ninety days’ notice.']
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await contractDocx(mine))]), 'Our reply.docx')
    const added = await s.local.call('addContractVersion', { params: { id }, form })
    expect(added).toMatchObject({ version: 3, current: true, source: 'import' })
    expect((await s.run()).ok).toBe(true)
    expect((await localVersions()).map((v) => [v.version, v.current])).toEqual([
      [1, false],
      [2, false],
      [3, true]
    ])
    expect(await localText()).toEqual(mine)
  }, 60_000)

  it('refreshes the version it last pulled when only the service’s file changed, adding none', async () => {
    // The same paragraphs in a file with another title: a new revision of the same text.
    const sameText = new Document({ title: 'Re-saved by a colleague', sections: [{ children: serviceText.map((text) => new Paragraph({ text })) }] })
    const revision = await uploadOnService('Their draft (re-saved).docx', new Uint8Array(await Packer.toBuffer(sameText)))
    expect((await s.run()).ok).toBe(true)
    const versions = await localVersions()
    expect(versions.map((v) => [v.version, v.current, v.source])).toEqual([
      [1, false, 'sync'],
      [2, false, 'sync'],
      [3, true, 'import']
    ])
    expect(versions[1]?.revision).toBe(revision)
    const refreshed = await s.local.download('downloadContractVersion', { params: { id, version: 2 } })
    expect(refreshed.fileName).toBe('Their draft (re-saved).docx')
  }, 60_000)

  it('adds the service’s next text on top of the local version, which stays in the history', async () => {
    const next = [...serviceText, 'Counter-proposal declined: the notice period stays at thirty days.']
    const revision = await uploadOnService('Their second draft.docx', await contractDocx(next))
    expect((await s.run()).ok).toBe(true)
    expect((await localVersions()).map((v) => [v.version, v.current, v.source, v.version === 4 ? v.revision : null])).toEqual([
      [1, false, 'sync', null],
      [2, false, 'sync', null],
      [3, false, 'import', null],
      [4, true, 'sync', revision]
    ])
    expect(await localText()).toEqual(next)
    const compared = await s.local.call('compareTexts', { body: { old: { contractId: id, version: 3 }, new: { contractId: id }, text: false } })
    expect(compared.summary).toMatchObject({ deleted: 1, inserted: 1, changed: 0, equal: serviceText.length })
    // The local version was never sent: the service has only its own.
    expect((await serviceVersions()).map((v) => v.fileName)).toEqual([expect.any(String), 'Their draft.docx', 'Their draft (re-saved).docx', 'Their second draft.docx'])
    expect(refusal(await s.remote.as(s.adminKey).send('getContractVersionText', { params: { id, version: 5 } })).status).toBe(404)
  }, 60_000)
})
