import Database from 'better-sqlite3'
import { statSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import type { CheckpointerData, CheckpointerMessage } from './checkpointer'

/**
 * The checkpoint thread: its own connection to the workspace, folding the write-ahead log back
 * into the database so that the engine's connection never does (a commit only appends).
 *
 * Once the log file holds `thresholdBytes`, a round runs in two steps:
 * 1. PASSIVE copies every frame it can without blocking anyone (a reader still using old frames
 *    just leaves them for the next round);
 * 2. TRUNCATE copies the few frames written meanwhile and empties the log file. It holds the
 *    write lock for that short moment and waits briefly for readers; when they do not finish in
 *    time it gives up and the round is tried again shortly.
 * Without the second step, a log written to without pause is never found fully copied when the
 * next write begins, which is when SQLite starts it again from the beginning: it then grows by
 * every write, to gigabytes. Emptied by each round, its size is also exactly the work waiting.
 *
 * Under writes without pause (a script sending a thousand and more a second, each appending a
 * dozen pages), TRUNCATE can fail to find the write lock free within its wait, and the log then
 * grows by tens of megabytes a tenth of a second. The thread says so (`behind`), and the engine
 * holds its next writes back for a moment (checkpointer.ts) so that the retry, soon after, finds
 * the lock free; `emptied` after each round that emptied the log ends that moment early.
 *
 * The size is read with stat(2), which opens nothing: closing any descriptor of a file drops every
 * POSIX lock this process holds on it, SQLite's included, and a second process (the CLI) that
 * then opens the workspace believes it is alone, resets the shared WAL index under the engine's
 * feet and the engine dies of SIGBUS.
 */
const port = parentPort
if (!port) throw new Error('the checkpointer runs only as a worker thread')
const { database, intervalMs, thresholdBytes } = workerData as CheckpointerData
// A plain connection: the engine has migrated the workspace and holds it in WAL mode.
const db = new Database(database, { fileMustExist: true })
db.pragma('wal_autocheckpoint = 0')
// How long TRUNCATE waits for the write lock and for readers (PASSIVE never waits): short, since
// while it holds the write lock the engine's writes wait for it.
db.pragma('busy_timeout = 25')

/** After a round that a writer or readers kept from finishing: soon, as the log grows meanwhile. */
const RETRY_MS = 20
let retryAt = 0

function logBytes(): number {
  try {
    return statSync(`${database}-wal`).size
  } catch {
    return 0
  }
}

function checkpoint(): void {
  if (Date.now() < retryAt || logBytes() < thresholdBytes) return
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>
    if (result?.busy) behind()
    else port?.postMessage('emptied' satisfies CheckpointerMessage)
  } catch {
    // Busy (another checkpoint under way, e.g. the CLI's): the next round tries again.
    behind()
  }
}

function behind(): void {
  retryAt = Date.now() + RETRY_MS
  port?.postMessage('behind' satisfies CheckpointerMessage)
}

const timer = setInterval(checkpoint, intervalMs)
port.on('message', (message: unknown) => {
  if (message !== 'close') return
  clearInterval(timer)
  db.close()
  port.postMessage('closed' satisfies CheckpointerMessage)
})
port.postMessage('ready' satisfies CheckpointerMessage)
