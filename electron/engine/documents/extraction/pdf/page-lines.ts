import type { PdfTextItem } from './pdfjs'

/** One line of text on a page, in page coordinates with y growing downwards (points). */
export interface PageLine {
  /** One-based page number. */
  page: number
  text: string
  left: number
  right: number
  /** Baseline of the line's dominant text. */
  baseline: number
  /** Dominant font size, weighted by characters. */
  fontSize: number
  /**
   * A page number from the document's original pagination was removed just above this line
   * (documents converted from HTML or text keep them mid-page): the vertical gap above it says
   * nothing about paragraphs.
   */
  afterPageNumber: boolean
}

interface Glyphs {
  text: string
  x: number
  right: number
  baseline: number
  size: number
}

type Matrix = readonly [number, number, number, number, number, number]

// A space is inserted where the gap between two pieces of text exceeds this share of the font
// size; word spacing is around a quarter of an em, letter spacing near zero.
const WORD_GAP_EM = 0.15
// Within this distance two identical pieces of text are one piece printed twice (fake bold).
const DUPLICATE_TOLERANCE = 1

/**
 * Groups a page's text items into lines. Items are placed with the page's viewport transform, so
 * rotated pages read upright; text set at another angle than most of the page (watermarks, margin
 * stamps) is left out.
 */
export function buildPageLines(
  page: number,
  items: readonly PdfTextItem[],
  viewportTransform: readonly number[],
  normalize: (text: string) => string = (text) => text
): PageLine[] {
  const glyphs = placeGlyphs(items, toMatrix(viewportTransform))
  glyphs.sort((a, b) => a.baseline - b.baseline || a.x - b.x)

  const lines: Glyphs[][] = []
  let current: { glyphs: Glyphs[]; top: number; bottom: number } | null = null
  for (const glyph of glyphs) {
    const { top, bottom } = verticalExtent(glyph)
    const middle = (top + bottom) / 2
    if (current !== null && middle >= current.top && middle <= current.bottom) {
      current.glyphs.push(glyph)
      current.top = Math.min(current.top, top)
      current.bottom = Math.max(current.bottom, bottom)
    } else {
      current = { glyphs: [glyph], top, bottom }
      lines.push(current.glyphs)
    }
  }
  return lines.map((line) => composeLine(page, line, normalize)).filter((line) => line.text.length > 0)
}

function placeGlyphs(items: readonly PdfTextItem[], viewport: Matrix): Glyphs[] {
  const placed: Array<Glyphs & { angle: number }> = []
  const charactersByAngle = new Map<number, number>()
  for (const item of items) {
    if (item.str.trim().length === 0) continue
    const m = multiply(viewport, toMatrix(item.transform))
    const angle = quarterTurn(m)
    const size = Math.hypot(m[2], m[3])
    if (!(size > 0)) continue
    // Rotate back to upright so every angle reads left to right, top to bottom.
    const [x, y] = rotatePoint(m[4], m[5], -angle)
    placed.push({ text: item.str, x, right: x + Math.abs(item.width), baseline: y, size, angle })
    charactersByAngle.set(angle, (charactersByAngle.get(angle) ?? 0) + item.str.length)
  }
  let dominant = 0
  let most = -1
  for (const [angle, characters] of charactersByAngle) {
    if (characters > most) {
      dominant = angle
      most = characters
    }
  }
  return placed.filter((glyph) => glyph.angle === dominant)
}

function composeLine(page: number, glyphs: Glyphs[], normalize: (text: string) => string): PageLine {
  glyphs.sort((a, b) => a.x - b.x)
  let text = ''
  let previous: Glyphs | null = null
  const sizeWeights = new Map<number, number>()
  let baselineWeight = 0
  let baseline = 0
  for (const glyph of glyphs) {
    if (previous !== null && isReprint(previous, glyph)) continue
    if (previous !== null) {
      const gap = glyph.x - previous.right
      const needsSpace = gap > WORD_GAP_EM * Math.max(glyph.size, previous.size)
      if (needsSpace && !/\s$/.test(text) && !/^\s/.test(glyph.text)) text += ' '
    }
    text += glyph.text
    const rounded = Math.round(glyph.size * 2) / 2
    sizeWeights.set(rounded, (sizeWeights.get(rounded) ?? 0) + glyph.text.length)
    baseline += glyph.baseline * glyph.text.length * glyph.size
    baselineWeight += glyph.text.length * glyph.size
    previous = glyph
  }
  let fontSize = 0
  let heaviest = -1
  for (const [size, weight] of sizeWeights) {
    if (weight > heaviest) {
      fontSize = size
      heaviest = weight
    }
  }
  const first = glyphs[0]
  const right = Math.max(...glyphs.map((glyph) => glyph.right))
  return {
    page,
    text: normalize(text).replace(/\s+/g, ' ').trim(),
    left: first?.x ?? 0,
    right,
    baseline: baselineWeight > 0 ? baseline / baselineWeight : (first?.baseline ?? 0),
    fontSize,
    afterPageNumber: false
  }
}

function isReprint(previous: Glyphs, glyph: Glyphs): boolean {
  return (
    previous.text === glyph.text &&
    Math.abs(previous.x - glyph.x) < DUPLICATE_TOLERANCE &&
    Math.abs(previous.baseline - glyph.baseline) < DUPLICATE_TOLERANCE
  )
}

/** Ascender to descender, roughly, for grouping raised and lowered text with its line. */
function verticalExtent(glyph: Glyphs): { top: number; bottom: number } {
  return { top: glyph.baseline - glyph.size * 0.75, bottom: glyph.baseline + glyph.size * 0.2 }
}

function toMatrix(transform: readonly unknown[]): Matrix {
  const [a, b, c, d, e, f] = transform.map((value) => Number(value))
  return [a ?? 1, b ?? 0, c ?? 0, d ?? 1, e ?? 0, f ?? 0]
}

function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5]
  ]
}

/** The text direction in quarter turns (0, 90, 180, 270 degrees) in y-down page space. */
function quarterTurn(m: Matrix): number {
  const degrees = (Math.atan2(m[1], m[0]) * 180) / Math.PI
  return ((Math.round(degrees / 90) % 4) + 4) % 4
}

function rotatePoint(x: number, y: number, quarterTurns: number): [number, number] {
  switch (((quarterTurns % 4) + 4) % 4) {
    case 1:
      return [-y, x]
    case 2:
      return [-x, -y]
    case 3:
      return [y, -x]
    default:
      return [x, y]
  }
}
