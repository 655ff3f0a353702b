import type { Static, TSchema } from '@sinclair/typebox'
import { IdParams } from './common'
import { ContractDetail, ContractListQuery, ContractListQueryV1, ContractListResponse, ContractListResponseV1 } from './contracts'
import { ContractStatusesResponse, OpenApiDocument, TestResponse } from './general'
import {
  CategoryListResponse,
  ClauseListQuery,
  ClauseListResponse,
  EmailListQuery,
  EmailListResponse,
  NoQuery,
  PropertyDefinition,
  PropertyListResponse,
  PropertyParams
} from './library'
import { OutboxQuery, OutboxResponse, PlaybookImportBody, PlaybookImportResponse, TemplateImportResponse } from './local'
import { PartyAttributesResponse, PartyListQuery, PartyListResponse, PartyResponse } from './parties'
import { PlaybookListQuery, PlaybookListResponse, PlaybookResponse } from './playbooks'
import { Template, TemplateListResponse } from './templates'
import { ContractTextAnswer, ContractTextQuery, ContractTextResponse, DocumentJob, DocumentJobParams, DocumentJobQuery, ImportResponse, OcrRunResponse, SearchRequest, SearchResponse } from './documents'
import { SearchEverythingQuery, SearchEverythingResponse } from './search-everything'
import { GenerateRequestBody, GenerateResponse, TemplatePreviewBody, TemplatePreviewResponse } from './generation'
import { DraftingChecks, DraftingChecksRequest } from './drafting-checks'
import { CompareRequest, CompareResponse, RedlineRequest } from './compare'
import { ContractVersion, ContractVersionsResponse, ContractVersionText, VersionParams } from './versions'
import { ApplyKeyTermsBody, ContractKeyTermsResponse, KeyTermPropertiesBody, KeyTermPropertiesResponse, ProposedRenewalsResponse } from './key-term-actions'
import { KeyTermsAnswer, KeyTermsRequest } from './key-terms'
import { MatchRequest, MatchResponse, StoredMatchRequest, StoredMatchResponse } from './matching'
import { PropertyUpdateBody, PropertyUpdateResponse, StatusUpdateBody, StatusUpdateResponse } from './writes'
import { ApprovePairingBody, CreatePairingBody, PairingAnswer, PairingCreated, PairingListQuery, PairingListResponse, PairingParams, PairingPollHeaders, PairingPollResponse } from './pairings'
import { AllowedOrigins, AllowedOriginsResponse, KeyListResponse, KeyParams, KeyRevokeResponse, MeResponse } from './keys'
import { TlsStatus, TrustResponse } from './tls'
import {
  ConflictParams,
  ResolveConflictBody,
  ResolveConflictResponse,
  SyncConfigBody,
  SyncConfigResponse,
  SyncConflictsResponse,
  SyncRunQuery,
  SyncRunResponse,
  SyncStatusResponse
} from './sync'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * One operation of the API: the single description both sides use. The engine registers its
 * route from it (method, path, validation schemas, OpenAPI); the window's client takes its types
 * from it. Paths use OpenAPI's `{name}` placeholders.
 */
export interface Operation {
  method: HttpMethod
  path: string
  params?: TSchema
  query?: TSchema
  body?: TSchema
  /** Request headers the operation reads (other headers pass). */
  headers?: TSchema
  /** The success answer; absent when the answer is a file. */
  response?: TSchema
  /** The success status, when it is not 200. */
  status?: 201
}

const op = <const O extends Operation>(operation: O): O => operation

