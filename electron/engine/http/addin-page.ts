import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ADDIN_CSP } from './page-policy'

/** Where Microsoft requires add-ins to load Office.js from. */
export const OFFICE_JS_CDN = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js'
/** Folio's copy, from the @microsoft/office-js package, for when the CDN cannot be reached. */
export const OFFICE_JS_LOCAL_PREFIX = '/addin/office-js/'


/** The folder of Office.js files in the installed @microsoft/office-js package, or null without it. */
export function officeJsDir(): string | null {
  try {
    const dir = join(dirname(createRequire(import.meta.url).resolve('@microsoft/office-js/package.json')), 'dist')
    return existsSync(join(dir, 'office.js')) ? dir : null
  } catch {
    return null
  }
}

/**
 * Folio for Word's task pane at /addin/ (the second page of the renderer build), its icons under
 * /addin/icons/ (served with the rest of the build), and a copy of Office.js at
 * /addin/office-js/ with every host file office.js loads next to itself.
 */
export async function installAddinPage(app: FastifyInstance, rendererDir: string, officeJs: string | null = officeJsDir(), log?: (message: string) => void): Promise<void> {
  const pageFile = join(rendererDir, 'addin.html')
  if (!existsSync(pageFile)) throw new Error(`The Word pane is not built (${pageFile} is missing): run npm run build`)
  const page = readFileSync(pageFile, 'utf8')
  const sendPane = (reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', ADDIN_CSP)
      .header('referrer-policy', 'no-referrer')
      .send(page)

  app.get('/addin', { schema: { hide: true } }, (_request, reply) => reply.redirect('/addin/', 301))
  app.get('/addin/', { schema: { hide: true } }, (_request, reply) => sendPane(reply))
  if (officeJs) {
    await app.register(fastifyStatic, { root: officeJs, prefix: OFFICE_JS_LOCAL_PREFIX, decorateReply: false, index: false, wildcard: true, maxAge: '1d' })
  } else {
    log?.('The @microsoft/office-js package is not installed: the Word pane will need the Office.js CDN')
  }
  // Any other path under /addin/ that is not a built file gets the pane too, never the window's
  // page (which would carry its session key).
  app.get('/addin/*', { schema: { hide: true } }, (_request, reply) => sendPane(reply))
}
