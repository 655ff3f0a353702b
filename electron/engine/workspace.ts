import type { EngineConfig, EngineContext } from './context'
import { closeDatabase, openDatabase } from './db/connection'
import { ocrSettings } from './documents/extraction'
import { createExtractionPool, type ExtractionPool, type ExtractionPoolOptions } from './documents/worker'
import { DocumentJobs } from './services/documents/jobs'
import { KeyAuthenticator } from './services/auth/keys'
import { Pairings } from './services/auth/pairings'
import { AllowedOrigins } from './services/settings/allowed-origins'
import { BlobStore } from './storage/blobs'
import { PlaybookCache } from './playbooks'
import { workspaceFiles } from './workspace-files'
import { ApiActivity } from './api-activity'

export { workspaceFiles }

/** Worker threads start with the first document or manifest, not with the workspace. */
function lazyExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  let pool: ExtractionPool | null = null
  return {
    ocrEngine: (options.ocr ?? ocrSettings()).engine,
    get workers() {
      return pool?.workers ?? 0
    },
    extract: (bytes, kind, extractOptions) => (pool ??= createExtractionPool(options)).extract(bytes, kind, extractOptions),
    render: (body, definition, values, reference) => (pool ??= createExtractionPool(options)).render(body, definition, values, reference),
    preview: (body, definition, values, reference) => (pool ??= createExtractionPool(options)).preview(body, definition, values, reference),
    readManifest: (text) => (pool ??= createExtractionPool(options)).readManifest(text),
    compare: (oldParagraphs, newParagraphs, compareOptions) => (pool ??= createExtractionPool(options)).compare(oldParagraphs, newParagraphs, compareOptions),
    redline: (oldParagraphs, newParagraphs, compareOptions, document) => (pool ??= createExtractionPool(options)).redline(oldParagraphs, newParagraphs, compareOptions, document),
    checkDrafting: (paragraphs) => (pool ??= createExtractionPool(options)).checkDrafting(paragraphs),
    readKeyTerms: (paragraphs, readOptions) => (pool ??= createExtractionPool(options)).readKeyTerms(paragraphs, readOptions),
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
  // First: a missing language package is a mistake to report before anything opens.
  const ocr = ocrSettings({ languages: config.ocrLanguages })
  // Short: a blocked statement blocks the event loop. Writes retry asynchronously (runWrite).
  const db = openDatabase(files.database, { busyTimeoutMs: 100 })
  let port = config.port
  let tlsPort: number | null = null
  const extractor = lazyExtractionPool({ ocr, ...(config.documentWorkers === null ? {} : { size: config.documentWorkers }) })
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
    documentJobs: new DocumentJobs(),
    playbooks: new PlaybookCache(),
    baseUrl: () => `http://127.0.0.1:${port}`,
    ports,
    allowedOrigins,
    pairings,
    activity: new ApiActivity()
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
          await keys.flushUse()
        } catch {
          // Another process holds the workspace: the last minute's "last used" times are lost, nothing else.
        }
      }
      if (db.open) {
        closeDatabase(db)
      }
    }
  }
}
