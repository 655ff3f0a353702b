import { useState } from 'react'
import { copyText } from '../../lib/clipboard'
import { Icon } from '../../components/icons'
import { Tag } from '../../components/status-badge'
import { AbsenceNote, DraftingNotes, FallbackFigure } from '../../ui/review/PositionOutcome'
import type { ReviewPosition } from '../../ui/review/review-model'

const KEYWORD_TYPES: Record<string, string> = { exact: 'whole words', pattern: 'pattern', negative: 'disqualifies' }

function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <button
      type="button"
      className="button button--compact button--quiet"
      aria-label={label}
      onClick={() =>
        copyText(text).then(
          () => setState('copied'),
          () => setState('failed')
        )
      }
    >
      <Icon name={state === 'copied' ? 'check' : 'copy'} size={14} />
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
    </button>
  )
}

/** A position's matches, its meaning when absent, its fallbacks to propose and drafting notes. */
export function PositionDetail(props: { position: ReviewPosition; activeParagraph: number | null; onJump: (paragraph: number) => void }) {
  const { position } = props
  const detail = position.detail
  const paragraphs = [...new Set(position.matches.map((m) => m.paragraph))]
  const current = props.activeParagraph === null ? -1 : paragraphs.indexOf(props.activeParagraph)

  return (
    <div className="position-detail" data-testid="position-detail">
      {detail?.description && <p className="position-detail__description">{detail.description}</p>}

      {position.outcome === 'found' && (
        <div className="position-detail__section">
          <div className="position-detail__row">
            <span className="section-label">Found in</span>
            <span className="paragraph-chips">
              {paragraphs.map((paragraph) => (
                <button
                  key={paragraph}
                  type="button"
                  className={paragraph === props.activeParagraph ? 'chip is-on' : 'chip'}
                  onClick={() => props.onJump(paragraph)}
                  aria-label={`Go to paragraph ${paragraph}`}
                >
                  ¶ {paragraph}
                </button>
              ))}
            </span>
          </div>
          {paragraphs.length > 1 && (
            <div className="position-detail__row">
              <button type="button" className="button button--compact button--quiet" disabled={current <= 0} onClick={() => props.onJump(paragraphs[current - 1] ?? paragraphs[0]!)}>
                ← Previous
              </button>
              <button
                type="button"
                className="button button--compact button--quiet"
                disabled={current >= paragraphs.length - 1}
                onClick={() => props.onJump(paragraphs[current + 1] ?? paragraphs[0]!)}
              >
                Next →
              </button>
            </div>
          )}
        </div>
      )}

      <AbsenceNote outcome={position.outcome} ifNotFound={position.ifNotFound} skippedReason={position.skippedReason} />

      {detail && detail.keywords.length > 0 && (
        <div className="position-detail__section">
          <span className="section-label">Keywords</span>
          <span className="keywords">
            {detail.keywords.map((keyword) => (
              <Tag key={`${keyword.type}:${keyword.value}`} tone={keyword.type === 'negative' ? 'danger' : 'neutral'} title={KEYWORD_TYPES[keyword.type]}>
                {keyword.type === 'pattern' ? `/${keyword.value}/` : keyword.value}
              </Tag>
            ))}
          </span>
        </div>
      )}

      {detail && detail.fallbacks.length > 0 && (
        <div className="position-detail__section">
          <span className="section-label">Fallback language</span>
          {detail.fallbacks.map((fallback, i) => (
            <FallbackFigure key={i} fallback={fallback}>
              <CopyButton text={fallback.text} label={`Copy fallback ${fallback.title ?? i + 1}`} />
            </FallbackFigure>
          ))}
        </div>
      )}

      {detail && detail.notes.length > 0 && <DraftingNotes notes={detail.notes} />}

      {detail && detail.examples.length > 0 && (
        <details className="position-detail__section">
          <summary className="section-label">Examples ({detail.examples.length})</summary>
          {detail.examples.map((example, i) => (
            <figure key={i} className="example">
              <figcaption>
                {example.type === 'acceptable' ? <Tag tone="ok">Acceptable</Tag> : example.type ? <Tag tone="danger">{example.type.replace(/_/g, ' ')}</Tag> : null} {example.title}
              </figcaption>
              <blockquote>{example.text}</blockquote>
            </figure>
          ))}
        </details>
      )}
    </div>
  )
}
