import { DocumentError, type DocxArchive } from '../../safety'
import { attributeOf, scanTags } from './ooxml-tags'

const WORD_MAIN_CONTENT_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
  'application/vnd.ms-word.document.macroEnabled.main+xml',
  'application/vnd.ms-word.template.macroEnabledTemplate.main+xml'
]

const OTHER_OFFICE_FORMATS: ReadonlyArray<readonly [RegExp, string]> = [
  [/spreadsheetml|ms-excel/, 'an Excel workbook'],
  [/presentationml|ms-powerpoint/, 'a PowerPoint presentation'],
  [/opendocument/, 'an OpenDocument file; save it as .docx']
]

const RELATIONSHIP_TYPE = {
  officeDocument: /\/officeDocument$/,
  styles: /\/styles$/,
  numbering: /\/numbering$/
}

/** Parts whose XML the list numbering needs; the safety scan keeps their bytes. */
export function isListNumberingSource(name: string): boolean {
  return /(^|\/)(\[Content_Types\]\.xml|[^/]*\.rels|document\d*\.xml|numbering\.xml|styles\.xml)$/i.test(name)
}

export interface WordPackageParts {
  document: string | null
  numbering: string | null
  styles: string | null
}

/** Refuses ZIP files that are not Word documents, naming what they are when we can tell. */
export function assertWordPackage(archive: DocxArchive): void {
  const contentTypes = textOf(archive, '[Content_Types].xml')
  if (contentTypes === null) {
    throw new DocumentError('unsupported_type', 'the file is a ZIP archive, not a Word document (.docx)')
  }
  if (WORD_MAIN_CONTENT_TYPES.some((type) => contentTypes.includes(type))) return
  const other = OTHER_OFFICE_FORMATS.find(([pattern]) => pattern.test(contentTypes))
  throw new DocumentError(
    'unsupported_type',
    other === undefined
      ? 'the file is a ZIP archive without a Word document body, not a .docx'
      : `the file is ${other[1]}, not a Word document (.docx)`
  )
}

/** The main document, numbering and styles parts, found through relationships the way mammoth finds them. */
export function readWordPackageParts(archive: DocxArchive): WordPackageParts {
  const documentPath = relationshipTarget(archive, '_rels/.rels', '', RELATIONSHIP_TYPE.officeDocument) ?? 'word/document.xml'
  const folder = documentPath.includes('/') ? documentPath.slice(0, documentPath.lastIndexOf('/') + 1) : ''
  const fileName = documentPath.slice(folder.length)
  const documentRels = `${folder}_rels/${fileName}.rels`
  const numberingPath = relationshipTarget(archive, documentRels, folder, RELATIONSHIP_TYPE.numbering) ?? `${folder}numbering.xml`
  const stylesPath = relationshipTarget(archive, documentRels, folder, RELATIONSHIP_TYPE.styles) ?? `${folder}styles.xml`
  return {
    document: textOf(archive, documentPath),
    numbering: textOf(archive, numberingPath),
    styles: textOf(archive, stylesPath)
  }
}

function relationshipTarget(archive: DocxArchive, relsPath: string, baseFolder: string, type: RegExp): string | null {
  const rels = textOf(archive, relsPath)
  if (rels === null) return null
  for (const tag of scanTags(rels)) {
    if (tag.name !== 'Relationship' || tag.kind === 'end') continue
    if (!type.test(attributeOf(tag, 'Type') ?? '') || attributeOf(tag, 'TargetMode') === 'External') continue
    const target = attributeOf(tag, 'Target')
    if (target !== undefined) return resolvePartPath(baseFolder, target)
  }
  return null
}

function resolvePartPath(baseFolder: string, target: string): string {
  const segments: string[] = []
  const joined = target.startsWith('/') ? target.slice(1) : `${baseFolder}${target}`
  for (const segment of joined.split('/')) {
    if (segment === '..') segments.pop()
    else if (segment !== '.' && segment !== '') segments.push(segment)
  }
  return segments.join('/')
}

function textOf(archive: DocxArchive, name: string): string | null {
  return archive.parts.get(name)?.toString('utf8') ?? null
}
