import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/client'
import { describeError } from '../api/errors'

export type ImportItem = {
  key: number
  file: File
  /** Bytes sent so far while uploading. */
  sent: number
} & (
  | { state: 'queued' | 'uploading' | 'extracting' }
  | { state: 'imported'; contractId: string; name: string; paragraphs: number; warning: string | null }
  | { state: 'failed'; message: string }
)

export interface ImportState {
  items: ImportItem[]
  add(files: readonly File[]): void
  retry(key: number): void
  clearFinished(): void
}

export type ImportStore = StoreApi<ImportState>

export const IMPORTABLE_EXTENSIONS = ['pdf', 'docx'] as const

export function isImportable(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return (IMPORTABLE_EXTENSIONS as readonly string[]).includes(extension)
}

/**
 * Uploads one file per request, one at a time: each file gets its own progress and its own
 * outcome, and the engine's extraction workers are not flooded by a folder of 200 PDFs.
 */
export function createImportStore(api: ApiClient, onImported: () => void = () => undefined): ImportStore {
  let nextKey = 1
  let running = false

  const store = createStore<ImportState>()((set, get) => {
    const update = (key: number, patch: (item: ImportItem) => ImportItem) =>
      set({ items: get().items.map((item) => (item.key === key ? patch(item) : item)) })

    const pump = async () => {
      if (running) return
      running = true
      try {
        for (;;) {
          const item = get().items.find((i) => i.state === 'queued')
          if (!item) break
          update(item.key, (i) => ({ key: i.key, file: i.file, sent: 0, state: 'uploading' }))
          try {
            const answer = await api.importFiles([item.file], (progress) => {
              const done = progress.total > 0 && progress.loaded >= progress.total
              update(item.key, (i) => ({ key: i.key, file: i.file, sent: progress.loaded, state: done ? 'extracting' : 'uploading' }))
            })
            const imported = answer.imported[0]
            const failed = answer.failed[0]
            if (imported) onImported()
            update(item.key, (i) =>
              imported
                ? {
                    key: i.key,
                    file: i.file,
                    sent: i.file.size,
                    state: 'imported',
                    contractId: imported.id,
                    name: imported.name,
                    paragraphs: imported.paragraphs,
                    warning: imported.coverage.warning
                  }
                : { key: i.key, file: i.file, sent: i.sent, state: 'failed', message: failed?.message ?? 'The engine did not import this file' }
            )
          } catch (error) {
            update(item.key, (i) => ({ key: i.key, file: i.file, sent: i.sent, state: 'failed', message: describeError(error) }))
          }
        }
      } finally {
        running = false
      }
    }

    return {
      items: [],
      add(files) {
        const added: ImportItem[] = files.map((file) =>
          isImportable(file)
            ? { key: nextKey++, file, sent: 0, state: 'queued' }
            : { key: nextKey++, file, sent: 0, state: 'failed', message: 'Only .pdf and .docx files can be imported' }
        )
        set({ items: [...get().items, ...added] })
        void pump()
      },
      retry(key) {
        update(key, (i) => ({ key: i.key, file: i.file, sent: 0, state: 'queued' }))
        void pump()
      },
      clearFinished() {
        set({ items: get().items.filter((i) => i.state !== 'imported' && i.state !== 'failed') })
      }
    }
  })
  return store
}
