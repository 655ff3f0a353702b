import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react'
import { termUses, type TermDefinition } from '../../lib/drafting-checks'
import { DefinedTerm } from './DefinedTerm'
import { segmentText, termHighlights, type Highlight } from '../../ui/document/highlight'
import type { DocumentSnapshot } from './document-loader'

/** Where to bring the reader: a paragraph number; `seq` changes to jump again to the same one. */
export interface DocumentTarget {
  paragraph: number
  seq: number
}

/** The uses of defined terms in a paragraph, as 'term' highlights carrying their definition. */
function definedTermHighlights(text: string, definitions: readonly TermDefinition[]): Highlight[] {
  return termUses(text, definitions).map(({ start, end, definition }) => ({
    start,
    end,
    kind: 'term',
    definition: { term: definition.term, paragraph: definition.paragraph, sentence: definition.sentence }
  }))
}

const NO_DEFINITIONS: readonly TermDefinition[] = []

const Paragraph = memo(function Paragraph(props: {
  number: number
  text: string | undefined
  highlights: readonly Highlight[] | undefined
  terms: readonly string[]
  definitions: readonly TermDefinition[]
  focused: boolean
}) {
  const { text } = props
  if (text === undefined) {
    return (
      <div className="para para--pending" aria-busy="true">
        <span className="para__number">{props.number}</span>
        <span className="para__text">
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </span>
      </div>
    )
  }
  // Marks the page placed come before defined terms, so a finding on a term shows as the finding.
  const highlights = [...(props.highlights ?? []), ...termHighlights(text, props.terms), ...definedTermHighlights(text, props.definitions)]
  return (
    <div className={props.focused ? 'para is-focused' : 'para'} data-paragraph={props.number}>
      <span className="para__number" aria-label={`Paragraph ${props.number}`}>
        {props.number}
      </span>
      <p className="para__text">
        {text === '' ? (
          <span className="muted">(empty paragraph)</span>
        ) : highlights.length === 0 ? (
          text
        ) : (
          segmentText(text, highlights).map((segment, i) =>
            segment.highlight?.kind === 'term' && segment.highlight.definition ? (
              <DefinedTerm key={i} text={segment.text} definition={segment.highlight.definition} />
            ) : segment.highlight ? (
              <mark key={i} className={`hl hl--${segment.highlight.kind}`} title={segment.highlight.label}>
                {segment.text}
              </mark>
            ) : (
              segment.text
            )
          )
        )}
      </p>
    </div>
  )
})

/** Rough height before a paragraph is measured, from its length at ~90 characters a line. */
function estimateHeight(text: string | undefined): number {
  const lines = text === undefined ? 2 : Math.max(1, Math.ceil(text.length / 90))
  return 14 + lines * 27
}

/**
 * A contract's document as numbered paragraphs, virtualised: only what is on screen is in the
 * DOM, so 5000 paragraphs scroll as smoothly as 50. Heights are measured as rows render.
 */
export function DocumentView(props: {
  document: DocumentSnapshot
  highlights: ReadonlyMap<number, readonly Highlight[]>
  terms: readonly string[]
  target: DocumentTarget | null
  /** Paragraphs to show as the current focus (the selected position's matches). */
  focused: ReadonlySet<number>
  /** Defined terms to mark, each showing its definition on hover or focus (the Checks tab's). */
  definitions?: readonly TermDefinition[]
}) {
  const { document: doc } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: doc.total,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateHeight(doc.paragraphs[index]),
    overscan: 6,
    // Room below the last paragraph, so a match at the very end can still come to the middle.
    paddingEnd: 320,
    getItemKey: (index) => index
  })

  // Only a new target moves the reader; pages arriving underneath must not, except the page that
  // brings the target's own text (its height was a guess until then).
  const awaitingText = useRef<number | null>(null)
  const reveal = useEffectEvent((target: DocumentTarget | null | undefined) => {
    if (!target || target.paragraph < 1 || target.paragraph > doc.total) return
    virtualizer.scrollToIndex(target.paragraph - 1, { align: 'center' })
    awaitingText.current = doc.paragraphs[target.paragraph - 1] === undefined ? target.paragraph : null
  })
  const known = doc.total > 0
  useEffect(() => reveal(known ? props.target : null), [props.target, known])
  const awaited = awaitingText.current
  const awaitedText = awaited === null ? undefined : doc.paragraphs[awaited - 1]
  useEffect(() => {
    if (awaited === null || awaitedText === undefined) return
    awaitingText.current = null
    requestAnimationFrame(() => virtualizer.scrollToIndex(awaited - 1, { align: 'center' }))
  }, [awaited, awaitedText, virtualizer])

  // Marks the first paragraphs reaching the screen (read by bench/ui.ts).
  const painted = useRef(false)
  const hasText = doc.paragraphs[0] !== undefined
  useLayoutEffect(() => {
    if (painted.current || !hasText) return
    painted.current = true
    requestAnimationFrame(() => performance.mark('folio:paragraphs-painted'))
  }, [hasText])

  const items = virtualizer.getVirtualItems()
  return (
    <div ref={scrollRef} className="document" tabIndex={0} aria-label="Document text" data-document-scroll="">
      <div className="document__canvas" style={{ height: virtualizer.getTotalSize() }}>
        <div className="document__window" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
          {items.map((item) => (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
              <Paragraph
                number={item.index + 1}
                text={doc.paragraphs[item.index]}
                highlights={props.highlights.get(item.index + 1)}
                terms={props.terms}
                definitions={props.definitions ?? NO_DEFINITIONS}
                focused={props.focused.has(item.index + 1)}
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
