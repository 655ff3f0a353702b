import { useEffect, useEffectEvent } from 'react'
import type { Definition, DraftingChecks, Finding } from '../../../../shared/api/drafting-checks'
import { useApi } from '../../app/services'
import { EmptyState, ErrorState, Loading } from '../../components/state-views'
import { byPlace, groupFindings, SEVERITY_LABELS, severityCounts } from '../../lib/drafting-checks'
import { useRemote } from '../../lib/use-remote'

/** A place in the document a lawyer jumps to, with what to say there. */
export interface ChecksFocus {
  paragraphIndex: number
  start: number
  end: number
  label: string
  /** Which row of the panel it came from, to mark as current. */
  key: string
}

export const findingKey = (f: Finding): string => `${f.kind}:${f.paragraphIndex}:${f.start}:${f.end}`
export const definitionKey = (d: Definition): string => `definition:${d.paragraphIndex}:${d.start}`

function FindingRow({ finding, current, onFocus }: { finding: Finding; current: boolean; onFocus: (focus: ChecksFocus) => void }) {
  const key = findingKey(finding)
  return (
    <li className={`check check--${finding.severity}`}>
      <button
        type="button"
        className="check__button"
        aria-current={current ? 'location' : undefined}
        data-finding={key}
        onClick={() => onFocus({ paragraphIndex: finding.paragraphIndex, start: finding.start, end: finding.end, label: finding.message, key })}
      >
        <span className="check__place">¶{finding.paragraphIndex + 1}</span>
        <span className={`check__severity check__severity--${finding.severity}`}>{SEVERITY_LABELS[finding.severity]}</span>
        <span className="check__text">“{finding.text}”</span>
        <span className="check__message">{finding.message}</span>
        {finding.suggestion !== undefined && <span className="check__suggestion">Suggested: “{finding.suggestion}”</span>}
      </button>
    </li>
  )
}

/**
 * The Checks tab of a contract: the engine's drafting checks of its current text, findings grouped
 * by kind and in place order (a click brings the span into view, marked), and the definitions (a
 * click goes to the definition). The definitions also go up to the page, which marks each defined
 * term in the document with its definition. The page keys it by the text's revision, so a new
 * version or a text read again by OCR is checked again.
 */
export function ChecksPanel(props: {
  contractId: string
  currentKey: string | null
  onFocus: (focus: ChecksFocus) => void
  onChecks: (checks: DraftingChecks | null) => void
}) {
  const api = useApi()
  const run = useRemote((signal) => api.call('checkContractDrafting', { params: { id: props.contractId }, signal }), [api, props.contractId])
  const checks = run.state.data
  const publish = useEffectEvent((next: DraftingChecks | null) => props.onChecks(next))
  useEffect(() => publish(checks), [checks])
  useEffect(() => () => publish(null), [])

  if (run.state.status === 'error') return <ErrorState title="The checks could not run" message={run.state.error} onRetry={run.reload} />
  if (!checks) return <Loading label="Checking the drafting…" />
  const groups = groupFindings(checks.findings)
  const definitions = [...checks.definitions].sort(byPlace)
  return (
    <section className="checks" aria-label="Drafting checks">
      <div className="checks__summary">
        <p className="checks__counts" role="status">
          {severityCounts(checks)}
        </p>
        <button type="button" className="button button--compact" onClick={run.reload} disabled={run.state.status === 'loading'}>
          Check again
        </button>
      </div>
      {groups.length === 0 ? (
        <EmptyState title="No drafting problems found">Terms, cross-references, numbering, blanks, numbers in words and figures, dates and brackets were checked.</EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.kind} className="checks__group" aria-labelledby={`checks-${group.kind}`}>
            <h3 className="properties__heading" id={`checks-${group.kind}`}>
              {group.label} <span className="checks__count">({group.findings.length})</span>
            </h3>
            <ul className="checks__list">
              {group.findings.map((finding) => (
                <FindingRow key={findingKey(finding)} finding={finding} current={props.currentKey === findingKey(finding)} onFocus={props.onFocus} />
              ))}
            </ul>
          </section>
        ))
      )}
      <section className="checks__group" aria-labelledby="checks-definitions">
        <h3 className="properties__heading" id="checks-definitions">
          Definitions <span className="checks__count">({definitions.length})</span>
        </h3>
        {definitions.length === 0 ? (
          <p className="muted">This text defines no terms.</p>
        ) : (
          <ul className="checks__list">
            {definitions.map((d) => {
              const key = definitionKey(d)
              return (
                <li key={key} className="definition">
                  <button
                    type="button"
                    className="check__button"
                    aria-current={props.currentKey === key ? 'location' : undefined}
                    data-definition={d.term}
                    onClick={() => props.onFocus({ paragraphIndex: d.paragraphIndex, start: d.start, end: d.end, label: `Definition of “${d.term}”`, key })}
                  >
                    <span className="check__place">¶{d.paragraphIndex + 1}</span>
                    <span className="definition__term">{d.term}</span>
                    <span className="check__message">{d.uses === 0 ? 'never used' : d.uses === 1 ? 'used once' : `used ${d.uses} times`}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </section>
  )
}
