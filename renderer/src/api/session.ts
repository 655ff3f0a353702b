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
  key: string
  /** The desktop bridge, or null in browser mode. */
  desktop: FolioWindowApi | null
}

/**
 * In the desktop app the preload hands over the engine's address and key; in browser mode the
 * engine injected the key into the page it served. The page is the engine's own either way.
 */
export function readSession(win: Window = window): Session {
  const desktop = win.folio ?? null
  const meta = win.document.querySelector<HTMLMetaElement>('meta[name="folio-session"]')
  const key = desktop?.sessionKey || meta?.content || ''
  const baseUrl = desktop?.engineUrl || win.location.origin
  return { baseUrl, key, desktop }
}
