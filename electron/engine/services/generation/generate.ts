import { DOCX_CONTENT_TYPE, type GeneratedContract, type GeneratedDocument, type TemplateDefinition } from '../../../../shared/api/generation'
import type { EngineContext } from '../../context'
import { recordAudit } from '../../db/writers/audit'
import { loadPropertyCatalogue } from '../../db/queries/catalogue'
import { runWrite, type WriteTx } from '../../db/write'
import { appendOutbox } from '../../db/writers/outbox'
import { nextSequenceValue } from '../../db/writers/sequences'
import { findStoredTemplate, type StoredTemplate } from '../../db/queries/templates-store'
import { companyId } from '../../db/writers/settings'
import { insertContract } from '../../db/writers/contracts'
import { insertContractGeneration, insertWorkflowRequest } from '../../db/writers/generations'
import { effectiveDateOf, generatedFileName, validateGenerateRequest, type GenerateRequest } from '../../documents/generation'
import { formatProblems } from '../../templates'
import { ApiError, BadRequestError } from '../../errors'
import { isHex24, newId } from '../../ids'
import { parseIsoInstant, toIso } from '../../time'
import type { AuthContext } from '../../domain/principal'
import { storeContractDocument } from '../documents/store'
import { isPrimaryKeyViolation } from '../../db/queries/sync-idempotency'
import { generationKey, rememberGeneration, replayGeneration, type GenerationKey } from './idempotency'

const EMPTY_DEFINITION: TemplateDefinition = {
  name: '',
  description: '',
  version: '1',
  variables: [],
  valuemaps: [],
  parties: [],
  effectiveDateVariable: null,
  tagStyle: 'double'
}

/** References of contracts generated here; the company service assigns its own when the generation syncs. */
export function allocateReference(tx: WriteTx): string {
  return `FOLIO-${String(nextSequenceValue(tx, 'generated-reference')).padStart(6, '0')}`
}

/** The well-formed templateId the body names, if any (the validation reports the others). */
function requestedTemplateId(body: unknown): string | null {
  const id = typeof body === 'object' && body !== null && 'templateId' in body ? body.templateId : undefined
  return typeof id === 'string' && isHex24(id) ? id : null
}

/**
 * POST /v2/contracts/generate. Every problem of the body is reported in one 400, judged against
 * the template's own variables, valuemaps and parties. persist false renders the document and
 * stores nothing at all; persist true stores the contract, its document (extracted and indexed, so
 * text, download and search work at once), the values used, an audit event and the outbox entry
 * that sync sends to the company service, in one transaction.
 */
export async function generateContract(
  ctx: EngineContext,
  auth: AuthContext,
  body: unknown,
  options: { idempotencyKey?: string } = {}
): Promise<GeneratedContract | GeneratedDocument> {
  const key = options.idempotencyKey === undefined ? null : generationKey(auth.user.id, options.idempotencyKey, body)
  const replayed = key ? replayGeneration(ctx.db, key, ctx.now()) : null
  if (replayed) return replayed
  const templateId = requestedTemplateId(body)
  const template = templateId === null ? null : findStoredTemplate(ctx.db, templateId)
  const validation = validateGenerateRequest(body, template?.definition ?? EMPTY_DEFINITION, ctx.config.serviceName)
  const problems = validation.ok ? [] : [...validation.problems]
  if (!template && templateId !== null) problems.unshift({ field: 'templateId', message: `templateId: no template has the id ${templateId}` })
  if (!validation.ok || !template) throw new BadRequestError(formatProblems(problems))
  const request = validation.request
  if (!request.options.persist) return generateDocument(ctx, template, request)
  try {
    return await generateStoredContract(ctx, auth, template, request, key)
  } catch (error) {
    // The same key arrived twice at once: the other request stored its contract first, and this
    // one's transaction was rolled back. Both get the first answer.
    const first = key && isPrimaryKeyViolation(error) ? replayGeneration(ctx.db, key, ctx.now()) : null
    if (first) return first
    throw error
  }
}

