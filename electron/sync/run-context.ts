import type { SyncCounts } from '../../shared/api/sync'
import type { EngineContext } from '../engine/sync-port'
import type { Progress } from './progress'
import type { PullWriter } from './pull/writer'
import type { CompanyApi } from './remote/company-api'

/** What each phase of one sync run works with. */
export interface SyncRun {
  ctx: EngineContext
  api: CompanyApi
  progress: Progress
  /** Contracts fetched at once during a pull. */
  concurrency: number
  /** Contracts per list page (the API's maximum, 200, unless a test wants more pages). */
  pageSize: number
  log: (message: string, error?: unknown) => void
  counts: SyncCounts
  /** Commits what a pull stores (in a worker thread, or inline). */
  writer: PullWriter
  /** Told after each commit that stored new text revisions. */
  textsStored: () => void
}


export function emptyCounts(): SyncCounts {
  return { contractsFetched: 0, contractsRemoved: 0, changesSent: 0, changesRejected: 0, conflictsRecorded: 0, generationsAdopted: 0 }
}

/** Runs `work` over `items` with at most `limit` at a time; results keep the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  let failed: unknown = null
  const worker = async () => {
    while (next < items.length && failed === null) {
      const index = next++
      try {
        results[index] = await work(items[index]!)
      } catch (error) {
        failed ??= error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failed !== null) throw failed
  return results
}
