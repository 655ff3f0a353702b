import { isScalar, parseDocument } from 'yaml'
import type { TemplateParty, TemplateVariable } from '../../../shared/api/templates'
import type { DefinitionValuemap, TemplateDefinition, ValuemapChoice } from './definition'
import { checkDefinition } from './definition-checks'
import { ManifestObject } from './manifest-reader'
import { assertManifestNesting, manifestData } from './manifest-yaml'
import { describeJsonType, isPlainObject, TemplateManifestError, type Problem } from './problems'

const ROOT_KEYS = ['name', 'description', 'version', 'variables', 'valuemaps', 'parties', 'effectiveDateVariable', 'tagStyle'] as const
const VARIABLE_KEYS = ['id', 'question', 'valueType', 'required', 'default', 'conditional'] as const
const VALUEMAP_KEYS = ['id', 'question', 'allowMultipleSelection', 'options'] as const
const CHOICE_KEYS = ['label', 'text'] as const
const PARTY_KEYS = ['id', 'label', 'type', 'attributes'] as const

/**
 * Reads Folio's template manifest (JSON or YAML; JSON is YAML) into a definition. Throws
 * TemplateManifestError listing every problem: syntax, shape, then the definition's own rules.
 */
export function parseTemplateManifest(text: string): TemplateDefinition {
  const problems: Problem[] = []
  assertManifestNesting(text)
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true })
  if (document.errors.length > 0) {
    throw new TemplateManifestError(
      document.errors.map((error) => ({ field: 'manifest', message: `the manifest is not valid JSON or YAML: ${firstLine(error.message)}` }))
    )
  }
  const parsed: unknown = manifestData(document)
  if (!isPlainObject(parsed)) {
    throw new TemplateManifestError([{ field: 'manifest', message: `the manifest must be a mapping of name, variables, valuemaps and parties; got ${describeJsonType(parsed)}` }])
  }
  const manifest = ManifestObject.read(parsed, '', problems, ROOT_KEYS)
  if (manifest === null) throw new TemplateManifestError(problems)

  const definition: TemplateDefinition = {
    name: manifest.requiredString('name') ?? '',
    description: manifest.optionalString('description', ''),
    version: manifest.optionalString('version', '1', sourceText(text, document.get('version', true))),
    variables: readList(manifest, 'variables', problems, readVariable),
    valuemaps: readList(manifest, 'valuemaps', problems, readValuemap),
    parties: readList(manifest, 'parties', problems, readParty),
    effectiveDateVariable: manifest.nullableString('effectiveDateVariable'),
    tagStyle: manifest.oneOf('tagStyle', ['double', 'single'] as const) ?? 'double'
  }
  problems.push(...checkDefinition(definition))
  if (problems.length > 0) throw new TemplateManifestError(problems)
  return definition
}

function readList<T>(
  manifest: ManifestObject,
  key: string,
  problems: Problem[],
  readItem: (value: unknown, path: string, problems: Problem[]) => T | null
): T[] {
  const items: T[] = []
  manifest.array(key).forEach((value, i) => {
    const item = readItem(value, `${key}[${i}]`, problems)
    if (item !== null) items.push(item)
  })
  return items
}

function readVariable(value: unknown, path: string, problems: Problem[]): TemplateVariable | null {
  const item = ManifestObject.read(value, path, problems, VARIABLE_KEYS)
  if (item === null) return null
  const id = item.requiredString('id')
  const conditional = item.boolean('conditional', false)
  const valueType = item.oneOf('valueType', ['string', 'number', 'boolean'] as const) ?? (conditional ? 'boolean' : 'string')
  const variable: TemplateVariable = {
    id: id ?? '',
    question: item.nullableString('question'),
    valueType,
    required: item.boolean('required', false),
    default: item.has('default') ? item.raw('default') : null,
    conditional
  }
  return id === null ? null : variable
}

function readValuemap(value: unknown, path: string, problems: Problem[]): DefinitionValuemap | null {
  const item = ManifestObject.read(value, path, problems, VALUEMAP_KEYS)
  if (item === null) return null
  const id = item.requiredString('id')
  if (!item.has('options')) item.problem('options', 'is required: the list of choices')
  const options: ValuemapChoice[] = []
  item.array('options').forEach((option, i) => {
    const choice = readChoice(option, `${item.field('options')}[${i}]`, problems)
    if (choice !== null) options.push(choice)
  })
  const valuemap: DefinitionValuemap = {
    id: id ?? '',
    question: item.nullableString('question'),
    allowMultipleSelection: item.boolean('allowMultipleSelection', false),
    options
  }
  return id === null ? null : valuemap
}

/** A bare string is a label printed as itself; `{label, text}` prints `text`. */
function readChoice(value: unknown, path: string, problems: Problem[]): ValuemapChoice | null {
  if (typeof value === 'string') return { label: value, text: value }
  if (!isPlainObject(value)) {
    problems.push({ field: path, message: `${path} must be a label or an object with label and text; got ${describeJsonType(value)}` })
    return null
  }
  const item = ManifestObject.read(value, path, problems, CHOICE_KEYS)
  if (item === null) return null
  const label = item.requiredString('label')
  const text = item.has('text') ? item.optionalString('text', label ?? '') : label
  return label === null || text === null ? null : { label, text }
}

function readParty(value: unknown, path: string, problems: Problem[]): TemplateParty | null {
  const item = ManifestObject.read(value, path, problems, PARTY_KEYS)
  if (item === null) return null
  const id = item.requiredString('id')
  const attributes: string[] = []
  item.array('attributes').forEach((attribute, i) => {
    if (typeof attribute === 'string') attributes.push(attribute)
    else {
      const field = `${item.field('attributes')}[${i}]`
      problems.push({ field, message: `${field} must be a string; got ${describeJsonType(attribute)}` })
    }
  })
  const party: TemplateParty = {
    id: id ?? '',
    label: item.nullableString('label'),
    type: item.oneOf('type', ['entity', 'individual', 'unknown'] as const),
    attributes
  }
  return id === null ? null : party
}

/** The first line of a YAML error, without the colon that introduces its excerpt. */
function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/:$/, '')
}

/** How a scalar was written ("1.0"), where its parsed value (1) would lose it. */
function sourceText(text: string, node: unknown): string | undefined {
  if (!isScalar(node) || node.range === null || node.range === undefined) return undefined
  return text.slice(node.range[0], node.range[1])
}
