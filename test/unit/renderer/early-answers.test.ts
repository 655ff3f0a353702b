import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IncomingResponse, OutgoingRequest } from '../../../shared/api/client'
import { ApiCallError } from '../../../shared/api/client'
import { createApiClient } from '../../../renderer/src/api/client'
import { createEarlyAnswers } from '../../../renderer/src/api/early-answers'
import { startTestEngine, type TestEngine } from '../../helpers/engine'

const get = (url: string, signal?: AbortSignal): OutgoingRequest => ({ operation: 'getContract', method: 'GET', url, headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) })
const put = (url: string): OutgoingRequest => ({ operation: 'updateContractStatus', method: 'PUT', url, headers: {}, body: '{}' })

/** A transport that answers each request with its own sequence number, and remembers what it was sent. */
function numberedTransport() {
  const sent: string[] = []
  const transport = async (request: OutgoingRequest): Promise<IncomingResponse> => {
    sent.push(`${request.method} ${request.url}`)
    return { status: 200, headers: { get: () => null }, body: new TextEncoder().encode(String(sent.length)) }
  }
  return { sent, transport }
}

const text = async (response: Promise<IncomingResponse>) => new TextDecoder().decode((await response).body)

describe('answers prefetched for a screen still loading', () => {
  it('go to the first identical read, once; the next read asks the engine again', async () => {
    const { sent, transport } = numberedTransport()
    const early = createEarlyAnswers(transport)
    early.prefetch(get('/v2/contracts/a'))
    early.prefetch(get('/v2/contracts/a'))
    expect(sent).toEqual(['GET /v2/contracts/a'])
    expect(await text(early.transport(get('/v2/contracts/a')))).toBe('1')
    expect(await text(early.transport(get('/v2/contracts/a')))).toBe('2')
    expect(await text(early.transport(get('/v2/contracts/b')))).toBe('3')
    expect(sent).toEqual(['GET /v2/contracts/a', 'GET /v2/contracts/a', 'GET /v2/contracts/b'])
  })

  it('are dropped by a write, which may change what they say', async () => {
    const { sent, transport } = numberedTransport()
    const early = createEarlyAnswers(transport)
    early.prefetch(get('/v2/contracts/a'))
    await early.transport(put('/v2/contracts/a/status'))
    expect(await text(early.transport(get('/v2/contracts/a')))).toBe('3')
    expect(sent).toEqual(['GET /v2/contracts/a', 'PUT /v2/contracts/a/status', 'GET /v2/contracts/a'])
  })

  it('are not handed out once older than five seconds', async () => {
    const { sent, transport } = numberedTransport()
    let now = 1_000
    const early = createEarlyAnswers(transport, () => now)
    early.prefetch(get('/v2/contracts/a'))
    now += 5_001
    expect(await text(early.transport(get('/v2/contracts/a')))).toBe('2')
    expect(sent).toHaveLength(2)
  })

  it('are never made for a write', () => {
    const { sent, transport } = numberedTransport()
    createEarlyAnswers(transport).prefetch(put('/v2/contracts/a/status'))
    expect(sent).toEqual([])
  })

  it('reject the claiming read when it is aborted, as fetch would', async () => {
    const early = createEarlyAnswers(() => new Promise<IncomingResponse>(() => undefined))
    early.prefetch(get('/v2/contracts/a'))
    const controller = new AbortController()
    const claimed = early.transport(get('/v2/contracts/a', controller.signal))
    controller.abort()
    await expect(claimed).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('the window’s client, prefetching from a real engine', () => {
  let engine: TestEngine
  beforeAll(async () => {
    engine = await startTestEngine({ listen: true })
  })
  afterAll(async () => {
    await engine?.close()
  })

  function countedClient() {
    const urls: string[] = []
    const api = createApiClient(
      { baseUrl: engine.url, key: engine.engine.sessionKey, desktop: null },
      { fetch: (input, init) => (urls.push(String(input)), fetch(input, init)) }
    )
    return { api, urls }
  }

  it('hands the call the answer it started early, without asking twice', async () => {
    const { api, urls } = countedClient()
    api.prefetch('listContractStatuses')
    const early = await api.call('listContractStatuses')
    expect(urls).toEqual([`${engine.url}/v2/contract-statuses`])
    expect(early).toEqual(await api.call('listContractStatuses'))
    expect(urls).toHaveLength(2)
  })

  it('hands the call a refusal started early as the same error', async () => {
    const { api, urls } = countedClient()
    api.prefetch('getContract', { params: { id: '0123456789abcdef01234567' } })
    const refused = await api.call('getContract', { params: { id: '0123456789abcdef01234567' } }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiCallError)
    expect(refused).toMatchObject({ status: 404 })
    expect(urls).toEqual([`${engine.url}/v2/contracts/0123456789abcdef01234567`])
  })
})
