import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractsAwaitingKeyTerms } from '../../electron/engine/db/queries/key-terms'
import { KEY_TERMS_READER } from '../../electron/engine/services/key-terms/read-in-pool'
import { contractDocx } from '../helpers/documents'
import { startScenario, type Scenario } from './harness/scenario'

/*
 * Texts pulled from the company service have their key terms read and stored by the local engine
 * in the background, with nobody opening the contract: a notice deadline in a synced contract
 * shows as proposed on the Renewals timeline, and again after a new version arrives by sync.
 */
let s: Scenario
let id: string

/** A supply agreement whose term ends on 2035-01-01 and renews yearly unless notice is given `notice` before. */
const supplyAgreement = (notice: string) => [
  'MASTER SUPPLY AGREEMENT',
  'This Master Supply Agreement (the "Agreement") is effective as of January 1, 2030 (the "Effective Date") by and between Northwind Traders Ltd ("Buyer") and Contoso Components Inc. ("Supplier").',
  `9. Term. This Agreement shall commence on the Effective Date and continue for a period of five (5) years. Thereafter it shall renew automatically for successive one (1) year periods unless either party gives written notice of non-renewal at least ${notice} days before the end of the then-current term.`,
  '14. Governing Law. This Agreement shall be governed by the laws of England and Wales.'
]

const fileForm = (field: string, name: string, bytes: Uint8Array) => {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)]), name)
  return form
}

/** The reader version of the key terms stored locally for the contract's current text, if any. */
const storedReader = () =>
  (s.local.engine.db
    .prepare('SELECT k.reader FROM contract_key_terms k JOIN contract_documents d ON d.id = k.document_id AND d.is_current = 1 WHERE d.contract_id = ?')
    .pluck()
    .get(id) as number | undefined) ?? null

const proposedHere = async () => (await s.local.call('listProposedRenewals')).proposed.find((p) => p.contract.id === id)

beforeAll(async () => {
  s = await startScenario()
  // A colleague files the signed agreement on the company service.
  const imported = await s.remote.call('importContracts', { form: fileForm('files', 'supply agreement.docx', await contractDocx(supplyAgreement('ninety (90)'))) })
  const [contract] = imported.imported
  if (!contract) throw new Error(`the service did not import the agreement: ${JSON.stringify(imported.failed)}`)
  id = contract.id
}, 180_000)

afterAll(async () => {
  await s?.close()
})

describe('key terms of texts pulled by sync', () => {
  it('are read and stored for every pulled text without anyone opening a contract, and its notice deadline is proposed', async () => {
    expect((await s.run()).ok).toBe(true)
    await expect.poll(storedReader, { timeout: 120_000 }).toBe(KEY_TERMS_READER)
    const revision = (await s.local.call('listContractVersions', { params: { id } })).versions.find((v) => v.current)?.revision
    expect(await proposedHere()).toEqual({
      contract: { id, name: 'supply agreement', reference: contract().reference },
      revision,
      terms: ['effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod'],
      expirationDate: '2035-01-01',
      renewalAnchorDate: '2034-10-03',
      noticePeriodDays: 90,
      autorenew: true
    })
    // Every other text the pull brought (the service's whole demo) has its terms too.
    await expect.poll(() => contractsAwaitingKeyTerms(s.local.engine.db, KEY_TERMS_READER), { timeout: 120_000 }).toEqual([])
  }, 240_000)

  it('are read again when a new version of the text arrives by sync, and the proposal follows it', async () => {
    const added = await s.remote.as(s.adminKey).call('addContractVersion', {
      params: { id },
      form: fileForm('file', 'supply agreement v2.docx', await contractDocx(supplyAgreement('sixty (60)')))
    })
    expect((await s.run()).ok).toBe(true)
    await expect.poll(async () => (await proposedHere())?.revision, { timeout: 120_000 }).toBe(added.revision)
    expect(await proposedHere()).toMatchObject({ expirationDate: '2035-01-01', renewalAnchorDate: '2034-11-02', noticePeriodDays: 60, autorenew: true })
    expect(storedReader()).toBe(KEY_TERMS_READER)
  }, 240_000)
})

/** The contract as the local engine lists it (its reference is the service's). */
function contract(): { reference: string } {
  const row = s.local.engine.db.prepare('SELECT reference FROM contracts WHERE id = ?').get(id) as { reference: string } | undefined
  if (!row) throw new Error(`contract ${id} was not pulled`)
  return row
}
