import { useEffect, useEffectEvent, useMemo, useState } from 'react'
import { useServices, useShared } from '../../app/services'
import type { TextSize } from '../../stores/settings'
import { describeError } from '../../api/errors'
import { Icon } from '../../components/icons'
import { EmptyState, ErrorState, Loading, Notice } from '../../components/state-views'
import { openBlob, saveBlob } from '../../lib/files'
import { DocumentView, type DocumentTarget } from '../document/DocumentView'
import type { DocumentSnapshot } from '../document/document-loader'
import { FindBar } from '../document/FindBar'
import { findHighlights, findMatches } from '../document/find'
import type { Highlight } from '../../ui/document/highlight'
import type { TermDefinition } from '../../lib/drafting-checks'
import { needsOcr, OcrRun } from './OcrRun'

function FileActions({ contractId }: { contractId: string }) {
  const { api, session } = useServices()
  const [busy, setBusy] = useState<'download' | 'open' | null>(null)
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null)
  const act = async (action: 'download' | 'open') => {
    setBusy(action)
    setMessage(null)
    try {
      const file = await api.download('downloadContract', { params: { id: contractId } })
      if (action === 'download') saveBlob(file.blob, file.fileName)
      else if ((await openBlob(session, file.blob, file.fileName)) === 'saved') setMessage({ tone: 'info', text: `${file.fileName} was saved: open it from your downloads.` })
    } catch (error) {
      setMessage({ tone: 'error', text: describeError(error) })
    } finally {
      setBusy(null)
    }
  }
  return (
    <span className="document-pane__actions">
      <button type="button" className="button button--compact" onClick={() => void act('open')} disabled={busy !== null}>
        <Icon name="open" size={14} /> {busy === 'open' ? 'Opening…' : 'Open'}
      </button>
      <button type="button" className="button button--compact" onClick={() => void act('download')} disabled={busy !== null}>
        <Icon name="download" size={14} /> {busy === 'download' ? 'Downloading…' : 'Download'}
      </button>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </span>
  )
}

const SIZES: ReadonlyArray<{ size: TextSize; label: string }> = [
  { size: 'small', label: 'Smaller text' },
  { size: 'medium', label: 'Regular text' },
  { size: 'large', label: 'Larger text' }
]

/** The reading size of legal text, kept with the lawyer's other display preferences. */
function TextSizeControl() {
  const { settings } = useServices()
  const textSize = useShared(settings, (s) => s.textSize)
  const setTextSize = useShared(settings, (s) => s.setTextSize)
  return (
    <span className="segmented segmented--small text-size" role="radiogroup" aria-label="Reading size">
      {SIZES.map(({ size, label }) => (
        <button key={size} type="button" role="radio" aria-checked={textSize === size} aria-label={label} title={label} className={textSize === size ? `segmented__option text-size__${size} is-on` : `segmented__option text-size__${size}`} onClick={() => setTextSize(size)}>
          A
        </button>
      ))}
    </span>
  )
}

interface FindState {
  open: boolean
  term: string
  /** Which match is the current one. */
  index: number
  /** Moves each time Ctrl/Cmd+F is pressed, to bring the cursor back to the field. */
  focusSeq: number
}

/** Ctrl/Cmd+F, Enter and Shift+Enter, Esc: find in the document as in any reader. */
function useFind(paragraphs: ReadonlyArray<string | undefined>, onJump: (paragraph: number) => void) {
  const [find, setFind] = useState<FindState>({ open: false, term: '', index: 0, focusSeq: 0 })
  const matches = useMemo(() => (find.open ? findMatches(paragraphs, find.term) : []), [find.open, find.term, paragraphs])
  const current = Math.min(find.index, Math.max(0, matches.length - 1))
  const marks = useMemo(() => findHighlights(matches, current), [matches, current])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'f') return
      event.preventDefault()
      setFind((f) => ({ ...f, open: true, focusSeq: f.focusSeq + 1 }))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // A new text or a step brings its match into view; pages arriving underneath do not.
  const jump = useEffectEvent(() => {
    const match = matches[current]
    if (match) onJump(match.paragraph)
  })
  // Every step counts, Enter on the only match included: it brings that match back into view.
  useEffect(() => {
    if (find.open) jump()
  }, [find])

  // The paragraph scrolled into view may be longer than the screen (a contents page read from a
  // PDF): once the list has drawn it, bring the hit itself to the middle of the view.
  const anyMatch = matches.length > 0
  useEffect(() => {
    if (!find.open || !anyMatch) return
    // The list scrolls to the paragraph over a few frames (it measures as it goes): wait until
    // it has come to rest with the hit drawn, then centre the hit.
    let frames = 0
    let still = 0
    let last = -1
    let pending = requestAnimationFrame(function reveal() {
      const scroller = document.querySelector('[data-document-scroll]')
      const hit = scroller?.querySelector('mark.hl--find-current')
      const top = scroller?.scrollTop ?? 0
      still = top === last ? still + 1 : 0
      last = top
      if (hit && still >= 3) hit.scrollIntoView({ block: 'center', inline: 'nearest' })
      else if (++frames < 120) pending = requestAnimationFrame(reveal)
    })
    return () => cancelAnimationFrame(pending)
  }, [find, current, anyMatch])

  return {
    find,
    matches,
    current,
    marks,
    setTerm: (term: string) => setFind((f) => ({ ...f, term, index: 0 })),
    step: (step: 1 | -1) => setFind((f) => ({ ...f, index: matches.length === 0 ? 0 : (current + step + matches.length) % matches.length })),
    close: () => setFind((f) => ({ ...f, open: false }))
  }
}

