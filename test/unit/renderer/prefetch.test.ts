import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prefetchOpeningScreen } from '../../../renderer/src/app/prefetch'
import { createServices, type Services } from '../../../renderer/src/app/services'
import { startTestEngine, type TestEngine } from '../../helpers/engine'

let engine: TestEngine
beforeAll(async () => {
  engine = await startTestEngine({ listen: true })
})
afterAll(async () => {
  await engine?.close()
})

function services(): Services {
  return createServices({ baseUrl: engine.url, key: engine.engine.sessionKey, desktop: null }, null)
}

const loading = (window: Services) => ({
  list: window.contractList.getState().status,
  statuses: window.reference.getState().statuses.status,
  categories: window.reference.getState().categories.status,
  properties: window.reference.getState().properties.status
})

describe('the opening screen’s requests', () => {
  it('start together for the contract list, before anything renders: the page, the statuses and the categories', async () => {
    const window = services()
    prefetchOpeningScreen(window, { pathname: '/contracts', search: '?status=2' })
    expect(loading(window)).toEqual({ list: 'loading', statuses: 'loading', categories: 'loading', properties: 'idle' })
    expect(window.contractList.getState().key).toBe(JSON.stringify([['order', 'desc'], ['sort', 'createdAt'], ['status', '2']]))
    await expect.poll(() => loading(window)).toEqual({ list: 'ready', statuses: 'ready', categories: 'ready', properties: 'idle' })
  })

  it('start for a contract opened by its address: the statuses and properties its page shows, not the list', async () => {
    const window = services()
    prefetchOpeningScreen(window, { pathname: '/contracts/0123456789abcdef01234567', search: '' })
    expect(loading(window)).toEqual({ list: 'idle', statuses: 'loading', categories: 'idle', properties: 'loading' })
    await expect.poll(() => loading(window)).toEqual({ list: 'idle', statuses: 'ready', categories: 'idle', properties: 'ready' })
  })

  it('are not made for other screens, which load their own', () => {
    const window = services()
    prefetchOpeningScreen(window, { pathname: '/search', search: '?q=term' })
    expect(loading(window)).toEqual({ list: 'idle', statuses: 'idle', categories: 'idle', properties: 'idle' })
  })
})
