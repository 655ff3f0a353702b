import { availableParallelism } from 'node:os'
import type { ResourceLimits } from 'node:worker_threads'
import type { CompareOptions, Comparison } from '../../../../shared/api/compare'
import type { DraftingChecks } from '../../../../shared/api/drafting-checks'
import type { KeyTerms } from '../../../../shared/api/key-terms'
import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { ComparedParagraph } from '../compare'
import type { FirstPass } from '../extraction/extract-document'
import type { OcrPageOutcome } from '../extraction/ocr/ocr-page'
import { ocrSettings, type OcrSettings } from '../extraction/ocr/settings'
import type { DocumentKind, Extraction, ExtractionProgress } from '../extraction/types'
import type { DocumentPreview } from '../generation/preview'
import type { TemplateValues } from '../generation/values'
import { BadRequestError } from '../../errors'
import { DocumentError, resolveDocumentLimits, type DocumentLimits } from '../safety'
import type { WorkerAnswer } from './protocol'
import { JobCancelledError, WorkerPool } from './pool'

export { JobCancelledError } from './pool'

export interface ExtractOptions {
  /** Cancels the extraction: queued pages are dropped, pages being read are stopped. */
  signal?: AbortSignal
  onProgress?: (progress: ExtractionProgress) => void
}

/** How a key-term read waits for its worker. */
export interface KeyTermsReadOptions {
  /** Stops the read: queued, it is dropped; running, its worker is stopped. */
  signal?: AbortSignal
  /** Waits behind every other job (imports, generations, comparisons): reading stored texts in the background. */
  background?: boolean
}

export interface ExtractionPool {
  /** The OCR engine and languages pages are read with (OcrSettings.engine). */
  readonly ocrEngine: string
  /**
   * Extracts in worker threads: the text layer in one, then each page without one read by OCR
   * in whichever worker is free, one page per worker at a time. The bytes are copied once into
   * memory the workers share; the caller keeps its own. A cancelled extraction rejects with
   * JobCancelledError.
   */
  extract(bytes: Uint8Array, kind?: DocumentKind, options?: ExtractOptions): Promise<Extraction>
  /**
   * Renders a template body with values in a worker (generation of a long agreement takes tens
   * of milliseconds that the API must not wait on). `body` is copied, never taken.
   */
  render(body: Uint8Array, definition: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<Uint8Array>
  /** Renders as `render` does and reads the result back as HTML (a preview), in a worker. `body` is copied. */
  preview(body: Uint8Array, definition: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<DocumentPreview>
  /**
   * Reads a template's manifest (JSON or YAML) into its definition in a worker, within the
   * manifest time budget; a manifest that cannot become a definition is refused with a 400
   * naming its problems, one that takes longer than the budget with a 400 saying so.
   */
  readManifest(text: string): Promise<TemplateDefinition>
  /**
   * Compares two texts in a worker: the worst case (two long, shuffled texts) takes a few hundred
   * milliseconds the API must not wait on.
   */
  compare(oldParagraphs: ComparedParagraph[], newParagraphs: ComparedParagraph[], options: CompareOptions): Promise<Comparison>
  /** Compares two texts and writes the newer as a .docx with every change tracked, in a worker. */
  redline(oldParagraphs: ComparedParagraph[], newParagraphs: ComparedParagraph[], options: CompareOptions, document: { title: string; date: Date }): Promise<Uint8Array>
  /**
   * Runs the drafting checks over a text in a worker: a 5,000-paragraph contract takes a tenth of
   * a second or more, which the API must not spend on its own thread.
   */
  checkDrafting(paragraphs: string[]): Promise<DraftingChecks>
  /** Worker threads alive now; idle ones are stopped after `idleMs`. */
  /**
   * Reads a text's key terms (parties, dates, renewal, notice, governing law) in a worker: a few
   * milliseconds for most contracts, more for a long one, which the API must not wait on.
   */
  readKeyTerms(paragraphs: readonly string[], options?: KeyTermsReadOptions): Promise<KeyTerms>
  /** Worker threads alive now; idle ones are stopped after `idleMs`. */
  readonly workers: number
  /** Rejects queued and running jobs and stops the workers. */
  close(): Promise<void>
}

export interface ExtractionPoolOptions {
  /** Worker threads; default: one fewer than the CPUs, between 1 and 4. */
  size?: number
  limits?: Partial<DocumentLimits>
  /** How pages without a text layer are read; default: English and Folio's limits. */
  ocr?: OcrSettings
  /**
   * V8 limits per worker. A document that needs more memory kills only its worker, and its job
   * fails with DocumentError('corrupt'). Default: 1 GB of old generation.
   */
  resourceLimits?: ResourceLimits
  /** Reading a document's text layer still running after this long has its worker stopped; default 5 minutes. */
  jobTimeoutMs?: number
  /** The same for reading a template manifest (at most 32 KB of text); default 10 seconds. */
  manifestTimeoutMs?: number
  /** A worker without a job for this long is stopped, giving its memory back; default 30 seconds. */
  idleMs?: number
}

const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 1024 }
const DEFAULT_JOB_TIMEOUT_MS = 5 * 60 * 1000
const DEFAULT_MANIFEST_TIMEOUT_MS = 10 * 1000
// Long enough that the pages of one folder, and the next file dropped a moment later, find their
// workers (and Tesseract's model) loaded; short enough that an idle Folio gives the memory back.
const DEFAULT_IDLE_MS = 30 * 1000
// Reading key terms is linear in the text: milliseconds for a contract, well under this for 5,000 paragraphs.
const KEY_TERMS_TIMEOUT_MS = 30 * 1000
// Beyond recognition's own budget, which the worker enforces itself, the time a page may take to
// render before its worker is stopped from outside.
const RENDER_ALLOWANCE_MS = 30_000

export function createExtractionPool(options: ExtractionPoolOptions = {}): ExtractionPool {
  return new WorkerExtractionPool(options)
}

class WorkerExtractionPool implements ExtractionPool {
  readonly #pool: WorkerPool
  readonly #limits: DocumentLimits
  readonly #ocr: OcrSettings
  readonly #jobTimeoutMs: number
  readonly #manifestTimeoutMs: number
  #closed = false

