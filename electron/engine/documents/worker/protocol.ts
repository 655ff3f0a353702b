import type { CompareOptions, Comparison } from '../../../../shared/api/compare'
import type { DraftingChecks } from '../../../../shared/api/drafting-checks'
import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { ComparedParagraph } from '../compare'
import type { FirstPass } from '../extraction/extract-document'
import type { OcrPageOutcome } from '../extraction/ocr/ocr-page'
import type { OcrSettings } from '../extraction/ocr/settings'
import type { CoverageSettings, PdfText } from '../extraction/pdf/extract-pdf'
import type { DocumentKind, Extraction } from '../extraction/types'
import type { DocumentPreview } from '../generation/preview'
import type { TemplateValues } from '../generation/values'
import type { KeyTerms } from '../../../../shared/api/key-terms'
import { ApiError } from '../../errors'
import { DocumentError, isDocumentErrorCode, type DocumentErrorCode, type DocumentLimits } from '../safety'

/**
 * Work a document worker does: read a document (its text layer), OCR one page of it, assemble the
 * paragraphs once every page is read, render a document from a template, render one and read it back
 * as HTML for a preview, read a template's manifest, compare two texts, write the redline of two
 * texts as a tracked-changes .docx, run the drafting checks over a text, or read its key terms. A document's bytes
 * live in memory shared by every worker, so each OCR page job carries no copy of the file.
 */
export type WorkerTask =
  | { task: 'read'; bytes: Uint8Array; kind: DocumentKind | null; limits: DocumentLimits }
  | { task: 'ocr-page'; bytes: Uint8Array; page: number; settings: OcrSettings }
  | { task: 'assemble'; text: PdfText; outcomes: OcrPageOutcome[]; settings: CoverageSettings }
  | { task: 'render'; body: Uint8Array; definition: TemplateDefinition; values: TemplateValues; reference: string | null }
  | { task: 'preview'; body: Uint8Array; definition: TemplateDefinition; values: TemplateValues; reference: string | null }
  | { task: 'manifest'; text: string }
  | { task: 'compare'; old: ComparedParagraph[]; new: ComparedParagraph[]; options: CompareOptions }
  | { task: 'redline'; old: ComparedParagraph[]; new: ComparedParagraph[]; options: CompareOptions; title: string; date: number }
  | { task: 'drafting-checks'; paragraphs: string[] }
  | { task: 'key-terms'; paragraphs: string[] }

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

/** What each task answers. */
export interface TaskResults {
  read: FirstPass
  'ocr-page': OcrPageOutcome
  assemble: Extraction
  render: Uint8Array
  preview: DocumentPreview
  manifest: TemplateDefinition
  compare: Comparison
  redline: Uint8Array
  'drafting-checks': DraftingChecks
  'key-terms': KeyTerms
}

/** A task's answer, named by its task so the pool can tell them apart. */
export type WorkerAnswer = { [K in keyof TaskResults]: { task: K; result: TaskResults[K] } }[keyof TaskResults]

/** Worker → pool. */
export type WorkerResultMessage = ({ jobId: number; ok: true } & WorkerAnswer) | { jobId: number; ok: false; error: SerializedError }

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
  switch (value.task) {
    case 'render':
    case 'preview':
      return 'body' in value && value.body instanceof Uint8Array && 'definition' in value && typeof value.definition === 'object' && 'values' in value
    case 'read':
      return (
        'bytes' in value &&
        value.bytes instanceof Uint8Array &&
        'kind' in value &&
        (value.kind === null || value.kind === 'docx' || value.kind === 'pdf') &&
        'limits' in value &&
        typeof value.limits === 'object' &&
        value.limits !== null
      )
    case 'ocr-page':
      return 'bytes' in value && value.bytes instanceof Uint8Array && 'page' in value && typeof value.page === 'number' && 'settings' in value
    case 'manifest':
      return 'text' in value && typeof value.text === 'string'
    case 'assemble':
      return 'text' in value && 'outcomes' in value && Array.isArray(value.outcomes) && 'settings' in value
    case 'drafting-checks':
    case 'key-terms':
      return 'paragraphs' in value && Array.isArray(value.paragraphs)
    case 'compare':
    case 'redline':
      return 'old' in value && Array.isArray(value.old) && 'new' in value && Array.isArray(value.new) && 'options' in value && typeof value.options === 'object'
    default:
      return false
  }
}

export function isWorkerResultMessage(value: unknown): value is WorkerResultMessage {
  if (typeof value !== 'object' || value === null) return false
  if (!('jobId' in value) || typeof value.jobId !== 'number' || !('ok' in value)) return false
  if (value.ok === true) return 'task' in value && 'result' in value
  return 'error' in value && typeof value.error === 'object' && value.error !== null && 'code' in value.error && (value.error.code === null || isDocumentErrorCode(value.error.code))
}
