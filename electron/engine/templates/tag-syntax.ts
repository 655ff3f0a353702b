import type { DXT } from 'docxtemplater'
import type { TagStyle } from '../../../shared/api/generation'

/**
 * Block prefixes. Folio's own templates use Mustache sections (`{{#x}}`, `{{^x}}`, `{{/x}}`);
 * imported Common Paper templates also write `{IF x}` … `{END-IF}`, where END-IF closes the
 * innermost open block (docxtemplater lets an empty closing name close any opener).
 */
const SINGLE_STYLE_LOOP_PREFIX = {
  start: /^(?:#|IF\s+)(.+)$/,
  inverted: '^',
  end: /^(?:\/|END-IF\s*)(.*)$/,
  dash: /^-([^\s]+)\s(.+)/
}

/** docxtemplater's `{@x}` pastes a value as raw XML: a caller's text must never become markup. */
const NEVER = (): boolean => false

/**
 * A docxtemplater module that adapts the built-in modules to a tag style. It is created per
 * Docxtemplater instance (docxtemplater refuses a module attached twice).
 */
function syntaxModule(tagStyle: TagStyle): DXT.Module {
  return {
    name: 'FolioTagSyntax',
    optionsTransformer(options: DXT.Options, doc: { modules: DXT.Module[] }): DXT.Options {
      for (const module of doc.modules) {
        if (module['name'] === 'RawXmlModule') module['prefix'] = NEVER
        if (module['name'] === 'LoopModule' && tagStyle === 'single') module['prefix'] = { ...SINGLE_STYLE_LOOP_PREFIX }
      }
      return options
    }
  }
}

export function delimitersOf(tagStyle: TagStyle): { start: string; end: string } {
  return tagStyle === 'double' ? { start: '{{', end: '}}' } : { start: '{', end: '}' }
}

/** Options every Docxtemplater instance over a Folio template body is built with. */
export function baseTemplaterOptions(tagStyle: TagStyle): DXT.ConstructorOptions {
  return {
    delimiters: delimitersOf(tagStyle),
    modules: [syntaxModule(tagStyle)],
    // A block tag alone in its paragraph takes the paragraph with it, so a dropped clause leaves no blank line.
    paragraphLoop: true,
    linebreaks: true,
    // Control characters in a caller's text would make the XML invalid; Word and LibreOffice would refuse the file.
    stripInvalidXMLChars: true,
    // Errors are thrown and reported as TemplateBodyError; docxtemplater would also print them to the console.
    errorLogging: false
  }
}
