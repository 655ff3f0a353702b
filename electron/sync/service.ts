import { runWrite, type EngineContext, workspaceFiles, countOpenConflicts, BadRequestError, type AttachedSync } from '../engine/sync-port'
import { deleteSyncState } from './store/state'
import type { SyncConfigBody, SyncConfigResponse, SyncConflict, SyncOutcome, SyncStatusResponse, ResolveConflictResponse } from '../../shared/api/sync'
import { API_KEY_SECRET, DEFAULT_INTERVAL_SECONDS, normaliseRemoteUrl, readSettings, writeSettings } from './config'
import { listConflicts, resolveConflict } from './conflicts'
import { SyncLease } from './lease'
import { classifyFailure, readOutcome, SyncBusy, writeOutcome } from './outcome'
import { Progress, type ProgressSnapshot } from './progress'
import { InlineWriter, WorkerWriter } from './pull/writer'
import { pullChangedContracts, verifyAllContracts } from './pull/contracts'
import { refreshReferenceData } from './pull/reference'
import { pushOutbox } from './push/pusher'
import { CompanyApi, PAGE_SIZE } from './remote/company-api'
import { RemoteClient, type RemoteClientOptions } from './remote/client'
import { RemoteRefused, RemoteUnavailable } from './remote/errors'
import { emptyCounts, type SyncRun } from './run-context'
import { SyncScheduler, type Timers } from './scheduler'
import type { SecretStore } from './secret-store'
import { presentStatus } from './status'

export interface SyncServiceOptions {
  secrets: SecretStore
  /** Sync on an interval and when the network returns (default true). */
  schedule?: boolean
  /** Contracts fetched at once during a pull (default 16). */
  concurrency?: number
  /** Contracts per list page (default 200, the API's maximum). */
  pageSize?: number
  /** Commit pulled contracts from a worker thread (default true); false commits on the engine's thread. */
  writeInWorker?: boolean
  /** Timing of requests and retries; tests inject random, sleep and short timeouts. */
  client?: Pick<RemoteClientOptions, 'timeoutMs' | 'backoff' | 'random' | 'sleep' | 'onRetry'>
  timers?: Timers
  log?: (message: string, error?: unknown) => void
  /** Told where a run stands as it moves (the CLI prints phases). */
  onProgress?: (snapshot: ProgressSnapshot | null) => void
  /** Told how each run ended, scheduled or asked for. */
  onRunEnd?: (outcome: SyncOutcome) => void
}

/** Keys of sync_state that describe the pull of one service: reset when the service changes. */
const PULL_STATE = ['pull.walk', 'pull.mark']

/**
 * Sync with the company service for one workspace: its connection settings, one run at a time
 * (in this process, and across processes through a lease), the schedule, the status and the
 * conflicts. A run pulls reference data and changed contracts, checks for contracts gone from
 * the key's reach, sends the outbox, and pulls again what the sent changes touched.
 */
export class SyncService implements AttachedSync {
  private running: Promise<SyncOutcome> | null = null
  private readonly progress: Progress
  private readonly abort = new AbortController()
  private readonly scheduler: SyncScheduler | null
  private readonly lease: SyncLease
  private readonly log: (message: string, error?: unknown) => void
  private readonly textListeners = new Set<() => void>()

  constructor(
    private readonly ctx: EngineContext,
    private readonly options: SyncServiceOptions
  ) {
    this.log = options.log ?? (() => undefined)
    this.progress = new Progress(options.onProgress)
    this.lease = new SyncLease(ctx.db, () => ctx.now())
    this.scheduler =
      options.schedule === false
        ? null
        : new SyncScheduler(
            {
              run: () => this.run(),
              probe: () => this.probe(),
              intervalMs: () => (readSettings(ctx.db)?.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS) * 1000,
              now: () => ctx.now()
            },
            options.timers
          )
  }

  /** Starts the schedule when sync is configured (and once it becomes configured). */
  start(): void {
    if (this.configured()) this.scheduler?.start()
  }

  /** Stops the schedule and any run under way (it resumes from its last committed page next time). */
  async stop(): Promise<void> {
    this.scheduler?.stop()
    this.abort.abort()
    await this.running?.catch(() => undefined)
  }

  config(): SyncConfigResponse {
    const settings = readSettings(this.ctx.db)
    return {
      configured: this.configured(),
      remoteUrl: settings?.remoteUrl ?? null,
      hasKey: this.options.secrets.get(API_KEY_SECRET) !== null,
      intervalSeconds: settings?.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS,
      keyStorage: this.options.secrets.kind
    }
  }

