import type { FastifyRequest } from 'fastify'

/**
 * The cookie that carries the window's session in browser mode. Cookies are scoped to a host, not
 * a port, so the name carries the engine's http port: two engines on one laptop never clobber
 * each other's.
 */
export function windowCookieName(httpPort: number): string {
  return `folio-session-${httpPort}`
}

/**
 * HttpOnly (no script reads it, ours included), SameSite=Strict (no other site's page makes the
 * browser send it), Path=/ for the API and the pages alike, no Expires: it lives as long as the
 * browser session, and the key dies with the engine anyway. Not Secure: the window's origin is
 * http on loopback, which never leaves the machine.
 */
export function windowCookie(httpPort: number, sessionKey: string): string {
  return `${windowCookieName(httpPort)}=${sessionKey}; Path=/; HttpOnly; SameSite=Strict`
}

/** The value of one cookie in a Cookie header, or undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}

/**
 * The window's session presented by cookie, or undefined. Only on the http listener: the https
 * origin belongs to add-in panes, which get their own key by pairing. A cookie set on
 * http://localhost would otherwise ride along with the pane's requests to https://localhost
 * (cookies are not bound to a scheme or a port).
 */
export function presentedCookie(request: FastifyRequest, httpPort: number, overTls: boolean): string | undefined {
  if (overTls) return undefined
  return cookieValue(request.headers.cookie, windowCookieName(httpPort))
}

/**
 * Why a request that authenticates by the window's cookie must be refused, or null. SameSite=Strict
 * stops other sites, but not a page on another port of the same host (http://127.0.0.1:3000 is the
 * same site as the engine), and a multipart upload or a GET needs no preflight. So the browser's
 * own account of where the request came from must name the engine's origin: Sec-Fetch-Site is
 * `same-origin` (or `none`, a URL the user typed, for reads only), and an Origin, when sent, is
 * the engine's own. Programs (no Origin, no Sec-Fetch-Site) holding the cookie hold the key anyway.
 */
export function crossOriginRefusal(request: FastifyRequest): string | null {
  const site = request.headers['sec-fetch-site']
  const safe = request.method === 'GET' || request.method === 'HEAD'
  if (site !== undefined && site !== 'same-origin' && !(site === 'none' && safe)) {
    return `The window's session is accepted only from Folio's own pages (this request is ${String(site)})`
  }
  const origin = request.headers.origin
  if (origin !== undefined && origin !== `http://${(request.headers.host ?? '').toLowerCase()}`) {
    return `The window's session is accepted only from Folio's own pages, not from ${origin}`
  }
  return null
}
