import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_CSP } from './page-policy'

/** Paths that belong to the API; everything else under GET is the single-page app. */
const API_PREFIXES = ['/v1/', '/v2/', '/local/']

export { PAGE_CSP }

/**
 * Browser mode: the engine serves the built renderer and hands the page its per-launch session
 * key in a meta tag. Only same-origin code can read it — the engine sends no CORS headers to
 * other origins and refuses foreign Host headers.
 */
export async function installBrowserPage(app: FastifyInstance, rendererDir: string, sessionKey: () => string): Promise<void> {
  const indexFile = join(rendererDir, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`The window is not built (${indexFile} is missing): run npm run build`)
  const template = readFileSync(indexFile, 'utf8')
  // The Word pane's page is served at /addin/ with its own policy (addin-page.ts), never as a bare file.
  await app.register(fastifyStatic, { root: rendererDir, prefix: '/', index: false, wildcard: false, serve: true, globIgnore: ['addin.html'] })

  const sendPage = (reply: FastifyReply) => {
    const html = template.replace('<head>', `<head>\n    <meta name="folio-session" content="${sessionKey()}" />`)
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply))
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (API_PREFIXES.some((p) => path.startsWith(p)) || path === '/index.html' || path === '/addin.html') {
      return reply.callNotFound()
    }
    // Client-side routes (/contracts/…, /renewals) get the page; real files were served above.
    return sendPage(reply)
  })
}
