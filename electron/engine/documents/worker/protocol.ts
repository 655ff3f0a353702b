import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { DocumentKind, Extraction } from '../extraction/types'
import type { DocumentPreview } from '../generation/preview'
import type { TemplateValues } from '../generation/values'
import { ApiError } from '../../errors'
import { DocumentError, isDocumentErrorCode, type DocumentErrorCode, type DocumentLimits } from '../safety'

/** Work a document worker does: read a document or a template's manifest, or render a document from a template. Bytes arrive by transfer. */
export type WorkerTask =
  | { task: 'extract'; bytes: Uint8Array; kind: DocumentKind | null; limits: DocumentLimits }
  | { task: 'render'; body: Uint8Array; definition: TemplateDefinition; values: TemplateValues; reference: string | null }
  | { task: 'preview'; body: Uint8Array; definition: TemplateDefinition; values: TemplateValues; reference: string | null }
  | { task: 'manifest'; text: string }

/** Pool → worker. */
export type WorkerJobMessage = { jobId: number } & WorkerTask

export interface SerializedError {
  /** Set for DocumentErrors, which the pool rebuilds as such. */
  code: DocumentErrorCode | null
  /** Set for the engine's API errors (a manifest's problems), which the pool rebuilds with their status. */
  status: number | null
  name: string
  message: string
}

/** Worker → pool. */
export type WorkerResultMessage =
  | { jobId: number; ok: true; extraction: Extraction }
  | { jobId: number; ok: true; document: Uint8Array }
  | { jobId: number; ok: true; preview: DocumentPreview }
  | { jobId: number; ok: true; definition: TemplateDefinition }
  | { jobId: number; ok: false; error: SerializedError }

export function serializeError(error: unknown): SerializedError {
  if (error instanceof DocumentError) return { code: error.code, status: null, name: error.name, message: error.message }
  if (error instanceof ApiError) return { code: null, status: error.statusCode, name: error.name, message: error.message }
  if (error instanceof Error) return { code: null, status: null, name: error.name, message: error.message }
  return { code: null, status: null, name: 'Error', message: String(error) }
}

export function deserializeError(serialized: SerializedError): Error {
  if (serialized.code !== null) return new DocumentError(serialized.code, serialized.message)
  if (serialized.status !== null) return ApiError.withStatus(serialized.status, serialized.message)
  const error = new Error(serialized.message)
  error.name = serialized.name
  return error
}

export function isWorkerJobMessage(value: unknown): value is WorkerJobMessage {
  if (typeof value !== 'object' || value === null || !('jobId' in value) || typeof value.jobId !== 'number' || !('task' in value)) return false
  if (value.task === 'manifest') return 'text' in value && typeof value.text === 'string'
  if (value.task === 'render' || value.task === 'preview') {
    return 'body' in value && value.body instanceof Uint8Array && 'definition' in value && typeof value.definition === 'object' && 'values' in value
  }
  return (
    value.task === 'extract' &&
    'bytes' in value &&
    value.bytes instanceof Uint8Array &&
    'kind' in value &&
    (value.kind === null || value.kind === 'docx' || value.kind === 'pdf') &&
    'limits' in value &&
    typeof value.limits === 'object' &&
    value.limits !== null
  )
}

export function isWorkerResultMessage(value: unknown): value is WorkerResultMessage {
  if (typeof value !== 'object' || value === null) return false
  if (!('jobId' in value) || typeof value.jobId !== 'number' || !('ok' in value)) return false
  if (value.ok === true) return 'extraction' in value || 'preview' in value || ('document' in value && value.document instanceof Uint8Array) || ('definition' in value && typeof value.definition === 'object')
  if (!('error' in value) || typeof value.error !== 'object' || value.error === null || !('code' in value.error) || !('status' in value.error)) return false
  return (value.error.code === null || isDocumentErrorCode(value.error.code)) && (value.error.status === null || typeof value.error.status === 'number')
}
