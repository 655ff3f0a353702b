import { useEffect, useRef } from 'react'
import { Icon } from '../../components/icons'

/** Find in this contract: the text, how many times it occurs, next and previous, Esc to close. */
export function FindBar(props: { term: string; count: number; current: number; onTerm: (term: string) => void; onStep: (step: 1 | -1) => void; onClose: () => void; focusSeq: number }) {
  const input = useRef<HTMLInputElement>(null)
  // Ctrl/Cmd+F again while open brings the cursor back to the field, text selected.
  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [props.focusSeq])
  return (
    <div className="find-bar" role="search" aria-label="Find in this contract">
      <Icon name="find" />
      <input
        ref={input}
        className="input input--compact find-bar__input"
        type="search"
        value={props.term}
        placeholder="Find in this contract"
        aria-label="Text to find"
        spellCheck={false}
        onChange={(event) => props.onTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            props.onStep(event.shiftKey ? -1 : 1)
          } else if (event.key === 'Escape') {
            event.preventDefault()
            props.onClose()
          }
        }}
      />
      <span className="find-bar__count" aria-live="polite" data-testid="find-count">
        {props.term.trim() === '' ? '' : props.count === 0 ? 'No matches' : `${props.current + 1} of ${props.count.toLocaleString('en-GB')}`}
      </span>
      <button type="button" className="button button--quiet button--compact" onClick={() => props.onStep(-1)} disabled={props.count === 0} aria-label="Previous match" title="Previous (Shift+Enter)">
        ↑
      </button>
      <button type="button" className="button button--quiet button--compact" onClick={() => props.onStep(1)} disabled={props.count === 0} aria-label="Next match" title="Next (Enter)">
        ↓
      </button>
      <button type="button" className="icon-button" onClick={props.onClose} aria-label="Close find" title="Close (Esc)">
        <Icon name="close" size={12} />
      </button>
    </div>
  )
}
