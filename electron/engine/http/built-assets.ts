import type { FastifyInstance } from 'fastify'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'

/** The built window's and panes' scripts and styles, under /assets/ (index.html and addin.html name them). */
export const ASSETS_PREFIX = '/assets/'

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2'
}

interface Asset {
  body: Buffer
  type: string
}

/**
 * Held in memory and sent in one write: a page's first paint waits on these scripts, and a file
 * streamed from disk costs the engine a stat, an open and several reads, each waiting its turn on
 * a busy event loop (some 60–300 ms on a loaded laptop, where the page itself, sent from memory,
 * took 10 ms). They are a few hundred KB, fixed for the life of the build. Their names carry a hash
 * of their content, so a browser may keep them for good: a new build names new files.
 */
export function installBuiltAssets(app: FastifyInstance, rendererDir: string): void {
  const dir = join(rendererDir, ASSETS_PREFIX)
  const assets = new Map<string, Asset>()
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      assets.set(name, { body: readFileSync(join(dir, name)), type: TYPES[extname(name)] ?? 'application/octet-stream' })
    }
  }
  app.get<{ Params: { file: string } }>(`${ASSETS_PREFIX}:file`, { schema: { hide: true } }, (request, reply) => {
    const asset = assets.get(request.params.file)
    if (!asset) return reply.callNotFound()
    return reply.header('content-type', asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body)
  })
}
