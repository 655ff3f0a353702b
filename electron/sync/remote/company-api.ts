import type { TSchema } from '@sinclair/typebox'
import contentDisposition from 'content-disposition'
import type { ContractDetail, ContractListResponse, ContractStatusesResponse, PartyAttributesResponse, PartyListResponse, TestResponse } from '../../../shared/api'
import type { ContractEvidenceResponse } from '../../../shared/api/documents'
import type { GeneratedContract } from '../../../shared/api/generation'
import type { CategoryListResponse, ClauseListResponse, EmailListResponse, PropertyListResponse } from '../../../shared/api/library'
import { operations } from '../../../shared/api/operations'
import type { PlaybookListResponse, PlaybookResponse } from '../../../shared/api/playbooks'
import type { TemplateListResponse } from '../../../shared/api/templates'
import type { PropertyUpdateResponse, StatusUpdateResponse } from '../../../shared/api/writes'
import { ContractEvidenceResponse as EvidenceSchema } from '../../../shared/api/documents'
import { GeneratedContract as GeneratedContractSchema } from '../../../shared/api/generation'
import { createValidators } from '../../engine/http/validators'
import type { Query, RemoteClient, RemoteResponse } from './client'
import { RemoteProtocolError, RemoteRefused } from './errors'

/** The largest text page the API serves: fewer round trips for long contracts. */
export const TEXT_PAGE_CHARACTERS = 48_000
export const PAGE_SIZE = 200

export interface ContractFile {
  bytes: Buffer
  contentType: string
  fileName: string
}

/**
 * The company API as sync uses it, typed from shared/api. Every answer is checked against the
 * schema the spec gives it before anything is written: a service that answers in another shape
 * stops the sync with a clear error instead of filling the workspace with half-records.
 */
export class CompanyApi {
  private readonly validators = createValidators()

  constructor(readonly client: RemoteClient) {}

  test(): Promise<TestResponse> {
    return this.get(operations.test.path, operations.test.response)
  }

  contractStatuses(): Promise<ContractStatusesResponse> {
    return this.get(operations.listContractStatuses.path, operations.listContractStatuses.response)
  }

  async listContracts(query: Query): Promise<RemoteResponse<ContractListResponse>> {
    const response = await this.client.json<ContractListResponse>({ method: 'GET', path: '/v2/contracts', query })
    this.check(operations.listContracts.response, response.body, 'GET /v2/contracts')
    return response
  }

  /** The contract, or null when the key can no longer read it (404 or 403). */
  async contract(id: string): Promise<ContractDetail | null> {
    try {
      return await this.get(`/v2/contracts/${id}`, operations.getContract.response)
    } catch (error) {
      if (error instanceof RemoteRefused && (error.status === 404 || error.status === 403)) return null
      throw error
    }
  }

  /** One evidence page of the contract's text, the largest the API serves. */
  async textPage(id: string, textCursor: string | null): Promise<ContractEvidenceResponse> {
    const query: Query = { maxCharacters: TEXT_PAGE_CHARACTERS, ...(textCursor ? { textCursor } : {}) }
    const response = await this.client.json<ContractEvidenceResponse>({ method: 'GET', path: `/v2/contracts/${id}/text`, query })
    this.check(EvidenceSchema, response.body, `GET /v2/contracts/${id}/text`)
    return response.body
  }

  /** The contract's file, or null when it has none (404). */
  async download(id: string): Promise<ContractFile | null> {
    const path = `/v2/contracts/${id}/download`
    const response = await this.client.bytes({ method: 'GET', path, accept: [404] })
    if (response.status === 404) return null
    const disposition = response.headers.get('content-disposition')
    let fileName = `${id}`
    if (disposition) {
      try {
        const parsed = contentDisposition.parse(disposition).parameters.filename
        if (parsed) fileName = parsed
      } catch {
        // An unreadable disposition only costs the file its name.
      }
    }
    const contentType = (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim()
    return { bytes: response.body, contentType, fileName }
  }

  listParties(cursor: string | null): Promise<PartyListResponse> {
    return this.get('/v2/parties', operations.listParties.response, page(cursor, 'asc'))
  }

  partyAttributes(): Promise<PartyAttributesResponse> {
    return this.get('/v2/party-attributes', operations.listPartyAttributes.response)
  }

  templates(): Promise<TemplateListResponse> {
    return this.get('/v2/templates', operations.listTemplates.response)
  }

  properties(): Promise<PropertyListResponse> {
    return this.get('/v2/properties', operations.listProperties.response)
  }

  categories(): Promise<CategoryListResponse> {
    return this.get('/v2/categories', operations.listCategories.response)
  }

  listPlaybooks(cursor: string | null): Promise<PlaybookListResponse> {
    return this.get('/v2/playbooks', operations.listPlaybooks.response, page(cursor, 'asc'))
  }

  /** The playbook with its positions, or null when it is no longer served. */
  async playbook(id: string): Promise<PlaybookResponse | null> {
    try {
      return await this.get(`/v2/playbooks/${id}`, operations.getPlaybook.response)
    } catch (error) {
      if (error instanceof RemoteRefused && error.status === 404) return null
      throw error
    }
  }

  listClauses(cursor: string | null): Promise<ClauseListResponse> {
    return this.get('/v2/clauses', operations.listClauses.response, page(cursor, 'asc'))
  }

  listEmails(cursor: string | null): Promise<EmailListResponse> {
    return this.get('/v2/emails', operations.listEmails.response, { pagesize: PAGE_SIZE, ...(cursor ? { cursor } : {}) })
  }

  async updateProperties(id: string, properties: Record<string, unknown>, idempotencyKey: string): Promise<PropertyUpdateResponse> {
    const response = await this.client.json<PropertyUpdateResponse>({
      method: 'PUT',
      path: `/v2/contracts/${id}/properties`,
      body: { properties },
      headers: { 'idempotency-key': idempotencyKey }
    })
    return response.body
  }

  async updateStatus(id: string, status: number, idempotencyKey: string): Promise<StatusUpdateResponse> {
    const response = await this.client.json<StatusUpdateResponse>({
      method: 'PUT',
      path: `/v2/contracts/${id}/status`,
      body: { status },
      headers: { 'idempotency-key': idempotencyKey }
    })
    return response.body
  }

  /**
   * A persisted generation. Not retried by the client after a failure that may have reached the
   * service: the pusher looks for the contract first (see push/generation.ts).
   */
  async generate(body: Record<string, unknown>, idempotencyKey: string): Promise<GeneratedContract> {
    const response = await this.client.json<GeneratedContract>({
      method: 'POST',
      path: '/v2/contracts/generate',
      body,
      headers: { 'idempotency-key': idempotencyKey },
      retryUnsure: false
    })
    this.check(GeneratedContractSchema, response.body, 'POST /v2/contracts/generate')
    return response.body
  }

  private async get<T>(path: string, schema: TSchema, query?: Query): Promise<T> {
    const response = await this.client.json<T>({ method: 'GET', path, ...(query ? { query } : {}) })
    this.check(schema, response.body, `GET ${path}`)
    return response.body
  }

  private check(schema: TSchema, body: unknown, what: string): void {
    const problem = this.validators.checkResponse(schema, body)
    if (problem) throw new RemoteProtocolError(`${what} answered in a shape the API does not describe: ${problem}`)
  }
}

function page(cursor: string | null, order: 'asc' | 'desc'): Query {
  return { pagesize: PAGE_SIZE, order, ...(cursor ? { cursor } : {}) }
}
