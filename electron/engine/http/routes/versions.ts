import { operations } from '../../../../shared/api/operations'
import { compareTexts, exportRedline } from '../../services/documents/compare'
import { CONTENT_TYPES } from '../../services/documents/store'
import { getVersionText, listContractVersions, uploadContractVersion, versionFile } from '../../services/documents/versions'
import { REFUSALS } from '../refusals'
import { defineRoute, FileReply } from '../route'
import { MAX_UPLOAD_BYTES } from './documents'
import { PARAGRAPHS_BODY_LIMIT } from './matching'

export const versionRoutes = [
  defineRoute({
    operation: operations.listContractVersions,
    summary: "Every version of a contract's document, oldest first; the latest is the one its text, download and search serve",
    tags: ['local'],
    handler: ({ params, auth }, ctx) => listContractVersions(ctx, auth.user, params.id)
  }),
  defineRoute({
    operation: operations.addContractVersion,
    summary: 'Upload a new version of a contract\'s document (.docx or .pdf, multipart field "file"); it becomes the current one',
    tags: ['local'],
    scope: 'contracts:write',
    allows: 'editors',
    writes: true,
    multipart: { maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES },
    refusals: [REFUSALS.versionFile],
    handler: ({ params, query, files, auth, disconnected }, ctx) =>
      uploadContractVersion(ctx, auth, params.id, files.map((f) => ({ field: f.field, fileName: f.fileName, bytes: f.bytes })), { jobId: query.jobId, disconnected })
  }),
  defineRoute({
    operation: operations.getContractVersionText,
    summary: 'The whole text of one version, one segment per paragraph',
    tags: ['local'],
    handler: ({ params, auth }, ctx) => getVersionText(ctx, auth.user, params.id, params.version)
  }),
  defineRoute({
    operation: operations.downloadContractVersion,
    summary: 'The file of one version (.docx or .pdf)',
    tags: ['local'],
    produces: [CONTENT_TYPES.docx, CONTENT_TYPES.pdf],
    handler: ({ params, auth }, ctx) => {
      const file = versionFile(ctx, auth.user, params.id, params.version)
      return new FileReply(file.bytes, file.contentType, file.fileName)
    }
  }),
  defineRoute({
    operation: operations.compareTexts,
    summary: 'Compare two texts (versions of a contract, two contracts, or paragraphs): the aligned paragraphs with word changes and counts, and a playbook lens',
    tags: ['local'],
    bodyLimit: PARAGRAPHS_BODY_LIMIT,
    alsoAnswers: [404],
    refusals: [REFUSALS.compareSides],
    handler: ({ body, auth }, ctx) => compareTexts(ctx, auth.user, body)
  }),
  defineRoute({
    operation: operations.exportRedline,
    summary: 'The newer text as a .docx with every change a tracked change (author "Folio")',
    tags: ['local'],
    produces: [CONTENT_TYPES.docx],
    bodyLimit: PARAGRAPHS_BODY_LIMIT,
    alsoAnswers: [404],
    refusals: [REFUSALS.compareSides],
    handler: async ({ body, auth }, ctx) => {
      const redline = await exportRedline(ctx, auth.user, body)
      return new FileReply(Buffer.from(redline.bytes.buffer, redline.bytes.byteOffset, redline.bytes.byteLength), CONTENT_TYPES.docx, redline.fileName)
    }
  })
]
