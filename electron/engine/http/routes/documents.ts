import { operations } from '../../../../shared/api/operations'
import { contractFile } from '../../services/documents/file'
import { importDocuments } from '../../services/documents/import'
import { ocrContract } from '../../services/documents/ocr'
import { searchContracts } from '../../services/documents/search'
import { getContractText, getWholeText } from '../../services/documents/text'
import { REFUSALS } from '../refusals'
import { defineRoute, FileReply, inBothVersions } from '../route'

/** Upload limit per file; the extraction's own limits (pages, archive size) apply after it. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024

export const documentRoutes = [
  defineRoute({
    operation: operations.getContractText,
    summary: 'The text of a contract: whole (one segment per paragraph) or in bounded evidence pages (maxCharacters/textCursor)',
    tags: ['contracts'],
    refusals: [REFUSALS.cursor],
    handler: ({ params, query, auth }, ctx) => getContractText(ctx, auth.user, params.id, query)
  }),
  defineRoute({
    operation: operations.getContractTextV1,
    summary: 'The text of a contract, one segment per paragraph (version 1)',
    tags: ['contracts', 'v1'],
    handler: ({ params, auth }, ctx) => getWholeText(ctx, auth.user, params.id)
  }),
  ...inBothVersions(operations.downloadContract, {
    summary: 'The contract file (.docx or .pdf)',
    tags: ['contracts'],
    produces: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/pdf'],
    handler: ({ params, auth }, ctx) => {
      const file = contractFile(ctx, auth.user, params.id)
      return new FileReply(file.bytes, file.contentType, file.fileName)
    }
  }),
  defineRoute({
    operation: operations.searchContracts,
    summary: 'Ranked keyword search inside selected contracts (not exhaustive)',
    tags: ['contracts'],
    refusals: [REFUSALS.cursor, REFUSALS.searchWords],
    handler: ({ body, auth }, ctx) => searchContracts(ctx, auth.user, body)
  }),
  defineRoute({
    operation: operations.importContracts,
    summary: 'Import .docx and .pdf files as external contracts (multipart field "files")',
    tags: ['local'],
    scope: 'contracts:write',
    allows: 'editors',
    writes: true,
    multipart: { maxFiles: 200, maxFileBytes: MAX_UPLOAD_BYTES },
    handler: ({ files, query, auth, disconnected }, ctx) =>
      importDocuments(ctx, auth, files.map((f) => ({ fileName: f.fileName, bytes: f.bytes })), { jobId: query.jobId, disconnected })
  }),
  defineRoute({
    operation: operations.ocrContract,
    summary: 'Read the pages of a contract imported before OCR existed, as a new revision of its text',
    tags: ['local'],
    scope: 'contracts:write',
    allows: 'editors',
    writes: true,
    handler: ({ params, query, auth, disconnected }, ctx) => ocrContract(ctx, auth, params.id, { jobId: query.jobId, disconnected })
  }),
  defineRoute({
    operation: operations.getDocumentJob,
    summary: 'How far an import or OCR run named by its job id has come',
    tags: ['local'],
    handler: ({ params, auth }, ctx) => ctx.documentJobs.get(params.jobId, auth.user.id)
  }),
  defineRoute({
    operation: operations.cancelDocumentJob,
    summary: 'Cancel an import or OCR run: nothing of it is stored',
    tags: ['local'],
    handler: ({ params, auth }, ctx) => ctx.documentJobs.cancel(params.jobId, auth.user.id)
  })
]
