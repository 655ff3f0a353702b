import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type * as PdfjsApi from 'pdfjs-dist/legacy/build/pdf.mjs'
import { DocumentError } from '../../safety'

type Pdfjs = typeof PdfjsApi
export type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>
export type PdfTextContent = Awaited<ReturnType<PdfPage['getTextContent']>>
export type PdfTextItem = Extract<PdfTextContent['items'][number], { str: string }>

declare global {
  // pdf.js's documented hook for running its worker code on the current thread.
  var pdfjsWorker: { WorkerMessageHandler: unknown } | undefined
}

/**
 * Loads pdf.js (legacy build, the one that supports Node) with its worker code on this thread:
 * the extraction already runs in a worker thread of ours, so a second thread would only add
 * copying.
 *
 * The legacy build bundles core-js, which replaces Array.prototype.push with a JavaScript version
 * for every caller in the isolate (to fix an edge case of arrays with a non-writable length);
 * that makes pdf.js itself, and anything else on the thread, measurably slower. The native method
 * is put back once both modules are loaded.
 *
 * pdf.js keeps some state per thread, not per document (the page count that getPage checks), so
 * a thread reads one PDF at a time: each worker of the pool runs one job at a time.
 */
export async function loadPdfjs(): Promise<Pdfjs> {
  const nativePush = Array.prototype.push
  const api = await import('pdfjs-dist/legacy/build/pdf.mjs')
  globalThis.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
  if (Array.prototype.push !== nativePush) Array.prototype.push = nativePush
  return api
}

/**
 * pdf.js reads the PDF's own fonts for glyph widths and Unicode mappings; the 14 standard fonts
 * and CJK character maps that PDFs may reference without embedding come from pdfjs-dist's own
 * folders, read from disk. Nothing is fetched and no font is installed.
 */
function pdfjsAssetFolders(): { standardFonts: string; cMaps: string } {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  return { standardFonts: join(root, 'standard_fonts') + '/', cMaps: join(root, 'cmaps') + '/' }
}

export interface OpenPdfOptions {
  /** Opening to render pages (OCR): images larger than this many pixels are never decoded. */
  render?: { maxImagePixels: number }
}

/**
 * Opens a PDF for text extraction or rendering. pdf.js takes ownership of `data`: its buffer is
 * detached. Failures become DocumentErrors the user can act on.
 */
export async function openPdf(pdfjs: Pdfjs, data: Uint8Array, options: OpenPdfOptions = {}): Promise<PdfDocument> {
  const folders = pdfjsAssetFolders()
  const task = pdfjs.getDocument({
    data,
    // Untrusted input: no eval of PostScript functions or font programs, no network, no fonts
    // installed into any page, errors recovered rather than thrown where pdf.js can.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    maxImageSize: options.render?.maxImagePixels ?? -1,
    disableAutoFetch: true,
    disableStream: true,
    standardFontDataUrl: folders.standardFonts,
    cMapUrl: folders.cMaps,
    cMapPacked: true,
    verbosity: 0
  })
  try {
    return await task.promise
  } catch (error) {
    await task.destroy().catch(() => undefined)
    throw describePdfFailure(error)
  }
}

export function describePdfFailure(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
  const message = error instanceof Error ? error.message : String(error)
  if (name === 'PasswordException') {
    return new DocumentError(
      'encrypted',
      'the PDF is password-protected; open it with its password, save a copy without security, and import that copy',
      { cause: error }
    )
  }
  if (name === 'InvalidPDFException') {
    return new DocumentError('corrupt', `the PDF is damaged and cannot be read (${message})`, { cause: error })
  }
  return new DocumentError('corrupt', `the PDF cannot be read (${message})`, { cause: error })
}