/** The page's highlights and find's, together. */
function withFindMarks(highlights: ReadonlyMap<number, readonly Highlight[]>, marks: ReadonlyMap<number, readonly Highlight[]>): ReadonlyMap<number, readonly Highlight[]> {
  if (marks.size === 0) return highlights
  const merged = new Map(highlights)
  for (const [paragraph, list] of marks) merged.set(paragraph, [...(highlights.get(paragraph) ?? []), ...list])
  return merged
}

/** The contract's document: its paragraphs as they load, the extraction's caveats, the file; Ctrl/Cmd+F finds in it. */
export function DocumentPane(props: {
  contractId: string
  contractType: string
  document: DocumentSnapshot
  onRetry: () => void
  /** The text was read again (OCR): load its new revision. */
  onTextChanged: () => void
  highlights: ReadonlyMap<number, readonly Highlight[]>
  terms: readonly string[]
  target: DocumentTarget | null
  focused: ReadonlySet<number>
  definitions?: readonly TermDefinition[]
}) {
  const { document: doc } = props
  const [target, setTarget] = useState<DocumentTarget | null>(props.target)
  useEffect(() => setTarget(props.target), [props.target])
  const finder = useFind(doc.paragraphs, (paragraph) => setTarget((t) => ({ paragraph, seq: (t?.seq ?? 0) + 1 })))
  const highlights = useMemo(() => withFindMarks(props.highlights, finder.marks), [props.highlights, finder.marks])
  const loaded = doc.paragraphs.reduce((n, p) => (p === undefined ? n : n + 1), 0)
  // A file whose pages yielded no text (a scan imported before Folio read scans) is not "no document".
  const noDocument = doc.status === 'ready' && doc.complete && doc.total === 0 && (doc.coverage === null || doc.coverage.extraction === 'none')
  const unread = doc.status === 'ready' && doc.complete && doc.total === 0 && !noDocument
  const ocr = needsOcr(doc.coverage, props.contractType) ? <OcrRun contractId={props.contractId} onRead={props.onTextChanged} /> : null
  return (
    <section className="document-pane" aria-label="Document">
      <header className="document-pane__header">
        <span className="document-pane__meta" aria-live="polite">
          {doc.total > 0 ? `${doc.total.toLocaleString('en-GB')} paragraphs` : noDocument ? 'No document' : doc.status === 'loading' ? 'Loading the text…' : ''}
          {doc.total > 0 && !doc.complete && doc.status !== 'error' && <span className="muted"> · loading {Math.round((loaded / doc.total) * 100)}%</span>}
          {props.terms.length > 0 && <span className="muted"> · marking “{props.terms.join(' ')}”</span>}
        </span>
        {!noDocument && (
          <span className="document-pane__actions">
            <TextSizeControl />
            <FileActions contractId={props.contractId} />
          </span>
        )}
      </header>
      {finder.find.open && (
        <FindBar term={finder.find.term} count={finder.matches.length} current={finder.current} onTerm={finder.setTerm} onStep={finder.step} onClose={finder.close} focusSeq={finder.find.focusSeq} />
      )}
      {doc.coverage?.warning && (doc.total > 0 || unread) && <Notice tone="warning">{doc.coverage.warning}</Notice>}
      {ocr}
      {doc.status === 'error' && doc.total === 0 ? (
        <ErrorState title="The text could not be loaded" message={doc.error ?? ''} onRetry={props.onRetry} />
      ) : noDocument ? (
        <EmptyState title="No document is stored for this contract">Its record and properties are here; the file itself has not been imported or synced.</EmptyState>
      ) : unread ? (
        <EmptyState title="No text has been read from this file">Open the file to read it{ocr ? ', or read its scanned pages by OCR' : ''}.</EmptyState>
      ) : doc.total === 0 ? (
        <Loading label="Loading the text…" />
      ) : (
        <>
          {doc.status === 'error' && (
            <Notice tone="error">
              Part of the text could not be loaded: {doc.error}{' '}
              <button type="button" className="link-button" onClick={props.onRetry}>
                Try again
              </button>
            </Notice>
          )}
          <DocumentView document={doc} highlights={highlights} terms={props.terms} target={target} focused={props.focused} definitions={props.definitions} />
        </>
      )}
    </section>
  )
}
