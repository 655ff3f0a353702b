import type { SyncOutcome } from '../../../shared/api/sync'
import { engineConfig, openWorkspace } from '../../engine/index'
import { ApiError } from '../../engine/errors'
import type { ProgressSnapshot } from '../../sync/progress'
import { FileSecretStore } from '../../sync/secret-store'
import { SyncService } from '../../sync/service'
import { requireOption, UsageError } from '../args'
import { defineCommand, type OptionValues } from '../command'

const USAGE = 'folio sync --data DIR [--remote URL --key KEY] [--interval SECONDS] [--once]'

const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' },
  remote: { type: 'string', value: 'URL', description: 'the company service’s address (with --key: connect)' },
  key: { type: 'string', value: 'KEY', description: 'your key for the company service (or FOLIO_SYNC_KEY)' },
  interval: { type: 'string', value: 'SECONDS', description: 'seconds between syncs, 30 to 86400' },
  once: { type: 'boolean', description: 'sync once and exit: 0 when it succeeded, 1 otherwise' }
} as const

export const syncCommand = defineCommand({
  name: 'sync',
  summary: 'sync a workspace with the company service',
  options: OPTIONS,
  examples: ['FOLIO_SYNC_KEY=… folio sync --data ~/Folio --remote https://clm.firm.example --once', 'folio sync --data ~/Folio --interval 300'],
  run: (values) => sync(values)
})

/**
 * Syncs a workspace with the company service. --remote and --key connect (the key is checked
 * with the service and kept in a user-only file in the workspace, so later runs need neither);
 * FOLIO_SYNC_KEY may carry the key instead of the command line, where other users of the machine
 * could see it. --once syncs and exits: 0 when the sync succeeded, 1 with the reason otherwise.
 * Without it, Folio keeps syncing on the interval and as soon as the network returns, until
 * interrupted.
 */
async function sync(values: OptionValues<typeof OPTIONS>): Promise<void> {
  const dataDir = requireOption(values.data, 'data', USAGE)
  const key = values.key ?? process.env.FOLIO_SYNC_KEY
  if ((values.remote === undefined) !== (key === undefined)) throw new UsageError(`give --remote and --key together (or neither, to use the saved connection)\nusage: ${USAGE}`)
  const interval = values.interval === undefined ? undefined : Number(values.interval)
  if (interval !== undefined && (!Number.isInteger(interval) || interval < 30 || interval > 86_400)) {
    throw new UsageError(`--interval takes whole seconds from 30 to 86400, got '${values.interval}'`)
  }
  const once = values.once === true
  const workspace = openWorkspace(engineConfig({ dataDir }), Date.now)
  const service = new SyncService(workspace.ctx, {
    secrets: new FileSecretStore(dataDir),
    schedule: !once,
    log: (message, error) => console.error(`folio sync: ${message}`, error ?? ''),
    onProgress: phasePrinter(),
    onRunEnd: once ? undefined : (outcome) => console.log(describe(outcome))
  })
  try {
    if (values.remote !== undefined && key !== undefined) {
      await service.configure({ remoteUrl: values.remote, apiKey: key, ...(interval !== undefined ? { intervalSeconds: interval } : {}) })
    }
    if (!service.config().configured) throw new UsageError(`this workspace is not connected to a company service: give --remote and --key\nusage: ${USAGE}`)
  } catch (error) {
    await workspace.close()
    if (error instanceof ApiError) {
      console.error(`folio sync: ${error.message}`)
      process.exit(1)
    }
    throw error
  }

  if (once) {
    const outcome = await service.run()
    await service.stop()
    await workspace.close()
    if (!outcome.ok) {
      console.error(`folio sync: ${outcome.message ?? 'the sync failed'}`)
      process.exit(1)
    }
    console.log(describe(outcome))
    return
  }

  service.start()
  console.log(`Folio is syncing ${dataDir} with ${service.config().remoteUrl} every ${service.config().intervalSeconds} s (Ctrl+C stops)`)
  // The scheduler's timers do not hold the process open; this does, until a signal.
  const keepAlive = setInterval(() => undefined, 1 << 30)
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`folio sync received ${signal}; stopping`)
    clearInterval(keepAlive)
    await service.stop()
    await workspace.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

function describe(outcome: SyncOutcome): string {
  const c = outcome.counts
  const summary = `${c.contractsFetched} contracts fetched, ${c.contractsRemoved} removed, ${c.changesSent} changes sent, ${c.changesRejected} rejected, ${c.conflictsRecorded} new conflicts`
  return outcome.ok ? `synced: ${summary}` : `sync failed (${outcome.message}); ${summary}`
}

/** One line on stderr per phase, so a long first sync shows where it is. */
function phasePrinter(): (snapshot: ProgressSnapshot | null) => void {
  let phase: string | null = null
  return (snapshot) => {
    if (!snapshot || snapshot.phase === phase) return
    phase = snapshot.phase
    process.stderr.write(`folio sync: ${phase}\n`)
  }
}
