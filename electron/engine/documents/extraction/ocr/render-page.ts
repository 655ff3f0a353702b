import { createCanvas } from '@napi-rs/canvas'
import { formatCount } from '../../safety/limits'
import type { PdfPage } from '../pdf/pdfjs'

/**
 * A page as OCR sees it: grey levels, one byte per pixel, rows top to bottom, held as the pixels
 * of a binary PGM (P5) file, the one image format that needs no encoding and that Leptonica reads:
 * the page is drawn straight into the file Tesseract is given, never copied into it.
 */
export interface GreyImage {
  width: number
  height: number
  /** The pixels: a view of `pgm` after its header. */
  pixels: Uint8Array
  /** The whole PGM file. */
  pgm: Uint8Array
}

/** A pixel's grey level: ITU-R BT.601 luma in integers (weights sum to 1024), for drawn pages and scans alike. */
export function luma(red: number, green: number, blue: number): number {
  return (red * 306 + green * 601 + blue * 117) >> 10
}

/** A grey image of the given size, every pixel black until written. */
export function greyImage(width: number, height: number): GreyImage {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`)
  const pgm = new Uint8Array(header.byteLength + width * height)
  pgm.set(header)
  return { width, height, pixels: pgm.subarray(header.byteLength), pgm }
}

export interface RenderLimits {
  /** Resolution pages are rendered at for OCR. */
  dpi: number
  /** A page too large for `maxPixels` at `dpi` is rendered at less, down to this. */
  minDpi: number
  /** Pixels of one rendered page (memory: four bytes each while drawing). */
  maxPixels: number
  /** Longest side of a rendered page, in pixels. */
  maxSide: number
}

export type RenderPlan = { ok: true; dpi: number; width: number; height: number } | { ok: false; reason: string }

const POINTS_PER_INCH = 72

/**
 * How a page will be rendered, decided from its size alone, before anything is drawn: a page too
 * large even at the lowest useful resolution is refused with its size and the limit.
 */
export function planRender(page: PdfPage, limits: RenderLimits): RenderPlan {
  // The viewport applies the page's rotation and user unit: its size is what is drawn.
  const { width: widthPt, height: heightPt } = page.getViewport({ scale: 1 })
  const pixelsAt = (dpi: number) => ((widthPt * dpi) / POINTS_PER_INCH) * ((heightPt * dpi) / POINTS_PER_INCH)
  const sideAt = (dpi: number) => (Math.max(widthPt, heightPt) * dpi) / POINTS_PER_INCH
  const dpi = Math.floor(
    Math.min(limits.dpi, limits.dpi * Math.sqrt(limits.maxPixels / pixelsAt(limits.dpi)), limits.dpi * (limits.maxSide / sideAt(limits.dpi)))
  )
  if (!(widthPt > 0 && heightPt > 0) || dpi < limits.minDpi) {
    const inches = (points: number) => (points / POINTS_PER_INCH).toLocaleString('en-US', { maximumFractionDigits: 1 })
    return {
      ok: false,
      reason:
        `it measures ${inches(widthPt)} × ${inches(heightPt)} inches (${formatCount(Math.round(widthPt))} × ${formatCount(Math.round(heightPt))} points), ` +
        `too large to render for OCR: Folio renders at least ${limits.minDpi} dpi within ${formatCount(limits.maxPixels / 1e6)} megapixels ` +
        `and ${formatCount(limits.maxSide)} pixels a side`
    }
  }
  const scale = dpi / POINTS_PER_INCH
  const viewport = page.getViewport({ scale })
  return { ok: true, dpi, width: Math.ceil(viewport.width), height: Math.ceil(viewport.height) }
}

// Rows read back from the canvas at a time: its RGBA pixels are copied out a band at a time, so
// that a whole page in RGBA (four times the grey page: 34 MB at 300 dpi on Letter) is never held
// in JavaScript beside the canvas's own.
const BAND_ROWS = 128

/** Draws the page with pdf.js on a Node canvas, as printed, and turns it to grey. */
export async function renderGrey(page: PdfPage, plan: { dpi: number; width: number; height: number }): Promise<GreyImage> {
  const canvas = createCanvas(plan.width, plan.height)
  const context = canvas.getContext('2d')
  if (!isRenderContext(context)) throw new Error('the Node canvas offers no 2D context pdf.js can draw on')
  const viewport = page.getViewport({ scale: plan.dpi / POINTS_PER_INCH })
  await page.render({ canvas: null, canvasContext: context, viewport, intent: 'print' }).promise
  const image = greyImage(plan.width, plan.height)
  const { pixels } = image
  for (let top = 0; top < plan.height; top += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, plan.height - top)
    const rgba = context.getImageData(0, top, plan.width, rows).data
    for (let source = 0, target = top * plan.width, end = target + rows * plan.width; target < end; source += 4, target++) {
      pixels[target] = luma(rgba[source] ?? 0, rgba[source + 1] ?? 0, rgba[source + 2] ?? 0)
    }
  }
  // The canvas's native pixels are not the JavaScript heap's to count, so the collector would keep
  // them for a while; shrinking it lets them go now, before the page is recognised.
  canvas.width = 1
  canvas.height = 1
  return image
}

type RenderContext = NonNullable<Parameters<PdfPage['render']>[0]['canvasContext']>

/**
 * pdf.js is typed for a browser canvas; @napi-rs/canvas (the one pdf.js itself uses under Node)
 * implements what pdf.js draws with, not every member of the DOM interface.
 */
function isRenderContext(context: object): context is RenderContext {
  return 'drawImage' in context && 'getImageData' in context && 'transform' in context
}

// A pixel this far from white is marked; a page with less than this share marked draws nothing.
const INK_LEVEL = 230
const BLANK_INK_SHARE = 0.0002

export function isBlank(image: GreyImage): boolean {
  let ink = 0
  const enough = image.pixels.length * BLANK_INK_SHARE
  for (const level of image.pixels) {
    if (level < INK_LEVEL && ++ink > enough) return false
  }
  return true
}