  get ocrEngine(): string {
    return this.#ocr.engine
  }

  get workers(): number {
    return this.#pool.workers
  }

  constructor(options: ExtractionPoolOptions) {
    const size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1))
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`extraction pool size must be a positive integer, got ${size}`)
    this.#pool = new WorkerPool(size, options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS, options.idleMs ?? DEFAULT_IDLE_MS)
    this.#limits = resolveDocumentLimits(options.limits)
    this.#ocr = options.ocr ?? ocrSettings()
    this.#jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS
    this.#manifestTimeoutMs = options.manifestTimeoutMs ?? DEFAULT_MANIFEST_TIMEOUT_MS
  }

  async extract(bytes: Uint8Array, kind?: DocumentKind, options: ExtractOptions = {}): Promise<Extraction> {
    const { signal, onProgress } = options
    const shared = sharedCopy(bytes)
    onProgress?.({ phase: 'reading' })
    const first = await this.#pool.run({ task: 'read', bytes: shared, kind: kind ?? null, limits: this.#limits }, [], this.#foreground(signal), asFirstPass)
    if (first.pass === 'done') return first.extraction
    const { text } = first
    let done = 0
    onProgress?.({ phase: 'ocr', done, pages: text.textless.length })
    const outcomes = await Promise.all(
      text.textless.map(async (page) => {
        const outcome = await this.#ocrPage(shared, page, signal)
        onProgress?.({ phase: 'ocr', done: ++done, pages: text.textless.length })
        return outcome
      })
    )
    return this.#pool.run({ task: 'assemble', text, outcomes, settings: this.#ocr }, [], this.#foreground(signal), asExtraction)
  }

  render(body: Uint8Array, definition: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<Uint8Array> {
    const copy = new Uint8Array(body.byteLength)
    copy.set(body)
    return this.#pool.run({ task: 'render', body: copy, definition, values, reference }, [copy.buffer], this.#foreground(undefined), (answer) =>
      answer.task === 'render' ? answer.result : null
    )
  }

  preview(body: Uint8Array, definition: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<DocumentPreview> {
    const copy = new Uint8Array(body.byteLength)
    copy.set(body)
    return this.#pool.run({ task: 'preview', body: copy, definition, values, reference }, [copy.buffer], this.#foreground(undefined), (answer) =>
      answer.task === 'preview' ? answer.result : null
    )
  }

  readManifest(text: string): Promise<TemplateDefinition> {
    const seconds = this.#manifestTimeoutMs / 1000
    const budget = {
      signal: undefined,
      timeoutMs: this.#manifestTimeoutMs,
      timeoutError: () =>
        new BadRequestError(`The template manifest took longer than ${seconds} seconds to read; a manifest lists a template's fields in a few kilobytes, one per line`),
      background: false
    }
    return this.#pool.run({ task: 'manifest', text }, [], budget, (answer) => (answer.task === 'manifest' ? answer.result : null))
  }

  compare(oldParagraphs: ComparedParagraph[], newParagraphs: ComparedParagraph[], options: CompareOptions): Promise<Comparison> {
    return this.#pool.run({ task: 'compare', old: oldParagraphs, new: newParagraphs, options }, [], this.#comparison(), (answer) => (answer.task === 'compare' ? answer.result : null))
  }

  redline(oldParagraphs: ComparedParagraph[], newParagraphs: ComparedParagraph[], options: CompareOptions, document: { title: string; date: Date }): Promise<Uint8Array> {
    return this.#pool.run({ task: 'redline', old: oldParagraphs, new: newParagraphs, options, title: document.title, date: document.date.getTime() }, [], this.#comparison(), (answer) =>
      answer.task === 'redline' ? answer.result : null
    )
  }

  checkDrafting(paragraphs: string[]): Promise<DraftingChecks> {
    const seconds = Math.round(this.#jobTimeoutMs / 1000)
    const budget = { signal: undefined, timeoutMs: this.#jobTimeoutMs, timeoutError: () => new Error(`checking the text took longer than ${seconds} seconds`), background: false }
    return this.#pool.run({ task: 'drafting-checks', paragraphs }, [], budget, (answer) => (answer.task === 'drafting-checks' ? answer.result : null))
  }

  readKeyTerms(paragraphs: readonly string[], options: KeyTermsReadOptions = {}): Promise<KeyTerms> {
    const seconds = KEY_TERMS_TIMEOUT_MS / 1000
    const budget = {
      signal: options.signal,
      timeoutMs: KEY_TERMS_TIMEOUT_MS,
      timeoutError: () => new Error(`reading the key terms took longer than ${seconds} seconds`),
      background: options.background ?? false
    }
    return this.#pool.run({ task: 'key-terms', paragraphs: [...paragraphs] }, [], budget, (answer) => (answer.task === 'key-terms' ? answer.result : null))
  }

  async close(): Promise<void> {
    this.#closed = true
    await this.#pool.close()
  }

  /** One page: whatever stops it, short of a cancel or the pool closing, is that page's outcome. */
  async #ocrPage(bytes: Uint8Array, page: number, signal: AbortSignal | undefined): Promise<OcrPageOutcome> {
    const seconds = Math.round((this.#ocr.pageBudgetMs + RENDER_ALLOWANCE_MS) / 1000)
    try {
      return await this.#pool.run(
        { task: 'ocr-page', bytes, page, settings: this.#ocr },
        [],
        {
          signal,
          timeoutMs: this.#ocr.pageBudgetMs + RENDER_ALLOWANCE_MS,
          timeoutError: () => new Error(`rendering and reading it took longer than ${seconds} seconds`),
          background: true
        },
        asOcrPageOutcome
      )
    } catch (error) {
      if (error instanceof JobCancelledError || this.#closed) throw error
      return { page, status: 'failed', reason: error instanceof Error ? error.message : String(error) }
    }
  }

  /** Comparisons fail as comparisons, never as unreadable documents (which callers answer with a 4xx). */
  #comparison() {
    const seconds = Math.round(this.#jobTimeoutMs / 1000)
    return { signal: undefined, timeoutMs: this.#jobTimeoutMs, timeoutError: () => new Error(`comparing the two texts took longer than ${seconds} seconds`), background: false }
  }

  #foreground(signal: AbortSignal | undefined) {
    const seconds = Math.round(this.#jobTimeoutMs / 1000)
    return {
      signal,
      timeoutMs: this.#jobTimeoutMs,
      timeoutError: () => new DocumentError('corrupt', `reading the document took longer than ${seconds} seconds; it may be damaged or built to stall readers`),
      background: false
    }
  }
}

/** The file in memory every worker can read; no worker can take it over. */
function sharedCopy(bytes: Uint8Array): Uint8Array {
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength))
  shared.set(bytes)
  return shared
}

const asFirstPass = (answer: WorkerAnswer): FirstPass | null => (answer.task === 'read' ? answer.result : null)
const asExtraction = (answer: WorkerAnswer): Extraction | null => (answer.task === 'assemble' ? answer.result : null)
const asOcrPageOutcome = (answer: WorkerAnswer): OcrPageOutcome | null => (answer.task === 'ocr-page' ? answer.result : null)
