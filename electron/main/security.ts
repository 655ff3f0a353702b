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
 * The window's session: no permission is ever granted (camera, notifications, geolocation…), and
 * every page from the engine carries the CSP.
 */
export function hardenSession(session: Session, engineOrigin: string): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders }
    const hasCsp = Object.keys(headers).some((name) => name.toLowerCase() === 'content-security-policy')
    if (!hasCsp && isSameOrigin(details.url, engineOrigin)) headers['Content-Security-Policy'] = [WINDOW_CSP]
    callback({ responseHeaders: headers })
  })
}

/**
 * The window stays on the engine's origin: navigation elsewhere and new windows are refused;
 * an https link is handed to the system browser instead.
 */
export function hardenWindow(window: BrowserWindow, engineOrigin: string, openExternal: (url: string) => void): void {
  const contents = window.webContents
  contents.on('will-navigate', (event, target) => {
    if (!isSameOrigin(target, engineOrigin)) event.preventDefault()
  })
  contents.on('will-redirect', (event, target) => {
    if (!isSameOrigin(target, engineOrigin)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) openExternal(url)
    return { action: 'deny' }
  })
}
