import { join } from 'node:path'
import type { EngineConfig, EngineContext } from './context'
import { openDatabase } from './db/connection'
import { createExtractionPool, type ExtractionPool } from './documents/worker'
import { KeyAuthenticator } from './services/auth/keys'
import { Pairings } from './services/auth/pairings'
import { AllowedOrigins } from './services/settings/allowed-origins'
import { BlobStore } from './storage/blobs'
import { PlaybookCache } from './playbooks'

export function workspaceFiles(dataDir: string) {
  return { database: join(dataDir, 'folio.db'), blobs: join(dataDir, 'blobs') }
}

/** Worker threads start with the first document or manifest, not with the workspace. */
function lazyExtractionPool(): ExtractionPool {
  let pool: ExtractionPool | null = null
  return {
    extract: (bytes, kind) => (pool ??= createExtractionPool()).extract(bytes, kind),
    render: (body, definition, values, reference) => (pool ??= createExtractionPool()).render(body, definition, values, reference),
    preview: (body, definition, values, reference) => (pool ??= createExtractionPool()).preview(body, definition, values, reference),
    readManifest: (text) => (pool ??= createExtractionPool()).readManifest(text),
    close: async () => {
      await pool?.close()
      pool = null
    }
  }
}

export interface Workspace {
  ctx: EngineContext
  /** Tells the context where the engine listens, once it does. */
  setPort(port: number): void
  setTlsPort(port: number | null): void
  close(): Promise<void>
}

/**
 * A workspace opened for work: database (migrated), blob store, keys, extraction. The engine
 * serves one over HTTP; CLI commands that write (import) use one directly.
 */
export function openWorkspace(config: EngineConfig, now: () => number): Workspace {
  const files = workspaceFiles(config.dataDir)
  // Short: a blocked statement blocks the event loop. Writes retry asynchronously (runWrite).
  const db = openDatabase(files.database, { busyTimeoutMs: 100 })
  let port = config.port
  let tlsPort: number | null = null
  const extractor = lazyExtractionPool()
  const ports = { http: () => port, tls: () => tlsPort }
  const allowedOrigins = new AllowedOrigins(db, config.corsOrigins)
  const pairings = new Pairings(db, now, allowedOrigins, ports)
  const keys = new KeyAuthenticator(db)
  const ctx: EngineContext = {
    db,
    blobs: new BlobStore(files.blobs),
    config,
    keys,
    now,
    extractor,
    playbooks: new PlaybookCache(),
    baseUrl: () => `http://127.0.0.1:${port}`,
    ports,
    allowedOrigins,
    pairings
  }
  return {
    ctx,
    setPort: (p) => {
      port = p
    },
    setTlsPort: (p) => {
      tlsPort = p
    },
    async close() {
      pairings.close()
      await extractor.close()
      if (db.open) {
        try {
          keys.flushUse()
        } catch {
          // Another process holds the workspace: the last minute's "last used" times are lost, nothing else.
        }
      }
      if (db.open) {
        db.pragma('optimize')
        db.close()
      }
    }
  }
}
