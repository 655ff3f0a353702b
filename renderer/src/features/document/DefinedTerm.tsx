import { useId, useRef, useState } from 'react'
import type { Highlight } from '../../ui/document/highlight'

/**
 * A defined term in the document: its definition shows on hover and on keyboard focus (Tab reaches
 * every marked term), stays while the pointer is over it or its tooltip, and Esc hides it
 * (WCAG 1.4.13). The tooltip is in the page only while shown, so the paragraph's text stays the
 * contract's own.
 */
export function DefinedTerm({ text, definition }: { text: string; definition: NonNullable<Highlight['definition']> }) {
  const [open, setOpen] = useState(false)
  const [placement, setPlacement] = useState('')
  const self = useRef<HTMLSpanElement>(null)
  const id = useId()
  // The document scrolls and clips: the tooltip opens towards the side with room.
  const show = () => {
    const term = self.current?.getBoundingClientRect()
    const frame = self.current?.closest('[data-document-scroll]')?.getBoundingClientRect()
    if (term && frame) setPlacement(`${term.left > frame.left + frame.width / 2 ? ' term-tip--end' : ''}${term.bottom > frame.top + frame.height * 0.65 ? ' term-tip--above' : ''}`)
    setOpen(true)
  }
  return (
    <span
      ref={self}
      className="term"
      tabIndex={0}
      aria-describedby={open ? id : undefined}
      data-term={definition.term}
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      onFocus={show}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          event.preventDefault()
          setOpen(false)
        }
      }}
    >
      {text}
      {open && (
        <span role="tooltip" id={id} className={`term-tip${placement}`}>
          <strong className="term-tip__term">
            “{definition.term}”, defined in paragraph {definition.paragraph}
          </strong>
          <span className="term-tip__text">{definition.sentence ?? 'The paragraph that defines it is still loading.'}</span>
        </span>
      )}
    </span>
  )
}
