import { useEffect, useEffectEvent, useMemo, useRef } from 'react'
import { useApi, useServices, useShared } from '../../app/services'
import { EmptyState, ErrorState, Loading } from '../../components/state-views'
import { useRemote } from '../../lib/use-remote'
import { fittingPlaybook } from '../../stores/playbook-memory'
import { PositionDetail } from './PositionDetail'
import { OutcomeTag } from '../../ui/review/PositionOutcome'
import { buildReview, type Review, type ReviewPosition, type ReviewSummary } from '../../ui/review/review-model'

function CoverageSummary({ summary }: { summary: ReviewSummary }) {
  const parts = [
    { key: 'found', value: summary.found, label: 'found' },
    { key: 'deviation', value: summary.missingDeviation, label: 'missing (deviation)' },
    { key: 'acceptable', value: summary.missingAcceptable, label: 'missing (acceptable)' },
    { key: 'skipped', value: summary.skipped, label: 'not evaluated' }
  ].filter((part) => part.value > 0)
  return (
    <div className="coverage" data-testid="coverage-summary">
      <div className="coverage__headline">
        <strong>
          {summary.found} of {summary.total}
        </strong>{' '}
        positions found
      </div>
      <div className="coverage__bar" role="img" aria-label={parts.map((p) => `${p.value} ${p.label}`).join(', ')}>
        {parts.map((part) => (
          <span key={part.key} className={`coverage__segment coverage__segment--${part.key}`} style={{ flexGrow: part.value }} />
        ))}
      </div>
      <ul className="coverage__legend">
        {parts.map((part) => (
          <li key={part.key}>
            <span className={`coverage__swatch coverage__segment--${part.key}`} aria-hidden="true" />
            {part.value} {part.label}
          </li>
        ))}
      </ul>
    </div>
  )
}

export interface ReviewFocus {
  position: ReviewPosition | null
  paragraph: number | null
}

/**
 * Playbook review: runs the engine's matcher over the contract's stored paragraphs and shows each
 * position found or missing. Choosing a position brings its paragraphs into view, highlighted.
 */
export function ReviewPanel(props: {
  contractId: string
  /** What the playbook that fits the contract is chosen by (fittingPlaybook). */
  contract: { playbook: string | null; category: { id: string } | null }
  playbookId: string | null
  positionOrder: number | null
  activeParagraph: number | null
  onChoosePlaybook: (playbookId: string | null) => void
  onFocus: (focus: ReviewFocus, order: number | null) => void
}) {
  const api = useApi()
  const { reference, playbookMemory } = useServices()
  const playbooks = useShared(reference, (s) => s.playbooks)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => ensure('playbooks'), [ensure])
  const { contractId, playbookId } = props

  // Review opened without a playbook starts from the one that fits the contract, once.
  const preselected = useRef(false)
  const preselect = useEffectEvent((available: ReadonlyArray<{ id: string }>) => {
    preselected.current = true
    const fitting = fittingPlaybook(props.contract, available, playbookMemory.getState())
    if (fitting !== null) props.onChoosePlaybook(fitting)
  })
  useEffect(() => {
    if (playbookId === null && playbooks.data && !preselected.current) preselect(playbooks.data)
  }, [playbookId, playbooks.data])

  const run = useRemote<Review | null>(
    async (signal) => {
      if (!playbookId) return null
      const [match, playbook] = await Promise.all([
        api.call('matchStoredContract', { params: { id: contractId }, body: { playbookId }, signal }),
        api.call('getPlaybook', { params: { id: playbookId }, signal })
      ])
      return buildReview(match, playbook.playbook)
    },
    [api, contractId, playbookId]
  )
  const review = run.state.data
  const selected = useMemo(() => review?.positions.find((p) => p.order === props.positionOrder) ?? null, [review, props.positionOrder])

  // A position named in the URL is brought into view once the review is there.
  const focus = useEffectEvent((position: ReviewPosition) => {
    props.onFocus({ position, paragraph: props.activeParagraph ?? position.matches[0]?.paragraph ?? null }, position.order)
  })
  useEffect(() => {
    if (selected) focus(selected)
  }, [selected])

  const choose = (position: ReviewPosition) => {
    if (selected?.order === position.order) return props.onFocus({ position: null, paragraph: null }, null)
    props.onFocus({ position, paragraph: position.matches[0]?.paragraph ?? null }, position.order)
  }

  const groups = useMemo(() => {
    const map = new Map<string, ReviewPosition[]>()
    for (const position of review?.positions ?? []) {
      const name = position.groupName ?? 'Positions'
      map.set(name, [...(map.get(name) ?? []), position])
    }
    return [...map]
  }, [review])

  return (
    <section className="review" aria-label="Playbook review">
      <div className="review__controls">
        <label htmlFor="review-playbook" className="filter__label">
          Playbook
        </label>
        <div className="review__picker">
          <select id="review-playbook" className="input input--compact" value={playbookId ?? ''} onChange={(event) => props.onChoosePlaybook(event.target.value || null)}>
            <option value="">Choose a playbook…</option>
            {(playbooks.data ?? []).map((playbook) => (
              <option key={playbook.id} value={playbook.id}>
                {playbook.name ?? 'Untitled playbook'} · v{playbook.version}
                {playbook.isDefault ? ' (standard)' : ''}
              </option>
            ))}
          </select>
          {playbookId && (
            <button type="button" className="button button--compact" onClick={run.reload} disabled={run.state.status === 'loading'}>
              Run again
            </button>
          )}
        </div>
        {playbooks.status === 'error' && <p className="field-error">{playbooks.error}</p>}
      </div>

      {!playbookId ? (
        <EmptyState title="Review against a playbook">Choose one of the company’s playbooks to see which of its positions this contract covers, and what to propose where it does not.</EmptyState>
      ) : run.state.status === 'loading' && !review ? (
        <Loading label="Matching the playbook’s positions…" />
      ) : run.state.status === 'error' ? (
        <ErrorState title="The review could not run" message={run.state.error} onRetry={run.reload} />
      ) : review && review.positions.length === 0 ? (
        <EmptyState title="This playbook has no confirmed positions" />
      ) : review ? (
        <>
          <CoverageSummary summary={review.summary} />
          {/* One list per group, headed by the group's name: a list holds list items only. */}
          <div className="positions">
            {groups.map(([group, positions]) => (
              <section key={group} className="positions__group" aria-label={group}>
                <h3 className="properties__heading">{group}</h3>
                <div className="positions__list" role="list" aria-label={group}>
                  {positions.map((position) => {
                    const open = selected?.order === position.order
                    const deviation = position.outcome === 'missing' && !position.ifNotFound.compliant
                    const className = ['position', `position--${position.outcome}`, deviation ? 'is-deviation' : '', open ? 'is-open' : ''].filter(Boolean).join(' ')
                    return (
                      <div key={position.order} role="listitem" className={className}>
                        <button type="button" className="position__head" aria-expanded={open} onClick={() => choose(position)} data-position={position.order}>
                          <span className={`position__dot position__dot--${position.outcome}`} aria-hidden="true" />
                          <span className="position__name">{position.name}</span>
                          <OutcomeTag outcome={position.outcome} paragraphs={new Set(position.matches.map((m) => m.paragraph)).size} ifNotFound={position.ifNotFound} />
                        </button>
                        {open && <PositionDetail position={position} activeParagraph={props.activeParagraph} onJump={(paragraph) => props.onFocus({ position, paragraph }, position.order)} />}
                      </div>
                    )
                  })}
                </div>
              </section>
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}
