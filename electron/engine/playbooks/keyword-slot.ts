import RE2 from 're2'
import { RE2_FLAGS } from './multi-pattern'
import { exactOccurrences, patternOccurrences, type Occurrence, type ParagraphText } from './occurrences'

/**
 * One distinct keyword; keywords with the same meaning share a slot across positions. Its own
 * regular expression is compiled on first use: most keywords are settled by the shared set alone
 * and never need it.
 */
export abstract class KeywordSlot {
  /** Indices of the positions that list this slot among their non-negative keywords. */
  readonly positivePositions: number[] = []
  private regex: RE2 | null = null

  constructor(private readonly source: string) {}

  protected compiled(): RE2 {
    this.regex ??= new RE2(this.source, `g${RE2_FLAGS}`)
    return this.regex
  }

  /** Where the keyword occurs, left to right, without overlaps. */
  abstract occurrences(paragraph: ParagraphText): Occurrence[]
}

export class ExactSlot extends KeywordSlot {
  constructor(
    coreSource: string,
    private readonly boundaries: { leading: boolean; trailing: boolean }
  ) {
    super(coreSource)
  }

  /** Settles a hit of the shared set, whose boundaries only know ASCII letters. */
  occursIn(paragraph: ParagraphText): boolean {
    return exactOccurrences(this.compiled(), paragraph, this.boundaries, 1).length > 0
  }

  occurrences(paragraph: ParagraphText): Occurrence[] {
    return exactOccurrences(this.compiled(), paragraph, this.boundaries)
  }
}

export class PatternSlot extends KeywordSlot {
  occurrences(paragraph: ParagraphText): Occurrence[] {
    return patternOccurrences(this.compiled(), paragraph)
  }
}
