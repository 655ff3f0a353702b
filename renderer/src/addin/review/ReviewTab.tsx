import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { describeError } from '../../api/errors'
import { useApi, useServices, useShared } from '../../app/services'
import { EmptyState, ErrorState, Loading, Notice } from '../../components/state-views'
import { usePaneWord } from '../pane/pane-word'
import { availability } from '../word/capabilities'
import { describeWordError } from '../word/errors'
import { followChange, type ParagraphChange } from '../word/own-edits'
import { readParagraphs, type ParagraphTarget } from '../word/paragraphs'
import { buildPaneReview, type PaneMatch, type PanePosition } from './pane-review'
import { defaultPlaybook, rememberPlaybook, type LinkedContractHints } from './playbook-choice'
import { OutcomeTag } from '../../ui/review/PositionOutcome'
import { PositionCard } from './PositionCard'

const NOT_LINKED: LinkedContractHints = { categoryId: null, playbookId: null }

type Run = { status: 'idle' } | { status: 'running' } | { status: 'done'; positions: PanePosition[]; paragraphs: number } | { status: 'error'; message: string }

/**
 * Playbook review of the open document: its paragraphs, read from Word, are matched by Folio's
 * engine against a playbook (POST /v2/playbooks/{id}/match). Nothing leaves this computer.
 */
