import { Link } from 'react-router'
import type { SearchEverythingHit, TextSpan } from '../../../../shared/api/search-everything'
import { StatusBadge, Tag } from '../../components/status-badge'
import { segmentText } from '../../ui/document/highlight'

/** A paragraph's text with the stretches the engine found the query in marked. */
export function MarkedText({ text, spans }: { text: string; spans: readonly TextSpan[] }) {
  return (
    <>
      {segmentText(text, spans.map((span) => ({ ...span, kind: 'search' as const }))).map((segment, i) =>
        segment.highlight ? (
          <mark key={i} className="hl hl--search">
            {segment.text}
          </mark>
        ) : (
          segment.text
        )
      )}
    </>
  )
}

/** Where a hit opens: the contract at a paragraph, with the query marked there. */
export function hitLink(contractId: string, paragraph: number | null, q: string): string {
  const params = new URLSearchParams({ hl: q })
  if (paragraph !== null) params.set('p', String(paragraph))
  return `/contracts/${contractId}?${params.toString()}`
}

/** One contract that answers: its register line, then its best paragraphs, each opening the contract there. */
export function SearchHit({ hit, q }: { hit: SearchEverythingHit; q: string }) {
  return (
    <article className="hit" data-hit={hit.contractId}>
      <header className="hit__header">
        <div className="hit__heading">
          <Link to={hitLink(hit.contractId, hit.evidence[0]?.paragraph ?? null, q)} className="hit__title">
            {hit.name}
          </Link>
          <span className="hit__meta">
            <span className="mono">{hit.reference}</span>
            {hit.category?.label && <Tag>{hit.category.label}</Tag>}
            {hit.nameMatch && <Tag tone="info">Name matches</Tag>}
          </span>
        </div>
        <StatusBadge code={hit.status.code} label={hit.status.label} />
      </header>
      {hit.coverage.warning && hit.evidence.length > 0 && <p className="muted hit__warning">{hit.coverage.warning}</p>}
      {hit.evidence.length === 0 ? (
        <p className="muted hit__warning">{hit.revision === null ? 'Found by its name: no document is stored for this contract.' : 'Found by its name or reference.'}</p>
      ) : (
        <ol className="hit__evidence">
          {hit.evidence.map((evidence) => (
            <li key={evidence.reference}>
              <Link className="evidence" to={hitLink(hit.contractId, evidence.paragraph, q)} data-evidence={evidence.paragraph}>
                <span className="evidence__number">¶ {evidence.paragraph}</span>
                <span className="evidence__text">
                  <MarkedText text={evidence.text} spans={evidence.highlights} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </article>
  )
}
