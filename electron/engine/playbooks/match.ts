import { CompiledMatcher, type CompiledPosition } from './compiled-playbook'
import { ExactSlot } from './keyword-slot'
import type { Occurrence, ParagraphText } from './occurrences'
import { EncodedParagraphs } from './paragraph-text'
import { hasNonAsciiWordChar } from './text-classes'
import type { CompiledPlaybook, KeywordSpan, MatchOptions, ParagraphBytes, ParagraphList, ParagraphMatch, PositionResult } from './types'

/**
 * Matches paragraphs against a compiled playbook (POST /v2/playbooks/{id}/match). Each paragraph
 * goes once through the shared RE2.Set holding every keyword of every position; only what the set
 * cannot settle alone is looked at again: gap patterns whose literals it found, exact keywords
 * next to non-ASCII letters, and spans when asked for. The paragraphs come as strings, or as a
 * list that gives their bytes and decodes a text only when asked (a request body's own).
 */
export function matchParagraphs(compiled: CompiledPlaybook, paragraphs: readonly string[] | ParagraphList, options: MatchOptions = {}): PositionResult[] {
  if (!(compiled instanceof CompiledMatcher)) throw new TypeError('matchParagraphs needs a playbook built by compilePlaybook')
  const run = new MatchRun(compiled, options.spans === true)
  const list = isParagraphList(paragraphs) ? paragraphs : new StringParagraphs(paragraphs, options.utf8 ?? new EncodedParagraphs(paragraphs))
  for (let index = 0; index < list.length; index += 1) run.matchParagraph(index, list)
  return run.results
}

function isParagraphList(paragraphs: readonly string[] | ParagraphList): paragraphs is ParagraphList {
  return !Array.isArray(paragraphs)
}

/** Strings with their UTF-8 bytes, as a ParagraphList. */
class StringParagraphs implements ParagraphList {
  readonly length: number

  constructor(
    private readonly strings: readonly string[],
    private readonly utf8: ParagraphBytes
  ) {
    this.length = strings.length
  }

  text(index: number): string {
    return this.strings[index] ?? ''
  }

  bytes(index: number): Buffer {
    return this.utf8.bytes(index)
  }

  isAscii(index: number): boolean {
    return this.utf8.bytes(index).length === this.text(index).length
  }
}

/** Per-request state, so one compiled playbook can serve requests one after another. */
class MatchRun {
  readonly results: PositionResult[]
  /** `paragraphIndex + 1` where the slot matched the current paragraph: no clearing between paragraphs. */
  private readonly slotStamp: Int32Array
  private readonly positionStamp: Int32Array
  private readonly occurrenceStamp: Int32Array
  private readonly occurrences: Occurrence[][]
  private readonly hits: number[] = []
  private readonly matchedSlots: number[] = []
  private readonly unconfirmed: number[] = []
  private readonly ready: number[] = []
  private readonly found: number[] = []
  private readonly gatedStamp: Int32Array
  private readonly gatedCount: Int32Array

  constructor(
    private readonly compiled: CompiledMatcher,
    private readonly withSpans: boolean
  ) {
    this.results = compiled.positions.map((position) => ({
      order: position.order,
      name: position.name,
      ifNotFound: position.ifNotFound,
      matches: [],
      ...(position.skipped === null ? {} : { skipped: position.skipped })
    }))
    this.slotStamp = new Int32Array(compiled.slots.length)
    this.positionStamp = new Int32Array(compiled.positions.length)
    this.gatedStamp = new Int32Array(compiled.gated.length)
    this.gatedCount = new Int32Array(compiled.gated.length)
    this.occurrenceStamp = new Int32Array(withSpans ? compiled.slots.length : 0)
    this.occurrences = []
  }

