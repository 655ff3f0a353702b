import type { ReactNode } from 'react'

/** Label, required mark, hint and the engine's problems for one form field. */
export function FieldShell(props: { id: string; label: string; required?: boolean; hint?: ReactNode; problems?: readonly string[]; children: ReactNode; as?: 'div' | 'fieldset' }) {
  const Tag = props.as ?? 'div'
  const invalid = props.problems && props.problems.length > 0
  return (
    <Tag className={invalid ? 'field is-invalid' : 'field'} data-field={props.id}>
      {Tag === 'fieldset' ? (
        <legend className="field__label">
          {props.label}
          {props.required && <RequiredMark />}
        </legend>
      ) : (
        <label className="field__label" htmlFor={props.id}>
          {props.label}
          {props.required && <RequiredMark />}
        </label>
      )}
      {props.children}
      {props.hint && <div className="field__hint">{props.hint}</div>}
      {invalid && (
        <ul className="field-errors" id={`${props.id}-errors`} role="alert">
          {props.problems?.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Tag>
  )
}

function RequiredMark() {
  return (
    <span className="field__required" title="Required">
      {' '}
      *<span className="visually-hidden"> (required)</span>
    </span>
  )
}
