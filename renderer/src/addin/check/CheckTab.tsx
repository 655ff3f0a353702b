import { useLayoutEffect, useState, type ReactNode } from 'react'
import type { Definition, DraftingChecks, Finding } from '../../../../shared/api/drafting-checks'
import { describeError } from '../../api/errors'
import { useApi } from '../../app/services'
import { EmptyState, ErrorState, Loading, Notice } from '../../components/state-views'
import { byPlace, groupFindings, SEVERITY_LABELS, severityCounts } from '../../lib/drafting-checks'
import { usePaneWord } from '../pane/pane-word'
import { availability } from '../word/capabilities'
import { DocumentChangedError, describeWordError } from '../word/errors'
import { fixSpan, selectSpan, type SpanTarget } from '../word/finding-actions'
import { readParagraphs, type DocumentParagraphs } from '../word/paragraphs'

type Run = { status: 'idle' } | { status: 'running' } | { status: 'done'; checks: DraftingChecks; document: DocumentParagraphs } | { status: 'error'; message: string }

/** What became of the last action on a row, shown beneath it. */
interface RowNote {
  key: string
  tone: 'error' | 'info' | 'success' | 'warning'
  text: string
}

const CHANGED = 'The document has changed since the check: that text is no longer where it was. Check again.'

const placeOf = (p: { paragraphIndex: number; start: number; end: number }, document: DocumentParagraphs): SpanTarget => ({
  paragraph: { wordIndex: document.wordIndexes[p.paragraphIndex] ?? p.paragraphIndex, text: document.texts[p.paragraphIndex] ?? '' },
  start: p.start,
  end: p.end
})

const findingKey = (f: Finding) => `${f.kind}:${f.paragraphIndex}:${f.start}:${f.end}`
const describe = (error: unknown) => (error instanceof DocumentChangedError ? CHANGED : error instanceof Error && error.name === 'ApiCallError' ? describeError(error) : describeWordError(error))

/**
 * Drafting checks of the open document: its paragraphs, read as review reads them, go to Folio's
 * engine (POST /local/drafting-checks, nothing stored); each finding selects its text in Word, a
 * certain correction goes in as a tracked change, and each definition can be gone to.
 */
