import type { BrowserWindow, Session } from 'electron'
import { PAGE_CSP } from '../engine/http/page-policy'

/** The policy the engine sends with the page; applied again in case a response lacks it. */
export const WINDOW_CSP = PAGE_CSP

export function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin
  } catch {
    return false
  }
}

/**
 * Every page from the engine carries the CSP. (Permissions, the spellchecker and requests off the
 * machine are offline.ts's.)
 */
export function hardenSession(session: Session, engineOrigin: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders }
    const hasCsp = Object.keys(headers).some((name) => name.toLowerCase() === 'content-security-policy')
    if (!hasCsp && isSameOrigin(details.url, engineOrigin)) headers['Content-Security-Policy'] = [WINDOW_CSP]
    callback({ responseHeaders: headers })
  })
}

/**
 * The window stays on the engine's origin: navigation elsewhere and new windows are refused; a
 * link meant for the system browser goes to `openOutside`, which decides (offline.ts).
 */
export function hardenWindow(window: BrowserWindow, engineOrigin: string, openOutside: (url: string) => void): void {
  const contents = window.webContents
  contents.on('will-navigate', (event, target) => {
    if (!isSameOrigin(target, engineOrigin)) event.preventDefault()
  })
  contents.on('will-redirect', (event, target) => {
    if (!isSameOrigin(target, engineOrigin)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url)
    return { action: 'deny' }
  })
}
