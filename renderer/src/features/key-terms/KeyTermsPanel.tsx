import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { KEY_TERM_NAMES, type KeyTermEvidence, type KeyTermName } from '../../../../shared/api/key-terms'
import { countReadTerms, describeKeyTerm, KEY_TERM_LABELS, type ContractKeyTermsResponse, type KeyTermChange } from '../../../../shared/api/key-term-actions'
import { useShared } from '../../app/services'
import { ErrorState, Loading, Notice } from '../../components/state-views'
import { Tag } from '../../components/status-badge'
import { applicableTerms, type KeyTermsStore } from './key-terms-store'

function evidenceOf(read: ContractKeyTermsResponse, term: KeyTermName): KeyTermEvidence | null {
  if (term === 'parties') return read.terms.parties[0]?.evidence ?? null
  return read.terms[term]?.evidence ?? null
}

function appliedOf(read: ContractKeyTermsResponse, term: KeyTermName): boolean {
  if (term === 'parties') return false
  return read.terms[term]?.applied === true
}

/** Where the term stands, in words (never colour alone). */
function TermState({ read, term, change }: { read: ContractKeyTermsResponse; term: KeyTermName; change: KeyTermChange | undefined }) {
  if (describeKeyTerm(term, read.terms) === null) return <Tag tone="muted">Not found</Tag>
  if (appliedOf(read, term)) return <Tag tone="ok">Applied</Tag>
  if (change?.problem) return <Tag tone="warn" title={change.problem}>Not applicable</Tag>
  return <Tag tone="info">Proposed</Tag>
}

/** "Notice period: — → 60" for each property the apply writes. */
function ChangeList({ change }: { change: KeyTermChange }) {
  return (
    <ul className="key-term__changes">
      {change.changes.map((c) => (
        <li key={c.key}>
          <span className="key-term__property">{c.label}</span>: <span className="key-term__from">{c.from ?? 'empty'}</span> <span aria-hidden="true">→</span>
          <span className="visually-hidden"> becomes </span> <strong className="key-term__to">{c.to ?? 'empty'}</strong>
        </li>
      ))}
    </ul>
  )
}

function Confirmation({ store, read }: { store: KeyTermsStore; read: ContractKeyTermsResponse }) {
  const confirming = useShared(store, (s) => s.confirming)
  const applying = useShared(store, (s) => s.applying)
  if (confirming.length === 0) return null
  const changes = read.changes.filter((c) => confirming.includes(c.term))
  return (
    <section className="key-terms__confirm" role="region" aria-label="Property changes to confirm" data-testid="key-terms-confirm">
      <h3 className="key-terms__confirm-title">Apply {confirming.length === 1 ? KEY_TERM_LABELS[confirming[0] ?? 'parties'].toLowerCase() : `${confirming.length} key terms`}? These properties change:</h3>
      {changes.map((change) => (
        <div key={change.term}>
          <ChangeList change={change} />
        </div>
      ))}
      <p className="muted">The change is a property edit like any other: recorded in the contract’s history and sent to the company service with the next sync.</p>
      <div className="key-terms__actions">
        <button type="button" className="button button--primary" disabled={applying} onClick={() => void store.getState().confirm()}>
          {applying ? 'Applying…' : 'Confirm and apply'}
        </button>
        <button type="button" className="button" disabled={applying} onClick={() => store.getState().cancel()}>
          Cancel
        </button>
      </div>
    </section>
  )
}

export interface KeyTermsPanelProps {
  store: KeyTermsStore
  /** Shows a term's evidence in the document: scrolled to, highlighted. */
  onShowEvidence(evidence: KeyTermEvidence, term: KeyTermName): void
  /** The paragraph shown as the evidence in focus (1-based), to mark its term as current. */
  activeParagraph: number | null
}

/**
 * The key terms Folio read from the contract: each with its value, the sentence it came from (a
 * click shows it in the document), whether its property holds it, and Apply, which first shows
 * the property change it will make.
 */
export function KeyTermsPanel({ store, onShowEvidence, activeParagraph }: KeyTermsPanelProps) {
  const status = useShared(store, (s) => s.status)
  const read = useShared(store, (s) => s.read)
  const error = useShared(store, (s) => s.error)
  const outcome = useShared(store, (s) => s.outcome)
  const confirming = useShared(store, (s) => s.confirming)
  const location = useLocation()
  useEffect(() => store.getState().load(), [store])

  if (!read) {
    return status === 'error' ? <ErrorState title="The key terms could not be read" message={error ?? ''} onRetry={() => store.getState().load()} /> : <Loading label="Reading the key terms…" />
  }
  const applicable = applicableTerms(read)
  return (
    <div className="key-terms" data-testid="key-terms">
      <p className="key-terms__summary">
        Folio read {countReadTerms(read.terms)} of {KEY_TERM_NAMES.length} key terms from this text. Check each against its sentence before you apply it.
      </p>
      <p className="key-terms__settings">
        <Link to="/settings/key-term-properties" state={{ returnTo: `${location.pathname}${location.search}` }}>
          Choose which property each term fills
        </Link>
      </p>
      {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      <div className="key-terms__actions">
        <button type="button" className="button button--primary" disabled={applicable.length === 0 || confirming.length > 0} onClick={() => store.getState().propose(applicable)}>
          Apply all{applicable.length > 0 ? ` (${applicable.length})` : ''}
        </button>
      </div>
      <Confirmation store={store} read={read} />
      <ul className="key-terms__list" aria-label="Key terms">
        {KEY_TERM_NAMES.map((term) => {
          const value = describeKeyTerm(term, read.terms)
          const evidence = evidenceOf(read, term)
          const change = read.changes.find((c) => c.term === term)
          const label = KEY_TERM_LABELS[term]
          const basis = term === 'parties' ? undefined : read.terms[term]?.basis
          const active = evidence !== null && activeParagraph === evidence.paragraphIndex + 1
          return (
            <li key={term} className={active ? 'key-term is-active' : 'key-term'} data-term={term}>
              <div className="key-term__head">
                <h3 className="key-term__label">{label}</h3>
                <TermState read={read} term={term} change={change} />
              </div>
              <p className="key-term__value">{value ?? <span className="muted">Not found in this text</span>}</p>
              {basis && <p className="key-term__basis muted">{basis}</p>}
              {evidence && (
                // The sentence is the button's visible text, so it stays in its name (WCAG 2.5.3); the
                // purpose is said before it for screen readers.
                <button type="button" className="key-term__evidence" onClick={() => onShowEvidence(evidence, term)}>
                  <span className="visually-hidden">Show in the document: {label}, </span>
                  <span className="key-term__paragraph">¶ {evidence.paragraphIndex + 1}</span> <q>{evidence.text}</q>
                </button>
              )}
              {value !== null && change?.problem && <p className="key-term__problem">{change.problem}</p>}
              {value !== null && change && change.problem === null && !appliedOf(read, term) && <ChangeList change={change} />}
              {value !== null && change?.problem === null && !appliedOf(read, term) && (
                <button type="button" className="button button--compact" disabled={confirming.length > 0} onClick={() => store.getState().propose([term])}>
                  Apply {label.toLowerCase()}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
