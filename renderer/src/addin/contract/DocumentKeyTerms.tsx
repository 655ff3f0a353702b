import { useState } from 'react'
import { KEY_TERM_NAMES, type KeyTermName, type KeyTerms } from '../../../../shared/api/key-terms'
import { countReadTerms, describeKeyTerm, KEY_TERM_LABELS, type ContractKeyTermsResponse } from '../../../../shared/api/key-term-actions'
import { describeError } from '../../api/errors'
import { useApi } from '../../app/services'
import { Notice } from '../../components/state-views'
import { Tag } from '../../components/status-badge'
import { usePaneWord } from '../pane/pane-word'
import { availability } from '../word/capabilities'
import { describeWordError } from '../word/errors'
import { selectEvidence } from '../word/evidence'
import { readParagraphs, type DocumentParagraphs } from '../word/paragraphs'

type Read = { status: 'idle' } | { status: 'reading' } | { status: 'done'; terms: KeyTerms; document: DocumentParagraphs; contract: ContractKeyTermsResponse | null } | { status: 'error'; message: string }

function evidenceOf(terms: KeyTerms, term: KeyTermName) {
  return term === 'parties' ? (terms.parties[0]?.evidence ?? null) : (terms[term]?.evidence ?? null)
}

/**
 * How a term of the open document stands against the linked contract. Apply writes the stored
 * contract's term through Folio's property write, so only a term the stored text reads the same
 * way can be applied from here; a document that says otherwise is a new version to upload first.
 */
function standing(term: KeyTermName, terms: KeyTerms, contract: ContractKeyTermsResponse | null): { label: string; tone: 'ok' | 'info' | 'warn' | 'muted'; applicable: boolean; note: string | null } {
  const value = describeKeyTerm(term, terms)
  if (value === null) return { label: 'Not found', tone: 'muted', applicable: false, note: null }
  if (!contract) return { label: 'Read', tone: 'info', applicable: false, note: null }
  const stored = describeKeyTerm(term, contract.terms)
  if (stored !== value) {
    return { label: 'Differs', tone: 'warn', applicable: false, note: `The linked contract’s text in Folio reads ${stored ?? 'nothing'} here. Upload this document to Folio as the contract’s new version to apply what it says.` }
  }
  if (term !== 'parties' && contract.terms[term]?.applied) return { label: 'Applied', tone: 'ok', applicable: false, note: null }
  const problem = contract.changes.find((c) => c.term === term)?.problem ?? null
  if (problem) return { label: 'Not applicable', tone: 'warn', applicable: false, note: problem }
  return { label: 'Proposed', tone: 'info', applicable: true, note: null }
}

/**
 * The key terms of the open document, read from its paragraphs as review reads them (POST
 * /local/key-terms); a term's sentence selects its words in Word, and Apply writes the terms
 * to the linked contract's properties.
 */
