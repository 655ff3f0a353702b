import type { Page } from 'playwright-core'
import { apiOf, serveDemo, type ServedFolio } from '../../helpers/folio-serve'
import { openWindow, type Window } from './browser'

/** The demo's negotiated licence: the Nordlicht contract whose second version is the licensor's answer. */
export async function negotiatedLicence(engine: ServedFolio): Promise<string> {
  const api = apiOf(engine)
  for (const contract of (await api.call('listContracts', { query: { keyword: 'Nordlicht' } })).contracts) {
    const { versions } = await api.call('listContractVersions', { params: { id: contract.id } })
    if (versions.length >= 2) return contract.id
  }
  throw new Error('The demo workspace has no Nordlicht contract with two versions')
}

/** `folio serve --demo` with a window signed in to it, as a lawyer starts a day's work. */
export interface DemoWindow {
  engine: ServedFolio
  window: Window
  page: Page
  /** The negotiated licence (two versions to compare, text to read and review). */
  licence: string
  /** Closes the window, then stops Folio; a window that threw fails here, after Folio stopped. */
  close(): Promise<void>
}

/**
 * Serves the demo workspace, picks the negotiated licence and opens the window through the
 * one-time link Folio printed. What was started is stopped again when a later step fails, so a
 * failed set-up leaves no Folio running behind it.
 */
export async function openDemoWindow(): Promise<DemoWindow> {
  const engine = await serveDemo()
  let licence: string
  let window: Window
  try {
    licence = await negotiatedLicence(engine)
    window = await openWindow({ link: await engine.windowLink() })
  } catch (error) {
    await engine.stop()
    throw error
  }
  return {
    engine,
    window,
    page: window.page,
    licence,
    async close() {
      try {
        await window.close()
      } finally {
        await engine.stop()
      }
    }
  }
}
