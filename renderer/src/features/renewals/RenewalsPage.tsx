import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { ContractListItem, ContractListQuery } from '../../../../shared/api/contracts'
import type { ApiClient } from '../../api/client'
import { useApi } from '../../app/services'
import { EmptyState, ErrorState, Loading, Notice } from '../../components/state-views'
import { StatusBadge, Tag } from '../../components/status-badge'
import { addDays, formatDay, isoDay, relativeDays, todayUtc } from '../../lib/dates'
import { useRemote } from '../../lib/use-remote'
import { toneForDays } from '../contracts/renewal-badge'
import { WINDOW_DAYS } from '../contracts/list-filters'
import { countByStatus, EVENT_KIND_NAMES, mergeEvents, proposedEvents, renewalEvents, type RenewalEvent } from './renewal-events'
import { Timeline } from './Timeline'

/** Enough for any real window; beyond it the page says it shows the first ones only. */
const MAX_CONTRACTS = 2000

async function listAll(api: ApiClient, query: ContractListQuery, signal: AbortSignal): Promise<{ rows: ContractListItem[]; truncated: boolean }> {
  const rows: ContractListItem[] = []
  let cursor: string | undefined
  do {
    const page = await api.call('listContracts', { query: { ...query, pagesize: 200, cursor }, signal })
    rows.push(...page.contracts)
    cursor = page.pagination.hasMore && page.pagination.cursor ? page.pagination.cursor : undefined
  } while (cursor && rows.length < MAX_CONTRACTS)
  return { rows, truncated: cursor !== undefined }
}

function StatusCounts({ events }: { events: readonly RenewalEvent[] }) {
  const counts = countByStatus(events)
  const max = Math.max(1, ...counts.map((c) => c.count))
  return (
    <div className="status-counts" aria-label="Contracts by status">
      {counts.map((entry) => (
        <div key={`${entry.code}-${entry.label}`} className="status-counts__row">
          <span className="status-counts__label">
            <StatusBadge code={entry.code} label={entry.label} />
          </span>
          <span className="status-counts__track">
            <span className={`status-counts__bar status-counts__bar--${entry.code ?? 0}`} style={{ width: `${(entry.count / max) * 100}%` }} />
          </span>
          <span className="status-counts__value">{entry.count}</span>
        </div>
      ))}
    </div>
  )
}

function weekOf(event: RenewalEvent): string {
  if (event.inDays < 7) return 'This week'
  if (event.inDays < 14) return 'Next week'
  return `In ${Math.floor(event.inDays / 7)} weeks`
}

