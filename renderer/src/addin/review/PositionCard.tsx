import { useState } from 'react'
import { Notice } from '../../components/state-views'
import { AbsenceNote, DraftingNotes, FallbackFigure } from '../../ui/review/PositionOutcome'
import { usePaneWord } from '../pane/pane-word'
import { availability } from '../word/capabilities'
import { addComment, insertFallback, type InsertTarget } from '../word/edits'
import { describeWordError } from '../word/errors'
import type { ParagraphChange } from '../word/own-edits'
import type { ParagraphTarget } from '../word/paragraphs'
import type { PaneMatch, PanePosition } from './pane-review'

type Outcome = { tone: 'success' | 'warning' | 'error'; text: string } | null

const snippet = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text)

/**
 * A position: where it was found (click to select and highlight), what its absence means,
 * its fallbacks to insert as tracked changes, its drafting notes to add as a comment.
 */
export function PositionCard(props: {
  position: PanePosition
  active: PaneMatch | null
  /** Where a match is now: the review's paragraph, followed through the pane's own edits since. */
  placeOf: (match: PaneMatch) => ParagraphTarget
  onShow: (match: PaneMatch) => void
  /** Every edit the card makes, whether at the cursor or in place of a match, so the review can follow it. */
  onEdited: (change: ParagraphChange) => void
}) {
  const { host, capabilities, highlighter } = usePaneWord()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [busy, setBusy] = useState(false)
  const { position } = props
  const detail = position.detail
  const matched = props.active ?? position.matches[0] ?? null
  const replaceable = matched ? props.placeOf(matched) : null
  const insertion = availability(capabilities, 'insertFallback')
  const commenting = availability(capabilities, 'comment')

  const act = async (what: () => Promise<Outcome>) => {
    setBusy(true)
    setOutcome(null)
    try {
      // Folio's highlights are taken out first, so that nothing it inserts or comments on carries them.
      await highlighter.clear()
      setOutcome(await what())
    } catch (error) {
      setOutcome({ tone: 'error', text: describeWordError(error) })
    } finally {
      setBusy(false)
    }
  }
  const insert = (text: string, target: InsertTarget) =>
    act(async () => {
      const result = await insertFallback(host, capabilities, target, text)
      props.onEdited(result.change)
      return result.warning ? { tone: 'warning', text: result.warning } : { tone: 'success', text: 'Inserted as a tracked change.' }
    })
  const comment = (text: string) =>
    act(async () => {
      await addComment(host, capabilities, replaceable ? { kind: 'paragraph', paragraph: replaceable } : { kind: 'selection' }, text)
      return { tone: 'success', text: replaceable ? 'Comment added to the matched paragraph.' : 'Comment added at the selection.' }
    })

  return (
    <div className="position-card" data-testid={`position-${position.order}`}>
      {detail?.description && <p className="muted">{detail.description}</p>}
      {position.outcome === 'found' && (
        <ul className="pane-list" aria-label="Found in">
          {position.matches.map((match) => (
            <li key={match.wordIndex}>
              <button type="button" className={props.active?.wordIndex === match.wordIndex ? 'match-button is-on' : 'match-button'} onClick={() => props.onShow(match)}>
                {snippet(match.text)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AbsenceNote outcome={position.outcome} ifNotFound={position.ifNotFound} skippedReason={position.skippedReason} />

      {detail && detail.fallbacks.length > 0 && (
        <div className="position-detail__section">
          <span className="section-label">Fallback language</span>
          {!insertion.enabled && <p className="muted">{insertion.reason}</p>}
          {insertion.enabled && insertion.note && <p className="muted">{insertion.note}</p>}
          {detail.fallbacks.map((fallback, index) => (
            <FallbackFigure key={index} fallback={fallback}>
              <div className="fallback__actions">
                <button type="button" className="button button--compact" disabled={busy || !insertion.enabled} onClick={() => void insert(fallback.text, { kind: 'selection' })}>
                  Insert at cursor
                </button>
                {replaceable && (
                  <button
                    type="button"
                    className="button button--compact"
                    disabled={busy || !insertion.enabled}
                    onClick={() => void insert(fallback.text, { kind: 'paragraph', paragraph: replaceable })}
                  >
                    Replace the matched paragraph
                  </button>
                )}
              </div>
            </FallbackFigure>
          ))}
        </div>
      )}

      {detail && detail.notes.length > 0 && (
        <DraftingNotes notes={detail.notes}>
          <button
            type="button"
            className="button button--compact"
            disabled={busy || !commenting.enabled}
            title={commenting.enabled ? undefined : commenting.reason}
            onClick={() => void comment(detail.notes.map((note) => note.text).join('\n\n'))}
          >
            Add as a comment
          </button>
          {!commenting.enabled && <p className="muted">{commenting.reason}</p>}
        </DraftingNotes>
      )}
      {/* Under the buttons that act on the document, where the lawyer's eye is. */}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </div>
  )
}
