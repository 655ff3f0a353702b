import type { TemplatePreviewBody, TemplatePreviewResponse } from '../../../../shared/api/generation'
import type { EngineContext } from '../../context'
import { findStoredTemplate } from '../../db/queries/templates-store'
import { validateValues } from '../../documents/generation/validate-values'
import { ApiError, NotFoundError } from '../../errors'
import type { Problem } from '../../templates/problems'

/**
 * POST /local/templates/{id}/preview: the document a generation with these values would write,
 * as HTML, rendered in a worker by the same code (generation's rendering, then mammoth). Values
 * are read as generation reads them, except that answers not given yet are blanks, not errors,
 * and a value generation would refuse is left out (a blank) and reported beside the preview.
 */
export async function previewTemplate(ctx: EngineContext, id: string, body: TemplatePreviewBody): Promise<TemplatePreviewResponse> {
  const template = findStoredTemplate(ctx.db, id)
  if (!template) throw new NotFoundError(`Template ${id} not found`)
  if (!template.bodySha256 || !ctx.blobs.has(template.bodySha256)) {
    throw ApiError.withStatus(503, `The document of template ${template.id} is kept by the company service: it can be generated (saved as a contract) but not previewed offline`)
  }
  const problems: Problem[] = []
  const values = validateValues(body.values ?? {}, template.definition, problems, { answersRequired: false })
  const preview = await ctx.extractor.preview(ctx.blobs.get(template.bodySha256), template.definition, values, body.reference ?? null)
  return { ...preview, problems }
}
