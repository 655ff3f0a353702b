import { recordConflict } from '../../electron/engine/db/writers/sync-conflicts'
import { runWriteNow } from '../../electron/engine/db/write'
import { createApiKey } from '../../electron/engine/services/auth/keys'
import type { OpenApiDocument } from '../../shared/api/general'
import { operations, type BodyOf, type Operation, type HeadersOf, type OperationName, type ParamsOf, type QueryOf, type ResponseOf } from '../../shared/api/operations'
import { contractDocx } from './documents'
import type { TestEngine } from './engine'
import { libraryParties, playbooks, templates } from './fixture-library'
import { contracts as c, users } from './fixture-workspace'

/**
 * A request every operation of the API succeeds with on the fixture workspace and library
 * (`seedWorkspaceWithLibrary`), shared by the crawl of the document and the generated client's
 * round trip. Typed by the operations map, so an operation added to the map does not compile here
 * until it has its input.
 */

/** A file sent in a multipart part. */
export interface UploadedFile {
  name: string
  bytes: Uint8Array
}

export interface OperationInput<N extends OperationName> {
  params?: ParamsOf<N>
  query?: QueryOf<N>
  body?: BodyOf<N>
  headers?: HeadersOf<N>
  /** The parts of an upload operation (multipart/form-data), by field name. */
  parts?: Record<string, UploadedFile[]>
}

/**
 * Operations whose success needs a document job in flight (its progress, its cancel) or OCR of a
 * scanned contract imported before Folio read scans: test/engine/ocr.integration.test.ts proves each success
 * against the published document's types; the crawl and the generated client call the others.
 */
export const NOT_ROUND_TRIPPED = {
  ocrContract: 'reads a scanned contract by OCR, seconds per page',
  getDocumentJob: 'answers only while an import or OCR run is in progress',
  cancelDocumentJob: 'answers only while an import or OCR run is in progress'
} as const satisfies Partial<Record<OperationName, string>>

export type RoundTripped = Exclude<OperationName, keyof typeof NOT_ROUND_TRIPPED>

export type OperationInputs = { [N in RoundTripped]: OperationInput<N> }

/** The served operations a crawl or a generated client calls with their success input. */
export function roundTripped(served: readonly ServedOperation[]): ServedOperation[] {
  return served.filter((operation) => !(operation.name in NOT_ROUND_TRIPPED))
}

/** Records that exist only once the engine runs, made before the calls that name them. */
export interface PreparedRecords {
  /** A contract imported from a .docx: it has a file to download and text to match. */
  imported: string
  /** A template imported with its .docx body, which can be previewed offline. */
  letter: string
  /** An open sync conflict on a contract the window may edit. */
  conflict: string
  /** The engine itself, as the company service to connect to, and an admin's key for it. */
  remote: { url: string; key: string }
  /** A pairing waiting for its answer, to poll; two more, to approve and to deny. */
  polled: ResponseOf<'createPairing'>
  toApprove: string
  toDeny: string
  /** The id of an API key, to revoke. */
  key: string
  /** A one-paragraph .docx, imported as a contract and as a template body. */
  docx: Uint8Array
  /** The counterparty's draft of that contract: another .docx, to upload as its new version. */
  revised: Uint8Array
  /** A contract imported with key terms to read and apply, and the revision they were read from. */
  keyTerms: { id: string; revision: string }
}

/** Sentences as agreements write them: a governing-law clause and a renewal with its notice. */
export const KEY_TERM_PARAGRAPHS = [
  'SERVICES AGREEMENT',
  'This Services Agreement is entered into as of March 1, 2024 by and between Acme Corporation, a Delaware corporation ("Acme"), and Globex GmbH ("Supplier").',
  '12. Term. This Agreement shall commence on the Effective Date and continue for a period of two (2) years. Thereafter it shall renew automatically for successive one (1) year periods unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term.',
  '13. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.'
]

const paragraph = '1. Governing law. This agreement is governed by English law.'
const letterManifest = JSON.stringify({ name: 'Letter', variables: [{ id: 'name' }] })

