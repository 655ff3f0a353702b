import { useEffect, useRef, useState } from 'react'
import { describeJobProgress, type EvidenceCoverage } from '../../../../shared/api/documents'
import { useServices } from '../../app/services'
import { describeError } from '../../api/errors'
import { Notice } from '../../components/state-views'

/** A contract imported before Folio read scans: its PDF has pages nobody has read yet. */
export function needsOcr(coverage: EvidenceCoverage | null, contractType: string): boolean {
  return coverage !== null && !coverage.complete && coverage.extraction === 'pdf-text' && contractType === 'external'
}

// A page of OCR takes seconds; the engine is asked how far it has come this often.
const PROGRESS_INTERVAL_MS = 700

type RunState = { state: 'idle' } | { state: 'running'; jobId: string; progress: string | null } | { state: 'failed'; message: string }

/**
 * Reads the contract's scanned pages by OCR, as a new revision of its text, showing "OCR page 3
 * of 12" while it runs and letting the lawyer stop it (nothing is stored then).
 */
export function OcrRun({ contractId, onRead }: { contractId: string; onRead: () => void }) {
  const { api } = useServices()
  const [run, setRun] = useState<RunState>({ state: 'idle' })
  const requestRef = useRef<AbortController | null>(null)
  useEffect(() => () => requestRef.current?.abort(), [])

  const start = async () => {
    const jobId = crypto.randomUUID()
    const request = new AbortController()
    requestRef.current = request
    setRun({ state: 'running', jobId, progress: null })
    const timer = setInterval(() => {
      api.call('getDocumentJob', { params: { jobId }, signal: request.signal }).then(
        (job) => setRun((current) => (current.state === 'running' && current.jobId === jobId ? { ...current, progress: describeJobProgress(job) } : current)),
        () => undefined
      )
    }, PROGRESS_INTERVAL_MS)
    try {
      await api.call('ocrContract', { params: { id: contractId }, query: { jobId }, signal: request.signal })
      setRun({ state: 'idle' })
      onRead()
    } catch (error) {
      if (!request.signal.aborted) setRun({ state: 'failed', message: describeError(error) })
    } finally {
      clearInterval(timer)
    }
  }

  const cancel = (jobId: string) => {
    api.call('cancelDocumentJob', { params: { jobId } }).catch(() => requestRef.current?.abort())
  }

  return (
    <div className="ocr-run" data-testid="ocr-run">
      {run.state === 'running' ? (
        <span className="ocr-run__progress" aria-live="polite">
          <progress aria-label="Reading the scanned pages" /> {run.progress ?? 'Starting OCR'}…
          <button type="button" className="button button--compact button--quiet" onClick={() => cancel(run.jobId)}>
            Cancel
          </button>
        </span>
      ) : (
        <button type="button" className="button button--compact button--primary" onClick={() => void start()}>
          Read scanned pages (OCR)
        </button>
      )}
      {run.state === 'failed' && <Notice tone="error">{run.message}</Notice>}
    </div>
  )
}
