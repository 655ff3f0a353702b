import type { TagStyle } from '../../../shared/api/generation'
import { delimitersOf } from './tag-syntax'
import { isPlainObject, type Problem } from './problems'

export function unreadableBodyProblem(): Problem {
  return { field: 'body', message: 'the template body is not a .docx file (it cannot be read as a zip archive)' }
}

/**
 * docxtemplater reports all template errors at once (a "multi error" whose `properties.errors`
 * lists them). Each becomes a problem naming the file and the tag, written in the template's own
 * tag style rather than docxtemplater's `{#x}` notation.
 */
export function templateErrorProblems(error: unknown, tagStyle: TagStyle): Problem[] {
  const properties = propertiesOf(error)
  const nested = properties?.['errors']
  const errors = Array.isArray(nested) ? nested : [error]
  return errors.map((item) => describe(item, tagStyle))
}

function describe(error: unknown, tagStyle: TagStyle): Problem {
  const properties = propertiesOf(error) ?? {}
  const file = typeof properties['file'] === 'string' ? properties['file'] : 'body'
  const { start, end } = delimitersOf(tagStyle)
  const text = (key: string): string => (typeof properties[key] === 'string' ? properties[key] : '')
  const tag = (prefix: string, key: string): string => `${start}${prefix}${text(key)}${end}`
  let what: string
  switch (properties['id']) {
    case 'unclosed_loop':
      what = `the block ${tag('#', 'xtag')} is never closed`
      break
    case 'unopened_loop':
      what = `the closing tag ${tag('/', 'xtag')} has no block to close`
      break
    case 'closing_tag_does_not_match_opening_tag':
      what = `the block ${tag('#', 'openingtag')} is closed by ${tag('/', 'closingtag')}`
      break
    case 'unclosed_tag':
      what = `a tag beginning "${text('context').slice(0, 30)}" has no closing "${end}"`
      break
    case 'unopened_tag':
      what = `a tag ending "${text('xtag')}${end}" has no opening "${start}"`
      break
    case 'duplicate_open_tag':
      what = `the tag "${text('xtag')}" has a doubled opening delimiter`
      break
    case 'duplicate_close_tag':
      what = `the tag "${text('xtag')}" has a doubled closing delimiter`
      break
    default:
      what = text('explanation') || (error instanceof Error ? error.message : 'the template cannot be parsed')
  }
  return { field: file, message: `${file}: ${what}` }
}

function propertiesOf(error: unknown): Record<string, unknown> | null {
  if (!isPlainObject(error) && !(error instanceof Error)) return null
  const properties: unknown = Reflect.get(error, 'properties')
  return isPlainObject(properties) ? properties : null
}
