import { join } from 'node:path'

/** Where a workspace keeps its database and its blobs. A module of its own: sync's writer thread needs the paths, not the engine. */
export function workspaceFiles(dataDir: string) {
  return { database: join(dataDir, 'folio.db'), blobs: join(dataDir, 'blobs') }
}