export function CheckTab() {
  const api = useApi()
  const { host, capabilities } = usePaneWord()
  const reading = availability(capabilities, 'read')
  const editing = availability(capabilities, 'insertFallback')
  const [run, setRun] = useState<Run>({ status: 'idle' })
  const [current, setCurrent] = useState<string | null>(null)
  const [note, setNote] = useState<RowNote | null>(null)
  const [fixed, setFixed] = useState<ReadonlySet<string>>(new Set())

  const check = async () => {
    setRun({ status: 'running' })
    setCurrent(null)
    setNote(null)
    setFixed(new Set())
    try {
      const document = await readParagraphs(host, capabilities)
      const checks = await api.call('checkDrafting', { body: { paragraphs: document.texts } })
      setRun({ status: 'done', checks, document })
    } catch (error) {
      setRun({ status: 'error', message: describe(error) })
    }
  }

  const go = async (key: string, place: SpanTarget) => {
    setCurrent(key)
    setNote(null)
    try {
      const selected = await selectSpan(host, capabilities, place)
      if (selected === 'paragraph') setNote({ key, tone: 'info', text: 'Word cannot find this text on its own: its paragraph is selected.' })
    } catch (error) {
      setNote({ key, tone: 'error', text: describe(error) })
    }
  }

  const fix = async (finding: Finding, document: DocumentParagraphs) => {
    const key = findingKey(finding)
    if (finding.suggestion === undefined) return
    setCurrent(key)
    setNote(null)
    try {
      const outcome = await fixSpan(host, capabilities, placeOf(finding, document), finding.suggestion)
      setFixed((done) => new Set([...done, key]))
      setNote({ key, tone: outcome.warning ? 'warning' : 'success', text: outcome.warning ?? 'Corrected as a tracked change.' })
    } catch (error) {
      setNote({ key, tone: 'error', text: describe(error) })
    }
  }

  // Marks the moment the findings reach the screen (read by bench/word-pane.ts).
  useLayoutEffect(() => {
    if (run.status === 'done') requestAnimationFrame(() => performance.mark('folio:check-painted'))
  }, [run])

  const rowNote = (key: string) => (note?.key === key ? <Notice tone={note.tone}>{note.text}</Notice> : null)

  return (
    <section className="pane-section" aria-label="Drafting checks">
      <div className="pane-actions">
        <button type="button" className="button button--primary" disabled={run.status === 'running' || !reading.enabled} onClick={() => void check()}>
          {run.status === 'done' ? 'Check again' : 'Check this document'}
        </button>
      </div>
      {!reading.enabled && <p className="muted">{reading.reason}</p>}
      {run.status === 'idle' ? (
        <EmptyState title="Check the drafting">Undefined and inconsistent terms, broken cross-references, numbering, blanks left in, numbers in words and figures that disagree, impossible dates and unclosed brackets, found on this computer.</EmptyState>
      ) : run.status === 'running' ? (
        <Loading label="Reading the document and checking it…" />
      ) : run.status === 'error' ? (
        <ErrorState title="The check could not run" message={run.message} onRetry={() => void check()} />
      ) : (
        <>
          <p className="coverage__headline" data-testid="check-summary" role="status">
            <strong>{severityCounts(run.checks)}</strong> in {run.document.texts.length} paragraphs
          </p>
          {groupFindings(run.checks.findings).map((group) => (
            <section key={group.kind} className="checks__group" aria-labelledby={`pane-checks-${group.kind}`}>
              <h2 className="properties__heading" id={`pane-checks-${group.kind}`}>
                {group.label} <span className="checks__count">({group.findings.length})</span>
              </h2>
              <ul className="checks__list" aria-label={group.label}>
                {group.findings.map((finding) => {
                  const key = findingKey(finding)
                  return (
                    <li key={key} className={`check check--${finding.severity}`}>
                      <button type="button" className="check__button" aria-current={current === key ? 'location' : undefined} onClick={() => void go(key, placeOf(finding, run.document))}>
                        <span className="check__place">¶{finding.paragraphIndex + 1}</span>
                        <span className={`check__severity check__severity--${finding.severity}`}>{SEVERITY_LABELS[finding.severity]}</span>
                        <span className="check__text">“{finding.text}”</span>
                        <span className="check__message">{finding.message}</span>
                      </button>
                      {finding.suggestion !== undefined && (
                        <div className="check__fix">
                          <span className="check__suggestion">Suggested: “{finding.suggestion}”</span>
                          <button
                            type="button"
                            className="button button--compact"
                            disabled={fixed.has(key) || !editing.enabled}
                            aria-label={`Fix: replace “${finding.text}” with “${finding.suggestion}”`}
                            onClick={() => void fix(finding, run.document)}
                          >
                            {fixed.has(key) ? 'Fixed' : 'Fix'}
                          </button>
                        </div>
                      )}
                      {rowNote(key)}
                    </li>
                  )
                })}
              </ul>
            </section>
          ))}
          <DefinitionList definitions={run.checks.definitions} current={current} onGo={(d) => void go(`definition:${d.paragraphIndex}:${d.start}`, placeOf(d, run.document))} note={rowNote} />
        </>
      )}
    </section>
  )
}

function DefinitionList(props: { definitions: readonly Definition[]; current: string | null; onGo: (d: Definition) => void; note: (key: string) => ReactNode }) {
  const definitions = [...props.definitions].sort(byPlace)
  return (
    <section className="checks__group" aria-labelledby="pane-checks-definitions">
      <h2 className="properties__heading" id="pane-checks-definitions">
        Definitions <span className="checks__count">({definitions.length})</span>
      </h2>
      {definitions.length === 0 ? (
        <p className="muted">This document defines no terms.</p>
      ) : (
        <ul className="checks__list" aria-label="Definitions">
          {definitions.map((d) => {
            const key = `definition:${d.paragraphIndex}:${d.start}`
            return (
              <li key={key} className="definition">
                <button type="button" className="check__button" aria-current={props.current === key ? 'location' : undefined} onClick={() => props.onGo(d)}>
                  <span className="check__place">¶{d.paragraphIndex + 1}</span>
                  <span className="definition__term">{d.term}</span>
                  <span className="check__message">{d.uses === 0 ? 'never used' : d.uses === 1 ? 'used once' : `used ${d.uses} times`}</span>
                </button>
                {props.note(key)}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
