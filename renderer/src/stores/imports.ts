import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/client'
import { describeError } from '../api/errors'
import type { DocumentJob } from '../../../shared/api/documents'

export type ImportItem = {
  key: number
  file: File
  /** Bytes sent so far while uploading. */
  sent: number
} & (
  | { state: 'queued' | 'uploading' | 'cancelled' }
  /** `progress`: how far the engine has come with the file, once it says. */
  | { state: 'extracting'; progress: Pick<DocumentJob, 'phase' | 'pagesDone' | 'pages'> | null }
  | { state: 'imported'; contractId: string; name: string; paragraphs: number; warning: string | null }
  | { state: 'failed'; message: string }
)

export interface ImportState {
  items: ImportItem[]
  add(files: readonly File[]): void
  retry(key: number): void
  /** Stops a file: not sent if it waits, its upload or reading stopped if it runs; nothing is stored. */
  cancel(key: number): void
  clearFinished(): void
}

export type ImportStore = StoreApi<ImportState>

export const IMPORTABLE_EXTENSIONS = ['pdf', 'docx'] as const

export function isImportable(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return (IMPORTABLE_EXTENSIONS as readonly string[]).includes(extension)
}

export function isFinished(item: ImportItem): boolean {
  return item.state === 'imported' || item.state === 'failed' || item.state === 'cancelled'
}

// How often the engine is asked how far the reading has come (a page of OCR takes seconds).
const PROGRESS_INTERVAL_MS = 700

/**
 * Uploads one file per request, one at a time: each file gets its own progress and its own
 * outcome, and the engine's extraction workers are not flooded by a folder of 200 PDFs. Each
 * request is named by a job id, so the list can show the engine's progress and cancel it.
 */
export function createImportStore(api: ApiClient, onImported: () => void = () => undefined): ImportStore {
  let nextKey = 1
  let running = false
  let current: { key: number; jobId: string; controller: AbortController; cancelled: boolean } | null = null

  const store = createStore<ImportState>()((set, get) => {
    const update = (key: number, patch: (item: ImportItem) => ImportItem) =>
      set({ items: get().items.map((item) => (item.key === key ? patch(item) : item)) })

    const followProgress = (key: number, jobId: string, signal: AbortSignal) => {
      const timer = setInterval(() => {
        api.call('getDocumentJob', { params: { jobId }, signal }).then(
          (job) => update(key, (i) => (i.state === 'extracting' ? { ...i, progress: { phase: job.phase, pagesDone: job.pagesDone, pages: job.pages } } : i)),
          // Not started yet, or already finished: the import's own answer tells the rest.
          () => undefined
        )
      }, PROGRESS_INTERVAL_MS)
      signal.addEventListener('abort', () => clearInterval(timer), { once: true })
    }

    const importOne = async (item: ImportItem) => {
      const jobId = crypto.randomUUID()
      const controller = new AbortController()
      const polling = new AbortController()
      const run = { key: item.key, jobId, controller, cancelled: false }
      current = run
      update(item.key, (i) => ({ key: i.key, file: i.file, sent: 0, state: 'uploading' }))
      try {
        const answer = await api.importFiles([item.file], {
          jobId,
          signal: controller.signal,
          onProgress: (progress) => {
            const done = progress.total > 0 && progress.loaded >= progress.total
            if (done && !polling.signal.aborted && get().items.find((i) => i.key === item.key)?.state === 'uploading') followProgress(item.key, jobId, polling.signal)
            update(item.key, (i) =>
              done ? { key: i.key, file: i.file, sent: progress.loaded, state: 'extracting', progress: i.state === 'extracting' ? i.progress : null } : { key: i.key, file: i.file, sent: progress.loaded, state: 'uploading' }
            )
          }
        })
        const imported = answer.imported[0]
        const failed = answer.failed[0]
        if (imported) onImported()
        update(item.key, (i) =>
          imported
            ? { key: i.key, file: i.file, sent: i.file.size, state: 'imported', contractId: imported.id, name: imported.name, paragraphs: imported.paragraphs, warning: imported.coverage.warning }
            : { key: i.key, file: i.file, sent: i.sent, state: 'failed', message: failed?.message ?? 'The engine did not import this file' }
        )
      } catch (error) {
        const stopped = run.cancelled
        update(item.key, (i) => (stopped ? { key: i.key, file: i.file, sent: i.sent, state: 'cancelled' } : { key: i.key, file: i.file, sent: i.sent, state: 'failed', message: describeError(error) }))
      } finally {
        polling.abort()
        current = null
      }
    }

    const pump = async () => {
      if (running) return
      running = true
      try {
        for (;;) {
          const item = get().items.find((i) => i.state === 'queued')
          if (!item) break
          await importOne(item)
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
      cancel(key) {
        const item = get().items.find((i) => i.key === key)
        if (item?.state === 'queued') {
          update(key, (i) => ({ key: i.key, file: i.file, sent: i.sent, state: 'cancelled' }))
          return
        }
        if (current?.key !== key) return
        const { jobId, controller } = current
        current.cancelled = true
        // The engine stops the reading (and stores nothing); leaving the request stops it too.
        api.call('cancelDocumentJob', { params: { jobId } }).then(
          () => undefined,
          () => controller.abort()
        )
        if (item?.state === 'uploading') controller.abort()
      },
      clearFinished() {
        set({ items: get().items.filter((i) => !isFinished(i)) })
      }
    }
  })
  return store
}
