import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import type { ContractListItem } from '../../../../shared/api/contracts'
import { useServices, useShared } from '../../app/services'
import { StatusBadge, Tag } from '../../components/status-badge'
import { formatDay, formatInstant, todayUtc } from '../../lib/dates'
import { renewalBadge } from './renewal-badge'

const ROW_HEIGHT = 52
/**
 * Ask for the next page while this many loaded rows are still below the fold: early enough that
 * scrolling never waits, late enough that opening the list does not fetch a page nobody reads.
 */
const PREFETCH_ROWS = 20

const Row = memo(function Row(props: {
  item: ContractListItem
  index: number
  active: boolean
  selected: boolean
  today: number
  top: number
  onOpen: (item: ContractListItem) => void
  onToggle: (item: ContractListItem) => void
  onPoint: (index: number) => void
}) {
  const { item, today } = props
  const badge = renewalBadge(item, today)
  return (
    <div
      id={`contract-row-${props.index}`}
      role="row"
      aria-rowindex={props.index + 2}
      aria-selected={props.active}
      className={props.active ? 'grid__row is-active' : 'grid__row'}
      style={{ transform: `translateY(${props.top}px)` }}
      data-contract-row={item.id}
      onClick={() => props.onOpen(item)}
      onMouseDown={() => props.onPoint(props.index)}
    >
      <span role="gridcell" className="grid__cell grid__cell--check" onClick={(event) => event.stopPropagation()}>
        <input type="checkbox" tabIndex={-1} checked={props.selected} aria-label={`Select ${item.name} for search`} onChange={() => props.onToggle(item)} />
      </span>
      <span role="gridcell" className="grid__cell grid__cell--name">
        <span className="grid__title">{item.name}</span>
        <span className="grid__sub">
          {item.reference}
          {item.archived && <Tag tone="muted">Archived</Tag>}
          {item.aborted && <Tag tone="muted">Aborted</Tag>}
        </span>
      </span>
      <span role="gridcell" className="grid__cell grid__cell--category" title={item.category?.label ?? undefined}>
        {item.category?.label ?? <span className="muted">—</span>}
      </span>
      <span role="gridcell" className="grid__cell">
        <StatusBadge code={item.status.code} label={item.status.label} />
      </span>
      <span role="gridcell" className="grid__cell">
        {badge ? (
          <Tag tone={badge.tone} title={badge.title}>
            {badge.label}
          </Tag>
        ) : (
          <span className="muted">—</span>
        )}
      </span>
      <span role="gridcell" className="grid__cell grid__cell--date">
        {formatDay(item.expirationDate)}
      </span>
      <span role="gridcell" className="grid__cell grid__cell--date" title={`Updated ${formatInstant(item.updatedAt)} · created ${formatInstant(item.createdAt)}`}>
        {formatDay(item.updatedAt)}
      </span>
    </div>
  )
})

/**
 * The contract list: virtualised rows (a 100k workspace keeps a few dozen in the DOM), the next
 * cursor page fetched before the lawyer reaches the end, and keyboard movement.
 */
