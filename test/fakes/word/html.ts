import { FakeModelError, type Block, type ListInfo, type RunStyle } from './model'

const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'LI'])

/**
 * What Word makes of HTML given to insertHtml, in the terms the fake keeps: one paragraph per
 * block element (list items keep their list), bold and italic runs, <br> as a line break
 * (Word's vertical tab), whitespace collapsed as a browser would. Uses the page's DOMParser
 * (jsdom in tests, the browser in end-to-end runs).
 */
export function htmlToBlocks(html: string): Block[] {
  const Parser = globalThis.DOMParser
  if (typeof Parser !== 'function') throw new FakeModelError('NotImplemented', 'insertHtml needs a DOMParser (run the test in jsdom or a browser).')
  const body = new Parser().parseFromString(html, 'text/html').body
  const blocks: Block[] = []
  let open: Block | null = null

  const close = () => {
    if (open) {
      const runs = open.runs
      const first = runs[0]
      if (first) first.text = first.text.replace(/^ +/, '')
      const last = runs[runs.length - 1]
      if (last) last.text = last.text.replace(/ +$/, '')
      const kept = runs.filter((run) => run.text.length > 0)
      if (kept.length > 0) blocks.push({ runs: kept, list: open.list })
    }
    open = null
  }
  const current = (list: ListInfo | null): Block => {
    if (!open) open = { runs: [], list }
    return open
  }

  const walk = (node: Node, style: RunStyle, list: ListInfo | null, depth: number) => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/[\t\n\r ]+/g, ' ')
      if (text === ' ' && !open) return
      const block = current(list)
      const previous = block.runs[block.runs.length - 1]
      const collapsed = previous?.text.endsWith(' ') || block.runs.length === 0 ? text.replace(/^ /, '') : text
      if (collapsed) block.runs.push({ text: collapsed, ...style })
      return
    }
    if (!(node instanceof globalThis.Element)) return
    const tag = node.tagName
    if (tag === 'BR') {
      current(list).runs.push({ text: '\u000b', ...style })
      return
    }
    if (tag === 'UL' || tag === 'OL') {
      close()
      for (const child of node.childNodes) walk(child, style, { kind: tag === 'OL' ? 'number' : 'bullet', level: depth }, depth + 1)
      close()
      return
    }
    const css = node.getAttribute('style') ?? ''
    const next: RunStyle = {
      bold: style.bold || tag === 'B' || tag === 'STRONG' || /^H[1-6]$/.test(tag) || /font-weight:\s*(bold|[6-9]00)/i.test(css),
      italic: style.italic || tag === 'I' || tag === 'EM' || /font-style:\s*italic/i.test(css)
    }
    if (BLOCKS.has(tag)) {
      close()
      open = { runs: [], list: tag === 'LI' ? list : null }
      for (const child of node.childNodes) walk(child, next, tag === 'LI' ? list : null, depth)
      close()
      return
    }
    for (const child of node.childNodes) walk(child, next, list, depth)
  }

  for (const child of body.childNodes) walk(child, { bold: false, italic: false }, null, 0)
  close()
  return blocks
}

/** Plain text given to insertText: each line break starts a paragraph, as Word does with "\n". */
export function textToBlocks(text: string): Block[] {
  return text.split(/\r\n|\r|\n/).map((line) => ({ runs: [{ text: line, bold: false, italic: false }], list: null }))
}
