// @vitest-environment jsdom
/** @jsxRuntime automatic */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SyncPage } from '../../../renderer/src/features/sync/SyncPage'
import { SyncStatus } from '../../../renderer/src/features/sync/SyncStatus'
import { createApiClient } from '../../../renderer/src/api/client'
import { createSyncStore } from '../../../renderer/src/features/sync/sync-store'
import { ago, describeChange, describeValue, indicatorOf } from '../../../renderer/src/features/sync/sync-view'
import type { SyncStatusResponse } from '../../../shared/api/sync'
import { startTestEngine, type TestEngine } from '../../helpers/engine'
import { contracts, seedFixtureWorkspace, users } from '../../helpers/fixture-workspace'
import { renderInWindow } from '../renderer/helpers/render'

let service: TestEngine
let local: TestEngine
let serviceKey: string

beforeAll(async () => {
  // Both listen: the local engine syncs with the service over HTTP, and the window talks to the local one over fetch.
  service = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), sync: { schedule: false }, listen: true })
  serviceKey = service.keyFor(users.admin.email, { scopes: ['contracts:write'] })
  local = await startTestEngine({ sync: { schedule: false }, listen: true })
  const sync = local.engine.ctx.sync!
  await sync.configure({ remoteUrl: service.url, apiKey: serviceKey })
  await sync.run()
  // Both sides change the same note; the local edit then waits for the lawyer.
  await local.call('updateContractProperties', { params: { id: contracts.c9 }, body: { properties: { internal_note: 'Ours: signed in London' } } })
  await service.as(serviceKey).call('updateContractProperties', { params: { id: contracts.c9 }, body: { properties: { internal_note: 'Theirs: signed in Leeds' } } })
  await sync.run()
})
afterAll(async () => {
  await local?.close()
  await service?.close()
})
afterEach(cleanup)

const windowEngine = () => ({ url: local.url, key: local.engine.sessionKey })

describe('the sync screen', () => {
  it('shows a conflict with both values, and taking theirs puts the service’s value back here', async () => {
    renderInWindow(<SyncPage />, windowEngine())
    const section = await screen.findByRole('region', { name: 'Conflicts' })
    expect(within(section).getByRole('heading').textContent).toBe('Conflicts to resolve (1)')
    expect(section.querySelector('[data-side="mine"]')?.textContent).toBe('Ours: signed in London')
    expect(section.querySelector('[data-side="theirs"]')?.textContent).toBe('Theirs: signed in Leeds')
    fireEvent.click(within(section).getByRole('button', { name: 'Take theirs' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Conflicts' })).toBe(null))
    const detail = await local.call('getContract', { params: { id: contracts.c9 } })
    expect(detail.properties.internal_note?.value).toBe('Theirs: signed in Leeds')
    expect(within(screen.getByRole('region', { name: 'Waiting to be sent' })).getByRole('heading').textContent).toBe('Waiting to be sent (0)')
  })

  it('shows where sync stands in the status bar, linking to the screen', async () => {
    renderInWindow(<SyncStatus />, windowEngine())
    const item = await screen.findByTestId('sync-status')
    await waitFor(() => expect(item.getAttribute('data-sync-state')).toBe('idle'))
    expect(item.textContent).toMatch(/^Up to date · synced (just now|1 min ago)$/)
    expect(item.getAttribute('href')).toBe('/sync')
  })
})

describe('the window’s sync store against a running engine', () => {
  let service: TestEngine
  let local: TestEngine

  beforeAll(async () => {
    service = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), sync: { schedule: false }, listen: true })
    local = await startTestEngine({ sync: { schedule: false }, listen: true })
  })
  afterAll(async () => {
    await local?.close()
    await service?.close()
  })

  it('connects, shows the engine’s refusal as it words it, syncs and lists what waits', async () => {
    const store = createSyncStore(createApiClient({ baseUrl: local.url, key: local.engine.sessionKey, desktop: null }))
    await store.getState().loadDetails()
    expect(store.getState().status?.state).toBe('unconfigured')

    expect(await store.getState().connect({ remoteUrl: service.url, apiKey: 'folio_wrong' })).toBe(false)
    expect(store.getState().actionError).toBe('The company service refused the API key: The API key is not valid')

    expect(await store.getState().connect({ remoteUrl: service.url, apiKey: service.keyFor(users.admin.email, { scopes: ['contracts:write'] }), intervalSeconds: 600 })).toBe(true)
    expect(store.getState()).toMatchObject({ actionError: null, config: { configured: true, intervalSeconds: 600 }, status: { state: 'idle' } })

    await local.engine.ctx.sync!.run()
    expect((await local.send('updateContractStatus', { params: { id: contracts.c9 }, body: { status: 2 } })).status).toBe(200)
    await store.getState().loadDetails()
    expect(store.getState().pending.map((e) => describeChange(e))).toEqual(['Status → 2'])
    expect(indicatorOf(store.getState().status, Date.now()).text).toMatch(/^Up to date · synced (just now|1 min ago) · 1 change waiting$/)
  })
})

