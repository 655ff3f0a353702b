import { operations } from '../../../../shared/api/operations'
import { BadRequestError } from '../../errors'
import { generateContract } from '../../services/generation/generate'
import { previewTemplate } from '../../services/generation/preview'
import { importTemplate } from '../../services/templates/import'
import { REFUSALS } from '../refusals'
import { defineRoute, inBothVersions } from '../route'

export const generationRoutes = [
  ...inBothVersions(operations.generateContract, {
    summary: 'Generate a contract from a template: stored (persist) or returned as a .docx',
    tags: ['templates'],
    validatesOwnBody: true,
    refusals: [REFUSALS.templateValues],
    writes: true,
    handler: ({ body, auth, idempotencyKey }, ctx) => generateContract(ctx, auth, body, idempotencyKey === undefined ? {} : { idempotencyKey })
  }),
  defineRoute({
    operation: operations.previewTemplate,
    summary: 'The document a generation with these values would produce, as HTML, blanks marked; missing answers are blanks, not errors',
    tags: ['local'],
    handler: ({ params, body }, ctx) => previewTemplate(ctx, params.id, body)
  }),
  defineRoute({
    operation: operations.importTemplate,
    summary: 'Import a template: multipart fields "docx" (the body) and "manifest" (JSON or YAML definition, or a field list)',
    tags: ['local'],
    scope: 'contracts:write',
    allows: 'editors',
    writes: true,
    multipart: { maxFiles: 2, maxFileBytes: 50 * 1024 * 1024 },
    handler: async ({ files, auth }, ctx) => {
      const docx = files.find((f) => f.field === 'docx')
      const manifest = files.find((f) => f.field === 'manifest')
      if (!docx || !manifest) throw new BadRequestError("Send the template's body in the multipart field 'docx' and its definition in 'manifest'")
      return importTemplate(ctx, auth, {
        docx: { fileName: docx.fileName, bytes: docx.bytes },
        manifest: { fileName: manifest.fileName, text: manifest.bytes.toString('utf8') }
      })
    }
  })
]
