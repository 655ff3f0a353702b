import Database from 'better-sqlite3'
import { parentPort, workerData } from 'node:worker_threads'
import type { CheckpointerData } from './checkpointer'

/**
 * The checkpoint thread: its own connection to the workspace, folding the write-ahead log back
 * into the database on a short interval with PASSIVE checkpoints, which never block the
 * engine's readers or writers (a reader still using old frames just leaves them for the next
 * round). The engine's connection no longer checkpoints itself, so a write's commit appends to
 * the log and returns instead of now and then copying a thousand pages and syncing the file.
 */
const port = parentPort
if (!port) throw new Error('the checkpointer runs only as a worker thread')
const { database, intervalMs } = workerData as CheckpointerData
// A plain connection: the engine has migrated the workspace and holds it in WAL mode.
const db = new Database(database, { fileMustExist: true })
db.pragma('wal_autocheckpoint = 0')

function checkpoint(): void {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // Busy (another checkpoint under way, e.g. the CLI's): the next round tries again.
  }
}

const timer = setInterval(checkpoint, intervalMs)
port.on('message', (message: unknown) => {
  if (message !== 'close') return
  clearInterval(timer)
  db.close()
  port.postMessage('closed')
})
port.postMessage('ready')
