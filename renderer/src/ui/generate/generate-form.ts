import type { GenerateRequestBody } from '../../../../shared/api/generation'
import type { Template } from '../../../../shared/api/templates'

export type PartyKind = '' | 'entity' | 'individual'

/** What the lawyer has typed; nothing is filled in for them (defaults are only offered). */
export interface GenerateForm {
  contractName: string
  /** Printed where the template has `{{__reference}}`; only for an exported document. */
  reference: string
  runWorkflows: boolean
  variables: Record<string, string>
  valuemaps: Record<string, string[]>
  parties: Record<string, { type: PartyKind; attributes: Record<string, string> }>
}

export function emptyForm(): GenerateForm {
  return { contractName: '', reference: '', runWorkflows: false, variables: {}, valuemaps: {}, parties: {} }
}

/** The form text of a template default, for the "use suggested" button. */
export function defaultText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  return null
}

/**
 * The `values` map of a generation request. Only what the lawyer entered is sent (an omitted value
 * renders `[●]`). A number field that does not read as a number is sent as typed, so the engine's
 * 400 says exactly what is wrong with it beside the field.
 */
export function buildValues(template: Template, form: GenerateForm): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const variable of template.variables) {
    const text = form.variables[variable.id] ?? ''
    if (text === '') continue
    if (variable.valueType === 'boolean' || variable.conditional) values[variable.id] = text === 'true'
    else if (variable.valueType === 'number') {
      const number = Number(text.replace(/[\s,]/g, ''))
      values[variable.id] = text.trim() !== '' && Number.isFinite(number) ? number : text
    } else values[variable.id] = text
  }
  for (const valuemap of template.valuemaps) {
    const chosen = form.valuemaps[valuemap.id] ?? []
    if (chosen.length === 0) continue
    values[valuemap.id] = valuemap.allowMultipleSelection ? chosen : chosen[0]
  }
  for (const party of template.parties) {
    const entry = form.parties[party.id]
    if (!entry) continue
    const value: Record<string, string> = {}
    for (const attribute of party.attributes) {
      const text = entry.attributes[attribute] ?? ''
      if (text.trim() !== '') value[attribute] = text
    }
    if (party.type === 'unknown' && entry.type) value['type'] = entry.type
    if (Object.keys(value).length > 0) values[party.id] = value
  }
  return values
}

export function requestBody(template: Template, form: GenerateForm, persist: boolean): GenerateRequestBody {
  const body: GenerateRequestBody = {
    templateId: template.id,
    values: buildValues(template, form),
    // Workflows send real email: never as a side effect of exporting, and only when asked.
    options: persist ? { persist: true, triggerWorkflows: form.runWorkflows } : { persist: false, triggerWorkflows: false }
  }
  if (form.contractName.trim()) body.contractName = form.contractName.trim()
  if (!persist && form.reference.trim() && body.options) body.options.reference = form.reference.trim()
  return body
}

/** Every field the form shows, by the path the engine's messages name. */
export function knownFields(template: Template): Set<string> {
  const fields = new Set(['contractName', 'templateId', 'values', 'options', 'options.reference', 'options.triggerWorkflows', 'options.persist'])
  for (const variable of template.variables) fields.add(`values.${variable.id}`)
  for (const valuemap of template.valuemaps) fields.add(`values.${valuemap.id}`)
  for (const party of template.parties) {
    fields.add(`values.${party.id}`)
    fields.add(`values.${party.id}.type`)
    for (const attribute of party.attributes) fields.add(`values.${party.id}.${attribute}`)
  }
  return fields
}

/** `signatoryName` → "Signatory name". */
export function humanize(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
