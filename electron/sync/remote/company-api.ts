import { createClient, type Answer, type Client, type ResponseHeaders } from '../../../shared/api/client'
import type { ContractEvidenceResponse } from '../../../shared/api/documents'
import { ContractEvidenceResponse as EvidenceSchema } from '../../../shared/api/documents'
import { operations, type OperationName, type QueryOf, type ResponseOf } from '../../../shared/api/operations'
import type { GenerateRequestBody } from '../../../shared/api/generation'
import { createValidators } from '../../engine/sync-port'
import { describe, type RemoteClient } from './client'
import { RemoteProtocolError, RemoteRefused } from './errors'

/** The largest text page the API serves: fewer round trips for long contracts. */
export const TEXT_PAGE_CHARACTERS = 48_000
export const PAGE_SIZE = 200

export interface ContractFile {
  bytes: Uint8Array
  contentType: string
  fileName: string
}

/** A list page with the service's clock from its Date header (epoch ms), when it sent one. */
export interface DatedAnswer<T> {
  body: T
  date: number | null
}

/**
 * The company API as sync uses it: the shared typed client over the retrying remote client.
 * Every answer is checked against the schema the spec gives it before anything is written: a
 * service that answers in another shape stops the sync with a clear error instead of filling the
 * workspace with half-records. A refusal (4xx other than 429) throws RemoteRefused.
 */
export class CompanyApi {
  private readonly api: Client
  private readonly validators = createValidators()

  constructor(
    readonly client: RemoteClient,
    apiKey: string
  ) {
    const validators = this.validators
    this.api = createClient(client.transport, {
      key: () => apiKey,
      checkResponse: (name, body, request) => {
        const operation = operations[name]
        const problem = 'response' in operation ? validators.checkResponse(operation.response, body) : null
        if (problem !== null) throw new RemoteProtocolError(`${describe(request)} answered in a shape the API does not describe: ${problem}`)
      },
      refusal: (status, body, request) => new RemoteRefused(status, body.error, body.message, describe(request))
    })
  }

  test(): Promise<ResponseOf<'test'>> {
    return this.call('test')
  }

  contractStatuses(): Promise<ResponseOf<'listContractStatuses'>> {
    return this.call('listContractStatuses')
  }

  async listContracts(query: QueryOf<'listContracts'>): Promise<DatedAnswer<ResponseOf<'listContracts'>>> {
    const answer = await this.api.send('listContracts', { query })
    return { body: this.accepted(answer, 'GET /v2/contracts'), date: parseDate(answer.headers.get('date')) }
  }

  /** The contract, or null when the key can no longer read it (404 or 403). */
  async contract(id: string): Promise<ResponseOf<'getContract'> | null> {
    return this.orNullOn([404, 403], () => this.call('getContract', { params: { id } }))
  }

  /** One evidence page of the contract's text, the largest the API serves. */
  async textPage(id: string, textCursor: string | null): Promise<ContractEvidenceResponse> {
    const page = await this.call('getContractText', { params: { id }, query: { maxCharacters: TEXT_PAGE_CHARACTERS, ...(textCursor ? { textCursor } : {}) } })
    // maxCharacters asks for the evidence shape, one of the two the operation can answer.
    const problem = this.validators.checkResponse(EvidenceSchema, page)
    if (problem !== null || !('paragraphs' in page)) throw new RemoteProtocolError(`GET /v2/contracts/${id}/text answered in a shape the API does not describe: ${problem ?? 'not the evidence shape'}`)
    return page
  }

  /** The contract's file, or null when it has none (404). */
  async download(id: string): Promise<ContractFile | null> {
    return this.orNullOn([404], async () => {
      const file = await this.api.download('downloadContract', { params: { id } })
      return { bytes: file.bytes, contentType: file.contentType.split(';')[0]!.trim(), fileName: file.fileName ?? id }
    })
  }

  listParties(cursor: string | null): Promise<ResponseOf<'listParties'>> {
    return this.call('listParties', { query: { ...page(cursor), order: 'asc' } })
  }

  partyAttributes(): Promise<ResponseOf<'listPartyAttributes'>> {
    return this.call('listPartyAttributes')
  }

  templates(): Promise<ResponseOf<'listTemplates'>> {
    return this.call('listTemplates')
  }

  properties(): Promise<ResponseOf<'listProperties'>> {
    return this.call('listProperties')
  }

  categories(): Promise<ResponseOf<'listCategories'>> {
    return this.call('listCategories')
  }

  listPlaybooks(cursor: string | null): Promise<ResponseOf<'listPlaybooks'>> {
    return this.call('listPlaybooks', { query: { ...page(cursor), order: 'asc' } })
  }

  /** The playbook with its positions, or null when it is no longer served. */
  async playbook(id: string): Promise<ResponseOf<'getPlaybook'> | null> {
    return this.orNullOn([404], () => this.call('getPlaybook', { params: { id } }))
  }

  listClauses(cursor: string | null): Promise<ResponseOf<'listClauses'>> {
    return this.call('listClauses', { query: { ...page(cursor), order: 'asc' } })
  }

  listEmails(cursor: string | null): Promise<ResponseOf<'listEmails'>> {
    return this.call('listEmails', { query: page(cursor) })
  }

  updateProperties(id: string, properties: Record<string, unknown>, idempotencyKey: string): Promise<ResponseOf<'updateContractProperties'>> {
    return this.call('updateContractProperties', { params: { id }, body: { properties }, headers: { 'idempotency-key': idempotencyKey } })
  }

  updateStatus(id: string, status: number, idempotencyKey: string): Promise<ResponseOf<'updateContractStatus'>> {
    return this.call('updateContractStatus', { params: { id }, body: { status }, headers: { 'idempotency-key': idempotencyKey } })
  }

  /**
   * A persisted generation. Not retried by the remote client after a failure that may have
   * reached the service: the pusher looks for the contract first (see push/generation.ts).
   */
  generate(body: GenerateRequestBody, idempotencyKey: string): Promise<ResponseOf<'generateContract'>> {
    return this.call('generateContract', { body, headers: { 'idempotency-key': idempotencyKey } })
  }

  private call: Client['call'] = (name, ...args) => this.api.call(name, ...args)

  private accepted<N extends OperationName>(answer: Answer<N>, what: string): ResponseOf<N> {
    if (answer.ok) return answer.body
    throw new RemoteRefused(answer.status, answer.body.error, answer.body.message, what)
  }

  private async orNullOn<T>(statuses: readonly number[], fetch: () => Promise<T>): Promise<T | null> {
    try {
      return await fetch()
    } catch (error) {
      if (error instanceof RemoteRefused && statuses.includes(error.status)) return null
      throw error
    }
  }
}

function page(cursor: string | null): { pagesize: number; cursor?: string } {
  return { pagesize: PAGE_SIZE, ...(cursor ? { cursor } : {}) }
}

function parseDate(value: string | null): number | null {
  if (value === null) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

export type { ResponseHeaders }
