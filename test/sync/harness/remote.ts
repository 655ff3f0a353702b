import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedDemoIfEmpty } from '../../../resources/demo/seed-workspace'
import { LATEST_SCHEMA_VERSION } from '../../../electron/engine/db/migrate'
import { createSyncedEngine, type SyncedEngineOptions } from '../../../electron/sync/synced-engine'
import { startTestEngine, tempDir, type TestEngine } from '../../helpers/engine'

/**
 * The demo workspace, seeded once per UTC day and schema version into the OS temp folder (seeding
 * builds and extracts 148 documents, which takes half a minute). Test files running at the same
 * time each seed into their own folder and the first to finish wins the rename.
 */
export async function demoWorkspaceDir(): Promise<string> {
  const day = new Date().toISOString().slice(0, 10)
  const dir = join(tmpdir(), `folio-sync-demo-${day}-schema${LATEST_SCHEMA_VERSION}`)
  if (existsSync(join(dir, 'folio.db'))) return dir
  const staging = mkdtempSync(join(tmpdir(), 'folio-sync-demo-seeding-'))
  const engine = await createSyncedEngine({ dataDir: staging, port: 0, initialize: (ctx) => seedDemoIfEmpty(ctx, () => undefined), sync: { schedule: false } })
  await engine.close()
  try {
    renameSync(staging, dir)
  } catch {
    rmSync(staging, { recursive: true, force: true })
  }
  return dir
}

/** A private copy of a workspace folder (database and blobs), for one test to change at will. */
export function copyWorkspace(source: string): string {
  const dir = tempDir('folio-sync-remote-')
  cpSync(source, dir, { recursive: true })
  rmSync(join(dir, 'sync-secrets.json'), { force: true })
  return dir
}

/**
 * An engine over a copy of the demo: the company service of the scenarios. It listens, since the
 * local engine's sync reaches it over HTTP (through the fault proxy); the tests' own reads and
 * edits on it go in-process.
 */
export async function startDemoRemote(options: Partial<SyncedEngineOptions> = {}): Promise<TestEngine> {
  const dir = copyWorkspace(await demoWorkspaceDir())
  const remote = await startTestEngine({ ...options, dataDir: dir, sync: { schedule: false }, listen: true })
  const closeEngine = remote.close
  remote.close = async () => {
    await closeEngine()
    rmSync(dir, { recursive: true, force: true })
  }
  return remote
}

/** The local engine under test: an empty workspace whose sync the test drives itself, called in-process. */
export function startLocal(options: Partial<SyncedEngineOptions> = {}): Promise<TestEngine> {
  return startTestEngine({ ...options, sync: { schedule: false, ...options.sync } })
}
