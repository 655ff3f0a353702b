import type { ReactNode } from 'react'
import type { IfNotFound } from '../../../../shared/api/playbooks'
import { Tag } from '../../components/status-badge'
import { absenceMeaning, type PositionOutcome } from './review-model'

/** A position's outcome at a glance: how many paragraphs, or what its absence means. */
export function OutcomeTag(props: { outcome: PositionOutcome; paragraphs: number; ifNotFound: IfNotFound }) {
  if (props.outcome === 'found') return <Tag tone="ok">{`${props.paragraphs} ¶`}</Tag>
  if (props.outcome === 'skipped') return <Tag tone="warn">Not evaluated</Tag>
  const absence = absenceMeaning(props.ifNotFound)
  return (
    <Tag tone={absence.tone === 'ok' ? 'muted' : 'danger'} title={absence.sentence}>
      {absence.label}
    </Tag>
  )
}

/** For a position not found, what the playbook says its absence means; for one not evaluated, why. */
export function AbsenceNote(props: { outcome: PositionOutcome; ifNotFound: IfNotFound; skippedReason: string | null }) {
  if (props.outcome === 'missing') {
    const absence = absenceMeaning(props.ifNotFound)
    return (
      <p className={`position-detail__absence position-detail__absence--${absence.tone}`}>
        <strong>Not found.</strong> {absence.sentence}
      </p>
    )
  }
  if (props.outcome === 'skipped') {
    return (
      <p className="position-detail__absence position-detail__absence--warn">
        <strong>Not evaluated.</strong> {props.skippedReason}
      </p>
    )
  }
  return null
}

/** A fallback the playbook proposes, with what may be done with it (copy it, insert it). */
export function FallbackFigure(props: { fallback: { title: string | null; text: string }; children: ReactNode }) {
  return (
    <figure className="fallback">
      {props.fallback.title && <figcaption>{props.fallback.title}</figcaption>}
      <blockquote className="fallback__text">{props.fallback.text}</blockquote>
      {props.children}
    </figure>
  )
}

/** A position's drafting notes, and what may be done with them. */
export function DraftingNotes(props: { notes: ReadonlyArray<{ text: string }>; children?: ReactNode }) {
  return (
    <div className="position-detail__section">
      <span className="section-label">Drafting notes</span>
      <ul className="notes">
        {props.notes.map((note, index) => (
          <li key={index}>{note.text}</li>
        ))}
      </ul>
      {props.children}
    </div>
  )
}
