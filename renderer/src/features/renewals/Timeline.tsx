import { useNavigate } from 'react-router'
import { addDays, formatDay, formatShortDay } from '../../lib/dates'
import { EVENT_KIND_NAMES, type RenewalEvent, type RenewalEventKind } from './renewal-events'
import { statusLabel } from '../../components/status-label'

const WIDTH = 1000
const LABEL_WIDTH = 132
const RIGHT_PAD = 18
const ROW_HEIGHT = 18
const LANE_PAD = 14
const AXIS_HEIGHT = 28
const MAX_ROWS = 5
const KINDS: readonly RenewalEventKind[] = ['notice', 'renews', 'ends']

interface Placed {
  event: RenewalEvent
  x: number
  row: number
}

/** Greedy rows: a dot moves down a row when it would overlap the previous one on its row. */
function place(events: readonly RenewalEvent[], x: (days: number) => number): { placed: Placed[]; rows: number } {
  const rowEnds: number[] = []
  const placed = events.map((event) => {
    const at = x(event.inDays)
    let row = rowEnds.findIndex((end) => at - end >= 13)
    if (row === -1) row = rowEnds.length < MAX_ROWS ? rowEnds.length : MAX_ROWS - 1
    rowEnds[row] = at
    return { event, x: at, row }
  })
  return { placed, rows: Math.max(1, rowEnds.length) }
}

const proposedIn = (placed: readonly Placed[]) => placed.filter((p) => p.event.proposed).length

/** A proposed date opens the contract's Key terms, where it is checked and applied. */
const linkOf = (event: RenewalEvent) => (event.proposed ? `/contracts/${event.contract.id}?panel=terms` : `/contracts/${event.contract.id}`)

/** Month starts inside the window, for the axis. */
function monthTicks(today: number, days: number): number[] {
  const ticks: number[] = []
  const start = new Date(today)
  let month = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)
  const end = addDays(today, days)
  while (month <= end) {
    ticks.push(month)
    const d = new Date(month)
    month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
  }
  return ticks
}

/**
 * The window as a picture: one lane per kind of event, each contract a dot on its day, coloured
 * by its status. Clicking a dot opens the contract.
 */
export function Timeline({ events, today, days }: { events: readonly RenewalEvent[]; today: number; days: number }) {
  const navigate = useNavigate()
  const x = (inDays: number) => LABEL_WIDTH + (inDays / days) * (WIDTH - LABEL_WIDTH - RIGHT_PAD)
  const lanes = KINDS.map((kind) => ({ kind, ...place(events.filter((e) => e.kind === kind), x) }))
  let y = AXIS_HEIGHT
  const laneBoxes = lanes.map((lane) => {
    const height = lane.rows * ROW_HEIGHT + LANE_PAD * 2
    const box = { ...lane, top: y, height }
    y += height
    return box
  })
  const height = y + 4
  const ticks = monthTicks(today, days)

  return (
    <svg className="timeline" viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label={`Timeline of the next ${days} days: ${events.length} events`}>
      {laneBoxes.map((lane, i) => (
        <g key={lane.kind}>
          <rect x={0} y={lane.top} width={WIDTH} height={lane.height} className={i % 2 === 0 ? 'timeline__lane' : 'timeline__lane timeline__lane--alt'} />
          <text x={12} y={lane.top + lane.height / 2 + 4} className="timeline__lane-label">
            {EVENT_KIND_NAMES[lane.kind]}
          </text>
          <text x={12} y={lane.top + lane.height / 2 + 18} className="timeline__lane-count">
            {lane.placed.length}
            {proposedIn(lane.placed) > 0 ? ` (${proposedIn(lane.placed)} proposed)` : ''}
          </text>
        </g>
      ))}
      {ticks.map((tick) => {
        const at = x((tick - today) / 86_400_000)
        return (
          <g key={tick}>
            <line x1={at} x2={at} y1={AXIS_HEIGHT - 6} y2={height} className="timeline__tick" />
            <text x={at + 4} y={AXIS_HEIGHT - 10} className="timeline__tick-label">
              {formatShortDay(tick, today)}
            </text>
          </g>
        )
      })}
      <line x1={x(0)} x2={x(0)} y1={AXIS_HEIGHT - 6} y2={height} className="timeline__today" />
      <text x={x(0) + 4} y={AXIS_HEIGHT - 10} className="timeline__today-label">
        Today
      </text>
      {laneBoxes.flatMap((lane) =>
        lane.placed.map(({ event, x: at, row }) => (
          <circle
            key={`${event.kind}-${event.contract.id}-${event.day}-${event.proposed ? 'proposed' : 'set'}`}
            cx={at}
            cy={lane.top + LANE_PAD + row * ROW_HEIGHT + ROW_HEIGHT / 2}
            r={6}
            className={event.proposed || event.contract.status === null ? 'timeline__dot timeline__dot--proposed' : `timeline__dot timeline__dot--${event.contract.status.code ?? 0}`}
            tabIndex={0}
            role="link"
            aria-label={`${event.contract.name}: ${event.description}, ${formatDay(event.day)}`}
            onClick={() => navigate(linkOf(event))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void navigate(linkOf(event))
            }}
          >
            <title>{`${event.contract.name}\n${event.description}\n${formatDay(event.day)} · ${event.contract.status ? statusLabel(event.contract.status.label) : 'proposed, not applied'}`}</title>
          </circle>
        ))
      )}
    </svg>
  )
}