export function DocumentKeyTerms(props: { linkedContractId: string | null; canEdit: boolean; onApplied: () => void }) {
  const api = useApi()
  const { host, capabilities } = usePaneWord()
  const reading = availability(capabilities, 'read')
  const [read, setRead] = useState<Read>({ status: 'idle' })
  const [problem, setProblem] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)
  const [applying, setApplying] = useState(false)

  const readTerms = async () => {
    setRead({ status: 'reading' })
    setProblem(null)
    setOutcome(null)
    try {
      const document = await readParagraphs(host, capabilities)
      const [answer, contract] = await Promise.all([
        api.call('readKeyTerms', { body: { paragraphs: document.texts } }),
        props.linkedContractId ? api.call('getContractKeyTerms', { params: { id: props.linkedContractId } }).catch(() => null) : Promise.resolve(null)
      ])
      setRead({ status: 'done', terms: answer.terms, document, contract })
    } catch (error) {
      setRead({ status: 'error', message: error instanceof Error && error.name === 'ApiCallError' ? describeError(error) : describeWordError(error) })
    }
  }

  const show = async (term: KeyTermName) => {
    if (read.status !== 'done') return
    const evidence = evidenceOf(read.terms, term)
    const wordIndex = evidence ? read.document.wordIndexes[evidence.paragraphIndex] : undefined
    const text = evidence ? read.document.texts[evidence.paragraphIndex] : undefined
    if (!evidence || wordIndex === undefined || text === undefined) return
    setProblem(null)
    try {
      const selected = await selectEvidence(host, capabilities, { wordIndex, text }, { start: evidence.start, end: evidence.end })
      if (selected === 'paragraph') setProblem('Word’s text of this paragraph differs from Folio’s reading of it: the paragraph is selected.')
    } catch (error) {
      setProblem(describeWordError(error))
    }
  }

  const apply = async (terms: KeyTermName[]) => {
    if (read.status !== 'done' || !read.contract || !props.linkedContractId) return
    setApplying(true)
    setProblem(null)
    try {
      await api.call('applyContractKeyTerms', { params: { id: props.linkedContractId }, body: { terms, revision: read.contract.revision } })
      setOutcome(`Applied ${terms.map((t) => KEY_TERM_LABELS[t].toLowerCase()).join(', ')} to the linked contract.`)
      props.onApplied()
      const contract = await api.call('getContractKeyTerms', { params: { id: props.linkedContractId } })
      setRead({ ...read, contract })
    } catch (error) {
      setProblem(describeError(error))
    } finally {
      setApplying(false)
    }
  }

  const applicable = read.status === 'done' ? KEY_TERM_NAMES.filter((term) => standing(term, read.terms, read.contract).applicable) : []
  return (
    <section className="pane-section key-terms" aria-label="Key terms of this document">
      <h2 className="pane-title">Key terms</h2>
      <div className="pane-actions">
        <button type="button" className="button" disabled={!reading.enabled || read.status === 'reading'} onClick={() => void readTerms()}>
          {read.status === 'done' ? 'Read key terms again' : 'Read key terms'}
        </button>
        {props.canEdit && props.linkedContractId && read.status === 'done' && (
          <button type="button" className="button button--primary" disabled={applying || applicable.length === 0} onClick={() => void apply(applicable)}>
            Apply all to the contract{applicable.length > 0 ? ` (${applicable.length})` : ''}
          </button>
        )}
      </div>
      {!reading.enabled && <p className="muted">{reading.reason}</p>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {outcome && <Notice tone="success">{outcome}</Notice>}
      {read.status === 'reading' && <p className="muted">Reading the document…</p>}
      {read.status === 'error' && <Notice tone="error">{read.message}</Notice>}
      {read.status === 'done' && (
        <>
          <p className="key-terms__summary" data-testid="pane-key-terms-summary">
            Folio read {countReadTerms(read.terms)} of {KEY_TERM_NAMES.length} key terms from this document.
          </p>
          <ul className="key-terms__list" aria-label="Key terms">
            {KEY_TERM_NAMES.map((term) => {
              const value = describeKeyTerm(term, read.terms)
              const evidence = evidenceOf(read.terms, term)
              const state = standing(term, read.terms, read.contract)
              const label = KEY_TERM_LABELS[term]
              return (
                <li key={term} className="key-term" data-term={term}>
                  <div className="key-term__head">
                    <h3 className="key-term__label">{label}</h3>
                    <Tag tone={state.tone}>{state.label}</Tag>
                  </div>
                  <p className="key-term__value">{value ?? <span className="muted">Not found in this document</span>}</p>
                  {evidence && (
                    <button type="button" className="key-term__evidence" onClick={() => void show(term)} aria-label={`Select in the document: ${label}`}>
                      <q>{evidence.text}</q>
                    </button>
                  )}
                  {state.note && <p className="key-term__problem">{state.note}</p>}
                  {props.canEdit && state.applicable && (
                    <button type="button" className="button button--compact" disabled={applying} onClick={() => void apply([term])}>
                      Apply {label.toLowerCase()}
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
          {!props.linkedContractId && <p className="muted">Link this document to a contract to apply its key terms to the contract’s properties.</p>}
        </>
      )}
    </section>
  )
}