export async function prepareRecords(t: TestEngine): Promise<PreparedRecords> {
  const docx = await contractDocx([paragraph, 'Dear {{name}},'])
  const form = new FormData()
  form.append('files', new Blob([docx.slice()]), 'prepared.docx')
  const [imported] = (await t.call('importContracts', { form })).imported
  if (!imported) throw new Error('the prepared contract was not imported')
  const letter = new FormData()
  letter.append('docx', new Blob([docx.slice()]), 'letter.docx')
  letter.append('manifest', new Blob([letterManifest]), 'letter.json')
  const template = await t.call('importTemplate', { form: letter })
  runWriteNow(t.engine.db, (tx) => recordConflict(tx, { contractId: c.c1, key: 'internal_note', base: 'a', mine: 'b', theirs: 'c', at: Date.now() }))
  const conflict = String(t.engine.db.prepare('SELECT id FROM sync_conflicts WHERE resolved_at IS NULL').pluck().get())
  // One pairing may wait per origin: these come from the engine's own pages, under its three names.
  const { port } = new URL(t.url)
  const ask = (appName: string, host: string) => t.as(null).call('createPairing', { body: { appName, scopes: [] }, headers: { origin: `http://${host}:${port}` } })
  const withTerms = new FormData()
  withTerms.append('files', new Blob([(await contractDocx(KEY_TERM_PARAGRAPHS)).slice()]), 'services agreement.docx')
  const [read] = (await t.call('importContracts', { form: withTerms })).imported
  if (!read) throw new Error('the contract with key terms was not imported')
  const keyTerms = { id: read.id, revision: (await t.call('getContractKeyTerms', { params: { id: read.id } })).revision }
  const key = runWriteNow(t.engine.db, (tx) => createApiKey(tx, { userId: users.member.id, scopes: [], now: Date.now(), label: 'to revoke' })).id
  return {
    imported: imported.id,
    letter: template.id,
    conflict,
    remote: { url: t.url, key: t.keyFor(users.admin.email) },
    polled: await ask('Polling app', '127.0.0.1'),
    toApprove: (await ask('Approved app', 'localhost')).pairingId,
    toDeny: (await ask('Denied app', '[::1]')).pairingId,
    key,
    docx,
    revised: await contractDocx([paragraph.replace('English law', 'the laws of New York'), 'Dear {{name}},']),
    keyTerms
  }
}

/** Values the fixture's NDA template generates with. */
export const ndaValues = { purpose: 'evaluating a deal', discloser: { name: 'Acme', address: '1 Road' } }
const position = { order: 1, name: 'Law', keywords: [{ value: 'governing law', type: 'exact' as const }], ifNotFound: { compliant: false, status: 'missing' as const } }

/**
 * Each operation's input, in the order they are called: reads first, then writes, and last the
 * calls that end something (a sync connection, a key, a pairing).
 */