  matchParagraph(index: number, list: ParagraphList): void {
    const bytes = list.bytes(index)
    const stamp = index + 1
    const { compiled, hits, matchedSlots, unconfirmed, ready } = this
    // Most paragraphs leave these lists empty; truncating an empty array still costs a call.
    if (hits.length > 0) hits.length = 0
    if (matchedSlots.length > 0) matchedSlots.length = 0
    if (unconfirmed.length > 0) unconfirmed.length = 0
    if (ready.length > 0) ready.length = 0

    compiled.shared.matchInto(bytes, hits)
    for (let h = 0; h < hits.length; h += 1) {
      const entries = compiled.sharedEntries[hits[h] ?? -1]
      if (entries === undefined) continue
      for (let e = 0; e < entries.length; e += 1) {
        const entry = entries[e]
        if (entry === undefined) continue
        if (entry.kind === 'keyword') {
          if (entry.approximateBoundary) unconfirmed.push(entry.slot)
          else this.markMatched(entry.slot, stamp)
          continue
        }
        // Each probe source reports once per paragraph, so the count reaches `probes` only
        // when every list of the pattern's required literals occurs.
        if (this.gatedStamp[entry.gated] !== stamp) {
          this.gatedStamp[entry.gated] = stamp
          this.gatedCount[entry.gated] = 0
        }
        const count = (this.gatedCount[entry.gated] ?? 0) + 1
        this.gatedCount[entry.gated] = count
        if (count === compiled.gated[entry.gated]?.probes) ready.push(entry.gated)
      }
    }
    for (const gatedIndex of ready) {
      const gated = compiled.gated[gatedIndex]
      if (gated !== undefined && gated.matcher.occursIn(bytes)) this.markMatched(gated.slot, stamp)
    }
    const found = this.found
    for (const { matcher, slots } of compiled.isolated) {
      found.length = 0
      matcher.matchInto(bytes, found)
      for (const local of found) {
        const slot = slots[local]
        if (slot !== undefined) this.markMatched(slot, stamp)
      }
    }
    if (unconfirmed.length === 0 && matchedSlots.length === 0) return

    // The text is decoded only when a hit needs it (most paragraphs with hits are matched on bytes alone).
    let paragraph: ParagraphText | null = null
    const text = (): ParagraphText => (paragraph ??= { text: list.text(index), bytes })
    if (unconfirmed.length > 0) {
      // The set's ASCII-only boundaries are exact unless a non-ASCII letter could sit next to a hit.
      const exact = list.isAscii(index) || !hasNonAsciiWordChar(text().text)
      for (const slot of unconfirmed) {
        const keywordSlot = compiled.slots[slot]
        if (exact || (keywordSlot instanceof ExactSlot && keywordSlot.occursIn(text()))) this.markMatched(slot, stamp)
      }
    }

    for (const slot of matchedSlots) {
      for (const positionIndex of compiled.slots[slot]?.positivePositions ?? []) {
        if (this.positionStamp[positionIndex] === stamp) continue
        this.positionStamp[positionIndex] = stamp
        const position = compiled.positions[positionIndex]
        const result = this.results[positionIndex]
        if (position === undefined || result === undefined) continue
        const match = this.matchPosition(position, index, text)
        if (match !== null) result.matches.push(match)
      }
    }
  }

  private markMatched(slot: number, stamp: number): void {
    if (this.slotStamp[slot] === stamp) return
    this.slotStamp[slot] = stamp
    this.matchedSlots.push(slot)
  }

  private matchPosition(position: CompiledPosition, index: number, paragraph: () => ParagraphText): ParagraphMatch | null {
    const stamp = index + 1
    for (const slot of position.negatives) {
      if (this.slotStamp[slot] === stamp) return null
    }
    const found = position.positives.filter(({ slot }) => this.slotStamp[slot] === stamp)
    if (found.length === 0) return null
    const match: ParagraphMatch = { paragraphIndex: index, keywords: found.map(({ keyword }) => keyword) }
    if (!this.withSpans) return match

    const spans: { span: KeywordSpan; rank: number }[] = []
    found.forEach(({ keyword, slot }, rank) => {
      for (const [start, end] of this.occurrencesOf(slot, stamp, paragraph())) spans.push({ span: { keyword, start, end }, rank })
    })
    spans.sort((a, b) => a.span.start - b.span.start || a.rank - b.rank || a.span.end - b.span.end)
    match.spans = spans.map(({ span }) => span)
    return match
  }

  private occurrencesOf(slot: number, stamp: number, paragraph: ParagraphText): Occurrence[] {
    if (this.occurrenceStamp[slot] !== stamp) {
      this.occurrences[slot] = this.compiled.slots[slot]?.occurrences(paragraph) ?? []
      this.occurrenceStamp[slot] = stamp
    }
    return this.occurrences[slot] ?? []
  }
}
