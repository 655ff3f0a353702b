import type { Draft, EditorOptions } from './property-values'
import { offeredChoices } from './property-values'
import { PartyPicker } from './PartyPicker'

/** The input for one property, by its catalogue type. */
export function PropertyInput(props: {
  id: string
  label: string
  type: string | null
  options: EditorOptions
  parentValue: unknown
  draft: Draft
  onChange: (draft: Draft) => void
  invalid: boolean
  describedBy?: string
}) {
  const { draft, type, onChange } = props
  const common = { id: props.id, 'aria-invalid': props.invalid || undefined, 'aria-describedby': props.describedBy, autoFocus: true }

  if (draft.kind === 'party') {
    return <PartyPicker id={props.id} label={props.label} value={draft} onChange={(party) => onChange({ kind: 'party', ...party })} autoFocus />
  }

  if (draft.kind === 'choices') {
    const { choices, note } = offeredChoices(props.options, props.parentValue)
    const shown = [...choices, ...draft.chosen.filter((c) => !choices.includes(c))]
    return (
      <fieldset className="choices" aria-describedby={props.describedBy}>
        <legend className="visually-hidden">{props.label}</legend>
        {note && <p className="muted">{note}</p>}
        {shown.map((choice, i) => (
          <label key={choice} className="choice">
            <input
              type="checkbox"
              autoFocus={i === 0}
              checked={draft.chosen.includes(choice)}
              onChange={(event) => onChange({ kind: 'choices', chosen: event.target.checked ? [...draft.chosen, choice] : draft.chosen.filter((c) => c !== choice) })}
            />
            {choice}
          </label>
        ))}
      </fieldset>
    )
  }

  switch (type) {
    case 'boolean':
      return (
        <select {...common} className="input" value={draft.text} onChange={(event) => onChange({ kind: 'text', text: event.target.value })}>
          <option value="">— not set</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      )
    case 'date':
      return <input {...common} className="input" type="date" value={draft.text} onChange={(event) => onChange({ kind: 'text', text: event.target.value })} />
    case 'list': {
      const { choices, note } = offeredChoices(props.options, props.parentValue)
      const shown = draft.text && !choices.includes(draft.text) ? [draft.text, ...choices] : choices
      return (
        <>
          <select {...common} className="input" value={draft.text} onChange={(event) => onChange({ kind: 'text', text: event.target.value })}>
            <option value="">— not set</option>
            {shown.map((choice) => (
              <option key={choice} value={choice}>
                {choice.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          {note && <p className="muted">{note}</p>}
        </>
      )
    }
    case 'number':
      return (
        <span className="input-with-unit">
          <input {...common} className="input" inputMode="decimal" value={draft.text} onChange={(event) => onChange({ kind: 'text', text: event.target.value })} />
          {props.options.unit && <span className="muted">{props.options.unit}</span>}
        </span>
      )
    default:
      return <input {...common} className="input" value={draft.text} onChange={(event) => onChange({ kind: 'text', text: event.target.value })} />
  }
}
