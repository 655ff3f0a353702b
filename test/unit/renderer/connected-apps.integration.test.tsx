// @vitest-environment jsdom
/** @jsxRuntime automatic */
import { spawnSync } from 'node:child_process'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConnectedAppsPage } from '../../../renderer/src/features/connected-apps/ConnectedAppsPage'
import { PairingPrompt } from '../../../renderer/src/features/connected-apps/PairingPrompt'
import { watchPairings } from '../../../renderer/src/features/connected-apps/pairing-store'
import { describeRequest } from '../../../renderer/src/features/connected-apps/pairing-view'
import type { BodyOf, ResponseOf } from '../../../shared/api/operations'
import { tempDir } from '../../helpers/engine'
import { apiOf, builtFolio, serveDemo, type ServedFolio } from '../../helpers/folio-serve'
import { renderInWindow } from './helpers/render'

// The engine's trust check and the Trust button use this user's NSS database: a temporary one
// (the engine's process inherits HOME).
process.env.HOME = tempDir('folio-home-')
const hasCertutil = spawnSync('certutil', ['-H']).error === undefined

/*
 * The engine runs as `folio serve` in its own process: its certificate is made with Node's Web
 * Crypto, which a jsdom test realm cannot lend it.
 */
let folio: ServedFolio
beforeAll(async () => {
  if (builtFolio) folio = await serveDemo({ demo: false })
})
afterAll(() => folio?.stop())
afterEach(cleanup)

const windowEngine = () => ({ url: folio.url, key: folio.key })

/** The engine as the window's session reaches it, and as an app that asks to pair (with no key yet). */
const windowApi = () => apiOf(folio)
const appApi = () => apiOf({ url: folio.url, key: null })

// call answers only the operation's declared 201.
const ask = (appName: string, scopes: BodyOf<'createPairing'>['scopes']) => appApi().call('createPairing', { body: { appName, scopes } })
const poll = (created: ResponseOf<'createPairing'>) => appApi().send('pollPairing', { params: { pairingId: created.pairingId }, headers: { 'x-pairing-secret': created.secret } })

describe('describing a request', () => {
  it('names the app, where it asks from and what it asks for', () => {
    expect(describeRequest({ appName: 'Folio for Word', origin: 'https://localhost:48621', scopes: ['contracts:write'] })).toBe(
      'Folio for Word (https://localhost:48621) asks to read your contracts and edit them.'
    )
    expect(describeRequest({ appName: 'Script', origin: null, scopes: [] })).toBe('Script (a program on this computer) asks to read your contracts.')
  })
})

