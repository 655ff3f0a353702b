import type { DocumentKind, Extraction } from '../extraction/types'
import { DocumentError, isDocumentErrorCode, type DocumentErrorCode, type DocumentLimits } from '../safety'

/** Pool → worker. `bytes` arrives by transfer. */
export interface ExtractionJobMessage {
  jobId: number
  bytes: Uint8Array
  kind: DocumentKind | null
  limits: DocumentLimits
}

export interface SerializedError {
  /** Set for DocumentErrors, which the pool rebuilds as such. */
  code: DocumentErrorCode | null
  name: string
  message: string
}

/** Worker → pool. */
export type ExtractionResultMessage =
  | { jobId: number; ok: true; extraction: Extraction }
  | { jobId: number; ok: false; error: SerializedError }

export function serializeError(error: unknown): SerializedError {
  if (error instanceof DocumentError) return { code: error.code, name: error.name, message: error.message }
  if (error instanceof Error) return { code: null, name: error.name, message: error.message }
  return { code: null, name: 'Error', message: String(error) }
}

export function deserializeError(serialized: SerializedError): Error {
  if (serialized.code !== null) return new DocumentError(serialized.code, serialized.message)
  const error = new Error(serialized.message)
  error.name = serialized.name
  return error
}

export function isExtractionJobMessage(value: unknown): value is ExtractionJobMessage {
  if (typeof value !== 'object' || value === null) return false
  return (
    'jobId' in value &&
    typeof value.jobId === 'number' &&
    'bytes' in value &&
    value.bytes instanceof Uint8Array &&
    'kind' in value &&
    (value.kind === null || value.kind === 'docx' || value.kind === 'pdf') &&
    'limits' in value &&
    typeof value.limits === 'object' &&
    value.limits !== null
  )
}

export function isExtractionResultMessage(value: unknown): value is ExtractionResultMessage {
  if (typeof value !== 'object' || value === null) return false
  if (!('jobId' in value) || typeof value.jobId !== 'number' || !('ok' in value)) return false
  if (value.ok === true) return 'extraction' in value
  return 'error' in value && typeof value.error === 'object' && value.error !== null && 'code' in value.error && (value.error.code === null || isDocumentErrorCode(value.error.code))
}
