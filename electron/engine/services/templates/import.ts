import type { TemplateImportResponse } from '../../../../shared/api/local'
import type { EngineContext } from '../../context'
import { runWrite } from '../../db/write'
import { recordAudit } from '../../db/writers/audit'
import { insertTemplate } from '../../db/writers'
import { assertSafeDocx, DocumentError, resolveDocumentLimits } from '../../documents/safety'
import { newId } from '../../ids'
import { compareTagsWithDefinition, inspectTemplateBody } from '../../templates'
import type { AuthContext } from '../../domain/principal'
import { DOCUMENT_ERROR_STATUS } from '../documents/import'
import { ApiError, BadRequestError, PayloadTooLargeError } from '../../errors'

export interface TemplateImportInput {
  docx: { fileName: string; bytes: Uint8Array }
  manifest: { fileName: string; text: string }
}

/** A manifest lists a template's fields: a few kilobytes; a Common Paper field list is at most 17. */
const MAX_MANIFEST_CHARACTERS = 32 * 1024

/**
 * Imports a template: its .docx body (checked as untrusted before any parser reads it) and its
 * definition. Tags the definition does not declare, and declared fields the body never uses, do
 * not block the import; they are reported so the author can fix one or the other.
 */
export async function importTemplate(ctx: EngineContext, auth: AuthContext, input: TemplateImportInput): Promise<TemplateImportResponse> {
  try {
    await assertSafeDocx(input.docx.bytes, resolveDocumentLimits())
  } catch (error) {
    if (error instanceof DocumentError) throw ApiError.withStatus(DOCUMENT_ERROR_STATUS[error.code], `${input.docx.fileName}: ${error.message}`)
    throw error
  }
  const { text } = input.manifest
  if (text.length > MAX_MANIFEST_CHARACTERS) {
    throw new PayloadTooLargeError(`The template manifest is ${text.length.toLocaleString('en-US')} characters long; a manifest may have at most ${MAX_MANIFEST_CHARACTERS.toLocaleString('en-US')}`)
  }
  // Read in a worker thread: YAML on long lines takes the reader time the API must not wait on.
  const definition = await ctx.extractor.readManifest(text)
  const tags = inspectTemplateBody(input.docx.bytes, definition.tagStyle)
  if (tags.length === 0) throw new BadRequestError(`${input.docx.fileName} has no ${definition.tagStyle === 'single' ? '{tag}' : '{{tag}}'} tags: it is not a template`)
  const { undeclaredTags, unusedFields } = compareTagsWithDefinition(tags, definition)
  const id = newId()
  const now = ctx.now()
  const bodySha256 = ctx.blobs.put(input.docx.bytes)
  await runWrite(ctx.db, (tx) => {
    insertTemplate(tx, { id, definition, bodySha256, createdAt: now, updatedAt: now })
    recordAudit(tx, { at: now, userId: auth.user.id, apiKeyId: auth.keyId, action: 'template.imported', contractId: null, details: { id, name: definition.name, undeclaredTags, unusedFields } })
  }, `The import of template ${definition.name}`)
  return { id, name: definition.name, version: definition.version, tags: tags.length, undeclaredTags, unusedFields }
}
