import type { PageLine } from './page-lines'

/**
 * Running headers, footers and page numbers: text that belongs to the page, not to the contract.
 * Only lines at a page's top or bottom edge are candidates, and they are peeled off from the edge
 * inwards, so a repeated line in the middle of a page is never touched.
 */

// How many lines from each edge may be furniture (e.g. header, sub-header, rule text).
const EDGE_LINES = 3
// A line repeated on at least this share of the pages that have text is a running line.
const RUNNING_SHARE = 0.4

const PAGE_NUMBER_PATTERNS: readonly RegExp[] = [
  /^[-–—([]?\s*\d{1,4}\s*[-–—)\]]?$/, // 7, - 7 -, (7), [7]
  /^page\s+\d{1,4}(\s*(of|\/)\s*\d{1,4})?\.?$/i, // Page 7, Page 7 of 10
  /^\d{1,4}\s*(of|\/)\s*\d{1,4}$/i, // 7 of 10, 7/10
  /^[-–—]?\s*(?=[ivx])x{0,3}(ix|iv|v?i{0,3})\s*[-–—]?$/ // iv, - iv - (front matter)
]

// Page numbers left in the middle of a page by the original pagination: a bare number, centred,
// with clear space above and below.
const EMBEDDED_PAGE_NUMBER = /^[-–—([]?\s*\d{1,4}\s*[-–—)\]]?$/
const EMBEDDED_GAP_EMS = 2
const CENTRED_SHARE = 0.1

export function isPageNumberLine(text: string): boolean {
  const trimmed = text.trim()
  return PAGE_NUMBER_PATTERNS.some((pattern) => pattern.test(trimmed))
}

/** Returns each page's lines without its running headers, footers and page numbers. */
export function removePageFurniture(pages: readonly PageLine[][]): PageLine[][] {
  const pagesWithText = pages.filter((lines) => lines.length > 0).length
  const threshold = Math.max(2, Math.ceil(pagesWithText * RUNNING_SHARE))
  const occurrences = countEdgeSignatures(pages)
  const isRunning = (line: PageLine): boolean =>
    signaturesOf(line).some((signature) => (occurrences.get(signature) ?? 0) >= threshold)
  const isFurniture = (line: PageLine): boolean => isPageNumberLine(line.text) || isRunning(line)

  return pages.map((lines) => {
    let start = 0
    let end = lines.length
    while (start < end && start < EDGE_LINES && isFurnitureAt(lines, start, isFurniture)) start++
    while (end > start && lines.length - end < EDGE_LINES && isFurnitureAt(lines, end - 1, isFurniture)) end--
    return removeEmbeddedPageNumbers(lines.slice(start, end))
  })
}

function removeEmbeddedPageNumbers(lines: readonly PageLine[]): PageLine[] {
  if (lines.length < 3) return [...lines]
  const left = Math.min(...lines.map((line) => line.left))
  const right = Math.max(...lines.map((line) => line.right))
  const centre = (left + right) / 2
  const kept: PageLine[] = []
  let removedAbove = false
  lines.forEach((line, index) => {
    const above = lines[index - 1]
    const below = lines[index + 1]
    const isEmbeddedPageNumber =
      above !== undefined &&
      below !== undefined &&
      EMBEDDED_PAGE_NUMBER.test(line.text) &&
      Math.abs((line.left + line.right) / 2 - centre) < CENTRED_SHARE * (right - left) &&
      line.baseline - above.baseline > EMBEDDED_GAP_EMS * line.fontSize &&
      below.baseline - line.baseline > EMBEDDED_GAP_EMS * line.fontSize
    if (isEmbeddedPageNumber) {
      removedAbove = true
      return
    }
    kept.push(removedAbove ? { ...line, afterPageNumber: true } : line)
    removedAbove = false
  })
  return kept
}

function isFurnitureAt(lines: readonly PageLine[], index: number, isFurniture: (line: PageLine) => boolean): boolean {
  const line = lines[index]
  return line !== undefined && isFurniture(line)
}

/** How many pages carry each edge-line signature (a page counts once per signature). */
function countEdgeSignatures(pages: readonly PageLine[][]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const lines of pages) {
    const edges = new Set([...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)])
    const signatures = new Set<string>()
    for (const line of edges) for (const signature of signaturesOf(line)) signatures.add(signature)
    for (const signature of signatures) counts.set(signature, (counts.get(signature) ?? 0) + 1)
  }
  return counts
}

/**
 * The line's exact text, plus, for each number in it, the text with that number replaced by its
 * offset from the page number: "Page 3 of 10" on page 3 and "Page 4 of 10" on page 4 share
 * "page {+0} of 10", while "ARTICLE 5" and "ARTICLE 9" opening two pages share nothing.
 */
function signaturesOf(line: PageLine): string[] {
  const text = line.text.toLowerCase().replace(/\s+/g, ' ').trim()
  const signatures = [`=${text}`]
  const numbers = /\d+/g
  for (let match = numbers.exec(text); match !== null; match = numbers.exec(text)) {
    const offset = Number(match[0]) - line.page
    signatures.push(`~${text.slice(0, match.index)}{${offset}}${text.slice(match.index + match[0].length)}`)
  }
  return signatures
}
