import type { ContractDetail, ContractListItem } from '../../../shared/api/contracts'
import type { EvidenceCoverage, EvidenceParagraph } from '../../../shared/api/documents'
import type { CompanyApi, ContractFile } from '../remote/company-api'
import { assembleParagraphs, type AssembledParagraph } from './values'

/** The service's text of a contract: its revision, paragraphs as returned, and coverage. */
export interface FetchedText {
  revision: string
  paragraphs: AssembledParagraph[]
  coverage: EvidenceCoverage
}

export type FetchedDocument =
  /** The service holds the revision already stored here: text and file are not fetched again. */
  | { kind: 'unchanged' }
  /** The service has no document for the contract. */
  | { kind: 'none' }
  /** `file.bytes` go to the blob store in the same step that stores the document row. */
  | { kind: 'document'; text: FetchedText; file: ContractFile | null }

export interface FetchedContract {
  id: string
  detail: ContractDetail
  /** The list item the contract was found through, when it was (it carries the status code and schedule). */
  item: ContractListItem | null
  document: FetchedDocument
}

/** The revision a contract without a document answers in evidence mode. */
const NO_DOCUMENT = 'none'

/**
 * Everything the service shows of one contract: detail, text (every evidence page of the
 * largest size) and file. The detail and the first text page are asked for together; when the
 * first page shows the revision already stored, the rest is not fetched. Null when the key can
 * no longer read the contract.
 */
export async function fetchContract(api: CompanyApi, id: string, item: ContractListItem | null, storedRevision: string | null): Promise<FetchedContract | null> {
  const [detail, first] = await Promise.all([api.contract(id), api.textPage(id, null).catch(gone)])
  if (!detail || first === null) return null
  if (first.revision === NO_DOCUMENT && first.paragraphs.length === 0) return { id, detail, item, document: { kind: 'none' } }
  if (storedRevision !== null && storedRevision === first.revision) return { id, detail, item, document: { kind: 'unchanged' } }
  const [rest, file] = await Promise.all([remainingPages(api, id, first.pagination.cursor, first.revision), api.download(id)])
  const pieces: EvidenceParagraph[] = [...first.paragraphs, ...rest]
  return { id, detail, item, document: { kind: 'document', text: { revision: first.revision, paragraphs: assembleParagraphs(pieces), coverage: first.coverage }, file } }
}

async function remainingPages(api: CompanyApi, id: string, cursor: string | null, revision: string): Promise<EvidenceParagraph[]> {
  const out: EvidenceParagraph[] = []
  let next = cursor
  while (next) {
    const page = await api.textPage(id, next)
    // A new revision mid-walk: the next sync sees the contract changed and fetches it whole.
    if (page.revision !== revision) break
    out.push(...page.paragraphs)
    next = page.pagination.cursor
  }
  return out
}

/** A contract the key lost between the list and the text answers like one without text; the detail decides. */
function gone(error: unknown): null {
  const status = (error as { status?: unknown }).status
  if (status === 404 || status === 403) return null
  throw error
}
