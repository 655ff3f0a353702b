import { isDeepStrictEqual } from 'node:util'
import type { ContractDetail, ContractListItem } from '../../../shared/api/contracts'
import type { EvidenceParagraph } from '../../../shared/api/documents'
import type { StoredPropertyValue } from '../../../shared/api/property-model'
import { type PulledContractRow, type RenewalSchedule, parseIsoInstant } from '../../engine/sync-port'

export function instant(iso: string): number {
  const ms = parseIsoInstant(iso)
  if (ms === null) throw new Error(`the company service sent '${iso}' where a date-time belongs`)
  return ms
}

export const instantOrNull = (iso: string | null): number | null => (iso === null ? null : instant(iso))

/**
 * A value as the detail shows it, back in stored form: a party `{id, label}` is stored as `{id}`
 * (its label is the party's name at read time), everything else as it came.
 */
export function storedValueOf(shown: unknown): StoredPropertyValue | null {
  if (shown === null || shown === undefined) return null
  if (Array.isArray(shown)) return shown.map(String)
  if (typeof shown === 'object') {
    const id = (shown as { id?: unknown }).id
    return typeof id === 'string' ? { id } : (shown as StoredPropertyValue)
  }
  if (typeof shown === 'string' || typeof shown === 'number' || typeof shown === 'boolean') return shown
  return null
}

/** Values compare by content, whatever order their keys were written in; absent is null. */
export function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a ?? null, b ?? null)
}

/**
 * The status code behind a detail's status, which carries no code: `STATUS_<n>` names it; a
 * label is looked up among the company's labels, and when two codes share it the code the
 * contract already had wins. `known` is the code from a list item, when one was seen.
 */
export function statusCodeOf(status: ContractDetail['status'], labels: ReadonlyMap<number, string | null>, known: number | null | undefined, previous: number | null): number | null {
  if (known !== undefined) return known
  if (typeof status === 'string') {
    const code = Number(/^STATUS_(\d+)$/.exec(status)?.[1])
    return Number.isInteger(code) && code >= 1 && code <= 6 ? code : previous
  }
  const codes = [...labels].filter(([, label]) => label === status.label).map(([code]) => code)
  if (codes.length === 1) return codes[0]!
  if (previous !== null && codes.includes(previous)) return previous
  return codes[0] ?? null
}

/** The renewal schedule a list item shows (dates as epoch ms). */
export function scheduleOfListItem(item: ContractListItem): RenewalSchedule {
  return {
    expirationDate: instantOrNull(item.expirationDate),
    renewalAnchorDate: instantOrNull(item.renewalAnchorDate),
    renewalState: item.renewalState,
    endDateBasis: item.endDateBasis,
    noticeType: item.noticeType,
    noticePeriodDays: item.noticePeriodDays,
    autorenew: item.autorenew
  }
}

export function contractRowOf(detail: ContractDetail, statusCode: number | null): PulledContractRow {
  return {
    id: detail.id.toLowerCase(),
    type: detail.type,
    name: detail.name,
    reference: detail.reference,
    statusCode,
    createdAt: instant(detail.createdAt),
    updatedAt: instant(detail.updatedAt),
    finalizedAt: instantOrNull(detail.finalizedAt),
    executedAt: instantOrNull(detail.executedAt),
    executionMethod: detail.executionMethod,
    archived: detail.archived,
    deleted: detail.deleted,
    aborted: detail.aborted,
    final: detail.final,
    hubRequestStatus: detail.hubRequestStatus,
    ownerId: detail.user,
    requesterId: detail.requester,
    groupId: detail.group,
    categoryId: detail.category?.id ?? null,
    formId: detail.form,
    formentryId: detail.formentry,
    templateId: detail.template,
    playbookId: detail.playbook,
    setModuleTo: detail.setModuleTo ?? null
  }
}

export interface AssembledParagraph {
  number: number
  startOffset: number
  endOffset: number
  text: string
}

/**
 * Paragraphs from evidence pages, as the service numbered them. A paragraph longer than a page
 * arrives in pieces that share its number, in order; they are joined back into one.
 */
export function assembleParagraphs(pieces: readonly EvidenceParagraph[]): AssembledParagraph[] {
  const out: AssembledParagraph[] = []
  for (const piece of pieces) {
    const last = out[out.length - 1]
    if (last && last.number === piece.paragraph && last.endOffset === piece.startOffset) {
      last.text += piece.text
      last.endOffset = piece.endOffset
      continue
    }
    out.push({ number: piece.paragraph, startOffset: piece.startOffset, endOffset: piece.endOffset, text: piece.text })
  }
  return out
}

/** docx or pdf from the file's content type, else from how its text was extracted. */
export function documentKind(contentType: string | null, extraction: string): 'docx' | 'pdf' {
  if (contentType === 'application/pdf') return 'pdf'
  if (contentType?.includes('wordprocessingml')) return 'docx'
  return extraction.startsWith('pdf') ? 'pdf' : 'docx'
}
