import { HEX24_PATTERN } from '../../../../shared/api/common'
import type { TemplateDefinition } from '../../templates/definition'
import { describeJsonType, isPlainObject, type Problem } from '../../templates/problems'
import { shown, validateValues } from './validate-values'
import type { GenerateRequest, GenerationOptions, TemplateValues } from './values'

export type GenerateValidation = { ok: true; request: GenerateRequest } | { ok: false; problems: Problem[] }

const HEX24 = new RegExp(HEX24_PATTERN)
const CONTRACT_NAME_MAX = 256
const REFERENCE_MAX = 128
const OPTION_KEYS = ['persist', 'triggerWorkflows', 'reference'] as const
const BODY_KEYS: readonly string[] = ['templateId', 'contractName', 'values', 'options']

/**
 * Validates a POST /v2/contracts/generate body against a template by the company service's rules
 * (the spec's body table and rules for `values`), so that nothing drafted offline is rejected
 * when it syncs. Returns the request with its
 * defaults applied, or every problem found (the spec's 400 names what is wrong).
 *
 * `serviceName` gives the default contract name, "<serviceName> contract" (the spec: "the
 * service's own name followed by the word contract"); Folio passes "Folio".
 *
 * Beyond the spec's words: `null` counts as omitted for every optional field; a blank
 * `contractName` is refused; unknown top-level keys are refused like everywhere in Folio's API (a
 * misspelt `value` must not silently generate a document full of blanks); lengths count characters
 * (code points), as JSON Schema's maxLength does.
 */
export function validateGenerateRequest(body: unknown, def: TemplateDefinition, serviceName: string): GenerateValidation {
  if (!isPlainObject(body)) {
    return { ok: false, problems: [{ field: 'body', message: `the request body must be a JSON object; got ${describeJsonType(body)}` }] }
  }
  const problems: Problem[] = []
  for (const key of Object.keys(body)) {
    if (!BODY_KEYS.includes(key)) problems.push({ field: key, message: `unknown body field '${key}' (allowed: ${BODY_KEYS.join(', ')})` })
  }
  const templateId = readTemplateId(body['templateId'], problems)
  const contractName = readContractName(body['contractName'], serviceName, problems)

  const values = readValues(body['values'], def, problems)
  const options = readOptions(body['options'], problems)

  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, request: { templateId, contractName, values, options } }
}

/** A `values` that is not an object gets one problem; listing every required id as missing too would be noise. */
function readValues(value: unknown, def: TemplateDefinition, problems: Problem[]): TemplateValues {
  if (value === undefined || value === null) return validateValues({}, def, problems)
  if (isPlainObject(value)) return validateValues(value, def, problems)
  problems.push({ field: 'values', message: `values must be an object keyed by variable, valuemap and party ids; got ${describeJsonType(value)}` })
  return {}
}

function readTemplateId(value: unknown, problems: Problem[]): string {
  if (value === undefined || value === null) {
    problems.push({ field: 'templateId', message: 'templateId is required' })
    return ''
  }
  if (typeof value === 'string' && HEX24.test(value)) return value
  problems.push({ field: 'templateId', message: `templateId must be 24 hexadecimal characters; got ${shown(value)}` })
  return ''
}

function readContractName(value: unknown, serviceName: string, problems: Problem[]): string {
  if (value === undefined || value === null) return `${serviceName} contract`
  if (typeof value !== 'string') {
    problems.push({ field: 'contractName', message: `contractName must be a string; got ${describeJsonType(value)}` })
  } else if (characters(value) > CONTRACT_NAME_MAX) {
    problems.push({ field: 'contractName', message: `contractName must be at most ${CONTRACT_NAME_MAX} characters; got ${characters(value)}` })
  } else if (value.trim() === '') {
    problems.push({ field: 'contractName', message: 'contractName must not be blank' })
  } else return value
  return ''
}

function readOptions(value: unknown, problems: Problem[]): GenerationOptions {
  const defaults: GenerationOptions = { persist: true, triggerWorkflows: true, reference: null }
  if (value === undefined || value === null) return defaults
  if (!isPlainObject(value)) {
    problems.push({ field: 'options', message: `options must be an object; got ${describeJsonType(value)}` })
    return defaults
  }
  for (const key of Object.keys(value)) {
    if (!(OPTION_KEYS as readonly string[]).includes(key)) {
      problems.push({ field: `options.${key}`, message: `options.${key} is not accepted; options takes only persist, triggerWorkflows and reference` })
    }
  }
  const persist = readBoolean(value, 'persist', problems)
  const triggerWorkflows = readBoolean(value, 'triggerWorkflows', problems)
  const reference = readReference(value['reference'], problems)
  // The cross-field rules only mean something once the fields themselves are sound.
  const effectivePersist = persist === 'invalid' ? true : (persist ?? true)
  const effectiveTrigger = triggerWorkflows === 'invalid' ? effectivePersist : (triggerWorkflows ?? effectivePersist)
  if (persist !== 'invalid' && triggerWorkflows === true && !effectivePersist) {
    problems.push({ field: 'options.triggerWorkflows', message: 'options.triggerWorkflows cannot be true when options.persist is false' })
  }
  if (persist !== 'invalid' && reference !== null && reference !== 'invalid' && effectivePersist) {
    problems.push({
      field: 'options.reference',
      message:
        persist === null
          ? 'options.reference is accepted only when options.persist is false (persist defaults to true)'
          : 'options.reference is accepted only when options.persist is false'
    })
  }
  return { persist: effectivePersist, triggerWorkflows: effectiveTrigger, reference: reference === 'invalid' ? null : reference }
}

function readBoolean(options: Record<string, unknown>, key: 'persist' | 'triggerWorkflows', problems: Problem[]): boolean | null | 'invalid' {
  const value = options[key]
  if (value === undefined || value === null) return null
  if (typeof value === 'boolean') return value
  problems.push({ field: `options.${key}`, message: `options.${key} must be true or false; got ${describeJsonType(value)}` })
  return 'invalid'
}

function readReference(value: unknown, problems: Problem[]): string | null | 'invalid' {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') {
    problems.push({ field: 'options.reference', message: `options.reference must be a string; got ${describeJsonType(value)}` })
    return 'invalid'
  }
  if (characters(value) > REFERENCE_MAX) {
    problems.push({ field: 'options.reference', message: `options.reference must be at most ${REFERENCE_MAX} characters; got ${characters(value)}` })
    return 'invalid'
  }
  return value
}

function characters(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}
