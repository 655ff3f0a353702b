import { Type, type Static } from '@sinclair/typebox'
import { ContractType, Id24, Nullable, StringEnum } from './common'

export const EvidenceParagraph = Type.Object({
  reference: Type.String({ description: 'contract id, source revision and one-based paragraph number' }),
  paragraph: Type.Integer({ minimum: 1 }),
  startOffset: Type.Integer({ minimum: 0 }),
  endOffset: Type.Integer({ minimum: 0 }),
  text: Type.String()
})
export type EvidenceParagraph = Static<typeof EvidenceParagraph>

export const EvidenceCoverage = Type.Object({
  totalParagraphs: Type.Integer(),
  extraction: Type.String(),
  complete: Type.Boolean({ description: 'source extraction completeness, independent of pagination' }),
  warning: Nullable(Type.String())
})
export type EvidenceCoverage = Static<typeof EvidenceCoverage>

export const EvidencePagination = Type.Object({ hasMore: Type.Boolean(), cursor: Nullable(Type.String()) })
export type EvidencePagination = Static<typeof EvidencePagination>

export const ContractEvidenceResponse = Type.Object({
  contractId: Type.String(),
  name: Type.String(),
  type: ContractType,
  url: Type.String({ format: 'uri' }),
  revision: Type.String(),
  paragraphs: Type.Array(EvidenceParagraph),
  coverage: EvidenceCoverage,
  pagination: EvidencePagination
})
export type ContractEvidenceResponse = Static<typeof ContractEvidenceResponse>

export const ContractTextResponse = Type.Object({
  contractId: Type.String(),
  name: Type.String(),
  text: Type.Array(Type.String(), { description: 'one text segment per paragraph' })
})
export type ContractTextResponse = Static<typeof ContractTextResponse>

/**
 * The spec leaves open which condition selects the shape. Folio: either parameter present →
 * bounded evidence pages (ContractEvidenceResponse; maxCharacters defaults to 24000); neither →
 * the whole text (ContractTextResponse).
 */
export const ContractTextQuery = Type.Partial(
  Type.Object(
    {
      maxCharacters: Type.Integer({ minimum: 1000, maximum: 48000, description: 'character budget of one evidence page (default 24000)' }),
      textCursor: Type.String({ minLength: 1, maxLength: 1000 })
    },
    { additionalProperties: false }
  )
)
export type ContractTextQuery = Static<typeof ContractTextQuery>
export const ContractTextAnswer = Type.Union([ContractTextResponse, ContractEvidenceResponse])
export type ContractTextAnswer = Static<typeof ContractTextAnswer>

export const SearchRequest = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: 200 }),
    contractIds: Type.Array(Id24, { minItems: 1, maxItems: 50 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 10 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 }))
  },
  { additionalProperties: false }
)
export type SearchRequest = Static<typeof SearchRequest>

export const SearchHit = Type.Object({
  contractId: Type.String(),
  name: Type.String(),
  type: ContractType,
  url: Type.String({ format: 'uri' }),
  revision: Type.String(),
  matchType: StringEnum(['keyword', 'semantic']),
  evidence: Type.Array(EvidenceParagraph),
  coverage: EvidenceCoverage
})
export type SearchHit = Static<typeof SearchHit>

export const SearchResponse = Type.Object({
  searchMode: Type.String(),
  hits: Type.Array(SearchHit),
  coverage: Type.Object({
    state: StringEnum(['available', 'incomplete', 'unavailable']),
    requestedContracts: Type.Integer(),
    missingIndexedText: Type.Array(Type.String()),
    exhaustive: Type.Literal(false),
    warning: Type.String()
  }),
  pagination: EvidencePagination
})
export type SearchResponse = Static<typeof SearchResponse>

/** Folio's import of documents as `external` contracts (POST /local/contracts/import). */
export const ImportedDocument = Type.Object({
  file: Type.String(),
  id: Type.String(),
  name: Type.String(),
  paragraphs: Type.Integer(),
  coverage: EvidenceCoverage
})
export const ImportFailure = Type.Object({ file: Type.String(), error: Type.String(), message: Type.String() })
export const ImportResponse = Type.Object({ imported: Type.Array(ImportedDocument), failed: Type.Array(ImportFailure) })
export type ImportResponse = Static<typeof ImportResponse>

/**
 * Imports and OCR runs answer when they are done; a client that wants to show progress or offer
 * a cancel names its request with a job id of its choosing.
 */
export const DocumentJobId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'chosen by the client: 8 to 64 letters, digits, - or _' })
export const DocumentJobQuery = Type.Object({ jobId: Type.Optional(DocumentJobId) }, { additionalProperties: false })
export type DocumentJobQuery = Static<typeof DocumentJobQuery>
export const DocumentJobParams = Type.Object({ jobId: DocumentJobId })

export const DocumentJob = Type.Object({
  id: Type.String(),
  kind: StringEnum(['import', 'ocr']),
  /** The contract an OCR run reads; null for imports. */
  contractId: Nullable(Type.String()),
  /** The file being read; null until an import has received its files. */
  file: Nullable(Type.String()),
  fileIndex: Type.Integer({ minimum: 0, description: 'zero-based, among the files of the request' }),
  fileCount: Type.Integer({ minimum: 1 }),
  phase: StringEnum(['reading', 'ocr'], { description: 'reading the file, or OCR of its pages without a text layer' }),
  pagesDone: Nullable(Type.Integer({ minimum: 0, description: 'pages read by OCR so far' })),
  pages: Nullable(Type.Integer({ minimum: 0, description: 'pages to read by OCR' })),
  cancelled: Type.Boolean()
})
export type DocumentJob = Static<typeof DocumentJob>

/** POST /local/contracts/{id}/ocr: the new revision of the contract's text. */
export const OcrRunResponse = Type.Object({
  contractId: Type.String(),
  revision: Type.String(),
  paragraphs: Type.Integer(),
  coverage: EvidenceCoverage
})
export type OcrRunResponse = Static<typeof OcrRunResponse>

/** What a document job is doing, as the window's import list and the CLI print it: "OCR page 3 of 12". */
export function describeJobProgress(progress: Pick<DocumentJob, 'phase' | 'pagesDone' | 'pages'>): string {
  if (progress.phase === 'ocr' && progress.pages !== null && progress.pagesDone !== null && progress.pages > 0) {
    return `OCR page ${Math.min(progress.pagesDone + 1, progress.pages)} of ${progress.pages}`
  }
  return 'Reading the text'
}
