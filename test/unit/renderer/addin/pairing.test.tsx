// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../../renderer/src/api/client'
import { KeyStore, type PaneKey } from '../../../../renderer/src/addin/pairing/key-store'
import { PairingScreen } from '../../../../renderer/src/addin/pairing/PairingScreen'
import type { ResponseOf } from '../../../../shared/api/operations'
import { startTestEngine, type TestEngine } from '../../../helpers/engine'
import { seedFixtureWorkspace, users } from '../../../helpers/fixture-workspace'

let t: TestEngine
beforeAll(async () => {
  t = await startTestEngine({ seed: (engine) => seedFixtureWorkspace(engine.db), listen: true })
})
afterAll(async () => {
  await t?.close()
})
afterEach(cleanup)

function paneStore(): KeyStore {
  window.localStorage.clear()
  return new KeyStore(window.localStorage, undefined)
}

interface Seen {
  method: string
  url: string
  headers: Record<string, string>
}

/** The pane's client to the engine, noting every request it makes (and passing each on unchanged). */
function paneApi() {
  const seen: Seen[] = []
  const observed: typeof fetch = (input, init) => {
    seen.push({ method: init?.method ?? 'GET', url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()) })
    return fetch(input, init)
  }
  return { seen, api: createApiClient({ baseUrl: t.url, key: '', desktop: null }, { fetch: observed }) }
}

/** What Folio's window sees: the pending pairing with this code, as its prompt lists it. */
async function pendingWithCode(code: string): Promise<ResponseOf<'listPairings'>['pairings'][number]> {
  const { pairings } = await t.call('listPairings')
  const pairing = pairings.find((p) => p.code === code)
  if (!pairing) throw new Error(`Folio's window lists no pairing with the code ${code}`)
  return pairing
}

describe('pairing the pane with Folio', () => {
  it('asks as soon as it opens, shows the code, and hands over the key the window allows; no key and no secret ever travel in a URL', async () => {
    const pane = paneApi()
    const paired: PaneKey[] = []
    const store = paneStore()
    render(<PairingScreen api={pane.api} store={store} onPaired={(key) => paired.push(key)} />)
    const code = (await screen.findByTestId('pairing-code')).textContent ?? ''
    expect(code).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/)
    const pairing = await pendingWithCode(code)
    expect([pairing.appName, pairing.scopes]).toEqual(['Folio for Word', ['contracts:write']])

    await t.call('approvePairing', { params: { pairingId: pairing.pairingId }, body: { scopes: [] } })
    await expect.poll(() => paired.length, { timeout: 15_000 }).toBe(1)
    const [key] = paired
    expect(key && { scopes: key.scopes, user: key.user.email }).toEqual({ scopes: [], user: users.admin.email })
    const me = await t.as(key?.key ?? null).call('getMe')
    expect([me.label, me.scopes]).toEqual(['Folio for Word', []])

    const pollUrl = `${t.url}/local/pairings/${pairing.pairingId}`
    expect(pane.seen[0]).toMatchObject({ method: 'POST', url: `${t.url}/local/pairings` })
    expect(pane.seen.slice(1).every((request) => request.method === 'GET' && request.url === pollUrl && request.headers['x-pairing-secret'])).toBe(true)
    expect(pane.seen.every((request) => !('x-api-key' in request.headers) && !request.url.includes(request.headers['x-pairing-secret'] ?? '\u0000'))).toBe(true)
  })

  it('says so when Folio’s window denies it, and asks again on Try again', async () => {
    const pane = paneApi()
    render(<PairingScreen api={pane.api} store={paneStore()} onPaired={() => undefined} />)
    const first = await pendingWithCode((await screen.findByTestId('pairing-code')).textContent ?? '')
    await t.call('denyPairing', { params: { pairingId: first.pairingId } })
    const notice = await screen.findByText('Folio did not allow this pane: The pairing was denied in Folio', {}, { timeout: 15_000 })
    expect(notice).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const again = await pendingWithCode((await screen.findByTestId('pairing-code')).textContent ?? '')
    expect(again.pairingId).not.toBe(first.pairingId)
    await t.call('denyPairing', { params: { pairingId: again.pairingId } })
    await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })
    expect(pane.seen.filter((request) => request.method === 'POST')).toHaveLength(2)
  })

  it('closed and opened again while its request waits, waits on the same code, and collects the key', async () => {
    const pane = paneApi()
    const store = paneStore()
    render(<PairingScreen api={pane.api} store={store} onPaired={() => undefined} />)
    const code = (await screen.findByTestId('pairing-code')).textContent ?? ''
    cleanup()

    const paired: PaneKey[] = []
    render(<PairingScreen api={pane.api} store={store} onPaired={(key) => paired.push(key)} />)
    expect((await screen.findByTestId('pairing-code')).textContent).toBe(code)
    const pairing = await pendingWithCode(code)
    await t.call('approvePairing', { params: { pairingId: pairing.pairingId }, body: {} })
    await expect.poll(() => paired.map((key) => key.scopes), { timeout: 15_000 }).toEqual([['contracts:write']])
    expect(pane.seen.filter((request) => request.method === 'POST')).toHaveLength(1)
    expect(store.waitingPairing(Date.now())).toBeNull()
  })

  it('keeps the key in the pane’s storage under the Office partition key where there is one', () => {
    const approved: PaneKey = { key: 'folio_paired_key', keyId: 'k1', scopes: ['contracts:write'], user: { id: 'u1', name: 'Mia Member', email: 'mia@firm.test' } }
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