export const operations = {
  test: op({ method: 'GET', path: '/v2/test', query: NoQuery, response: TestResponse }),
  getOpenApiDocument: op({ method: 'GET', path: '/v2/openapi.json', query: NoQuery, response: OpenApiDocument }),
  listContractStatuses: op({ method: 'GET', path: '/v2/contract-statuses', query: NoQuery, response: ContractStatusesResponse }),
  listContracts: op({ method: 'GET', path: '/v2/contracts', query: ContractListQuery, response: ContractListResponse }),
  listContractsV1: op({ method: 'GET', path: '/v1/contracts', query: ContractListQueryV1, response: ContractListResponseV1 }),
  getContract: op({ method: 'GET', path: '/v2/contracts/{id}', params: IdParams, query: NoQuery, response: ContractDetail }),
  updateContractProperties: op({ method: 'PUT', path: '/v2/contracts/{id}/properties', params: IdParams, body: PropertyUpdateBody, response: PropertyUpdateResponse }),
  updateContractStatus: op({ method: 'PUT', path: '/v2/contracts/{id}/status', params: IdParams, body: StatusUpdateBody, response: StatusUpdateResponse }),
  listParties: op({ method: 'GET', path: '/v2/parties', query: PartyListQuery, response: PartyListResponse }),
  getParty: op({ method: 'GET', path: '/v2/parties/{id}', params: IdParams, query: NoQuery, response: PartyResponse }),
  listPartyAttributes: op({ method: 'GET', path: '/v2/party-attributes', query: NoQuery, response: PartyAttributesResponse }),
  listTemplates: op({ method: 'GET', path: '/v2/templates', query: NoQuery, response: TemplateListResponse }),
  getTemplate: op({ method: 'GET', path: '/v2/templates/{id}', params: IdParams, query: NoQuery, response: Template }),
  listProperties: op({ method: 'GET', path: '/v2/properties', query: NoQuery, response: PropertyListResponse }),
  getProperty: op({ method: 'GET', path: '/v2/properties/{idOrKey}', params: PropertyParams, query: NoQuery, response: PropertyDefinition }),
  listCategories: op({ method: 'GET', path: '/v2/categories', query: NoQuery, response: CategoryListResponse }),
  listPlaybooks: op({ method: 'GET', path: '/v2/playbooks', query: PlaybookListQuery, response: PlaybookListResponse }),
  getPlaybook: op({ method: 'GET', path: '/v2/playbooks/{id}', params: IdParams, query: NoQuery, response: PlaybookResponse }),
  listClauses: op({ method: 'GET', path: '/v2/clauses', query: ClauseListQuery, response: ClauseListResponse }),
  listEmails: op({ method: 'GET', path: '/v2/emails', query: EmailListQuery, response: EmailListResponse }),
  getContractText: op({ method: 'GET', path: '/v2/contracts/{id}/text', params: IdParams, query: ContractTextQuery, response: ContractTextAnswer }),
  /** Version 1 has no bounded evidence pages: the whole text only. */
  getContractTextV1: op({ method: 'GET', path: '/v1/contracts/{id}/text', params: IdParams, query: NoQuery, response: ContractTextResponse }),
  downloadContract: op({ method: 'GET', path: '/v2/contracts/{id}/download', params: IdParams, query: NoQuery }),
  searchContracts: op({ method: 'POST', path: '/v2/contracts/search', body: SearchRequest, response: SearchResponse }),
  searchEverything: op({ method: 'GET', path: '/local/search', query: SearchEverythingQuery, response: SearchEverythingResponse }),
  generateContract: op({ method: 'POST', path: '/v2/contracts/generate', body: GenerateRequestBody, response: GenerateResponse }),
  matchPlaybook: op({ method: 'POST', path: '/v2/playbooks/{id}/match', params: IdParams, body: MatchRequest, response: MatchResponse }),
  matchStoredContract: op({ method: 'POST', path: '/local/contracts/{id}/match', params: IdParams, body: StoredMatchRequest, response: StoredMatchResponse }),
  importContracts: op({ method: 'POST', path: '/local/contracts/import', query: DocumentJobQuery, response: ImportResponse }),
  ocrContract: op({ method: 'POST', path: '/local/contracts/{id}/ocr', params: IdParams, query: DocumentJobQuery, response: OcrRunResponse }),
  getDocumentJob: op({ method: 'GET', path: '/local/document-jobs/{jobId}', params: DocumentJobParams, query: NoQuery, response: DocumentJob }),
  cancelDocumentJob: op({ method: 'DELETE', path: '/local/document-jobs/{jobId}', params: DocumentJobParams, query: NoQuery, response: DocumentJob }),
  listContractVersions: op({ method: 'GET', path: '/local/contracts/{id}/versions', params: IdParams, query: NoQuery, response: ContractVersionsResponse }),
  /** multipart/form-data, one file in the field `file`. */
  addContractVersion: op({ method: 'POST', path: '/local/contracts/{id}/versions', params: IdParams, query: DocumentJobQuery, response: ContractVersion, status: 201 }),
  getContractVersionText: op({ method: 'GET', path: '/local/contracts/{id}/versions/{version}/text', params: VersionParams, query: NoQuery, response: ContractVersionText }),
  downloadContractVersion: op({ method: 'GET', path: '/local/contracts/{id}/versions/{version}/download', params: VersionParams, query: NoQuery }),
  compareTexts: op({ method: 'POST', path: '/local/compare', body: CompareRequest, response: CompareResponse }),
  exportRedline: op({ method: 'POST', path: '/local/compare/redline', body: RedlineRequest }),
  importPlaybook: op({ method: 'POST', path: '/local/playbooks/import', body: PlaybookImportBody, response: PlaybookImportResponse }),
  checkDrafting: op({ method: 'POST', path: '/local/drafting-checks', body: DraftingChecksRequest, response: DraftingChecks }),
  checkContractDrafting: op({ method: 'GET', path: '/local/contracts/{id}/drafting-checks', params: IdParams, query: NoQuery, response: DraftingChecks }),
  previewTemplate: op({ method: 'POST', path: '/local/templates/{id}/preview', params: IdParams, body: TemplatePreviewBody, response: TemplatePreviewResponse }),
  importTemplate: op({ method: 'POST', path: '/local/templates/import', response: TemplateImportResponse }),
  listOutbox: op({ method: 'GET', path: '/local/outbox', query: OutboxQuery, response: OutboxResponse }),
  getSyncConfig: op({ method: 'GET', path: '/local/sync/config', query: NoQuery, response: SyncConfigResponse }),
  putSyncConfig: op({ method: 'PUT', path: '/local/sync/config', body: SyncConfigBody, response: SyncConfigResponse }),
  deleteSyncConfig: op({ method: 'DELETE', path: '/local/sync/config', query: NoQuery, response: SyncConfigResponse }),
  getSyncStatus: op({ method: 'GET', path: '/local/sync/status', query: NoQuery, response: SyncStatusResponse }),
  runSync: op({ method: 'POST', path: '/local/sync/run', query: SyncRunQuery, response: SyncRunResponse }),
  listSyncConflicts: op({ method: 'GET', path: '/local/sync/conflicts', query: NoQuery, response: SyncConflictsResponse }),
  resolveSyncConflict: op({ method: 'POST', path: '/local/sync/conflicts/{id}/resolve', params: ConflictParams, body: ResolveConflictBody, response: ResolveConflictResponse }),
  createPairing: op({ method: 'POST', path: '/local/pairings', body: CreatePairingBody, response: PairingCreated, status: 201 }),
  pollPairing: op({ method: 'GET', path: '/local/pairings/{pairingId}', params: PairingParams, query: NoQuery, headers: PairingPollHeaders, response: PairingPollResponse }),
  listPairings: op({ method: 'GET', path: '/local/pairings', query: PairingListQuery, response: PairingListResponse }),
  approvePairing: op({ method: 'POST', path: '/local/pairings/{pairingId}/approve', params: PairingParams, body: ApprovePairingBody, response: PairingAnswer }),
  denyPairing: op({ method: 'POST', path: '/local/pairings/{pairingId}/deny', params: PairingParams, query: NoQuery, response: PairingAnswer }),
  getMe: op({ method: 'GET', path: '/local/me', query: NoQuery, response: MeResponse }),
  listKeys: op({ method: 'GET', path: '/local/keys', query: NoQuery, response: KeyListResponse }),
  revokeKey: op({ method: 'DELETE', path: '/local/keys/{id}', params: KeyParams, query: NoQuery, response: KeyRevokeResponse }),
  getAllowedOrigins: op({ method: 'GET', path: '/local/settings/allowed-origins', query: NoQuery, response: AllowedOriginsResponse }),
  putAllowedOrigins: op({ method: 'PUT', path: '/local/settings/allowed-origins', body: AllowedOrigins, response: AllowedOriginsResponse }),
  getContractKeyTerms: op({ method: 'GET', path: '/local/contracts/{id}/key-terms', params: IdParams, query: NoQuery, response: ContractKeyTermsResponse }),
  applyContractKeyTerms: op({ method: 'POST', path: '/local/contracts/{id}/key-terms/apply', params: IdParams, body: ApplyKeyTermsBody, response: PropertyUpdateResponse }),
  readKeyTerms: op({ method: 'POST', path: '/local/key-terms', body: KeyTermsRequest, response: KeyTermsAnswer }),
  listProposedRenewals: op({ method: 'GET', path: '/local/key-terms/proposed-renewals', query: NoQuery, response: ProposedRenewalsResponse }),
  getKeyTermProperties: op({ method: 'GET', path: '/local/settings/key-term-properties', query: NoQuery, response: KeyTermPropertiesResponse }),
  putKeyTermProperties: op({ method: 'PUT', path: '/local/settings/key-term-properties', body: KeyTermPropertiesBody, response: KeyTermPropertiesResponse }),
  getTlsStatus: op({ method: 'GET', path: '/local/tls', query: NoQuery, response: TlsStatus }),
  trustCertificate: op({ method: 'POST', path: '/local/tls/trust', query: NoQuery, response: TrustResponse })
} as const

export type Operations = typeof operations
export type OperationName = keyof Operations

/** The same operation under /v1, where the spec says it exists with the same semantics. */
export function atV1<O extends Operation>(operation: O): O {
  return { ...operation, path: operation.path.replace(/^\/v2\//, '/v1/') }
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined
export type ParamsOf<N extends OperationName> = StaticOf<Operations[N] extends { params: infer S } ? S : undefined>
export type QueryOf<N extends OperationName> = StaticOf<Operations[N] extends { query: infer S } ? S : undefined>
export type BodyOf<N extends OperationName> = StaticOf<Operations[N] extends { body: infer S } ? S : undefined>
export type ResponseOf<N extends OperationName> = StaticOf<Operations[N] extends { response: infer S } ? S : undefined>
export type HeadersOf<N extends OperationName> = StaticOf<Operations[N] extends { headers: infer S } ? S : undefined>