describe.skipIf(!builtFolio)('the pairing prompt', () => {
  it('appears as soon as an app asks, and Allow without editing grants a read-only key', async () => {
    const { services } = renderInWindow(<PairingPrompt />, windowEngine())
    const stop = watchPairings(services.pairings, services.api)
    try {
      await waitFor(() => expect(services.pairings.getState().revision).not.toBeNull())
      const created = await ask('Folio for Word', ['contracts:write'])
      const prompt = await screen.findByRole('alertdialog', { name: 'An app asks to connect to Folio' })
      expect(within(prompt).getByText('Folio for Word (a program on this computer) asks to read your contracts and edit them.')).toBeTruthy()
      expect(within(prompt).getByTestId('pairing-code').textContent).toBe(created.code)
      fireEvent.click(within(prompt).getByRole('checkbox', { name: 'Allow it to edit contracts (properties and status)' }))
      fireEvent.click(within(prompt).getByRole('button', { name: `Allow Folio for Word (${created.code})` }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBe(null))
      const delivered = await poll(created)
      expect(delivered.body).toMatchObject({ state: 'approved', scopes: [] })
    } finally {
      stop()
    }
  })

  it('Deny ends the request: the app is told 410', async () => {
    const { services } = renderInWindow(<PairingPrompt />, windowEngine())
    const stop = watchPairings(services.pairings, services.api)
    try {
      const created = await ask('Unknown tool', [])
      const prompt = await screen.findByRole('alertdialog')
      expect(within(prompt).queryByRole('checkbox')).toBe(null)
      fireEvent.click(within(prompt).getByRole('button', { name: `Deny Unknown tool (${created.code})` }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBe(null))
      expect((await poll(created)).status).toBe(410)
    } finally {
      stop()
    }
  })
})

describe.skipIf(!builtFolio)('the Connected apps screen', () => {
  it('lists a paired app with its origin and access, and Disconnect cuts it off', async () => {
    const created = await ask('Clause helper', ['contracts:write'])
    await windowApi().call('approvePairing', { params: { pairingId: created.pairingId }, body: {} })
    const delivered = await poll(created)
    if (!delivered.ok || delivered.body.state !== 'approved') throw new Error('no key')
    const { key, keyId } = delivered.body

    renderInWindow(<ConnectedAppsPage />, windowEngine())
    const list = await screen.findByRole('region', { name: 'Apps and keys' })
    const row = await waitFor(() => {
      const found = list.querySelector(`[data-key="${keyId}"]`)
      if (!(found instanceof HTMLElement)) throw new Error('the paired app is not listed')
      return found
    })
    expect(row.textContent).toContain('Clause helper')
    expect(row.textContent).toContain('Paired app')
    expect(row.textContent).toContain('Read and edit')
    expect(row.textContent).toContain('Workspace owner')
    expect(within(list).getByText('This window')).toBeTruthy()

    fireEvent.click(within(row).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(list.querySelector(`[data-key="${keyId}"]`)).toBe(null))
    expect(await apiOf({ url: folio.url, key }).send('test')).toMatchObject({ status: 403, body: { message: 'The API key has been revoked' } })
  })

  it.skipIf(!hasCertutil)('says the certificate is not trusted yet, and Trust trusts it for this user', async () => {
    renderInWindow(<ConnectedAppsPage />, windowEngine())
    const section = await screen.findByRole('region', { name: 'HTTPS for Office add-ins' })
    await waitFor(() => expect(within(section).getByTestId('certificate-trust').textContent).toBe('Not trusted yet'))
    expect(within(section).getByText(folio.tlsUrl)).toBeTruthy()
    fireEvent.click(within(section).getByRole('button', { name: 'Trust the certificate' }))
    await waitFor(() => expect(within(section).getByTestId('certificate-trust').textContent).toBe('Trusted on this computer'), { timeout: 15_000 })
    expect(within(section).getByText('Folio’s certificate is trusted on this computer.')).toBeTruthy()
  })

  it('adds an allowed origin, shows the engine’s reason for a wrong one, and removes it', async () => {
    renderInWindow(<ConnectedAppsPage />, windowEngine())
    const section = await screen.findByRole('region', { name: 'Allowed origins' })
    const input = await within(section).findByRole('textbox', { name: 'Origin to allow' })
    fireEvent.change(input, { target: { value: 'https://*.firm.test' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Allow origin' }))
    expect((await within(section).findByRole('alert')).textContent).toBe("origins[0] 'https://*.firm.test' has a wildcard: give each origin exactly, e.g. https://addins.firm.example")

    fireEvent.change(input, { target: { value: 'https://clm-addin.firm.test' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Allow origin' }))
    await waitFor(() => expect(section.querySelector('[data-origin="https://clm-addin.firm.test"]')).not.toBe(null))
    expect((await windowApi().call('getAllowedOrigins')).origins).toEqual(['https://clm-addin.firm.test'])

    const item = section.querySelector('[data-origin="https://clm-addin.firm.test"]')
    if (!(item instanceof HTMLElement)) throw new Error('the origin is not listed')
    fireEvent.click(within(item).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(section.querySelector('[data-origin="https://clm-addin.firm.test"]')).toBe(null))
    expect((await windowApi().call('getAllowedOrigins')).origins).toEqual([])
  })
})
