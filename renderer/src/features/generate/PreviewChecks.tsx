import type { RefObject } from 'react'
import { useState } from 'react'
import type { DraftingChecks, Finding } from '../../../../shared/api/drafting-checks'
import { groupFindings, SEVERITY_LABELS, severityCounts } from '../../lib/drafting-checks'

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The preview's block that holds a paragraph of the generated text. The checks index the text as an
 * import reads the file (list numbers written out), mammoth's HTML leaves list numbers to the
 * browser: a block matches when its text ends the paragraph's.
 */
function blockOf(page: HTMLElement, paragraph: string): HTMLElement | null {
  const wanted = squeeze(paragraph)
  let best: HTMLElement | null = null
  for (const block of page.querySelectorAll<HTMLElement>('p, h1, h2, h3, h4, h5, h6, li, td, th')) {
    const text = squeeze(block.textContent ?? '')
    if (text === wanted) return block
    if (best === null && text.length > 0 && wanted.endsWith(text) && !block.querySelector('p, li')) best = block
  }
  return best
}

/**
 * The drafting checks of the document being generated, under its preview: a blank still left, a
 * reference a choice broke (a clause left out that another still points to). A click brings the
 * paragraph into view in the preview, marked.
 */
export function PreviewChecks({ checks, paragraphs, page }: { checks: DraftingChecks; paragraphs: readonly string[]; page: RefObject<HTMLElement | null> }) {
  const [current, setCurrent] = useState<string | null>(null)
  const groups = groupFindings(checks.findings)
  const show = (finding: Finding, key: string) => {
    setCurrent(key)
    const root = page.current
    if (!root) return
    for (const marked of root.querySelectorAll('.is-flagged')) marked.classList.remove('is-flagged')
    const block = blockOf(root, paragraphs[finding.paragraphIndex] ?? '')
    if (!block) return
    block.classList.add('is-flagged')
    block.scrollIntoView({ block: 'center' })
  }
  return (
    <section className="preview-checks" aria-label="Checks of the generated document">
      <p className="checks__counts" role="status">
        Checks: {severityCounts(checks)}
      </p>
      {groups.map((group) => (
        <section key={group.kind} className="checks__group" aria-labelledby={`preview-checks-${group.kind}`}>
          <h3 className="properties__heading" id={`preview-checks-${group.kind}`}>
            {group.label} <span className="checks__count">({group.findings.length})</span>
          </h3>
          <ul className="checks__list">
            {group.findings.map((finding) => {
              const key = `${finding.kind}:${finding.paragraphIndex}:${finding.start}`
              return (
                <li key={key} className={`check check--${finding.severity}`}>
                  <button type="button" className="check__button" aria-current={current === key ? 'location' : undefined} onClick={() => show(finding, key)}>
                    <span className="check__place">¶{finding.paragraphIndex + 1}</span>
                    <span className={`check__severity check__severity--${finding.severity}`}>{SEVERITY_LABELS[finding.severity]}</span>
                    <span className="check__text">“{finding.text}”</span>
                    <span className="check__message">{finding.message}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </section>
  )
}
