/*
 * The window's shared state and API client, made without React: the entry creates them and starts
 * the opening screen's requests before the script that renders the window has even loaded.
 */
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client'
import type { Session } from '../api/session'
import { createContractListStore, type ContractListStore } from '../stores/contract-list'
import { createEngineStatusStore, type EngineStatusStore } from '../stores/engine-status'
import { createImportStore, type ImportStore } from '../stores/imports'
import { createReferenceStore, type ReferenceStore } from '../stores/reference-data'
import { createSelectionStore, type SelectionStore } from '../stores/selection'
import { createPlaybookMemory, type PlaybookMemoryStore } from '../stores/playbook-memory'
import { createSettingsStore, type SettingsStore } from '../stores/settings'
import { createSyncStore, type SyncStore } from '../features/sync/sync-store'
import { createPairingStore, type PairingStore } from '../features/connected-apps/pairing-store'

/** Everything the window's screens share, created once per window (or per test). */
export interface Services {
  session: Session
  api: ApiClient
  engine: EngineStatusStore
  reference: ReferenceStore
  contractList: ContractListStore
  selection: SelectionStore
  imports: ImportStore
  settings: SettingsStore
  playbookMemory: PlaybookMemoryStore
  sync: SyncStore
  /** Add-ins asking to pair, followed from the moment the window opens. */
  pairings: PairingStore
}

export function createServices(session: Session, storage: Storage | null, options: Pick<ApiClientOptions, 'onForbidden' | 'credentials'> = {}): Services {
  const engine = createEngineStatusStore()
  const api = createApiClient(session, { ...options, onReachability: (reachable) => engine.getState().setReachable(reachable) })
  const contractList = createContractListStore(api)
  return {
    session,
    api,
    engine,
    reference: createReferenceStore(api),
    contractList,
    selection: createSelectionStore(),
    imports: createImportStore(api, () => contractList.getState().invalidate()),
    settings: createSettingsStore(storage),
    playbookMemory: createPlaybookMemory(storage),
    sync: createSyncStore(api),
    pairings: createPairingStore(api)
  }
}
