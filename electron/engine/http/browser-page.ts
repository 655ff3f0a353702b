import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { NotFoundError } from '../errors'
import { isApiPath } from './cors'
import type { ListenerPorts } from '../context'
import { arrivedOverTls } from './guards'
import { ADDIN_CSP, PAGE_CSP } from './page-policy'
import type { WindowSignIn } from '../services/auth/window-sign-in'
import { windowCookie } from './window-cookie'
import { installBuiltAssets } from './built-assets'

export { PAGE_CSP }

/** Office add-in panes: served on both listeners, framable by Office on the web, never given a session. */
export const ADDIN_PREFIX = '/addin/'

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/'
}

function isAddinPath(path: string): boolean {
  return path === '/addin' || path.startsWith(ADDIN_PREFIX)
}

/**
 * The address a signed-in page is redirected to: the same path and query without the token, so
 * the token stays neither in the address bar nor in the browser's history of visited pages.
 */
function withoutToken(url: string): string {
  const parsed = new URL(url, 'http://folio.invalid')
  parsed.searchParams.delete('token')
  return parsed.pathname + parsed.search
}

/**
 * Browser mode: the engine serves the built renderer, an app shell with no credential in it. The
 * page's session is the cookie a one-time link hands over (`/?token=…`, printed by `folio serve`):
 * the token is spent, the cookie set, and the page redirected to its address without the token.
 * The window is served on the http listener alone: the https origin is the add-in panes', and the
 * cookie is never honoured there (a pane gets its key by pairing).
 */
export async function installBrowserPage(app: FastifyInstance, rendererDir: string, signIn: WindowSignIn, ports: ListenerPorts): Promise<void> {
  const indexFile = join(rendererDir, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`The window is not built (${indexFile} is missing): run npm run build`)
  const html = readFileSync(indexFile, 'utf8')
  // The Word pane's page is served at /addin/ (addin-page.ts), never as a bare file.
  installBuiltAssets(app, rendererDir)
  await app.register(fastifyStatic, { root: rendererDir, prefix: '/', index: false, wildcard: false, serve: true, globIgnore: ['addin.html', 'assets/**'] })

  // Every answer under /addin/, files and pages alike, may be framed by Office; nothing else may.
  app.addHook('onSend', async (request, reply) => {
    if (!isAddinPath(pathOf(request))) return
    void reply.header('content-security-policy', ADDIN_CSP).header('referrer-policy', 'no-referrer').removeHeader('x-frame-options')
  })

  const sendWindow = (request: FastifyRequest, reply: FastifyReply) => {
    if (arrivedOverTls(request)) {
      throw new NotFoundError(`Folio's window is served at http://127.0.0.1:${ports.http()}; this https address serves the API and Office add-ins`)
    }
    const token = new URL(request.url, 'http://folio.invalid').searchParams.get('token')
    if (token !== null) {
      // A spent or unknown token sets nothing: the page then asks for the link from the terminal
      // (or works on, if this browser signed in before).
      if (signIn.redeem(token)) void reply.header('set-cookie', windowCookie(ports.http(), signIn.sessionKey))
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(withoutToken(request.url), 303)
    }
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  }
  app.get('/', { schema: { hide: true } }, (request, reply) => sendWindow(request, reply))
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = pathOf(request)
    // Pane paths are never the window's page (the pane's own page is installed by addin-page.ts).
    if (isApiPath(path) || path === '/index.html' || path === '/addin.html' || isAddinPath(path)) return reply.callNotFound()
    // Client-side routes (/contracts/…, /renewals) get the page; real files were served above.
    return sendWindow(request, reply)
  })
}
