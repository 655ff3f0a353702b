import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { allRows, foldHolding, foldRows, type CompareLine } from './compare-fold'
import type { CompareRow, Segment } from './compare-model'
import type { CompareTarget, CompareView } from './compare-store'

function Segments({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.kind === 'inserted' ? (
          <ins key={i} className="diff-ins">
            {segment.text}
          </ins>
        ) : segment.kind === 'deleted' ? (
          <del key={i} className="diff-del">
            {segment.text}
          </del>
        ) : (
          <span key={i}>{segment.text}</span>
        )
      )}
    </>
  )
}

function Cell({ number, segments, side }: { number: number | null; segments: readonly Segment[] | null; side: 'old' | 'new' | 'inline' }) {
  if (segments === null) return <div className={`compare-cell compare-cell--${side} compare-cell--empty`} />
  return (
    <div className={`compare-cell compare-cell--${side}`}>
      <span className="para__number">{number ?? ''}</span>
      <p className="para__text">{segments.length === 0 || (segments.length === 1 && segments[0]?.text === '') ? <span className="muted">(empty paragraph)</span> : <Segments segments={segments} />}</p>
    </div>
  )
}

const MOVED_LABEL = { old: 'moved away', new: 'moved here' } as const

const Row = memo(function Row({ row, view, current, index }: { row: CompareRow; view: CompareView; current: boolean; index: number }) {
  const label = row.kind === 'moved' && row.place ? MOVED_LABEL[row.place] : row.kind === 'equal' ? null : row.kind
  return (
    <div className={`compare-row compare-row--${row.kind}${current ? ' is-current' : ''}`} data-row={index} data-kind={row.kind} aria-current={current ? 'true' : undefined}>
      {label && <span className={`compare-row__kind compare-row__kind--${row.kind}`}>{label}</span>}
      {view === 'side' ? (
        <>
          <Cell number={row.oldNumber} segments={row.old} side="old" />
          <Cell number={row.newNumber} segments={row.new} side="new" />
        </>
      ) : (
        <Cell number={row.newNumber ?? row.oldNumber} segments={row.inline} side="inline" />
      )}
    </div>
  )
})

/** Rough height before a row is measured, from its longer side at ~60 characters a line (side by side). */
function estimateHeight(row: CompareRow | undefined, view: CompareView): number {
  if (!row) return 40
  const length = (segments: readonly Segment[] | null) => (segments ?? []).reduce((n, s) => n + s.text.length, 0)
  const characters = view === 'side' ? Math.max(length(row.old), length(row.new)) : length(row.inline)
  return 16 + Math.max(1, Math.ceil(characters / (view === 'side' ? 60 : 90))) * 26
}

/** A folded run of unchanged paragraphs: one line, opened with a click (or Enter). */
function Fold({ rows, from, to, onOpen }: { rows: readonly CompareRow[]; from: number; to: number; onOpen: () => void }) {
  const first = rows[from]
  const last = rows[to - 1]
  const numbers = first && last ? ` (${first.newNumber ?? first.oldNumber}–${last.newNumber ?? last.oldNumber})` : ''
  return (
    <div className="compare-fold">
      <button type="button" className="compare-fold__button" onClick={onOpen} data-fold={from}>
        ⋯ {to - from} unchanged paragraphs{numbers}: show them
      </button>
    </div>
  )
}

/**
 * The two texts aligned, virtualised like the document view (a 5,000-paragraph comparison keeps
 * a few dozen rows in the DOM): side by side, the older text left and the newer right, or inline,
 * one text with deletions struck through and insertions underlined. With `changesOnly`, runs of
 * unchanged paragraphs fold to one line each, a few paragraphs of context kept around every change.
 */
export function CompareRows({ rows, view, currentRow, target, changesOnly }: { rows: readonly CompareRow[]; view: CompareView; currentRow: number | null; target: CompareTarget | null; changesOnly: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(() => new Set())
  useEffect(() => setUnfolded(new Set()), [rows])
  const lines = useMemo<CompareLine[]>(() => (changesOnly ? foldRows(rows, unfolded) : allRows(rows)), [rows, unfolded, changesOnly])
  const lineOfRow = useMemo(() => {
    const at = new Map<number, number>()
    lines.forEach((line, index) => line.kind === 'row' && at.set(line.row, index))
    return at
  }, [lines])
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const line = lines[index]
      return line?.kind === 'row' ? estimateHeight(rows[line.row], view) : 40
    },
    overscan: 6,
    paddingEnd: 320,
    getItemKey: (index) => {
      const line = lines[index]
      return line?.kind === 'fold' ? `fold-${line.from}` : `row-${line?.row ?? index}`
    }
  })
  const reveal = useEffectEvent(() => {
    if (!target || target.row < 0 || target.row >= rows.length) return
    // A jump into a folded run (a lens position in unchanged text) opens it first.
    const fold = foldHolding(lines, target.row)
    if (fold) {
      setUnfolded((open) => new Set(open).add(fold.from))
      return
    }
    const line = lineOfRow.get(target.row)
    if (line !== undefined) virtualizer.scrollToIndex(line, { align: 'center' })
  })
  // A new target moves the reader; so does another view, whose rows have other heights.
  const measuredView = useRef(view)
  useEffect(() => {
    if (measuredView.current !== view) {
      measuredView.current = view
      virtualizer.measure()
    }
    reveal()
  }, [view, target, virtualizer, lines])

  const items = virtualizer.getVirtualItems()
  // Marks the first screen of the comparison reaching the screen (read by bench/compare-view.ts).
  const painted = useRef(false)
  const hasLines = items.length > 0
  useLayoutEffect(() => {
    if (painted.current || !hasLines) return
    painted.current = true
    requestAnimationFrame(() => performance.mark('folio:compare-rows-painted'))
  }, [hasLines])

  return (
    <div ref={scrollRef} className={`compare-scroll compare-scroll--${view}`} tabIndex={0} aria-label="Compared texts" data-compare-scroll="">
      <div className="document__canvas" style={{ height: virtualizer.getTotalSize() }}>
        <div className="document__window" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
          {items.map((item) => {
            const line = lines[item.index]
            if (!line) return null
            if (line.kind === 'fold') {
              return (
                <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
                  <Fold rows={rows} from={line.from} to={line.to} onOpen={() => setUnfolded((open) => new Set(open).add(line.from))} />
                </div>
              )
            }
            const row = rows[line.row]
            return row ? (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
                <Row row={row} view={view} current={line.row === currentRow} index={line.row} />
              </div>
            ) : null
          })}
        </div>
      </div>
    </div>
  )
}