/** Notice deadlines, renewals and expirations ahead, as a timeline with counts and an agenda. */
export function RenewalsPage() {
  const api = useApi()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = Number(searchParams.get('days') ?? '90')
  const days = (WINDOW_DAYS as readonly number[]).includes(requested) ? requested : 90
  const today = todayUtc()

  const data = useRemote(
    async (signal) => {
      const after = `${isoDay(today)}T00:00:00.000Z`
      const before = `${isoDay(addDays(today, days))}T23:59:59.999Z`
      const [anchors, expirations, proposed] = await Promise.all([
        listAll(api, { sort: 'renewalAnchorDate', order: 'asc', renewalAfter: after, renewalBefore: before }, signal),
        listAll(api, { expirationAfter: after, expirationBefore: before }, signal),
        api.call('listProposedRenewals', { signal })
      ])
      const events = mergeEvents(renewalEvents(anchors.rows, expirations.rows, today, days), proposedEvents(proposed.proposed, today, days))
      return { events, truncated: anchors.truncated || expirations.truncated }
    },
    [api, days, today]
  )
  const loaded = data.state.data?.events
  const events = useMemo(() => loaded ?? [], [loaded])
  const byKind = useMemo(() => {
    const count = (kind: RenewalEvent['kind']) => events.filter((e) => e.kind === kind && !e.proposed).length
    return { notice: count('notice'), renews: count('renews'), ends: count('ends') }
  }, [events])
  const proposedCount = events.filter((e) => e.proposed).length
  const agenda = useMemo(() => {
    const groups = new Map<string, RenewalEvent[]>()
    for (const event of events) groups.set(weekOf(event), [...(groups.get(weekOf(event)) ?? []), event])
    return [...groups]
  }, [events])

  return (
    <div className="page page--renewals">
      <header className="page__header">
        <div>
          <h1 className="page__title">Renewals</h1>
          <p className="page__subtitle">Notice deadlines, renewals and expirations from today to {formatDay(addDays(today, days))}</p>
        </div>
        <div className="segmented" role="radiogroup" aria-label="Window">
          {WINDOW_DAYS.map((option) => (
            <button key={option} type="button" role="radio" aria-checked={option === days} className={option === days ? 'segmented__option is-on' : 'segmented__option'} onClick={() => setSearchParams({ days: String(option) }, { replace: true })}>
              {option} days
            </button>
          ))}
        </div>
      </header>
      {data.state.status === 'error' ? (
        <ErrorState title="The renewal schedule could not be loaded" message={data.state.error} onRetry={data.reload} />
      ) : data.state.status === 'loading' && !data.state.data ? (
        <Loading label="Reading the renewal schedule…" />
      ) : events.length === 0 ? (
        <EmptyState title={`Nothing falls due in the next ${days} days`}>No notice deadline, renewal or expiration in this window. Try a longer one.</EmptyState>
      ) : (
        <div className="renewals">
          {data.state.data?.truncated && <Notice tone="info">Showing the first {MAX_CONTRACTS} contracts of this window.</Notice>}
          {proposedCount > 0 && (
            <Notice tone="warning">
              {proposedCount === 1 ? '1 date' : `${proposedCount} dates`} below {proposedCount === 1 ? 'is' : 'are'} proposed: Folio read {proposedCount === 1 ? 'it' : 'them'} from a contract’s text, but nobody has applied {proposedCount === 1 ? 'it' : 'them'} to the contract’s properties yet. Open the contract’s Key terms to check and apply.
            </Notice>
          )}
          <div className="renewals__cards">
            {(['notice', 'renews', 'ends'] as const).map((kind) => (
              <div key={kind} className={`stat-card stat-card--${kind}`}>
                <span className="stat-card__value">{byKind[kind]}</span>
                <span className="stat-card__label">{EVENT_KIND_NAMES[kind]}</span>
              </div>
            ))}
            <div className="stat-card stat-card--wide">
              <span className="stat-card__label">Contracts by status</span>
              <StatusCounts events={events} />
            </div>
          </div>
          <section className="card" aria-label="Timeline">
            <Timeline events={events} today={today} days={days} />
          </section>
          <section className="agenda" aria-label="Agenda">
            {agenda.map(([week, list]) => (
              <div key={week} className="agenda__week">
                <h2 className="agenda__heading">{week}</h2>
                <ul className="agenda__list">
                  {list.map((event) => (
                    <li key={`${event.kind}-${event.contract.id}-${event.day}-${event.proposed ? 'proposed' : 'set'}`} className={event.proposed ? 'agenda__item agenda__item--proposed' : 'agenda__item'}>
                      <span className="agenda__date">
                        <strong>{formatDay(event.day)}</strong>
                        <Tag tone={toneForDays(event.inDays)}>{relativeDays(event.inDays)}</Tag>
                      </span>
                      <span className={`agenda__kind agenda__kind--${event.kind}`}>
                        {event.proposed ? `Proposed ${EVENT_KIND_NAMES[event.kind].replace(/s$/, '').toLowerCase()}` : EVENT_KIND_NAMES[event.kind].replace(/s$/, '')}
                      </span>
                      <Link to={event.proposed ? `/contracts/${event.contract.id}?panel=terms` : `/contracts/${event.contract.id}`} className="agenda__contract">
                        <span className="grid__title">{event.contract.name}</span>
                        <span className="grid__sub">{event.description}</span>
                      </Link>
                      {event.contract.status ? <StatusBadge code={event.contract.status.code} label={event.contract.status.label} /> : <Tag tone="warn">Not applied</Tag>}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </div>
      )}
    </div>
  )
}