  /**
   * Connects to a service: the URL is checked, and the key is tried with GET /v2/test before
   * anything is saved; a key the service refuses is answered 400 with the service's message.
   */
  async configure(body: SyncConfigBody): Promise<SyncConfigResponse> {
    const remoteUrl = normaliseRemoteUrl(body.remoteUrl)
    const apiKey = body.apiKey.trim()
    const api = new CompanyApi(new RemoteClient({ ...this.options.client, baseUrl: remoteUrl, backoff: { maxAttempts: 2 }, signal: this.abort.signal }), apiKey)
    try {
      await api.test()
    } catch (error) {
      if (error instanceof RemoteRefused) throw new BadRequestError(`The company service refused the API key: ${error.serviceMessage}`)
      if (error instanceof RemoteUnavailable) throw new BadRequestError(`The company service at ${remoteUrl} could not be reached: ${error.message}`)
      throw new BadRequestError(`The company service at ${remoteUrl} did not answer as the API describes: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      api.client.close()
    }
    const previous = readSettings(this.ctx.db)
    this.options.secrets.set(API_KEY_SECRET, apiKey)
    await runWrite(this.ctx.db, (tx) => {
      // Another service: what was walked on the old one says nothing about the new one.
      if (previous && previous.remoteUrl !== remoteUrl) deleteSyncState(tx, PULL_STATE)
      writeSettings(tx, { remoteUrl, intervalSeconds: body.intervalSeconds ?? previous?.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS })
    }, 'Saving the sync settings')
    this.scheduler?.start()
    return this.config()
  }

  /** Forgets the service and the key; pulled data and pending changes stay. */
  async disconnect(): Promise<SyncConfigResponse> {
    this.scheduler?.stop()
    this.options.secrets.delete(API_KEY_SECRET)
    await runWrite(this.ctx.db, (tx) => writeSettings(tx, null), 'Disconnecting from the company service')
    return this.config()
  }

  status(): SyncStatusResponse {
    return presentStatus(this.ctx.db, {
      configured: this.configured(),
      remoteUrl: readSettings(this.ctx.db)?.remoteUrl ?? null,
      running: this.running !== null,
      progress: this.progress.snapshot(),
      nextRunAt: this.scheduler?.nextRunAt() ?? null
    })
  }

  onTextsStored(listener: () => void): void {
    this.textListeners.add(listener)
  }

  conflicts(): SyncConflict[] {
    return listConflicts(this.ctx.db)
  }

  resolveConflict(id: string, resolution: 'mine' | 'theirs'): Promise<ResolveConflictResponse> {
    return resolveConflict(this.ctx, id, resolution)
  }

  run(): Promise<SyncOutcome> {
    this.running ??= this.execute().finally(() => {
      this.running = null
    })
    return this.running
  }

  private configured(): boolean {
    return readSettings(this.ctx.db) !== null && this.options.secrets.get(API_KEY_SECRET) !== null
  }

  private async probe(): Promise<boolean> {
    const api = this.api({ maxAttempts: 1 })
    if (!api) return false
    try {
      await api.test()
      return true
    } catch {
      return false
    } finally {
      api.client.close()
    }
  }

  private api(backoff?: { maxAttempts: number }): CompanyApi | null {
    const settings = readSettings(this.ctx.db)
    const apiKey = this.options.secrets.get(API_KEY_SECRET)
    if (!settings || apiKey === null) return null
    return new CompanyApi(
      new RemoteClient({ ...this.options.client, ...(backoff ? { backoff: { ...this.options.client?.backoff, ...backoff } } : {}), baseUrl: settings.remoteUrl, signal: this.abort.signal }),
      apiKey
    )
  }

  private async execute(): Promise<SyncOutcome> {
    const db = this.ctx.db
    const counts = emptyCounts()
    const api = this.api()
    if (!api) return { ok: false, message: 'Sync is not configured: connect to the company service first.', counts }
    const outcome = readOutcome(db)
    const startedAt = this.ctx.now()
    let offline = false
    let message: string | null = null
    const writer = this.options.writeInWorker === false ? new InlineWriter(db, this.ctx.blobs) : new WorkerWriter(db, this.ctx.blobs, workspaceFiles(this.ctx.config.dataDir))
    const holder = await this.lease.acquire()
    const renewal = holder === null ? setInterval(() => void this.renewLease(), 15_000) : null
    renewal?.unref()
    try {
      if (holder !== null) throw new SyncBusy(`Another Folio process (${holder}) is syncing this workspace; this sync did not start.`)
      const run: SyncRun = {
        ctx: this.ctx,
        api,
        progress: this.progress,
        concurrency: this.options.concurrency ?? 16,
        pageSize: this.options.pageSize ?? PAGE_SIZE,
        log: this.log,
        counts,
        writer,
        textsStored: () => this.tellTextsStored()
      }
      const conflictsBefore = countOpenConflicts(db)
      this.progress.start('connecting')
      await api.test()
      await refreshReferenceData(run)
      await pullChangedContracts(run)
      await verifyAllContracts(run)
      const sent = await pushOutbox(run)
      if (sent > 0) await pullChangedContracts(run)
      counts.conflictsRecorded = Math.max(0, countOpenConflicts(db) - conflictsBefore)
      await runWrite(db, (tx) => writeOutcome(tx, { lastAttemptAt: startedAt, lastSuccessAt: this.ctx.now(), lastError: null, lastCounts: counts }), 'Recording the sync outcome')
    } catch (error) {
      const failure = classifyFailure(error)
      offline = failure.kind === 'offline'
      message = failure.message
      if (failure.kind === 'error') this.log('sync failed', error)
      await runWrite(db, (tx) => writeOutcome(tx, { ...outcome, lastAttemptAt: startedAt, lastError: { at: this.ctx.now(), ...failure }, lastCounts: counts }), 'Recording the sync outcome')
    } finally {
      api.client.close()
      await writer.close().catch((error: unknown) => this.log('the sync writer did not close cleanly', error))
      if (renewal) clearInterval(renewal)
      if (holder === null) await this.releaseLease()
      this.progress.clear()
    }
    this.scheduler?.afterRun(offline)
    const result = { ok: message === null, message, counts }
    this.options.onRunEnd?.(result)
    return result
  }

  private tellTextsStored(): void {
    for (const listener of this.textListeners) {
      try {
        listener()
      } catch (error) {
        this.log('a listener to pulled texts failed', error)
      }
    }
  }

  private async renewLease(): Promise<void> {
    try {
      await this.lease.renew()
    } catch (error) {
      this.log('could not renew the sync lease', error)
    }
  }

  private async releaseLease(): Promise<void> {
    try {
      await this.lease.release()
    } catch (error) {
      this.log('could not release the sync lease', error)
    }
  }
}

