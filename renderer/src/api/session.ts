import type { FolioWindowApi } from '../../../shared/window-api'

declare global {
  interface Window {
    /** Present only in the desktop app: the preload's bridge. */
    folio?: FolioWindowApi
  }
}

/** How the window reaches the engine for this launch. */
export interface Session {
  /** Origin of the engine; the page is served from it, so API calls stay same-origin (CSP connect-src 'self'). */
  baseUrl: string
  /**
   * The x-api-key the window sends: the desktop app's session key. Empty in browser mode, where the
   * session is an HttpOnly cookie the page cannot read and the browser sends by itself.
   */
  key: string
  /** The desktop bridge, or null in browser mode. */
  desktop: FolioWindowApi | null
  /** The desktop app's version; absent in browser mode. */
  appVersion?: string
}

/**
 * In the desktop app the main process hands over the engine's address and the session key over
 * IPC, once the page has loaded. In browser mode the page carries nothing: the browser holds the
 * session cookie its one-time link set, and sends it with every same-origin call.
 */
export async function readSession(win: Window = window): Promise<Session> {
  const desktop = win.folio ?? null
  if (!desktop) return { baseUrl: win.location.origin, key: '', desktop: null }
  const handed = await desktop.session()
  return { baseUrl: handed.engineUrl || win.location.origin, key: handed.sessionKey, desktop, appVersion: handed.appVersion }
}
