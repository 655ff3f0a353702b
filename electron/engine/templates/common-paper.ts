import { parseDocument } from 'yaml'
import { assertManifestNesting, manifestData } from './manifest-yaml'
import type { TemplateParty, TemplateVariable } from '../../../shared/api/templates'
import type { DefinitionValuemap, TemplateDefinition } from './definition'
import { checkDefinition } from './definition-checks'
import { describeJsonType, isPlainObject, quoteAll, TemplateManifestError, type Problem } from './problems'

/**
 * Imports the field list that ships with a Common Paper cover-page template (open-agreements'
 * `metadata.yaml` shape: `name`, `description`, `version`, `fields[]`, `priority_fields[]`).
 *
 * Mapping, field by field:
 * - `string` and `date` → a string variable (the API has no date type; a date is text such as
 *   "2026-03-01"); `default` is kept as the suggested value.
 * - `boolean` → a conditional boolean variable: in these templates a boolean switches an
 *   `{IF field}…{END-IF}` block, or feeds one of Common Paper's computed texts.
 * - `enum` → a single-choice valuemap whose labels print as themselves.
 * - Parties, by convention: an `enum` field `<role>_type` whose options are exactly `entity` and
 *   `individual` declares the party `<role>` with type `unknown` (the caller sends `type`), and
 *   every string field `<role>_<attribute>` becomes one of its attributes. The body keeps printing
 *   them flat, as `{<role>_<attribute>}`.
 * - `priority_fields` are the ones Common Paper asks for first; they become required.
 * - Fields described as "[Computed]" are filled by Common Paper's own tooling; Folio imports them as
 *   ordinary optional text, which the lawyer writes out.
 * - The effective date is the first `date` field, else `effective_date`, else a field ending in
 *   `_effective_date` that is not a `custom_` override.
 */
export function importCommonPaperManifest(yamlText: string): TemplateDefinition {
  let parsed: unknown
  assertManifestNesting(yamlText)
  try {
    const document = parseDocument(yamlText)
    if (document.errors[0]) throw document.errors[0]
    parsed = manifestData(document)
  } catch (error) {
    if (error instanceof TemplateManifestError) throw error
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
    throw new TemplateManifestError([{ field: 'manifest', message: `the field list is not valid YAML: ${message}` }])
  }
  if (!isPlainObject(parsed)) {
    throw new TemplateManifestError([{ field: 'manifest', message: `the field list must be a mapping with name and fields; got ${describeJsonType(parsed)}` }])
  }
  const problems: Problem[] = []
  const fields = readFields(parsed, problems)
  const priority = new Set(stringList(parsed['priority_fields']))
  const roles = partyRoles(fields)

  const variables: TemplateVariable[] = []
  const valuemaps: DefinitionValuemap[] = []
  const parties = new Map<string, TemplateParty>()
  for (const field of fields) {
    const role = roles.find((candidate) => field.name.startsWith(`${candidate}_`))
    if (role !== undefined) {
      const party = parties.get(role) ?? { id: role, label: roleLabel(role), type: 'unknown', attributes: [] }
      parties.set(role, party)
      const attribute = field.name.slice(role.length + 1)
      if (attribute === 'type') continue
      if (field.type === 'string' || field.type === 'date') {
        party.attributes.push(attribute)
        continue
      }
    }
    switch (field.type) {
      case 'string':
      case 'date':
        variables.push({
          id: field.name,
          question: field.description,
          valueType: 'string',
          required: priority.has(field.name),
          default: field.default === null ? null : String(field.default),
          conditional: false
        })
        break
      case 'boolean':
        variables.push({
          id: field.name,
          question: field.description,
          valueType: 'boolean',
          required: priority.has(field.name),
          default: booleanDefault(field.default),
          conditional: true
        })
        break
      case 'enum':
        valuemaps.push({
          id: field.name,
          question: field.description,
          allowMultipleSelection: false,
          options: field.options.map((option) => ({ label: option, text: option }))
        })
        break
      default:
        problems.push({
          field: field.path,
          message: `${field.path}.type ${JSON.stringify(field.type)} is not a field type Folio imports; expected ${quoteAll(FIELD_TYPES)}`
        })
    }
  }

  const definition: TemplateDefinition = {
    name: textOf(parsed['name']) ?? '',
    description: textOf(parsed['description'])?.trim() ?? '',
    version: textOf(parsed['version']) ?? '1',
    variables,
    valuemaps,
    parties: [...parties.values()],
    effectiveDateVariable: effectiveDateField(fields),
    tagStyle: 'single'
  }
  if (definition.name === '') problems.unshift({ field: 'name', message: 'name is required' })
  problems.push(...checkDefinition(definition))
  if (problems.length > 0) throw new TemplateManifestError(problems)
  return definition
}

const FIELD_TYPES = ['string', 'date', 'boolean', 'enum'] as const

interface FieldEntry {
  path: string
  name: string
  type: string
  description: string | null
  default: string | number | boolean | null
  options: string[]
}

function readFields(manifest: Record<string, unknown>, problems: Problem[]): FieldEntry[] {
  const raw = manifest['fields']
  if (!Array.isArray(raw)) {
    problems.push({ field: 'fields', message: `fields must be a list of fields; got ${describeJsonType(raw)}` })
    return []
  }
  const entries: FieldEntry[] = []
  raw.forEach((value, i) => {
    const path = `fields[${i}]`
    if (!isPlainObject(value)) {
      problems.push({ field: path, message: `${path} must be a mapping with name and type; got ${describeJsonType(value)}` })
      return
    }
    const name = value['name']
    const type = value['type']
    if (typeof name !== 'string' || name === '') {
      problems.push({ field: `${path}.name`, message: `${path}.name must be a non-empty string; got ${describeJsonType(name)}` })
      return
    }
    if (typeof type !== 'string') {
      problems.push({ field: `${path}.type`, message: `${path}.type must be a string; got ${describeJsonType(type)}` })
      return
    }
    const fallback = value['default']
    entries.push({
      path,
      name,
      type,
      description: textOf(value['description'])?.trim() ?? null,
      default: typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean' ? fallback : null,
      options: stringList(value['options'])
    })
  })
  return entries
}

/** `<role>_type` enums of exactly entity and individual; longest role first so prefixes nest. */
function partyRoles(fields: readonly FieldEntry[]): string[] {
  return fields
    .filter((field) => field.type === 'enum' && field.name.endsWith('_type') && isPartyTypeChoice(field.options))
    .map((field) => field.name.slice(0, -'_type'.length))
    .sort((a, b) => b.length - a.length)
}

function isPartyTypeChoice(options: readonly string[]): boolean {
  return options.length === 2 && options.includes('entity') && options.includes('individual')
}

function effectiveDateField(fields: readonly FieldEntry[]): string | null {
  const byType = fields.find((field) => field.type === 'date')
  if (byType !== undefined) return byType.name
  const exact = fields.find((field) => field.name === 'effective_date' && field.type === 'string')
  if (exact !== undefined) return exact.name
  const suffixed = fields.find((field) => field.name.endsWith('_effective_date') && !field.name.startsWith('custom_') && field.type === 'string')
  return suffixed?.name ?? null
}

/** "provider_signatory" → "Provider Signatory", "party_1" → "Party 1". */
function roleLabel(role: string): string {
  return role
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

function booleanDefault(value: FieldEntry['default']): boolean | null {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return null
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return null
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}