export function successInputs(r: PreparedRecords): OperationInputs {
  const inputs = {
    test: {},
    getOpenApiDocument: {},
    listContractStatuses: {},
    listContracts: { query: { status: '1,5', 'property[governing_law]': 'New York' } },
    listContractsV1: { query: { keyword: 'contract' } },
    getContract: { params: { id: c.c1 } },
    updateContractProperties: { params: { id: c.c9 }, body: { properties: { notice_period_days: 30 } } },
    updateContractStatus: { params: { id: c.c9 }, body: { status: 2 } },
    listParties: { query: { isEntity: 'true' } },
    getParty: { params: { id: libraryParties.initech } },
    listPartyAttributes: {},
    listTemplates: {},
    getTemplate: { params: { id: templates.nda } },
    listProperties: {},
    getProperty: { params: { idOrKey: 'governing_law' } },
    listCategories: {},
    listPlaybooks: {},
    getPlaybook: { params: { id: playbooks.servicesV2 } },
    listClauses: { query: { pagesize: 2 } },
    listEmails: {},
    getContractText: { params: { id: c.c1 }, query: { maxCharacters: 1000 } },
    getContractTextV1: { params: { id: c.c1 } },
    listContractVersions: { params: { id: r.imported } },
    getContractVersionText: { params: { id: r.imported, version: 1 } },
    downloadContractVersion: { params: { id: r.imported, version: 1 } },
    compareTexts: { body: { old: { contractId: r.imported, version: 1 }, new: { paragraphs: ['1. Governing law. This agreement is governed by the laws of New York.'] }, playbookId: playbooks.servicesV2 } },
    exportRedline: { body: { old: { paragraphs: ['1. Governing law. This agreement is governed by the laws of New York.'] }, new: { contractId: r.imported } } },
    importContracts: { parts: { files: [{ name: 'crawl.docx', bytes: r.docx }] } },
    downloadContract: { params: { id: r.imported } },
    addContractVersion: { params: { id: r.imported }, parts: { file: [{ name: 'crawl (their draft).docx', bytes: r.revised }] } },
    searchContracts: { body: { query: 'governing law', contractIds: [c.c1, r.imported] } },
    searchEverything: { query: { q: 'governing law', status: '1', 'property[governing_law]': 'New York', pagesize: 5 } },
    generateContract: { body: { templateId: templates.nda, values: ndaValues, options: { persist: true } } },
    matchPlaybook: { params: { id: playbooks.servicesV2 }, body: { paragraphs: ['This agreement is governed by English law.'] } },
    matchStoredContract: { params: { id: r.imported }, body: { playbookId: playbooks.servicesV2 } },
    checkDrafting: { body: { paragraphs: ['1. Term. The Term is thirty (30) days.', 'The Supplier shall notify the Customer within [●] days.'] } },
    checkContractDrafting: { params: { id: r.imported } },
    importPlaybook: { body: { playbook: { name: 'Crawl', positions: [position] } } },
    previewTemplate: { params: { id: r.letter }, body: { values: { name: 'Ada' }, reference: 'R-1' } },
    importTemplate: {
      parts: {
        docx: [{ name: 'letter.docx', bytes: r.docx }],
        manifest: [{ name: 'letter.json', bytes: new TextEncoder().encode(letterManifest) }]
      }
    },
    listOutbox: { query: { state: 'pending' } },
    runSync: { query: { wait: 'true' } },
    getSyncStatus: {},
    getSyncConfig: {},
    listSyncConflicts: {},
    resolveSyncConflict: { params: { id: r.conflict }, body: { resolution: 'theirs' } },
    putSyncConfig: { body: { remoteUrl: r.remote.url, apiKey: r.remote.key } },
    getMe: {},
    listKeys: {},
    getAllowedOrigins: {},
    putAllowedOrigins: { body: { origins: ['https://pane.firm.test'] } },
    getContractKeyTerms: { params: { id: r.keyTerms.id } },
    readKeyTerms: { body: { paragraphs: KEY_TERM_PARAGRAPHS } },
    listProposedRenewals: {},
    getKeyTermProperties: {},
    putKeyTermProperties: { body: { properties: { parties: 'internal_note' } } },
    applyContractKeyTerms: { params: { id: r.keyTerms.id }, body: { terms: ['governingLaw'], revision: r.keyTerms.revision } },
    getTlsStatus: {},
    trustCertificate: {},
    createPairing: { body: { appName: 'Crawler', scopes: ['contracts:write'] } },
    listPairings: {},
    pollPairing: { params: { pairingId: r.polled.pairingId }, headers: { 'x-pairing-secret': r.polled.secret } },
    approvePairing: { params: { pairingId: r.toApprove }, body: {} },
    denyPairing: { params: { pairingId: r.toDeny } },
    revokeKey: { params: { id: r.key } },
    deleteSyncConfig: {}
  } satisfies OperationInputs
  return inputs
}

/** An operation of the published document, with the operation of the map it serves. */
export interface ServedOperation {
  operationId: string
  method: string
  path: string
  name: OperationName
  /** A /v1 twin of a /v2 operation, taking the same input. */
  v1: boolean
  /** The status of its success. */
  status: number
}

const isOperationName = (name: string): name is OperationName => name in operations

/** Every operation the document publishes: the map's own, and the /v1 twins named with a V1 suffix. */
export function documentOperations(document: OpenApiDocument): ServedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, described]) => {
      const operationId = typeof described === 'object' && described !== null && 'operationId' in described ? String(described.operationId) : ''
      const twinOf = operationId.replace(/V1$/, '')
      const name = isOperationName(operationId) ? operationId : twinOf
      if (!isOperationName(name)) throw new Error(`${method.toUpperCase()} ${path}: operationId '${operationId}' names no operation`)
      const operation: Operation = operations[name]
      return { operationId, method: method.toUpperCase(), path, name, v1: name !== operationId, status: operation.status ?? 200 }
    })
  )
}

/** The headers of an input that have a value. */
export function definedHeaders(headers: unknown): Record<string, string> {
  const given = typeof headers === 'object' && headers !== null ? Object.entries(headers) : []
  return Object.fromEntries(given.flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])))
}
