import type { ApiClient } from '../../api/client'
import { describeError } from '../../api/errors'
import type { ContractEvidenceResponse, EvidenceCoverage, EvidenceParagraph } from '../../../../shared/api/documents'

/** A small first page paints the opening paragraphs at once; the rest follows in large pages. */
export const FIRST_PAGE_CHARACTERS = 8_000
export const NEXT_PAGE_CHARACTERS = 48_000

export interface DocumentSnapshot {
  status: 'loading' | 'ready' | 'error'
  /** Paragraph texts by zero-based index; undefined until their page arrives. */
  paragraphs: ReadonlyArray<string | undefined>
  total: number
  /** True once every page has arrived. */
  complete: boolean
  coverage: EvidenceCoverage | null
  revision: string | null
  error: string | null
}

export const INITIAL_DOCUMENT: DocumentSnapshot = { status: 'loading', paragraphs: [], total: 0, complete: false, coverage: null, revision: null, error: null }

/**
 * Reads a contract's text through the evidence mode of GET /v2/contracts/{id}/text, page after
 * page, so a 300-page contract shows its first paragraphs before the rest has arrived. A page may
 * end inside a paragraph; the next one continues it at `startOffset`.
 */
export class DocumentLoader {
  private snapshot: DocumentSnapshot = INITIAL_DOCUMENT
  private readonly listeners = new Set<() => void>()
  private readonly controller = new AbortController()
  private started = false

  constructor(
    private readonly api: ApiClient,
    readonly contractId: string
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): DocumentSnapshot => this.snapshot

  start(): void {
    if (this.started) return
    this.started = true
    void this.run(null)
  }

  retry(): void {
    if (this.snapshot.status !== 'error') return
    this.set({ status: 'loading', error: null })
    void this.run(this.resumeCursor)
  }

  dispose(): void {
    this.controller.abort()
    this.listeners.clear()
  }

  private resumeCursor: string | null = null

  private async run(cursor: string | null): Promise<void> {
    let next = cursor
    let first = cursor === null
    try {
      do {
        const page = await this.fetchPage(next, first ? FIRST_PAGE_CHARACTERS : NEXT_PAGE_CHARACTERS)
        first = false
        this.merge(page)
        next = page.pagination.hasMore ? page.pagination.cursor : null
        this.resumeCursor = next
      } while (next !== null && !this.controller.signal.aborted)
      this.set({ status: 'ready', complete: true })
    } catch (error) {
      if (this.controller.signal.aborted) return
      this.set({ status: 'error', error: describeError(error) })
    }
  }

  private async fetchPage(textCursor: string | null, maxCharacters: number): Promise<ContractEvidenceResponse> {
    const answer = await this.api.call('getContractText', {
      params: { id: this.contractId },
      query: textCursor ? { maxCharacters, textCursor } : { maxCharacters },
      signal: this.controller.signal
    })
    if (!('paragraphs' in answer)) throw new Error('The engine answered the whole text where evidence pages were asked for')
    return answer
  }

  private merge(page: ContractEvidenceResponse): void {
    const total = Math.max(page.coverage.totalParagraphs, this.snapshot.total)
    const paragraphs = this.snapshot.paragraphs.slice()
    if (paragraphs.length < total) paragraphs.length = total
    for (const piece of page.paragraphs) mergePiece(paragraphs, piece)
    this.set({ status: 'ready', paragraphs, total: paragraphs.length, coverage: page.coverage, revision: page.revision })
  }

  private set(patch: Partial<DocumentSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch }
    for (const listener of this.listeners) listener()
  }
}

/** Places one evidence piece; a continuation is appended where the earlier piece stopped. */
export function mergePiece(paragraphs: Array<string | undefined>, piece: EvidenceParagraph): void {
  const index = piece.paragraph - 1
  const existing = paragraphs[index]
  if (existing === undefined || piece.startOffset === 0) paragraphs[index] = piece.text
  else if (piece.startOffset >= existing.length) paragraphs[index] = existing + piece.text
}
