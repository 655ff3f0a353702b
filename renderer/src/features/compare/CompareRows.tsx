import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useEffectEvent, useRef } from 'react'
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

/**
 * The two texts aligned, virtualised like the document view (a 5,000-paragraph comparison keeps
 * a few dozen rows in the DOM): side by side, the older text left and the newer right, or inline,
 * one text with deletions struck through and insertions underlined.
 */
export function CompareRows({ rows, view, currentRow, target }: { rows: readonly CompareRow[]; view: CompareView; currentRow: number | null; target: CompareTarget | null }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateHeight(rows[index], view),
    overscan: 6,
    paddingEnd: 320,
    getItemKey: (index) => index
  })
  const reveal = useEffectEvent(() => {
    if (target && target.row >= 0 && target.row < rows.length) virtualizer.scrollToIndex(target.row, { align: 'center' })
  })
  // A new target moves the reader; so does another view, whose rows have other heights.
  const measuredView = useRef(view)
  useEffect(() => {
    if (measuredView.current !== view) {
      measuredView.current = view
      virtualizer.measure()
    }
    reveal()
  }, [view, target, virtualizer])

  const items = virtualizer.getVirtualItems()
  return (
    <div ref={scrollRef} className={`compare-scroll compare-scroll--${view}`} tabIndex={0} aria-label="Compared texts" data-compare-scroll="">
      <div className="document__canvas" style={{ height: virtualizer.getTotalSize() }}>
        <div className="document__window" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
          {items.map((item) => {
            const row = rows[item.index]
            return row ? (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
                <Row row={row} view={view} current={item.index === currentRow} index={item.index} />
              </div>
            ) : null
          })}
        </div>
      </div>
    </div>
  )
}
