import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createSyncedEngine } from '../../electron/sync/synced-engine'
import { seedWorkspaceWithLibrary } from '../../test/helpers/fixture-library'

/**
 * An engine in a process of its own that watches its event loop: after each request the bench
 * asks (over IPC) for the longest delay the loop saw since the last question, so a stall is
 * charged to the one request that was in flight. Run by bench/fuzz.ts; prints the URL and the
 * window's key on its first line.
 */
const dataDir = process.argv[2]
if (!dataDir || !process.send) throw new Error('usage: run by bench/fuzz.ts with an IPC channel and a data folder')
const engine = await createSyncedEngine({ dataDir, port: 0, rateLimit: null })
await seedWorkspaceWithLibrary(engine)
const url = await engine.listen()
const delay = monitorEventLoopDelay({ resolution: 1 })
delay.enable()
process.on('message', (message: unknown) => {
  if (message === 'stop') {
    delay.disable()
    void engine.close().then(() => process.exit(0))
    return
  }
  // The histogram is in nanoseconds; its resolution adds about a millisecond to every sample.
  process.send?.({ maxDelayMs: delay.max / 1e6, integrity: message === 'integrity' ? engine.db.pragma('integrity_check', { simple: true }) : null })
  delay.reset()
})
process.send({ url, key: engine.sessionKey })
