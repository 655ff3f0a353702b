import { FIELD_ID_PATTERN } from '../../../shared/api/generation'
import { DERIVED_PARTY_KEYS, flatPartyTagNames, type TemplateDefinition } from './definition'
import { quoteAll, type Problem } from './problems'

const FIELD_ID = new RegExp(FIELD_ID_PATTERN, 'u')
const ID_RULE = 'must start with a letter or "_" and hold only letters, digits, "_" and "-"'

/**
 * The rules a definition must keep whatever it was written in (Folio manifest or an imported
 * field list): ids usable as tags and unique across the one `values` map, typed defaults, known
 * labels. Returns every problem; an empty list means the definition is sound.
 */
export function checkDefinition(def: TemplateDefinition): Problem[] {
  const problems: Problem[] = []
  const owners = new Map<string, string>()
  const claim = (id: string, path: string): void => {
    if (!FIELD_ID.test(id)) problems.push({ field: path, message: `${path} ${JSON.stringify(id)} ${ID_RULE}` })
    else if (id.startsWith('__')) problems.push({ field: path, message: `${path} ${JSON.stringify(id)} is reserved: ids starting with "__" belong to Folio` })
    const owner = owners.get(id)
    if (owner !== undefined) {
      problems.push({ field: path, message: `${path} ${JSON.stringify(id)} is already used by ${owner}; variables, valuemaps and parties share one values map` })
    } else owners.set(id, path)
  }

  def.variables.forEach((variable, i) => {
    const path = `variables[${i}]`
    claim(variable.id, `${path}.id`)
    if (variable.conditional && variable.valueType !== 'boolean') {
      problems.push({ field: `${path}.valueType`, message: `${path}.valueType must be "boolean" for a conditional variable; got ${JSON.stringify(variable.valueType)}` })
    }
    const fault = defaultFault(variable.valueType, variable.default)
    if (fault !== null) problems.push({ field: `${path}.default`, message: `${path}.default ${fault}` })
  })

  def.valuemaps.forEach((valuemap, i) => {
    const path = `valuemaps[${i}]`
    claim(valuemap.id, `${path}.id`)
    if (valuemap.options.length === 0) problems.push({ field: `${path}.options`, message: `${path}.options must list at least one choice` })
    const seen = new Set<string>()
    valuemap.options.forEach((choice, j) => {
      const field = `${path}.options[${j}].label`
      if (choice.label.trim() === '') problems.push({ field, message: `${field} must not be blank` })
      else if (seen.has(choice.label)) problems.push({ field, message: `${field} repeats the label ${JSON.stringify(choice.label)}` })
      seen.add(choice.label)
    })
  })

  def.parties.forEach((party, i) => {
    const path = `parties[${i}]`
    claim(party.id, `${path}.id`)
    const seen = new Set<string>()
    party.attributes.forEach((attribute, j) => {
      const field = `${path}.attributes[${j}]`
      if (!FIELD_ID.test(attribute)) problems.push({ field, message: `${field} ${JSON.stringify(attribute)} ${ID_RULE}` })
      else if ((DERIVED_PARTY_KEYS as readonly string[]).includes(attribute)) {
        problems.push({ field, message: `${field} ${JSON.stringify(attribute)} is reserved; a party already has ${quoteAll(DERIVED_PARTY_KEYS)}` })
      } else if (seen.has(attribute)) problems.push({ field, message: `${field} repeats the attribute ${JSON.stringify(attribute)}` })
      seen.add(attribute)
    })
  })

  if (def.tagStyle === 'single') {
    // Flat tags such as {party_1_name} must not also name another field.
    def.parties.forEach((party, i) => {
      for (const { tag } of flatPartyTagNames(party)) {
        const owner = owners.get(tag)
        if (owner !== undefined) {
          problems.push({ field: `parties[${i}].id`, message: `parties[${i}] would print {${tag}}, which ${owner} already names` })
        }
      }
    })
  }

  if (def.effectiveDateVariable !== null) {
    const variable = def.variables.find((candidate) => candidate.id === def.effectiveDateVariable)
    if (variable === undefined) {
      problems.push({ field: 'effectiveDateVariable', message: `effectiveDateVariable ${JSON.stringify(def.effectiveDateVariable)} is not a variable of this template` })
    } else if (variable.valueType !== 'string' || variable.conditional) {
      problems.push({ field: 'effectiveDateVariable', message: `effectiveDateVariable ${JSON.stringify(def.effectiveDateVariable)} must name a string variable holding a date` })
    }
  }
  return problems
}

/** The spec: a default is "typed per valueType"; null means no suggestion. */
function defaultFault(valueType: 'string' | 'number' | 'boolean', value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (valueType === 'number') return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a finite number or null'
  if (valueType === 'boolean') return typeof value === 'boolean' ? null : 'must be true, false or null'
  return typeof value === 'string' ? null : 'must be a string or null'
}
