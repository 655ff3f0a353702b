import Tesseract from 'tesseract.js'
import type { OcrLanguages } from './languages'

/** What Tesseract read on one page: its lines of words, in pixels of the image it was given. */
export interface Recognition {
  lines: RecognizedLine[]
  /** Tesseract's mean word confidence for the page, 0 to 100. */
  confidence: number
}

export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface RecognizedLine {
  words: Array<{ text: string; confidence: number; box: Box }>
  box: Box
  /** The baseline at the line's left and right ends. */
  baseline: Box
  /** x-height plus ascenders plus descenders, as Tesseract models the row. */
  rowHeight: number
}

export class OcrTimeoutError extends Error {
  override readonly name = 'OcrTimeoutError'
}

export interface RecognizeOptions {
  /** The image's resolution: Tesseract sizes its expectations of letters by it. */
  dpi: number
  /** The image's width × height. */
  pixels: number
  /** Recognition still running after this long is stopped: its Tesseract worker is ended. */
  budgetMs: number
}

export interface RecognizerOptions {
  /** A page of more pixels than this ends the worker once it is read (OcrSettings.recycleAbovePixels). */
  recycleAbovePixels: number
}

/**
 * One Tesseract worker, started on first use and kept for the next page. It recognises one page at
 * a time; a page over its time budget ends the worker (the only way to stop Tesseract mid-page) and
 * the next page starts a fresh one. So does a page larger than the bound: Tesseract's WebAssembly
 * heap grows to the largest page read and never shrinks, so a worker that read one is not kept.
 */
export class PageRecognizer {
  readonly #languages: OcrLanguages
  readonly #recycleAbovePixels: number
  #worker: Promise<Tesseract.Worker> | null = null
  #started = 0

  constructor(languages: OcrLanguages, options: RecognizerOptions) {
    this.#languages = languages
    this.#recycleAbovePixels = options.recycleAbovePixels
  }

  /** Tesseract workers started so far (one, unless pages overran their budget or the bound). */
  get started(): number {
    return this.#started
  }

  async recognize(pgm: Uint8Array, options: RecognizeOptions): Promise<Recognition> {
    let timer: NodeJS.Timeout | undefined
    const overBudget = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(`recognition took longer than ${formatSeconds(options.budgetMs)}`)), options.budgetMs)
    })
    try {
      const recognition = await Promise.race([this.#recognize(pgm, options.dpi), overBudget])
      if (options.pixels > this.#recycleAbovePixels) await this.close()
      return recognition
    } catch (error) {
      await this.close()
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * Ends the Tesseract worker. One still starting is ended once it has started, without waiting
   * for it: a start that never finishes (damaged trained data) must not hold up its caller.
   */
  close(): Promise<void> {
    const worker = this.#worker
    this.#worker = null
    worker?.then((started) => started.terminate()).catch(() => undefined)
    return Promise.resolve()
  }

  async #recognize(pgm: Uint8Array, dpi: number): Promise<Recognition> {
    const worker = await (this.#worker ??= this.#start())
    await worker.setParameters({ user_defined_dpi: String(dpi) })
    const result = await worker.recognize(Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength), {}, { text: false, blocks: true })
    return { lines: linesOf(result.data), confidence: result.data.confidence }
  }

  #start(): Promise<Tesseract.Worker> {
    this.#started++
    return Tesseract.createWorker(this.#languages.codes, Tesseract.OEM.LSTM_ONLY, {
      langPath: this.#languages.folder,
      gzip: true,
      // The trained data is read from its package each time a worker starts; nothing is written.
      cacheMethod: 'none',
      // A failed job rejects its own promise; without a handler tesseract.js would also rethrow
      // the failure on its message loop, which would end this thread.
      errorHandler: () => undefined
    }).then(async (worker) => {
      await worker.setParameters({
        tessedit_pageseg_mode: Tesseract.PSM.AUTO,
        // Folio renders text dark on light; looking for light-on-dark lines costs a second pass.
        tessedit_do_invert: '0'
      })
      return worker
    })
  }
}

function linesOf(page: Tesseract.Page): RecognizedLine[] {
  const lines: RecognizedLine[] = []
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words
          .map((word) => ({ text: word.text.trim(), confidence: word.confidence, box: word.bbox }))
          .filter((word) => word.text.length > 0)
        if (words.length === 0) continue
        lines.push({ words, box: line.bbox, baseline: line.baseline, rowHeight: line.rowAttributes.rowHeight })
      }
    }
  }
  return lines
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000
  return `${seconds.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${seconds === 1 ? 'second' : 'seconds'}`
}
