import type { TemplateParty, TemplateValuemap, TemplateVariable } from '../../../../shared/api/templates'
import { FieldShell } from './FieldShell'
import { defaultText, humanize, type PartyKind } from './generate-form'

type Problems = ReadonlyMap<string | null, string[]>

function fieldId(path: string): string {
  return `field-${path.replace(/[^\w-]/g, '-')}`
}

function SuggestedValue({ value, onUse }: { value: unknown; onUse: (text: string) => void }) {
  const text = defaultText(value)
  if (text === null) return null
  const shown = text === 'true' ? 'Yes' : text === 'false' ? 'No' : text
  return (
    <span>
      Suggested: <q>{shown}</q>{' '}
      <button type="button" className="link-button" onClick={() => onUse(text)}>
        Use
      </button>
    </span>
  )
}

/** A template variable by its type; a conditional one switches a block of text in or out. */
export function VariableField(props: { variable: TemplateVariable; value: string; problems: Problems; onChange: (text: string) => void }) {
  const { variable, value, onChange } = props
  const path = `values.${variable.id}`
  const id = fieldId(path)
  const problems = props.problems.get(path)
  const label = variable.question ?? humanize(variable.id)
  const hint = <SuggestedValue value={variable.default} onUse={onChange} />
  const aria = { 'aria-invalid': problems ? true : undefined, 'aria-describedby': problems ? `${id}-errors` : undefined }

  if (variable.valueType === 'boolean' || variable.conditional) {
    return (
      <FieldShell id={id} label={label} required={variable.required} problems={problems} hint={variable.conditional ? <>{hint} Includes or leaves out a block of the document.</> : hint} as="fieldset">
        <div className="segmented segmented--small" role="radiogroup" aria-label={label}>
          {[
            ['', 'Not answered'],
            ['true', 'Yes'],
            ['false', 'No']
          ].map(([choice, name]) => (
            <label key={choice} className={value === choice ? 'segmented__option is-on' : 'segmented__option'}>
              <input type="radio" name={id} value={choice} checked={value === choice} onChange={() => onChange(choice ?? '')} {...aria} />
              {name}
            </label>
          ))}
        </div>
      </FieldShell>
    )
  }
  return (
    <FieldShell id={id} label={label} required={variable.required} problems={problems} hint={hint}>
      <input
        id={id}
        className="input"
        value={value}
        inputMode={variable.valueType === 'number' ? 'decimal' : undefined}
        onChange={(event) => onChange(event.target.value)}
        required={false}
        {...aria}
      />
    </FieldShell>
  )
}

/** A valuemap: one label, or several when the template allows multiple selection. */
export function ValuemapField(props: { valuemap: TemplateValuemap; chosen: readonly string[]; problems: Problems; onChange: (chosen: string[]) => void }) {
  const { valuemap, chosen, onChange } = props
  const path = `values.${valuemap.id}`
  const id = fieldId(path)
  const problems = props.problems.get(path)
  const label = valuemap.question ?? humanize(valuemap.id)
  if (!valuemap.allowMultipleSelection) {
    return (
      <FieldShell id={id} label={label} problems={problems}>
        <select id={id} className="input" value={chosen[0] ?? ''} onChange={(event) => onChange(event.target.value ? [event.target.value] : [])} aria-invalid={problems ? true : undefined}>
          <option value="">— not chosen</option>
          {valuemap.choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </FieldShell>
    )
  }
  return (
    <FieldShell id={id} label={label} problems={problems} hint="Choose any that apply" as="fieldset">
      <div className="choices choices--inline">
        {valuemap.choices.map((choice) => (
          <label key={choice} className="choice">
            <input type="checkbox" checked={chosen.includes(choice)} onChange={(event) => onChange(event.target.checked ? [...chosen, choice] : chosen.filter((c) => c !== choice))} />
            {choice}
          </label>
        ))}
      </div>
    </FieldShell>
  )
}

/** A party of the template: its declared attributes, and its type when the template leaves it open. */
export function PartyFieldset(props: {
  party: TemplateParty
  value: { type: PartyKind; attributes: Record<string, string> }
  attributeLabels: ReadonlyMap<string, string>
  problems: Problems
  onChange: (value: { type: PartyKind; attributes: Record<string, string> }) => void
}) {
  const { party, value, onChange } = props
  const path = `values.${party.id}`
  const partyProblems = props.problems.get(path)
  const typeProblems = props.problems.get(`${path}.type`)
  const title = party.label ?? humanize(party.id)
  return (
    <fieldset className={partyProblems ? 'party-fields is-invalid' : 'party-fields'} data-field={fieldId(path)}>
      <legend className="party-fields__title">
        {title}
        {party.type && party.type !== 'unknown' && <span className="muted"> · {party.type === 'entity' ? 'a legal entity' : 'an individual'}</span>}
      </legend>
      {partyProblems && (
        <ul className="field-errors" role="alert">
          {partyProblems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {party.type === 'unknown' && (
        <FieldShell id={fieldId(`${path}.type`)} label="This party is" required problems={typeProblems} as="fieldset">
          <div className="segmented segmented--small" role="radiogroup" aria-label={`${title} is`}>
            {(
              [
                ['entity', 'A legal entity'],
                ['individual', 'An individual']
              ] as const
            ).map(([kind, name]) => (
              <label key={kind} className={value.type === kind ? 'segmented__option is-on' : 'segmented__option'}>
                <input type="radio" name={`${path}.type`} checked={value.type === kind} onChange={() => onChange({ ...value, type: kind })} />
                {name}
              </label>
            ))}
          </div>
        </FieldShell>
      )}
      <div className="party-fields__grid">
        {party.attributes.map((attribute) => {
          const attributePath = `${path}.${attribute}`
          const id = fieldId(attributePath)
          const problems = props.problems.get(attributePath)
          return (
            <FieldShell key={attribute} id={id} label={props.attributeLabels.get(attribute) ?? humanize(attribute)} problems={problems}>
              <input
                id={id}
                className="input"
                value={value.attributes[attribute] ?? ''}
                onChange={(event) => onChange({ ...value, attributes: { ...value.attributes, [attribute]: event.target.value } })}
                aria-invalid={problems ? true : undefined}
              />
            </FieldShell>
          )
        })}
      </div>
    </fieldset>
  )
}
