import type { DXT } from 'docxtemplater'
import type { TagStyle } from '../../../shared/api/generation'
import { compileTemplate } from './templater'

export type TagKind = 'value' | 'open' | 'inverse' | 'close'

/** One tag as written in the body: `{{name}}`, `{{#name}}`, `{{^name}}` or `{{/name}}`. */
export interface TagUse {
  kind: TagKind
  /** The tag's name, trimmed; a closer written `{END-IF}` or `{{/}}` has the name of the block it closes. */
  name: string
  /** The part of the .docx it is in, e.g. `word/document.xml`, `word/header1.xml`. */
  file: string
}

/**
 * Lists the tags of a template body in document order (the main document first, then headers,
 * footers and notes), with block openers and closers recognised. Throws TemplateBodyError, with
 * every problem docxtemplater found, when the body cannot be parsed.
 */
export function inspectTemplateBody(body: Uint8Array, tagStyle: TagStyle): TagUse[] {
  const parsedByFile = new Map<string, readonly ParsedPart[]>()
  // docxtemplater hands every module the flat parse of each file (the hook its own inspect module uses).
  const recorder: DXT.Module = {
    name: 'FolioTagRecorder',
    set(options: { inspect?: { filePath?: string; parsed?: ParsedPart[] } }): void {
      const inspect = options.inspect
      // Copied now: docxtemplater rewrites these parts in place when it expands blocks.
      if (inspect?.filePath !== undefined && inspect.parsed !== undefined) parsedByFile.set(inspect.filePath, inspect.parsed.map(copyPart))
    }
  }
  compileTemplate(body, tagStyle, { modules: [recorder] })
  const tags: TagUse[] = []
  for (const file of [...parsedByFile.keys()].sort(byDocumentOrder)) {
    tags.push(...tagsOf(parsedByFile.get(file) ?? [], file))
  }
  return tags
}

/** The fields of docxtemplater's parsed parts this module reads. */
interface ParsedPart {
  type: string
  value: string
  module?: string
  location?: 'start' | 'end'
  inverted?: boolean
}

function copyPart(part: ParsedPart): ParsedPart {
  return { type: part.type, value: part.value, module: part.module, location: part.location, inverted: part.inverted }
}

function tagsOf(parts: readonly ParsedPart[], file: string): TagUse[] {
  const tags: TagUse[] = []
  const open: string[] = []
  for (const part of parts) {
    if (part.type !== 'placeholder') continue
    const name = part.value.trim()
    if (part.module === 'loop' && part.location === 'start') {
      open.push(name)
      tags.push({ kind: part.inverted === true ? 'inverse' : 'open', name, file })
    } else if (part.module === 'loop' && part.location === 'end') {
      const opener = open.pop()
      tags.push({ kind: 'close', name: name === '' ? (opener ?? '') : name, file })
    } else {
      tags.push({ kind: 'value', name, file })
    }
  }
  return tags
}

const FILE_ORDER = [/^word\/document\.xml$/, /^word\/header/, /^word\/footer/, /^word\/footnotes/, /^word\/endnotes/]

function byDocumentOrder(a: string, b: string): number {
  const rank = (file: string): number => {
    const index = FILE_ORDER.findIndex((pattern) => pattern.test(file))
    return index === -1 ? FILE_ORDER.length : index
  }
  return rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true })
}
