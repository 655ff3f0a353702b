import { createRequire } from 'node:module'
import { DEFAULT_OCR_LANGUAGES, resolveOcrLanguages, type OcrLanguages } from './languages'
import type { RenderLimits } from './render-page'

/** How pages without a text layer are read. Plain data: it crosses to worker threads. */
export interface OcrSettings {
  languages: OcrLanguages
  /**
   * The recogniser and its languages ("tesseract.js 7.0.0 eng"): a text read by another engine
   * is another revision of the contract's text.
   */
  engine: string
  render: RenderLimits
  /** Pixels of any one image a page draws; larger ones are refused, never decoded. */
  maxImagePixels: number
  /** Recognition of one page still running after this long is stopped and the page reported. */
  pageBudgetMs: number
  /** Pages whose mean word confidence falls under this (0–100) are named in the coverage warning. */
  lowConfidence: number
  /**
   * A Tesseract that has read a page of more pixels than this is ended after it (the next page
   * starts a fresh one): its WebAssembly heap grew to that page and is never given back.
   */
  recycleAbovePixels: number
}

// Tesseract's WebAssembly heap grows to about 50 MB reading Letter or A4 at 300 dpi (8.4–8.7
// megapixels) and stays there; Legal (10.7) is kept too. A larger page (A3, a drawing) grows it
// to hundreds of MB, which a worker kept for the next page of an ordinary folder would hold.
const RECYCLE_ABOVE_PIXELS = 11_000_000

// 300 dpi is what Tesseract's models are trained at. 25 megapixels holds an A3 page at 300 dpi
// and keeps a rendered page under 100 MB while it is drawn; a page larger than that is rendered
// at less, down to 150 dpi (ordinary print is still legible to Tesseract there).
const DEFAULT_RENDER: RenderLimits = Object.freeze({ dpi: 300, minDpi: 150, maxPixels: 25_000_000, maxSide: 16_384 })

export function ocrSettings(overrides: Partial<Omit<OcrSettings, 'languages'>> & { languages?: readonly string[] } = {}): OcrSettings {
  const languages = resolveOcrLanguages(overrides.languages ?? DEFAULT_OCR_LANGUAGES)
  return {
    languages,
    engine: `tesseract.js ${tesseractVersion()} ${languages.codes}`,
    render: overrides.render ?? DEFAULT_RENDER,
    // A 600 dpi A4 scan is 35 megapixels.
    maxImagePixels: overrides.maxImagePixels ?? 60_000_000,
    // A dense page takes seconds; a busy laptop may take ten times as long.
    pageBudgetMs: overrides.pageBudgetMs ?? 120_000,
    lowConfidence: overrides.lowConfidence ?? 70,
    recycleAbovePixels: overrides.recycleAbovePixels ?? RECYCLE_ABOVE_PIXELS
  }
}

function tesseractVersion(): string {
  const manifest: unknown = createRequire(import.meta.url)('tesseract.js/package.json')
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string' ? manifest.version : 'unknown'
}
