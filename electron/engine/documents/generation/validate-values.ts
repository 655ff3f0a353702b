import type { TemplateParty, TemplateVariable } from '../../../../shared/api/templates'
import { indexFields, PARTY_TYPE_KEY, type DefinitionValuemap, type TemplateDefinition } from '../../templates/definition'
import { describeJsonType, isPlainObject, quoteAll, type Problem } from '../../templates/problems'
import type { PartyValue, TemplateValue, TemplateValues } from './values'

/**
 * The spec's rules for `values`: only declared ids, each value of its declared kind (no
 * coercion), known labels, declared party attributes, required variables present. `null` counts
 * as omitted. Every problem is recorded; the returned map holds the values that passed.
 *
 * `answersRequired: false` is a preview's reading of a form being filled in: answers not given yet
 * (required variables, a party's open type) are not problems, they print as blanks.
 */
export function validateValues(raw: Record<string, unknown>, def: TemplateDefinition, problems: Problem[], options: { answersRequired?: boolean } = {}): TemplateValues {
  const answersRequired = options.answersRequired ?? true
  const fields = indexFields(def)
  const accepted: Array<[string, TemplateValue]> = []
  for (const [key, value] of Object.entries(raw)) {
    const field = fields.get(key)
    const path = `values.${key}`
    if (field === undefined) {
      problems.push({ field: path, message: `${path} is not a variable, valuemap or party of this template` })
      continue
    }
    if (value === null || value === undefined) continue
    const checked =
      field.kind === 'variable'
        ? checkVariable(field.variable, value, path, problems)
        : field.kind === 'valuemap'
          ? checkValuemap(field.valuemap, value, path, problems)
          : checkParty(field.party, value, path, problems, answersRequired)
    if (checked !== null) accepted.push([key, checked])
  }
  for (const variable of answersRequired ? def.variables : []) {
    const value = Object.hasOwn(raw, variable.id) ? raw[variable.id] : undefined
    if (variable.required && (value === null || value === undefined)) {
      problems.push({ field: `values.${variable.id}`, message: `values.${variable.id} is required` })
    }
  }
  return Object.fromEntries(accepted)
}

function checkVariable(variable: TemplateVariable, value: unknown, path: string, problems: Problem[]): TemplateValue | null {
  if (variable.conditional) {
    if (typeof value === 'boolean') return value
    problems.push({ field: path, message: `${path} switches a block of text and must be true or false; got ${describeJsonType(value)}` })
    return null
  }
  switch (variable.valueType) {
    case 'string':
      if (typeof value === 'string') return value
      problems.push({ field: path, message: `${path} must be a string; got ${describeJsonType(value)}` })
      return null
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value
      problems.push({ field: path, message: `${path} must be a number; got ${describeJsonType(value)}` })
      return null
    case 'boolean':
      if (typeof value === 'boolean') return value
      problems.push({ field: path, message: `${path} must be true or false; got ${describeJsonType(value)}` })
      return null
  }
}

function checkValuemap(valuemap: DefinitionValuemap, value: unknown, path: string, problems: Problem[]): TemplateValue | null {
  const labels = valuemap.options.map((choice) => choice.label)
  const unknownLabel = (at: string, label: string): Problem => ({
    field: at,
    message: `${at} ${JSON.stringify(label)} is not one of its labels: ${quoteAll(labels)}`
  })
  if (!valuemap.allowMultipleSelection) {
    if (Array.isArray(value)) {
      problems.push({ field: path, message: `${path} takes one label, not a list (it does not allow multiple selection)` })
      return null
    }
    if (typeof value !== 'string') {
      problems.push({ field: path, message: `${path} must be one of its labels: ${quoteAll(labels)}; got ${describeJsonType(value)}` })
      return null
    }
    if (!labels.includes(value)) {
      problems.push(unknownLabel(path, value))
      return null
    }
    return value
  }

  if (!Array.isArray(value)) {
    problems.push({ field: path, message: `${path} takes a list of labels (it allows multiple selection); got ${describeJsonType(value)}` })
    return null
  }
  if (value.length === 0) {
    problems.push({ field: path, message: `${path} must list at least one label` })
    return null
  }
  const chosen: string[] = []
  let sound = true
  value.forEach((label: unknown, i) => {
    const at = `${path}[${i}]`
    if (typeof label !== 'string') {
      problems.push({ field: at, message: `${at} must be a label (a string); got ${describeJsonType(label)}` })
      sound = false
    } else if (!labels.includes(label)) {
      problems.push(unknownLabel(at, label))
      sound = false
    } else if (chosen.includes(label)) {
      problems.push({ field: at, message: `${at} repeats the label ${JSON.stringify(label)}` })
      sound = false
    } else chosen.push(label)
  })
  return sound ? chosen : null
}

function checkParty(party: TemplateParty, value: unknown, path: string, problems: Problem[], typeRequired: boolean): TemplateValue | null {
  if (!isPlainObject(value)) {
    problems.push({ field: path, message: `${path} must be an object of the party's attributes; got ${describeJsonType(value)}` })
    return null
  }
  const typeOpen = party.type === 'unknown'
  const accepted: Array<[string, string]> = []
  let sound = true
  let typeSent = false
  const fail = (problem: Problem): void => {
    problems.push(problem)
    sound = false
  }
  for (const [key, attributeValue] of Object.entries(value)) {
    const at = `${path}.${key}`
    if (key === PARTY_TYPE_KEY) {
      typeSent = attributeValue !== null && attributeValue !== undefined
      if (!typeSent) continue
      if (!typeOpen) {
        const fixed = party.type === null ? 'declares no type for this party' : `fixes this party as ${party.type === 'entity' ? 'an entity' : 'an individual'}`
        fail({ field: at, message: `${at} is not accepted: the template ${fixed}` })
      } else if (attributeValue === 'entity' || attributeValue === 'individual') accepted.push([key, attributeValue])
      else fail({ field: at, message: `${at} must be "entity" or "individual"; got ${shown(attributeValue)}` })
      continue
    }
    if (!party.attributes.includes(key)) {
      const takes = party.attributes.length === 0 ? 'it takes no attributes' : `it takes ${quoteAll(party.attributes)}`
      fail({ field: at, message: `${at} is not an attribute of this party; ${takes}` })
      continue
    }
    if (attributeValue === null || attributeValue === undefined) continue
    if (typeof attributeValue === 'string') accepted.push([key, attributeValue])
    else fail({ field: at, message: `${at} must be a string; got ${describeJsonType(attributeValue)}` })
  }
  if (typeOpen && !typeSent && typeRequired) {
    fail({
      field: `${path}.${PARTY_TYPE_KEY}`,
      message: `${path}.${PARTY_TYPE_KEY} is required: the template leaves this party's type open, so send "entity" or "individual"`
    })
  }
  if (!sound) return null
  const partyValue: PartyValue = Object.fromEntries(accepted)
  return partyValue
}

/** A value quoted when it is text, described when it is not. */
export function shown(value: unknown): string {
  if (typeof value !== 'string') return describeJsonType(value)
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}
