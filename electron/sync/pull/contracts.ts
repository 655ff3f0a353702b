import type { ContractListItem, ContractListResponse } from '../../../shared/api/contracts'
import { pulledRevision, contractsWithPendingChanges, toIso } from '../../engine/sync-port'
import { queuedRefetches, remoteContractIds, storedContractStates, type StoredContractState } from '../store/contracts'
import { readSyncState } from '../store/state'
import type { DatedAnswer } from '../remote/company-api'
import { RemoteRefused } from '../remote/errors'
import { mapLimit, type SyncRun } from '../run-context'
import { fetchContract, type FetchedContract } from './fetch-contract'
import type { BatchResult, WriteBatch } from './store-batch'
import { instant, instantOrNull } from './values'

/**
 * How far before the service's clock at the start of a walk the next walk starts. A walk is a
 * snapshot of the moment its first page was read; the Date header that tells us that moment has
 * one-second resolution, and a service of several servers may stamp a change with a clock a
 * little behind. Changes inside the margin are listed again and cost a comparison, not a fetch.
 */
export const MARK_MARGIN_MS = 5 * 60 * 1000

/** Contracts committed together while the rest of a page is still arriving. */
const COMMIT_BATCH = 50
/** Commits handed to the writer and not yet confirmed before fetching waits (about a page). */
const MAX_OUTSTANDING_COMMITS = 6

/** The walk under way, committed with each page so an interrupted pull resumes where it stopped. */
interface WalkState {
  /** The `updatedAfter` the walk was started with; a cursor only continues the query it came from. */
  updatedAfter: string | null
  cursor: string | null
  /** The mark the next walk starts from once this one is complete. */
  nextMark: number
}

const WALK = 'pull.walk'
const MARK = 'pull.mark'

/** The high-water mark of the contract pull (epoch ms), or null before the first complete walk. */
export function pullMark(run: Pick<SyncRun, 'ctx'>): number | null {
  return readSyncState<number>(run.ctx.db, MARK)
}

/**
 * Contracts changed on the service since the last complete walk, in updatedAt order, page by
 * page; each page's position is committed with its last contracts. Pages overlap: the next one
 * is listed and fetched while the writer still commits the last.
 */
export async function pullChangedContracts(run: SyncRun): Promise<void> {
  const db = run.ctx.db
  run.progress.start('contracts')
  await refetchContracts(run, queuedRefetches(db))
  let walk = readSyncState<WalkState>(db, WALK)
  if (!walk) {
    const mark = readSyncState<number>(db, MARK)
    walk = { updatedAfter: mark === null ? null : toIso(mark), cursor: null, nextMark: 0 }
  }
  const list = (w: WalkState) => run.api.listContracts({ sort: 'updatedAt', order: 'asc', pagesize: run.pageSize, updatedAfter: w.updatedAfter ?? undefined, cursor: w.cursor ?? undefined })
  const commits = new CommitQueue(run)
  try {
    // The next page is asked for while this one's contracts are fetched.
    let ahead: ReturnType<typeof list> | null = null
    for (;;) {
      let response: DatedAnswer<ContractListResponse>
      try {
        response = await (ahead ?? list(walk))
      } catch (error) {
        // An expired or refused cursor: the walk starts again from its mark, which loses nothing.
        if (error instanceof RemoteRefused && error.status === 400 && walk.cursor !== null) {
          await commits.drain()
          walk = { ...walk, cursor: null, nextMark: 0 }
          ahead = null
          continue
        }
        throw error
      }
      if (walk.cursor === null) walk.nextMark = (response.date ?? run.ctx.now()) - MARK_MARGIN_MS
      const { contracts, pagination } = response.body
      const done = !pagination.hasMore || pagination.cursor === null
      const next: WalkState = { ...walk, cursor: pagination.cursor }
      ahead = done ? null : list(next)
      ahead?.catch(() => undefined)
      const state = done
        ? [
            { key: MARK, value: walk.nextMark },
            { key: WALK, value: null }
          ]
        : [{ key: WALK, value: next }]
      await storePage(run, contracts, state, commits)
      if (done) break
      walk = next
    }
  } finally {
    await commits.drain()
  }
}

/**
 * Every contract the key can read, to find those it no longer can: they are removed here (see
 * reach.ts). Contracts that differ from the stored copy are fetched on the way, so this walk also
 * catches what the incremental one could not see (a contract whose visibility changed without an
 * edit). Removal happens only after the walk reached its last page.
 */
export async function verifyAllContracts(run: SyncRun): Promise<void> {
  const db = run.ctx.db
  run.progress.start('verify')
  const seen = new Set<string>()
  const list = (cursor: string | null) => run.api.listContracts({ sort: 'createdAt', order: 'asc', pagesize: run.pageSize, cursor: cursor ?? undefined })
  const commits = new CommitQueue(run)
  try {
    let ahead = list(null)
    for (;;) {
      const { contracts, pagination }: ContractListResponse = (await ahead).body
      const done = !pagination.hasMore || pagination.cursor === null
      if (!done) {
        ahead = list(pagination.cursor)
        ahead.catch(() => undefined)
      }
      for (const item of contracts) seen.add(item.id.toLowerCase())
      await storePage(run, contracts, [], commits)
      if (done) break
    }
  } finally {
    await commits.drain()
  }
  const gone = remoteContractIds(db).filter((id) => !seen.has(id))
  if (gone.length === 0) return
  const result = await run.writer.write({ contracts: [], remove: gone, state: [], now: run.ctx.now() })
  run.counts.contractsRemoved += result.removed
}

