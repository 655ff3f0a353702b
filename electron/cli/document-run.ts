import { describeJobProgress } from '../../shared/api/documents'
import type { ExtractionProgress } from '../engine/documents/extraction'
import { OcrLanguageError, parseOcrLanguages } from '../engine/documents/extraction'
import { engineConfig, openWorkspace } from '../engine/index'
import type { Workspace } from '../engine/workspace'
import { UsageError } from './args'

/** --ocr-languages for the commands that read documents. */

/** A workspace for a command that reads documents, with the OCR languages asked for. */
export function openDocumentWorkspace(dataDir: string, languages: string | undefined, usage: string): Workspace {
  try {
    return openWorkspace(engineConfig({ dataDir, ...(languages === undefined ? {} : { ocrLanguages: parseOcrLanguages(languages) }) }), Date.now)
  } catch (error) {
    if (error instanceof OcrLanguageError) throw new UsageError(`${error.message}\nusage: ${usage}`)
    throw error
  }
}

/**
 * Ctrl+C stops the document being read (nothing of it is stored) and the files after it; a second
 * Ctrl+C quits at once.
 */
export function cancelOnInterrupt(): { signal: AbortSignal; release(): void } {
  const controller = new AbortController()
  const onInterrupt = () => {
    if (controller.signal.aborted) process.exit(130)
    process.stderr.write('\ncancelling: nothing more is stored (Ctrl+C again quits at once)\n')
    controller.abort()
  }
  process.on('SIGINT', onInterrupt)
  return { signal: controller.signal, release: () => process.off('SIGINT', onInterrupt) }
}

/**
 * Progress of one document on stderr: "contract.pdf: OCR page 3 of 12", rewritten in place on a
 * terminal, one line per page otherwise. Documents read in one pass print nothing.
 */
export function progressPrinter(label: string): { onProgress(progress: ExtractionProgress): void; done(): void } {
  const terminal = process.stderr.isTTY === true
  let printed = false
  return {
    onProgress(progress) {
      if (progress.phase !== 'ocr') return
      const line = `${label}: ${describeJobProgress({ phase: 'ocr', pagesDone: progress.done, pages: progress.pages })}`
      if (terminal) process.stderr.write(`\r\x1b[2K${line}`)
      else if (progress.done < progress.pages) process.stderr.write(`${line}\n`)
      printed = true
    },
    done() {
      if (terminal && printed) process.stderr.write('\r\x1b[2K')
    }
  }
}
