import type { Db } from './db/connection'
import type { BlobStore } from './storage/blobs'
import type { KeyAuthenticator } from './services/auth/keys'
import type { ExtractionPool } from './documents/worker'
import type { PlaybookCache } from './playbooks'
import type { DocumentJobs } from './services/documents/jobs'
import type { SyncControl } from './sync-control'
import type { AllowedOrigins } from './services/settings/allowed-origins'
import type { Pairings } from './services/auth/pairings'
import type { TlsControl } from './tls'
import type { ListenerPorts } from './listeners'
import type { RateLimitConfig } from './rate-limit'
import type { ApiActivity } from './api-activity'

export type { ListenerPorts, RateLimitConfig }

export interface EngineConfig {
  /** The workspace folder: folio.db and blobs/. */
  dataDir: string
  /** 0 picks a free port (tests). */
  port: number
  /** null disables the limit (benchmarks). */
  rateLimit: RateLimitConfig | null
  /** Origins (Office add-ins) allowed to call the engine from a browser context, for this run. Never '*'. */
  corsOrigins: string[]
  /** The https listener's port (0 picks a free one); null serves no https. */
  tlsPort: number | null
  /** Built renderer to serve in browser mode; null serves no UI. */
  rendererDir: string | null
  /** The service's own name, used e.g. for the default generated contract name. */
  serviceName: string
  /** Check every JSON response against its route's schema (tests turn this on). */
  validateResponses: boolean
  /** Languages OCR reads (Tesseract codes; each needs its @tesseract.js-data package). */
  ocrLanguages: string[]
  /** Document worker threads; null: one fewer than the CPUs, between 1 and 4. */
  documentWorkers: number | null
  /**
   * Read the key terms of stored texts that have none, in the background (pulled by sync,
   * imported before Folio read them). Off only where a benchmark measures a workspace at rest.
   */
  backgroundKeyTerms: boolean
}

/** Everything a route or service needs, created once per engine. */
export interface EngineContext {
  readonly db: Db
  readonly blobs: BlobStore
  readonly config: EngineConfig
  readonly keys: KeyAuthenticator
  now(): number
  /** Compiled playbooks for matching, by id, version and last change. */
  readonly playbooks: PlaybookCache
  /** Document extraction in worker threads (started on first use). */
  readonly extractor: ExtractionPool
  /** Imports and OCR runs in progress, for progress and cancel. */
  readonly documentJobs: DocumentJobs
  /** http://127.0.0.1:PORT once the engine listens. */
  baseUrl(): string
  /** Where the engine listens, once it does. */
  readonly ports: ListenerPorts
  /** Origins allowed to call the engine from a browser (CORS): the command line's and the workspace's. */
  readonly allowedOrigins: AllowedOrigins
  /** Pairing requests from add-ins and their answers. */
  readonly pairings: Pairings
  /** The requests being answered: background work waits for a quiet moment between them. */
  readonly activity: ApiActivity
  /** HTTPS on loopback: the certificate and its trust; absent when https is off or outside a running engine. */
  readonly tls?: TlsControl
  /** Sync with the company service; present in a running engine, absent in CLI commands that open a workspace. */
  readonly sync?: SyncControl
}

/** The link to a contract in Folio's window ("url" in the spec's contract shapes). */
export function contractUrl(ctx: EngineContext, id: string): string {
  return `${ctx.baseUrl()}/contracts/${id}`
}
