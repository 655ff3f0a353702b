import type { EngineConfig, EngineContext } from './context'
import type { Db } from './db/connection'
import { buildHttpServer, type HttpServer } from './http/server'
import { allRoutes } from './http/routes'
import { ensureWindowUser, windowUserId } from './services/workspace/owner'
import { startMaintenance } from './services/workspace/maintenance'
import { startKeyTermReading, type KeyTermReading } from './services/key-terms/background'
import { Checkpointer } from './db/checkpointer'
import { openWorkspace } from './workspace'
import type { AttachedSync } from './sync-control'
import type { Transport } from '../../shared/api/client'
import { inProcessTransport } from './http/in-process'
import { DEFAULT_OCR_LANGUAGES, parseOcrLanguages } from './documents/extraction'
import { TlsService, trustStoresFor } from './tls'
import { WindowSignIn } from './services/auth/window-sign-in'

export { workspaceFiles, openWorkspace } from './workspace'

export interface EngineOptions extends Partial<Omit<EngineConfig, 'dataDir'>> {
  dataDir: string
  /** Injected clock (tests). */
  now?: () => number
  /** Runs once on the open workspace before the engine starts (e.g. seeding the demo). */
  initialize?: (ctx: EngineContext) => unknown
  log?: (message: string, error?: unknown) => void
  /**
   * Attaches sync with the company service to the open workspace (electron/sync's
   * `createSyncedEngine` passes it). Without it the engine runs and /local/sync answers 503.
   */
  attachSync?: (ctx: EngineContext) => AttachedSync
}

export interface Engine {
  readonly ctx: EngineContext
  readonly db: Db
  /** The key Folio's own window uses for this launch (the desktop app hands it over IPC). */
  readonly sessionKey: string
  /**
   * A one-time link that signs a browser in as the window (browser mode): opening it sets the
   * session cookie and spends the token. Each call retires the previous link.
   */
  windowLink(): string
  /** Told each time a link is spent, so that a fresh one can be shown for another browser. */
  onWindowSignIn(listener: () => void): () => void
  /** Starts listening on 127.0.0.1 (and https on 127.0.0.1 and ::1) and returns the http base URL. */
  listen(): Promise<string>
  /** Key terms read in the background from texts that have none (pulled by sync, imported before Folio read them). */
  readonly keyTermReading: KeyTermReading
  /** Requests through the engine's HTTP pipeline without a socket (tests, in-process callers). */
  readonly transport: Transport
  readonly url: string
  /** https://localhost:PORT once listening; null when https is off. */
  readonly tlsUrl: string | null
  close(): Promise<void>
}

export const DEFAULT_PORT = 48620
export { DEFAULT_TLS_PORT } from './tls/port'

export function engineConfig(options: EngineOptions): EngineConfig {
  return {
    dataDir: options.dataDir,
    port: options.port ?? DEFAULT_PORT,
    rateLimit: options.rateLimit === undefined ? { limit: 1200, windowMs: 60_000 } : options.rateLimit,
    corsOrigins: options.corsOrigins ?? [],
    // Off unless asked for: `folio serve` and the desktop app ask for DEFAULT_TLS_PORT.
    tlsPort: options.tlsPort ?? null,
    rendererDir: options.rendererDir ?? null,
    serviceName: options.serviceName ?? 'Folio',
    validateResponses: options.validateResponses ?? false,
    ocrLanguages: options.ocrLanguages ?? ocrLanguagesFromEnvironment(),
    documentWorkers: options.documentWorkers ?? null,
    backgroundKeyTerms: options.backgroundKeyTerms ?? process.env.FOLIO_BACKGROUND_KEY_TERMS !== 'off'
  }
}

/** FOLIO_OCR_LANGUAGES ("eng+deu") sets the languages wherever no option does, the desktop app included. */
function ocrLanguagesFromEnvironment(): string[] {
  const configured = parseOcrLanguages(process.env.FOLIO_OCR_LANGUAGES ?? '')
  return configured.length > 0 ? configured : [...DEFAULT_OCR_LANGUAGES]
}

/**
 * Builds the local engine over a workspace folder. It imports nothing from Electron: the desktop
 * app and `folio serve` run the same code.
 */
export async function createEngine(options: EngineOptions): Promise<Engine> {
  const config = engineConfig(options)
  const workspace = openWorkspace(config, options.now ?? Date.now)
  const sync = options.attachSync?.(workspace.ctx)
  // The engine trusts its certificate only in the user's own stores (the window's Trust button);
  // the system store is `folio addin trust`'s, run as root.
  const tls = config.tlsPort === null ? null : new TlsService({ dataDir: config.dataDir, now: workspace.ctx.now, trustStores: trustStoresFor(), log: options.log })
  const ctx: EngineContext = { ...workspace.ctx, ...(sync ? { sync } : {}), ...(tls ? { tls } : {}) }
  let server: HttpServer
  let sessionKey: string
  let signIn: WindowSignIn
  try {
    if (options.initialize) await options.initialize(ctx)
    await ensureWindowUser(ctx.db, ctx.now())
    sessionKey = ctx.keys.createSession(() => windowUserId(ctx.db), ctx.now())
    signIn = new WindowSignIn(sessionKey)
    server = await buildHttpServer(ctx, { routes: allRoutes, signIn, log: options.log })
  } catch (error) {
    await workspace.close()
    throw error
  }
  const app = server.app
  let listening = false
  const maintenance = startMaintenance(ctx, options.log)
  const checkpointer = new Checkpointer(ctx.db, options.log)
  const keyTermReading = startKeyTermReading(ctx, options.log)
  if (config.backgroundKeyTerms) {
    sync?.onTextsStored(() => keyTermReading.wake())
    keyTermReading.wake()
  }
  sync?.start()

  return {
    ctx,
    db: ctx.db,
    sessionKey,
    windowLink: () => `${ctx.baseUrl()}/?token=${signIn.issueToken()}`,
    onWindowSignIn: (listener) => signIn.onRedeemed(listener),
    keyTermReading,
    transport: inProcessTransport(app, () => `127.0.0.1:${ctx.ports.http()}`),
    get url() {
      return ctx.baseUrl()
    },
    get tlsUrl() {
      return tls?.url() ?? null
    },
    async listen() {
      await app.listen({ host: '127.0.0.1', port: config.port })
      const address = app.server.address()
      if (address && typeof address === 'object') workspace.setPort(address.port)
      listening = true
      if (tls && config.tlsPort !== null) {
        await tls.start(server.handler, config.tlsPort)
        workspace.setTlsPort(tls.port)
      }
      // Once serving, so that its start-up does not compete with the engine's own.
      checkpointer.start()
      return ctx.baseUrl()
    },
    async close() {
      maintenance.stop()
      ctx.pairings.close()
      await sync?.stop()
      await keyTermReading.stop()
      await tls?.close()
      if (listening) await app.close()
      else await app.close().catch(() => undefined)
      await checkpointer.stop()
      await workspace.close()
    }
  }
}
