import { BadRequestError } from '../errors'
import { listProblems } from '../problem-list'

/** One thing wrong with a request, manifest or body; `message` names the offending key itself. */
export interface Problem {
  field: string
  message: string
}

/** "a string", "an array"…: how messages say what the caller actually sent. */
export function describeJsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  switch (typeof value) {
    case 'string':
      return 'a string'
    case 'number':
      return Number.isFinite(value) ? 'a number' : 'a non-finite number'
    case 'boolean':
      return 'a boolean'
    case 'object':
      return 'an object'
    default:
      return typeof value
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `"A", "B", "C"`: labels quoted so a trailing space or a comma inside a label stays visible. */
export function quoteAll(items: readonly string[]): string {
  return items.map((item) => JSON.stringify(item)).join(', ')
}

/** One line for an error body: the spec's 400 carries a single `message`. */
export function formatProblems(problems: readonly Problem[]): string {
  return listProblems(problems.map((problem) => problem.message))
}

/** A template manifest (Folio's or an imported field list) that cannot become a definition. */
export class TemplateManifestError extends BadRequestError {
  constructor(readonly problems: readonly Problem[]) {
    super(`The template manifest has ${countOf(problems)}: ${formatProblems(problems)}`)
  }
}

/** A template body that is not a .docx docxtemplater can parse (unbalanced block, malformed tag). */
export class TemplateBodyError extends BadRequestError {
  constructor(readonly problems: readonly Problem[]) {
    super(`The template body has ${countOf(problems)}: ${formatProblems(problems)}`)
  }
}

function countOf(problems: readonly Problem[]): string {
  return problems.length === 1 ? '1 problem' : `${problems.length} problems`
}
