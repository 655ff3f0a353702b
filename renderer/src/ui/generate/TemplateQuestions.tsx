import { useEffect, useMemo } from 'react'
import type { Template } from '../../../../shared/api/templates'
import { useServices, useShared } from '../../app/services'
import type { GenerateForm } from './generate-form'
import { PartyFieldset, ValuemapField, VariableField } from './TemplateFields'

/**
 * What a template asks, in three sections: its variables (terms), valuemaps (choices) and parties,
 * each field showing the engine's problems for it. Used by the window's form and the Word pane's.
 */
export function TemplateQuestions(props: { template: Template; form: GenerateForm; onChange: (form: GenerateForm) => void; problems: ReadonlyMap<string | null, string[]> }) {
  const { template, form, onChange, problems } = props
  const { reference } = useServices()
  const partyAttributes = useShared(reference, (s) => s.partyAttributes)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => ensure('partyAttributes'), [ensure])
  const attributeLabels = useMemo(() => new Map((partyAttributes.data ?? []).map((a) => [a.key, a.label])), [partyAttributes.data])

  return (
    <>
      {template.variables.length > 0 && (
        <section className="form-section">
          <h3 className="form-section__title">Terms</h3>
          {template.variables.map((variable) => (
            <VariableField key={variable.id} variable={variable} value={form.variables[variable.id] ?? ''} problems={problems} onChange={(text) => onChange({ ...form, variables: { ...form.variables, [variable.id]: text } })} />
          ))}
        </section>
      )}

      {template.valuemaps.length > 0 && (
        <section className="form-section">
          <h3 className="form-section__title">Choices</h3>
          {template.valuemaps.map((valuemap) => (
            <ValuemapField key={valuemap.id} valuemap={valuemap} chosen={form.valuemaps[valuemap.id] ?? []} problems={problems} onChange={(chosen) => onChange({ ...form, valuemaps: { ...form.valuemaps, [valuemap.id]: chosen } })} />
          ))}
        </section>
      )}

      {template.parties.length > 0 && (
        <section className="form-section">
          <h3 className="form-section__title">Parties</h3>
          {template.parties.map((party) => (
            <PartyFieldset
              key={party.id}
              party={party}
              value={form.parties[party.id] ?? { type: '', attributes: {} }}
              attributeLabels={attributeLabels}
              problems={problems}
              onChange={(value) => onChange({ ...form, parties: { ...form.parties, [party.id]: value } })}
            />
          ))}
        </section>
      )}
    </>
  )
}
