import type { DXT } from 'docxtemplater'
import { ChoiceList, OMITTED, PartyScope, RootScope } from './render-data'

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })

/**
 * How a tag finds its value. `{{a.b}}` walks from the innermost block's scope (docxtemplater
 * retries outer scopes while the result is null). A value tag prints text; a block tag gets the
 * raw value it tests or iterates:
 * - numbers print with thousands separators ("150,000"); booleans print "Yes" or "No";
 * - a multiple-selection valuemap prints its texts as "A, B and C" and iterates them in a block;
 * - a party printed whole prints its `name` attribute.
 */
export function tagParser(tag: string): DXT.Parser {
  const name = tag.trim()
  const path = name === '.' ? [] : name.split('.')
  return {
    get(scope: unknown, context: DXT.ParserContext): unknown {
      const inBlock = context.meta.part.module === 'loop'
      return present(path.length === 0 ? scope : lookup(scope, path), inBlock)
    }
  }
}

/** What an omitted value becomes: `[●]` where printed, an absent block where tested. */
export function omittedValue(part: DXT.Part): string | false {
  return part.module === 'loop' ? false : OMITTED
}

function lookup(scope: unknown, path: readonly string[]): unknown {
  let current: unknown = scope
  for (const segment of path) {
    if (current instanceof RootScope || current instanceof PartyScope) current = current.fields.get(segment)
    else return undefined
  }
  return current
}

function present(value: unknown, inBlock: boolean): unknown {
  if (value instanceof ChoiceList) return inBlock ? [...value.texts] : joinChoices(value.texts)
  if (inBlock) return value
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return NUMBER_FORMAT.format(value)
  if (value instanceof PartyScope) return value.fields.get('name')
  if (value instanceof RootScope) return undefined
  return value
}

/** "A", "A and B", "A, B and C". */
export function joinChoices(texts: readonly string[]): string {
  if (texts.length <= 1) return texts[0] ?? ''
  return `${texts.slice(0, -1).join(', ')} and ${texts[texts.length - 1] ?? ''}`
}