const NOW = Date.UTC(2026, 10, 21, 12)
const base: SyncStatusResponse = {
  state: 'idle',
  remoteUrl: 'https://clm.example.com',
  lastSuccessAt: new Date(NOW - 4 * 60_000).toISOString(),
  lastAttemptAt: new Date(NOW - 4 * 60_000).toISOString(),
  lastError: null,
  lastCounts: null,
  progress: null,
  pending: 0,
  rejected: [],
  conflicts: 0,
  nextRunAt: null
}

describe('what the window says about sync', () => {
  it('names each state in the status bar', () => {
    expect(indicatorOf(null, NOW).text).toBe('Sync…')
    expect(indicatorOf({ ...base, state: 'unconfigured' }, NOW)).toMatchObject({ tone: 'idle', text: 'Sync not set up' })
    expect(indicatorOf(base, NOW)).toMatchObject({ tone: 'ok', text: 'Up to date · synced 4 min ago', detail: 'Connected to https://clm.example.com' })
    expect(indicatorOf({ ...base, pending: 3 }, NOW).text).toBe('Up to date · synced 4 min ago · 3 changes waiting')
    expect(indicatorOf({ ...base, state: 'syncing', progress: { phase: 'contracts', done: 1200, total: null } }, NOW)).toMatchObject({ tone: 'busy', text: 'Syncing contracts 1,200…' })
    expect(indicatorOf({ ...base, state: 'syncing', progress: { phase: 'push', done: 2, total: 5 } }, NOW).text).toBe('Syncing sending changes 2 of 5…')
    expect(indicatorOf({ ...base, state: 'offline', pending: 1, lastError: { at: base.lastSuccessAt!, kind: 'offline', message: 'ECONNREFUSED' } }, NOW)).toMatchObject({ tone: 'down', text: 'Offline · 1 change waiting' })
    expect(indicatorOf({ ...base, state: 'error', lastError: { at: base.lastSuccessAt!, kind: 'refused', message: 'The company service refused the API key: revoked' } }, NOW)).toMatchObject({
      tone: 'down',
      text: 'Sync failed',
      detail: 'The company service refused the API key: revoked'
    })
    expect(indicatorOf({ ...base, conflicts: 2 }, NOW)).toMatchObject({ tone: 'warn', text: '2 conflicts to resolve' })
  })

  it('shows values as the contract does, and each waiting change in a line', () => {
    expect(describeValue(Date.UTC(2026, 2, 1), 'date')).toBe('1 Mar 2026')
    expect(describeValue({ id: 'b0', label: 'Acme Corporation' }, 'party')).toBe('Acme Corporation')
    expect(describeValue({ code: 3, label: 'Pending Approval' }, 'status')).toBe('Pending Approval')
    expect(describeValue(['Exclusivity', 'Non-compete'], 'multi-option')).toBe('Exclusivity, Non-compete')
    expect(describeValue(125000, 'number')).toBe('125,000')
    expect(describeValue(null, 'string')).toBe('—')
    expect(describeChange({ operation: 'contract.properties', payload: { properties: { payment_terms_days: 60, confidential: true } } })).toBe('Properties: payment_terms_days → 60, confidential → Yes')
    expect(describeChange({ operation: 'contract.status', payload: { status: 5 } })).toBe('Status → 5')
    expect(describeChange({ operation: 'contract.generate', payload: { templateId: 'b'.repeat(24), contractName: 'NDA – Acme', values: {}, options: { persist: true, triggerWorkflows: false } } })).toBe('New contract from a template: NDA – Acme')
    expect(ago(new Date(NOW - 3 * 3_600_000).toISOString(), NOW)).toBe('3 h ago')
  })
})
