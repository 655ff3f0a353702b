import { Parser, type CST, type Document } from 'yaml'
import { TemplateManifestError } from './problems'

/**
 * A manifest nests a handful of levels (variables → a variable → its options → a choice). The
 * YAML library composes nested collections recursively; thousands of levels exhaust the stack,
 * and V8 can then abort the whole process compiling a regular expression in what is left of it
 * ("RegExpCompiler Allocation failed"), which no try/catch survives. The depth is measured first
 * on the parser's concrete syntax tree, which is built without recursion.
 */
export const MAX_MANIFEST_DEPTH = 32

/** Throws a TemplateManifestError when the text nests lists and mappings deeper than a manifest can. */
export function assertManifestNesting(text: string): void {
  const depth = nestingDepth(text)
  if (depth > MAX_MANIFEST_DEPTH) {
    throw new TemplateManifestError([
      { field: 'manifest', message: `the manifest nests lists and mappings more than ${MAX_MANIFEST_DEPTH} levels deep; a template manifest needs a few` }
    ])
  }
}

/**
 * The document as plain data. Aliases are allowed but bounded (the library's own limit of 100
 * expansions), so a "billion laughs" of nested aliases is a 400 rather than an exhausted engine.
 */
export function manifestData(document: Document.Parsed): unknown {
  try {
    return document.toJS({ maxAliasCount: 100 })
  } catch (error) {
    if (error instanceof ReferenceError) {
      throw new TemplateManifestError([{ field: 'manifest', message: `the manifest expands its YAML aliases too many times: ${error.message}` }])
    }
    throw error
  }
}

/** The deepest nesting of collections, walked with an explicit stack; stops once past the limit. */
function nestingDepth(text: string): number {
  let deepest = 0
  const stack: Array<{ token: CST.Token; depth: number }> = []
  for (const token of new Parser().parse(text)) stack.push({ token, depth: 0 })
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { token, depth } = next
    const push = (child: CST.Token | null | undefined, level: number) => child && stack.push({ token: child, depth: level })
    switch (token.type) {
      case 'document':
        push(token.value, depth)
        break
      case 'block-map':
      case 'block-seq':
      case 'flow-collection':
        deepest = Math.max(deepest, depth + 1)
        if (deepest > MAX_MANIFEST_DEPTH) return deepest
        for (const item of token.items) {
          push(item.key, depth + 1)
          push(item.value, depth + 1)
        }
        break
      default:
        break
    }
  }
  return deepest
}
