import { useEffect, useEffectEvent, useRef } from 'react'
import type { LensPosition, PlaybookLens } from '../../../../shared/api/compare'
import { useServices, useShared } from '../../app/services'
import { Loading } from '../../components/state-views'
import { fittingPlaybook } from '../../stores/playbook-memory'
import { LENS_STATUS_LABELS, lensSections } from './compare-model'

const TONES: Record<LensPosition['status'], string> = {
  newlyMatched: 'tag--ok',
  noLongerMatched: 'tag--danger',
  stillMatched: 'tag--info',
  neverMatched: 'tag--muted',
  skipped: 'tag--warn'
}

const where = (paragraphs: readonly number[]) => (paragraphs.length === 0 ? '—' : paragraphs.map((n) => `¶ ${n}`).join(', '))

function LensItem({ position, onJump }: { position: LensPosition; onJump: (entry: number) => void }) {
  const first = position.changes[0]
  return (
    <li className="lens__item" data-lens-position={position.order}>
      <div className="lens__head">
        <strong>{position.name ?? `Position ${position.order}`}</strong>
        <span className={`tag ${TONES[position.status]}`}>{LENS_STATUS_LABELS[position.status]}</span>
      </div>
      <div className="lens__where muted">
        before {where(position.old.paragraphs)} · after {where(position.new.paragraphs)}
      </div>
      {position.skipped && <div className="lens__where muted">{position.skipped.reason}</div>}
      {first !== undefined && (
        <button type="button" className="link-button" onClick={() => onJump(first)}>
          {position.changes.length === 1 ? 'Go to the change that touches it' : `Go to the first of ${position.changes.length} changes that touch it`}
        </button>
      )}
    </li>
  )
}

/**
 * The playbook lens: which positions the changes make match or stop matching, and which they
 * touch where they match; untouched positions last.
 */
export function LensPanel(props: {
  /** The newer side's contract, once read: the lens starts from the playbook that fits it, as review does. */
  contract: { playbook: string | null; category: { id: string } | null } | null
  playbookId: string | null
  lens: PlaybookLens | null
  loading: boolean
  onChoosePlaybook: (id: string | null) => void
  onJump: (entry: number) => void
}) {
  const { reference, playbookMemory } = useServices()
  const playbooks = useShared(reference, (s) => s.playbooks)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => ensure('playbooks'), [ensure])

  // Opened without a playbook, the lens starts from the one that fits the contract, once.
  const preselected = useRef(false)
  const preselect = useEffectEvent((contract: NonNullable<typeof props.contract>, available: ReadonlyArray<{ id: string }>) => {
    preselected.current = true
    const fitting = fittingPlaybook(contract, available, playbookMemory.getState())
    if (fitting !== null) props.onChoosePlaybook(fitting)
  })
  useEffect(() => {
    if (props.playbookId === null && props.contract !== null && playbooks.data && !preselected.current) preselect(props.contract, playbooks.data)
  }, [props.playbookId, props.contract, playbooks.data])
  const touched = props.lens?.positions.filter((p) => p.changes.length > 0 || p.status === 'newlyMatched' || p.status === 'noLongerMatched').length ?? 0
  return (
    <section className="lens" aria-label="Playbook lens">
      <label htmlFor="lens-playbook" className="filter__label">
        Playbook
      </label>
      <select id="lens-playbook" className="input input--compact" value={props.playbookId ?? ''} onChange={(event) => props.onChoosePlaybook(event.target.value || null)}>
        <option value="">Choose a playbook…</option>
        {(playbooks.data ?? []).map((playbook) => (
          <option key={playbook.id} value={playbook.id}>
            {playbook.name ?? 'Untitled playbook'} · v{playbook.version}
          </option>
        ))}
      </select>
      {!props.playbookId ? (
        <p className="muted">Choose a playbook to see which of its positions the changes touch, and which newly match or no longer match.</p>
      ) : props.lens === null ? (
        props.loading ? <Loading compact label="Reading the changes against the playbook…" /> : null
      ) : (
        <>
          <p className="lens__summary" data-testid="lens-summary">
            {touched === 0 ? 'No position is touched by these changes.' : `${touched} of ${props.lens.positions.length} positions touched by these changes`}
          </p>
          {lensSections(props.lens.positions).map((section) => (
            <div key={section.title} className="lens__section">
              <h3 className="lens__title">{section.title}</h3>
              <ul className="lens__list">
                {section.positions.map((position) => (
                  <LensItem key={position.order} position={position} onJump={props.onJump} />
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  )
}