export function ContractTable() {
  const { contractList, selection } = useServices()
  const rows = useShared(contractList, (s) => s.rows)
  const hasMore = useShared(contractList, (s) => s.hasMore)
  const loadingMore = useShared(contractList, (s) => s.loadingMore)
  const moreError = useShared(contractList, (s) => s.moreError)
  const activeIndex = useShared(contractList, (s) => s.activeIndex)
  const selected = useShared(selection, (s) => s.selected)
  const navigate = useNavigate()
  const scrollRef = useRef<HTMLDivElement>(null)
  const today = todayUtc()
  const selectedIds = new Set(selected.map((s) => s.id))

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialOffset: () => contractList.getState().scrollTop
  })
  const items = virtualizer.getVirtualItems()
  const lastVisible = items[items.length - 1]?.index ?? 0

  useEffect(() => {
    if (hasMore && !loadingMore && !moreError && lastVisible >= rows.length - PREFETCH_ROWS) contractList.getState().loadMore()
  }, [lastVisible, rows.length, hasMore, loadingMore, moreError, contractList])

  // Marks the moment the first rows reach the screen (read by bench/ui.ts).
  const painted = useRef(false)
  useLayoutEffect(() => {
    if (painted.current || rows.length === 0) return
    painted.current = true
    requestAnimationFrame(() => performance.mark('folio:contract-rows-painted'))
  }, [rows.length])

  const open = (item: ContractListItem) => void navigate(`/contracts/${item.id}`)
  const toggle = (item: ContractListItem) => selection.getState().toggle({ id: item.id, name: item.name })
  const point = (index: number) => contractList.getState().setActive(index)

  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index))
    contractList.getState().setActive(next)
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1)
    const current = rows[activeIndex]
    switch (event.key) {
      case 'ArrowDown':
      case 'j':
        move(activeIndex + 1)
        break
      case 'ArrowUp':
      case 'k':
        if (activeIndex === 0 && event.key === 'ArrowUp') {
          document.querySelector<HTMLElement>('[data-search-field]')?.focus()
          break
        }
        move(activeIndex - 1)
        break
      case 'PageDown':
        move(activeIndex + page)
        break
      case 'PageUp':
        move(activeIndex - page)
        break
      case 'Home':
        move(0)
        break
      case 'End':
        move(rows.length - 1)
        break
      case 'Enter':
        if (current) open(current)
        break
      case ' ':
      case 'x':
        if (current) toggle(current)
        break
      default:
        return
    }
    event.preventDefault()
  }

  return (
    // The grid itself takes focus and names its active row (aria-activedescendant belongs on the
    // composite widget); the scrolling body is a plain container the grid's keys move through.
    <div
      className="grid"
      role="grid"
      aria-rowcount={hasMore ? -1 : rows.length + 1}
      aria-label="Contracts"
      tabIndex={0}
      data-contract-grid=""
      aria-activedescendant={rows.length > 0 ? `contract-row-${activeIndex}` : undefined}
      onKeyDown={onKeyDown}
    >
      <div role="row" className="grid__head" aria-rowindex={1}>
        <span role="columnheader" className="grid__cell grid__cell--check">
          <span className="visually-hidden">Selected for search</span>
        </span>
        <span role="columnheader" className="grid__cell">
          Contract
        </span>
        <span role="columnheader" className="grid__cell">
          Category
        </span>
        <span role="columnheader" className="grid__cell">
          Status
        </span>
        <span role="columnheader" className="grid__cell">
          Renewal
        </span>
        <span role="columnheader" className="grid__cell">
          Expires
        </span>
        <span role="columnheader" className="grid__cell">
          Updated
        </span>
      </div>
      <div
        ref={scrollRef}
        className="grid__body"
        onScroll={(event) => contractList.getState().rememberScroll(event.currentTarget.scrollTop)}
      >
        <div className="grid__canvas" style={{ height: virtualizer.getTotalSize() + (hasMore || moreError ? ROW_HEIGHT : 0) }}>
          {items.map((virtual) => {
            const item = rows[virtual.index]
            if (!item) return null
            return (
              <Row
                key={item.id}
                item={item}
                index={virtual.index}
                top={virtual.start}
                active={virtual.index === activeIndex}
                selected={selectedIds.has(item.id)}
                today={today}
                onOpen={open}
                onToggle={toggle}
                onPoint={point}
              />
            )
          })}
          {(hasMore || moreError) && (
            <div className="grid__more" style={{ transform: `translateY(${virtualizer.getTotalSize()}px)` }}>
              {moreError ? (
                <>
                  <span>{moreError}</span>
                  <button type="button" className="button button--compact" onClick={() => contractList.getState().loadMore()}>
                    Try again
                  </button>
                </>
              ) : (
                <span className="muted">Loading more contracts…</span>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
