import { type WriteTx, type Db, loadPropertyCatalogue, statusLabelMap, contractOrigin, type BlobStore } from '../../engine/sync-port'
import { clearRefetch } from '../store/contracts'
import { writeSyncState } from '../store/state'
import type { FetchedContract } from './fetch-contract'
import { mergePulledContract } from './merge'
import { removeFromReach } from './reach'

/**
 * One commit of a pull, as plain data (it crosses to the writer thread): contracts fetched (null
 * when the key could no longer read one), contracts gone from the key's reach, and the pull's
 * own state written in the same transaction (the walk's position goes with the page's last
 * contracts, so a pull that dies resumes exactly after what it stored).
 */
export interface WriteBatch {
  contracts: Array<{ id: string; contract: FetchedContract | null }>
  remove: string[]
  state: Array<{ key: string; value: unknown }>
  now: number
}

export interface BatchResult {
  stored: number
  removed: number
  /** New text revisions among the contracts stored. */
  texts: number
}

/**
 * Applies a batch. Call inside a transaction. Each file goes to the blob store before its row:
 * a transaction that then fails leaves an unreferenced blob, never a row pointing at nothing.
 */
export function applyBatch(tx: WriteTx, blobs: BlobStore, batch: WriteBatch): BatchResult {
  const m = { catalogue: loadPropertyCatalogue(tx), statusLabels: statusLabelMap(tx), now: batch.now }
  let stored = 0
  let removed = 0
  let texts = 0
  for (const { id, contract } of batch.contracts) {
    if (contract) {
      const file = contract.document.kind === 'document' ? contract.document.file : null
      if (mergePulledContract(tx, contract, m, file ? blobs.put(file.bytes) : null)) texts++
      stored++
    } else if (isRemote(tx, id)) {
      removeFromReach(tx, id, batch.now)
      removed++
    } else clearRefetch(tx, id)
  }
  for (const id of batch.remove) {
    if (!isRemote(tx, id)) continue
    removeFromReach(tx, id, batch.now)
    removed++
  }
  for (const { key, value } of batch.state) writeSyncState(tx, key, value)
  return { stored, removed, texts }
}

/** Only what came from the service is ever removed by a pull. */
function isRemote(db: Db, id: string): boolean {
  return contractOrigin(db, id) === 'remote'
}
