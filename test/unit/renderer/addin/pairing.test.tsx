// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../../renderer/src/api/client'
import { KeyStore, type PaneKey } from '../../../../renderer/src/addin/pairing/key-store'
import { PairingScreen } from '../../../../renderer/src/addin/pairing/PairingScreen'

afterEach(cleanup)

interface Seen {
  method: string
  url: string
  headers: Record<string, string>
  body: unknown
}

/**
 * Folio's side of pairing as its contract fixes it (POST /local/pairings, then GET
 * /local/pairings/{id} with x-pairing-secret until the window answers), standing in for the
 * engine until its routes land; `answers` are what the polls get, in order.
 */
function pairingService(answers: Array<{ status: number; body: unknown }>) {
  const seen: Seen[] = []
  const fetchStub: typeof fetch = async (input, init) => {
    const url = String(input)
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    seen.push({ method: init?.method ?? 'GET', url, headers, body: init?.body ? JSON.parse(String(init.body)) : null })
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    if (url.endsWith('/local/pairings')) return json(201, { pairingId: 'p1', secret: 's3cret', code: 'K7Q-42M', expiresAt: new Date(Date.now() + 120_000).toISOString() })
    if (headers['x-pairing-secret'] !== 's3cret') return json(403, { error: 'Forbidden', message: 'Wrong pairing secret' })
    const next = answers.shift() ?? { status: 410, body: { error: 'Gone', message: 'The pairing was already delivered' } }
    return json(next.status, next.body)
  }
  return { seen, api: createApiClient({ baseUrl: 'https://localhost:48621', key: '', desktop: null }, { fetch: fetchStub }) }
}

const approved: PaneKey = { key: 'folio_paired_key', keyId: 'k1', scopes: ['contracts:write'], user: { id: 'u1', name: 'Mia Member', email: 'mia@firm.test' } }

describe('pairing the pane with Folio', () => {
  it('shows the code, waits for Allow, and hands over the key; no key and no secret ever travel in a URL', async () => {
    const service = pairingService([
      { status: 200, body: { state: 'pending', expiresAt: new Date().toISOString() } },
      { status: 200, body: { state: 'approved', ...approved } }
    ])
    const paired: PaneKey[] = []
    render(<PairingScreen api={service.api} onPaired={(key) => paired.push(key)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect to Folio' }))
    expect((await screen.findByTestId('pairing-code')).textContent).toBe('K7Q-42M')
    await expect.poll(() => paired, { timeout: 5000 }).toEqual([approved])
    expect(service.seen.map((request) => [request.method, request.url.replace('https://localhost:48621', '')])).toEqual([
      ['POST', '/local/pairings'],
      ['GET', '/local/pairings/p1'],
      ['GET', '/local/pairings/p1']
    ])
    expect(service.seen[0]?.body).toEqual({ appName: 'Folio for Word', scopes: ['contracts:write'] })
    expect(service.seen.every((request) => !('x-api-key' in request.headers) && !request.url.includes('s3cret'))).toBe(true)
    expect(service.seen.slice(1).every((request) => request.headers['x-pairing-secret'] === 's3cret')).toBe(true)
  })

  it('asks to read only when editing is not wanted, and says so when Folio’s window denies it', async () => {
    const service = pairingService([{ status: 410, body: { error: 'Gone', message: 'The pairing was denied' } }])
    render(<PairingScreen api={service.api} onPaired={() => undefined} />)
    fireEvent.click(screen.getByLabelText('Also ask to edit contracts (status and properties)'))
    fireEvent.click(screen.getByRole('button', { name: 'Connect to Folio' }))
    expect((await screen.findByRole('status')).textContent).toBe('Folio did not allow this pane: The pairing was denied')
    expect(service.seen[0]?.body).toEqual({ appName: 'Folio for Word', scopes: [] })
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('keeps the key in the pane’s storage under the Office partition key where there is one', () => {
    const storage = window.localStorage
    storage.clear()
    new KeyStore(storage, 'partition-7|').write(approved)
    expect(Object.keys(storage)).toEqual(['partition-7|folio.addin.key'])
    expect(new KeyStore(storage, undefined).read()).toBeNull()
    expect(new KeyStore(storage, 'partition-7|').read()).toEqual(approved)
    storage.setItem('folio.addin.key', '{"key": 42}')
    expect(new KeyStore(storage, undefined).read()).toBeNull()
  })
})
