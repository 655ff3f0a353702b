import { memo, useEffect, useRef } from 'react'
import type { LensPosition } from '../../../../shared/api/compare'
import { changeSnippet, describeChange, type CompareRow } from './compare-model'

const ChangeItem = memo(function ChangeItem({ row, index, current, positions, onChoose }: { row: CompareRow; index: number; current: boolean; positions: readonly LensPosition[]; onChoose: (row: number) => void }) {
  return (
    <li className={current ? 'changes__item is-current' : 'changes__item'} data-change={index}>
      <button type="button" onClick={() => onChoose(index)} aria-current={current ? 'true' : undefined}>
        <span className={`changes__kind compare-row__kind--${row.kind}`}>{describeChange(row)}</span>
        <span className="changes__snippet">{changeSnippet(row)}</span>
        {positions.length > 0 && (
          <span className="changes__positions">
            {positions.map((p) => (
              <span key={p.order} className="tag tag--warn" title={`Playbook position ${p.order}`}>
                {p.name ?? `Position ${p.order}`}
              </span>
            ))}
          </span>
        )}
      </button>
    </li>
  )
})

/** Every change in reading order, with the playbook positions it touches; the current one stays in sight. */
export function ChangeList(props: { rows: readonly CompareRow[]; changes: readonly number[]; currentRow: number | null; positionsByEntry: ReadonlyMap<number, readonly LensPosition[]>; onChoose: (row: number) => void }) {
  const listRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (props.currentRow === null) return
    listRef.current?.querySelector(`[data-change="${props.currentRow}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [props.currentRow])
  if (props.changes.length === 0) return <p className="muted">The two texts are the same, paragraph for paragraph.</p>
  return (
    <ol className="changes" ref={listRef} aria-label="Changes">
      {props.changes.map((index) => {
        const row = props.rows[index]
        return row ? <ChangeItem key={index} row={row} index={index} current={index === props.currentRow} positions={props.positionsByEntry.get(row.entry) ?? []} onChoose={props.onChoose} /> : null
      })}
    </ol>
  )
}
