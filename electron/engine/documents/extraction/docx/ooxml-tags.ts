/**
 * A forward-only scan over the start and end tags of an OOXML part, for the few facts mammoth does
 * not expose (list definitions and which list each paragraph uses). The parts have already passed
 * the safety gate, so there is no DTD to honour; comments, processing instructions and CDATA are
 * stepped over, text content is ignored.
 */
export interface XmlTag {
  /** Qualified name as written, e.g. "w:numId". */
  name: string
  kind: 'start' | 'end' | 'empty'
  /** Raw attribute text; read it with attributeOf. */
  attributes: string
}

const MARKUP =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<!\w[^>]*>|<(\/?)([\w.:-]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g

export function* scanTags(xml: string): Generator<XmlTag> {
  const pattern = new RegExp(MARKUP)
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) {
    const name = match[2]
    if (name === undefined) continue
    const kind = match[1] === '/' ? 'end' : match[4] === '/' ? 'empty' : 'start'
    yield { name, kind, attributes: match[3] ?? '' }
  }
}

const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

export function attributeOf(tag: XmlTag, name: string): string | undefined {
  const pattern = new RegExp(ATTRIBUTE)
  for (let match = pattern.exec(tag.attributes); match !== null; match = pattern.exec(tag.attributes)) {
    if (match[1] === name) return decodeXmlEntities(match[2] ?? match[3] ?? '')
  }
  return undefined
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

function decodeXmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return safeCodePoint(Number.parseInt(entity.slice(2), 16), whole)
    if (entity.startsWith('#')) return safeCodePoint(Number.parseInt(entity.slice(1), 10), whole)
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole
  })
}

function safeCodePoint(codePoint: number, fallback: string): string {
  return Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : fallback
}

/**
 * Calls `visit` for each tag with the names of its open ancestors, skipping the subtrees a reader
 * of the final document must ignore: the `mc:Choice` branch of alternate content (mammoth, like
 * Word 2007, reads `mc:Fallback`) and tracked formatting changes (`w:pPrChange` and friends hold
 * the *previous* properties).
 */
export function walkTags(xml: string, visit: (tag: XmlTag, ancestors: readonly string[]) => void): void {
  const ancestors: string[] = []
  let skipDepth = 0
  for (const tag of scanTags(xml)) {
    if (skipDepth > 0) {
      if (tag.kind === 'start') skipDepth++
      else if (tag.kind === 'end') skipDepth--
      continue
    }
    if (tag.kind === 'start' && isSkippedSubtree(tag.name)) {
      skipDepth = 1
      continue
    }
    if (tag.kind === 'end') {
      // Tolerate unbalanced markup by unwinding to the matching start tag.
      const index = ancestors.lastIndexOf(tag.name)
      if (index >= 0) ancestors.length = index
      visit(tag, ancestors)
      continue
    }
    visit(tag, ancestors)
    if (tag.kind === 'start') ancestors.push(tag.name)
  }
}

// Alternate-content wrappers are transparent: a w:numFmt inside mc:Fallback belongs to the w:lvl
// around it.
const TRANSPARENT = new Set(['mc:AlternateContent', 'mc:Fallback'])

/** The nearest ancestor that is not an alternate-content wrapper. */
export function parentElement(ancestors: readonly string[], generations = 1): string | undefined {
  let remaining = generations
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const name = ancestors[index]
    if (name === undefined || TRANSPARENT.has(name)) continue
    remaining--
    if (remaining === 0) return name
  }
  return undefined
}

function isSkippedSubtree(name: string): boolean {
  return name === 'mc:Choice' || name.endsWith('PrChange')
}