function bodyOf(ctx: EngineContext, template: StoredTemplate): Buffer | null {
  return template.bodySha256 && ctx.blobs.has(template.bodySha256) ? ctx.blobs.get(template.bodySha256) : null
}

async function generateDocument(ctx: EngineContext, template: StoredTemplate, request: GenerateRequest): Promise<GeneratedDocument> {
  const docxBody = bodyOf(ctx, template)
  if (!docxBody) {
    throw ApiError.withStatus(
      503,
      `The document of template ${template.id} is kept by the company service: generating it without saving needs a connection. Save it as a contract instead (persist: true) and the company service generates it when Folio syncs.`
    )
  }
  const bytes = await ctx.extractor.render(docxBody, template.definition, request.values, request.options.reference ?? null)
  return {
    persisted: false,
    name: request.contractName,
    template: template.id,
    reference: request.options.reference ?? null,
    fileName: generatedFileName(request.contractName),
    contentType: DOCX_CONTENT_TYPE,
    document: Buffer.from(bytes).toString('base64')
  }
}

async function generateStoredContract(
  ctx: EngineContext,
  auth: AuthContext,
  template: StoredTemplate,
  request: GenerateRequest,
  key: GenerationKey | null
): Promise<GeneratedContract> {
  const docxBody = bodyOf(ctx, template)
  // The reference is printed in the document, so it is allocated before rendering; a generation
  // that then fails leaves a gap in the sequence, never a duplicate.
  const reference = await runWrite(ctx.db, allocateReference, 'Allocating a contract reference')
  const rendered = docxBody ? await ctx.extractor.render(docxBody, template.definition, request.values, reference) : null
  const extraction = rendered ? await ctx.extractor.extract(new Uint8Array(rendered), 'docx') : null
  const effectiveDate = effectiveDateOf(template.definition, request.values)
  const triggerWorkflows = request.options.triggerWorkflows
  return runWrite(ctx.db, (tx): GeneratedContract => {
    const now = ctx.now()
    const id = newId()
    insertContract(
      tx,
      { id, type: 'template', name: request.contractName, reference, statusCode: 1, createdAt: now, updatedAt: now, ownerId: auth.user.id, templateId: template.id },
      { now, catalogue: loadPropertyCatalogue(tx) }
    )
    if (rendered && extraction) storeContractDocument(ctx, tx, id, { fileName: generatedFileName(request.contractName), bytes: rendered }, extraction, { createdBy: auth.user.id, source: 'generation' })
    insertContractGeneration(tx, {
      contractId: id,
      templateId: template.id,
      templateVersion: template.definition.version,
      fieldValues: request.values,
      effectiveDate: effectiveDate === null ? null : parseIsoInstant(effectiveDate),
      triggerWorkflows,
      createdAt: now
    })
    recordAudit(tx, { at: now, userId: auth.user.id, apiKeyId: auth.keyId, action: 'contract.generated', contractId: id, details: { templateId: template.id, reference, triggerWorkflows } })
    const outboxId = appendOutbox(tx, {
      operation: 'contract.generate',
      contractId: id,
      payload: { templateId: template.id, contractName: request.contractName, values: request.values, options: { persist: true, triggerWorkflows } },
      base: null,
      baseRowVersion: 1,
      userId: auth.user.id,
      createdAt: now
    })
    if (triggerWorkflows) {
      insertWorkflowRequest(tx, { id: newId(), contractId: id, outboxId, createdAt: now })
    }
    const answer: GeneratedContract = {
      persisted: true,
      id,
      name: request.contractName,
      reference,
      template: template.id,
      company: companyId(tx),
      createdAt: toIso(now),
      effectiveDate,
      values: request.values
    }
    if (key) rememberGeneration(tx, key, answer, now)
    return answer
  }, `The generation of ${request.contractName}`)
}
