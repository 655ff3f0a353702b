import type * as PdfjsApi from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { PdfPage } from '../pdf/pdfjs'
import { greyImage, luma, type GreyImage } from './render-page'

type Operators = typeof PdfjsApi.OPS
type Matrix = [number, number, number, number, number, number]

/** A scanned page's own pixels, in grey, and the resolution they were scanned at. */
export interface PageScan {
  image: GreyImage
  dpi: number
}

// Scans within this share of the resolution pages are rendered at are read as scanned; others
// (a 600 dpi scan, a 110 ppi fax) are drawn at that resolution, as any other page.
const NATIVE_DPI_TOLERANCE = 0.1
// How far the image's edges may stand from the page's, as a share of its side.
const EDGE_TOLERANCE = 0.01
// pdf.js's ImageKind.RGB_24BPP: how it hands over a grey or colour image without transparency.
const RGB_24BPP = 2

/**
 * The page's one image, when the page is a scan and nothing else: a single upright image drawn
 * over the whole page, at about the resolution Folio renders at. Its decoded pixels are what
 * drawing the page would produce, so they are turned to grey as they are, without a page-sized
 * canvas and pdf.js's page-sized copy of the image (two RGBA bitmaps of 34 MB for a Letter page
 * at 300 dpi) or the time drawing them takes. Null for any other page, which is drawn.
 */
export async function pageScan(page: PdfPage, ops: Operators, renderDpi: number): Promise<PageScan | null> {
  const { width: widthPt, height: heightPt } = page.getViewport({ scale: 1 })
  const [left = 0, bottom = 0, right = 0, top = 0] = page.view
  // A rotated page, or one with a user unit, is not drawn in its own coordinates.
  if (page.rotate % 360 !== 0 || Math.abs(right - left - widthPt) > 0.01 || Math.abs(top - bottom - heightPt) > 0.01) return null
  const list = await page.getOperatorList({ intent: 'print' })
  const painted = onlyImage(list.fnArray, list.argsArray, ops)
  if (painted === null) return null
  const [a, b, c, d, e, f] = painted.matrix
  const covers =
    Math.abs(b) < 1e-6 &&
    Math.abs(c) < 1e-6 &&
    Math.abs(a - widthPt) <= EDGE_TOLERANCE * widthPt &&
    Math.abs(d - heightPt) <= EDGE_TOLERANCE * heightPt &&
    Math.abs(e - left) <= EDGE_TOLERANCE * widthPt &&
    Math.abs(f - bottom) <= EDGE_TOLERANCE * heightPt
  if (!covers) return null
  const image: unknown = painted.id.startsWith('g_') ? page.commonObjs.get(painted.id) : page.objs.get(painted.id)
  if (!isRgbImage(image)) return null
  const dpiX = (image.width * 72) / widthPt
  const dpiY = (image.height * 72) / heightPt
  const dpi = Math.round(dpiX)
  if (Math.abs(dpiX - dpiY) > NATIVE_DPI_TOLERANCE * dpiX || Math.abs(dpiX - renderDpi) > NATIVE_DPI_TOLERANCE * renderDpi) return null
  return { image: greyOf(image), dpi }
}

interface RgbImage {
  width: number
  height: number
  kind: number
  data: Uint8Array | Uint8ClampedArray
}

function isRgbImage(value: unknown): value is RgbImage {
  if (typeof value !== 'object' || value === null) return false
  if (!('width' in value && 'height' in value && 'kind' in value && 'data' in value)) return false
  const { width, height, kind, data } = value
  return (
    typeof width === 'number' &&
    typeof height === 'number' &&
    kind === RGB_24BPP &&
    (data instanceof Uint8Array || data instanceof Uint8ClampedArray) &&
    data.length === width * height * 3
  )
}

/**
 * The one image a page's operators paint and where, when they paint nothing else: only saving,
 * restoring and transforming around it are allowed (how scanners and PDF writers place a scan).
 */
function onlyImage(fns: readonly number[], args: readonly unknown[], ops: Operators): { id: string; matrix: Matrix } | null {
  const stack: Matrix[] = []
  let ctm: Matrix = [1, 0, 0, 1, 0, 0]
  let painted: { id: string; matrix: Matrix } | null = null
  for (const [index, fn] of fns.entries()) {
    const arg = args[index]
    if (fn === ops.save) stack.push(ctm)
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm
    else if (fn === ops.transform) {
      if (!isMatrix(arg)) return null
      ctm = multiply(ctm, arg)
    } else if (fn === ops.dependency) continue
    else if (fn === ops.paintImageXObject) {
      const id: unknown = Array.isArray(arg) ? arg[0] : undefined
      if (painted !== null || typeof id !== 'string') return null
      painted = { id, matrix: ctm }
    } else return null
  }
  return painted
}

function isMatrix(value: unknown): value is Matrix {
  return Array.isArray(value) && value.length === 6 && value.every((n) => typeof n === 'number' && Number.isFinite(n))
}

/** `outer` applied after `inner`, as PDF's `cm` composes. */
function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer
  const [a2, b2, c2, d2, e2, f2] = inner
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f]
}

function greyOf(image: RgbImage): GreyImage {
  const grey = greyImage(image.width, image.height)
  const { pixels } = grey
  const rgb = image.data
  for (let source = 0, target = 0; target < pixels.length; source += 3, target++) {
    pixels[target] = luma(rgb[source] ?? 0, rgb[source + 1] ?? 0, rgb[source + 2] ?? 0)
  }
  return grey
}