export function ReviewTab(props: { linkedContractId: string | null; storage: Storage | null }) {
  const api = useApi()
  const { host, capabilities, highlighter } = usePaneWord()
  const { reference } = useServices()
  const playbooks = useShared(reference, (s) => s.playbooks)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => ensure('playbooks'), [ensure])

  const [linked, setLinked] = useState<LinkedContractHints>(NOT_LINKED)
  useEffect(() => {
    setLinked(NOT_LINKED)
    if (!props.linkedContractId) return
    const controller = new AbortController()
    api.call('getContract', { params: { id: props.linkedContractId }, signal: controller.signal }).then(
      (contract) => setLinked({ categoryId: contract.category?.id ?? null, playbookId: contract.playbook }),
      // Unreadable now: the pane offers the last playbook used instead.
      () => undefined
    )
    return () => controller.abort()
  }, [api, props.linkedContractId])
  const categoryId = linked.categoryId

  const [chosen, setChosen] = useState<string | null>(null)
  const offered = useMemo(() => defaultPlaybook(playbooks.data ?? [], props.storage, linked), [playbooks.data, props.storage, linked])
  const playbookId = chosen ?? offered

  const reading = availability(capabilities, 'read')
  const [run, setRun] = useState<Run>({ status: 'idle' })
  const [open, setOpen] = useState<number | null>(null)
  const [active, setActive] = useState<PaneMatch | null>(null)
  const [highlightProblem, setHighlightProblem] = useState<string | null>(null)
  const [highlighted, setHighlighted] = useState(false)
  // The paragraphs the pane itself rewrote since the review (a fallback in place of a match), by the
  // match's place at review time: later comments, highlights and fallbacks look for them as they now read.
  const [followed, setFollowed] = useState<ReadonlyMap<number, ParagraphTarget>>(new Map())
  const placeOf = (match: PaneMatch): ParagraphTarget => followed.get(match.wordIndex) ?? { wordIndex: match.wordIndex, text: match.text }
  const follow = (positions: readonly PanePosition[], change: ParagraphChange) =>
    setFollowed((previous) => {
      const next = new Map<number, ParagraphTarget>()
      for (const match of positions.flatMap((position) => position.matches)) {
        next.set(match.wordIndex, followChange(previous.get(match.wordIndex) ?? { wordIndex: match.wordIndex, text: match.text }, change))
      }
      return next
    })

  const review = async () => {
    if (!playbookId) return
    rememberPlaybook(props.storage, categoryId, playbookId)
    setRun({ status: 'running' })
    setOpen(null)
    setActive(null)
    setFollowed(new Map())
    try {
      await highlighter.clear()
      setHighlighted(false)
      const document = await readParagraphs(host, capabilities)
      const [match, playbook] = await Promise.all([
        api.call('matchPlaybook', { params: { id: playbookId }, body: { paragraphs: document.texts } }),
        api.call('getPlaybook', { params: { id: playbookId } })
      ])
      setRun({ status: 'done', positions: buildPaneReview(match, playbook.playbook, document), paragraphs: document.texts.length })
    } catch (error) {
      setRun({ status: 'error', message: error instanceof Error && error.name === 'ApiCallError' ? describeError(error) : describeWordError(error) })
    }
  }

  const show = async (match: PaneMatch) => {
    setActive(match)
    setHighlightProblem(null)
    try {
      await highlighter.show(placeOf(match), match.keywords)
      setHighlighted(highlighter.active)
    } catch (error) {
      setHighlightProblem(describeWordError(error))
      setHighlighted(highlighter.active)
    }
  }
  const clear = async () => {
    setHighlightProblem(null)
    try {
      await highlighter.clear()
    } catch (error) {
      setHighlightProblem(describeWordError(error))
    }
    setHighlighted(false)
    setActive(null)
  }

  // Marks the moment a review's positions reach the screen (read by bench/word-pane.ts).
  useLayoutEffect(() => {
    if (run.status === 'done') requestAnimationFrame(() => performance.mark('folio:review-painted'))
  }, [run])

  const found = run.status === 'done' ? run.positions.filter((p) => p.outcome === 'found').length : 0
  return (
    <section className="pane-section" aria-label="Playbook review">
      <div className="review__controls">
        <label htmlFor="pane-playbook" className="filter__label">
          Playbook
        </label>
        <select id="pane-playbook" className="input input--compact" value={playbookId ?? ''} onChange={(event) => setChosen(event.target.value || null)}>
          {(playbooks.data ?? []).length === 0 && <option value="">No playbooks in this workspace</option>}
          {(playbooks.data ?? []).map((playbook) => (
            <option key={playbook.id} value={playbook.id}>
              {playbook.name ?? 'Untitled playbook'}
              {playbook.isDefault ? ' (standard)' : ''}
            </option>
          ))}
        </select>
        <div className="pane-actions">
          <button type="button" className="button button--primary" disabled={!playbookId || run.status === 'running' || !reading.enabled} onClick={() => void review()}>
            {run.status === 'done' ? 'Review again' : 'Review this document'}
          </button>
          {highlighted && (
            <button type="button" className="button" onClick={() => void clear()}>
              Clear highlights
            </button>
          )}
        </div>
        {!reading.enabled && <p className="muted">{reading.reason}</p>}
        {playbooks.status === 'error' && <p className="field-error">{playbooks.error}</p>}
        {highlightProblem && <Notice tone="error">{highlightProblem}</Notice>}
      </div>

      {run.status === 'idle' ? (
        <EmptyState title="Review against a playbook">See which of the playbook’s positions this document covers, and what to propose where it does not.</EmptyState>
      ) : run.status === 'running' ? (
        <Loading label="Reading the document and matching the playbook…" />
      ) : run.status === 'error' ? (
        <ErrorState title="The review could not run" message={run.message} onRetry={() => void review()} />
      ) : (
        <>
          <p className="coverage__headline" data-testid="review-summary">
            <strong>
              {found} of {run.positions.length}
            </strong>{' '}
            positions found in {run.paragraphs} paragraphs
          </p>
          <div className="positions" role="list" aria-label="Positions">
            {run.positions.map((position) => {
              const isOpen = open === position.order
              return (
                <div key={position.order} role="listitem" className={`position position--${position.outcome}${isOpen ? ' is-open' : ''}`}>
                  <button type="button" className="position__head" aria-expanded={isOpen} onClick={() => setOpen(isOpen ? null : position.order)}>
                    <span className={`position__dot position__dot--${position.outcome}`} aria-hidden="true" />
                    <span className="position__name">{position.name}</span>
                    <OutcomeTag outcome={position.outcome} paragraphs={position.matches.length} ifNotFound={position.ifNotFound} />
                  </button>
                  {isOpen && (
                    <PositionCard
                      position={position}
                      active={active && position.matches.includes(active) ? active : null}
                      placeOf={placeOf}
                      onShow={(match) => void show(match)}
                      onEdited={(change) => follow(run.positions, change)}
                    />
                  )}
                </div>
              )
            })}
          </div>
        </>
      )}
    </section>
  )
}
