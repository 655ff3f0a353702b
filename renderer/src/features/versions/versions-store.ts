import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ContractVersion } from '../../../../shared/api/versions'
import type { ApiClient } from '../../api/client'
import { describeError } from '../../api/errors'
import { isImportable } from '../../stores/imports'

export type UploadState =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string }
  | { state: 'added'; version: ContractVersion }
  | { state: 'failed'; fileName: string; message: string }

export interface VersionsState {
  status: 'loading' | 'ready' | 'error'
  versions: ContractVersion[]
  error: string | null
  upload: UploadState
  refresh(): void
  /** Uploads a file as the contract's new version; resolves with it, or null when refused. */
  addVersion(file: File): Promise<ContractVersion | null>
  dismiss(): void
}

export type VersionsStore = StoreApi<VersionsState>

/**
 * A contract's versions and the upload of a new one, for its page. One store per contract page;
 * `onAdded` tells the page its text changed.
 */
export function createVersionsStore(api: ApiClient, contractId: string, onAdded: (version: ContractVersion) => void): VersionsStore {
  return createStore<VersionsState>()((set, get) => ({
    status: 'loading',
    versions: [],
    error: null,
    upload: { state: 'idle' },
    refresh() {
      set({ status: get().versions.length > 0 ? 'ready' : 'loading', error: null })
      api.call('listContractVersions', { params: { id: contractId } }).then(
        (answer) => set({ status: 'ready', versions: answer.versions, error: null }),
        (error: unknown) => set({ status: 'error', error: describeError(error) })
      )
    },
    async addVersion(file) {
      if (get().upload.state === 'uploading') return null
      if (!isImportable(file)) {
        set({ upload: { state: 'failed', fileName: file.name, message: 'Only .pdf and .docx files can be uploaded as a version' } })
        return null
      }
      set({ upload: { state: 'uploading', fileName: file.name } })
      const form = new FormData()
      form.append('file', file, file.name)
      try {
        const version = await api.call('addContractVersion', { params: { id: contractId }, form })
        set({ upload: { state: 'added', version } })
        get().refresh()
        onAdded(version)
        return version
      } catch (error) {
        set({ upload: { state: 'failed', fileName: file.name, message: describeError(error) } })
        return null
      }
    },
    dismiss() {
      set({ upload: { state: 'idle' } })
    }
  }))
}
