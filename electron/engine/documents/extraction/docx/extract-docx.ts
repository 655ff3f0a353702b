import { DocumentError, inspectDocxArchive, type DocumentLimits } from '../../safety'
import { assembleExtraction } from '../paragraph-text'
import type { Extraction } from '../types'
import { assignListLabels, collectDocxParagraphs, listItemsInOrder } from './docx-paragraphs'
import { computeListLabels, readParagraphListProperties } from './list-labels'
import { readMammothDocument, type MammothDocument } from './mammoth-document'
import { readNumberingDefinitions } from './numbering-definitions'
import { assertWordPackage, isListNumberingSource, readWordPackageParts } from './word-package'

export async function extractDocx(bytes: Uint8Array, limits: DocumentLimits): Promise<Extraction> {
  const archive = await inspectDocxArchive(bytes, limits, isListNumberingSource)
  assertWordPackage(archive)
  const document = await readWithMammoth(bytes)

  const parts = readWordPackageParts(archive)
  const labelsFromXml =
    parts.document === null
      ? null
      : computeListLabels(readParagraphListProperties(parts.document), readNumberingDefinitions(parts.numbering, parts.styles))
  const labels = assignListLabels(listItemsInOrder(document), labelsFromXml)

  return assembleExtraction(
    'docx',
    collectDocxParagraphs(document, labels),
    { complete: true, extraction: 'docx', warning: null },
    null
  )
}

async function readWithMammoth(bytes: Uint8Array): Promise<MammothDocument> {
  try {
    return await readMammothDocument(bytes)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new DocumentError('corrupt', `the Word document cannot be read: ${reason}`, { cause: error })
  }
}