/** Fetches these contracts again and stores the service's copy (merged with changes still to send). */
export async function refetchContracts(run: SyncRun, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const commits = new CommitQueue(run)
  try {
    await storeFetched(run, ids.map((id) => ({ id, item: null })), [], commits)
  } finally {
    await commits.drain()
  }
}

type StateWrite = WriteBatch['state'][number]

/** Fetches the contracts of a list page that differ from the stored copies and stores them in order. */
async function storePage(run: SyncRun, items: readonly ContractListItem[], state: StateWrite[], commits: CommitQueue): Promise<void> {
  const db = run.ctx.db
  const ids = items.map((i) => i.id.toLowerCase())
  const stored = storedContractStates(db, ids)
  const queued = new Set(queuedRefetches(db))
  const edited = contractsWithPendingChanges(db, ids)
  const wanted = items.filter((item) => {
    const id = item.id.toLowerCase()
    const s = stored.get(id)
    if (!s || s.origin === 'local' || queued.has(id) || s.synced_updated_at !== instant(item.updatedAt)) return true
    // Local edits waiting to be sent make the copy differ on purpose.
    return !edited.has(id) && differsFromListItem(s, item)
  })
  run.progress.advance(items.length - wanted.length)
  await storeFetched(run, wanted.map((item) => ({ id: item.id.toLowerCase(), item })), state, commits)
}

/**
 * Fetches contracts (several at once) and hands them to the writer in their order as they
 * arrive: a ready run of contracts is committed while later ones are still on their way, so the
 * service keeps working while this laptop writes. `state` goes with the last commit.
 */
async function storeFetched(run: SyncRun, wanted: ReadonlyArray<{ id: string; item: ContractListItem | null }>, state: StateWrite[], commits: CommitQueue): Promise<void> {
  const { ctx } = run
  const results: Array<{ id: string; contract: FetchedContract | null } | undefined> = new Array(wanted.length)
  let sent = 0
  const send = (all: boolean) => {
    let end = sent
    while (end < wanted.length && results[end] !== undefined) end++
    const last = end === wanted.length
    if (!all && !last && end - sent < COMMIT_BATCH) return
    if (end === sent && !(all && last && state.length > 0)) return
    const contracts = results.slice(sent, end) as Array<{ id: string; contract: FetchedContract | null }>
    sent = end
    commits.add(run.writer.write({ contracts, remove: [], state: last && all ? state : [], now: ctx.now() }), contracts.length)
  }
  await commits.throttle()
  await mapLimit(
    wanted.map((w, index) => ({ ...w, index })),
    run.concurrency,
    async ({ id, item, index }) => {
      results[index] = { id, contract: await fetchContract(run.api, id, item, pulledRevision(ctx.db, id)) }
      send(false)
    }
  )
  send(true)
}

/**
 * Commits handed to the writer and not yet confirmed. At most a few pages' worth are
 * outstanding, so a writer slower than the network does not pile the pull up in memory.
 */
class CommitQueue {
  private readonly pending = new Set<Promise<unknown>>()
  private failure: unknown = null

  constructor(private readonly run: SyncRun) {}

  add(commit: Promise<BatchResult>, size: number): void {
    const tracked = commit.then(
      (result) => {
        this.run.counts.contractsFetched += result.stored
        this.run.counts.contractsRemoved += result.removed
        this.run.progress.advance(size)
        if (result.texts > 0) this.run.textsStored()
      },
      (error: unknown) => {
        this.failure ??= error
      }
    )
    this.pending.add(tracked)
    void tracked.finally(() => this.pending.delete(tracked))
  }

  /** Waits while too many commits are outstanding. */
  async throttle(limit = MAX_OUTSTANDING_COMMITS): Promise<void> {
    while (this.pending.size > limit) await Promise.race(this.pending)
    this.check()
  }

  /** Waits for every commit; rethrows the first that failed. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.race(this.pending)
    this.check()
  }

  private check(): void {
    if (this.failure !== null) throw this.failure
  }
}

function differsFromListItem(s: StoredContractState, item: ContractListItem): boolean {
  const autorenew = item.autorenew === null ? null : item.autorenew ? 1 : 0
  return (
    s.name !== item.name ||
    s.reference !== item.reference ||
    s.type !== item.type ||
    s.status_code !== item.status.code ||
    s.created_at !== instant(item.createdAt) ||
    s.archived !== (item.archived ? 1 : 0) ||
    s.aborted !== (item.aborted ? 1 : 0) ||
    s.category_id !== (item.category?.id ?? null) ||
    s.renewal_anchor_date !== instantOrNull(item.renewalAnchorDate) ||
    s.expiration_date !== instantOrNull(item.expirationDate) ||
    s.end_date_basis !== item.endDateBasis ||
    s.notice_type !== item.noticeType ||
    s.renewal_state !== item.renewalState ||
    s.notice_period_days !== item.noticePeriodDays ||
    s.autorenew !== autorenew
  )
}
