import Database from 'better-sqlite3'
import { closeSync, openSync, readSync } from 'node:fs'
import { endianness } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import type { CheckpointerData } from './checkpointer'

/**
 * The checkpoint thread: its own connection to the workspace, folding the write-ahead log back
 * into the database with PASSIVE checkpoints, which never block the engine's readers or writers
 * (a reader still using old frames just leaves them for the next round). The engine's
 * connection no longer checkpoints itself, so a write's commit appends to the log and returns
 * instead of now and then copying a thousand pages and syncing the file.
 *
 * Like SQLite's own automatic checkpoint, it runs once the log holds `thresholdFrames` frames
 * not yet copied back (see checkpointer.ts), read from the WAL-index header in the -shm file (mxFrame at byte 16,
 * nBackfill at byte 96, native byte order: https://www.sqlite.org/walformat.html), so a burst of
 * writes is copied back in one go rather than in many small, separately synced pieces.
 */
const port = parentPort
if (!port) throw new Error('the checkpointer runs only as a worker thread')
const { database, intervalMs, thresholdFrames } = workerData as CheckpointerData
// A plain connection: the engine has migrated the workspace and holds it in WAL mode.
const db = new Database(database, { fileMustExist: true })
db.pragma('wal_autocheckpoint = 0')

const header = Buffer.alloc(100)
const littleEndian = endianness() === 'LE'

/** Frames in the log not yet copied into the database, or null when the index cannot be read. */
function framesBehind(): number | null {
  let fd: number | null = null
  try {
    fd = openSync(`${database}-shm`, 'r')
    if (readSync(fd, header, 0, header.length, 0) < header.length) return null
    const mxFrame = littleEndian ? header.readUInt32LE(16) : header.readUInt32BE(16)
    const nBackfill = littleEndian ? header.readUInt32LE(96) : header.readUInt32BE(96)
    return Math.max(0, mxFrame - nBackfill)
  } catch {
    return null
  } finally {
    if (fd !== null) closeSync(fd)
  }
}

function checkpoint(): void {
  const behind = framesBehind()
  if (behind !== null && behind < thresholdFrames) return
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
