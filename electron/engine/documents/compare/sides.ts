import { splitLeadingLabel, type LabelledText } from './labels'
import type { WordBags } from './similarity'

/** A paragraph to compare: its number (one-based, as the text endpoint numbers it) and its text. */
export interface ComparedParagraph {
  number: number
  text: string
}

/**
 * Paragraphs reduced to integer keys, so that aligning thousands of paragraphs compares numbers,
 * not texts. A paragraph's key is its text without its leading label, so that renumbered
 * paragraphs line up; a paragraph that is nothing but a label is keyed by its whole text.
 */
export class ParagraphKeys {
  private readonly bodies = new Map<string, number>()
  private readonly bareLabels = new Map<string, number>()
  private next = 0

  keyOf(labelled: LabelledText): number {
    const [map, text] = labelled.body.length > 0 ? [this.bodies, labelled.body] : [this.bareLabels, labelled.prefix]
    let key = map.get(text)
    if (key === undefined) {
      key = this.next++
      map.set(text, key)
    }
    return key
  }
}

/** One of the two texts, with each paragraph's label split off, its key, and (on demand) its bag of words. */
export class Side {
  readonly labelled: LabelledText[]
  readonly keys: Int32Array
  private readonly bags: Array<Int32Array | undefined>

  constructor(
    readonly paragraphs: readonly ComparedParagraph[],
    keys: ParagraphKeys,
    private readonly words: WordBags
  ) {
    this.labelled = paragraphs.map((p) => splitLeadingLabel(p.text))
    this.keys = Int32Array.from(this.labelled, (l) => keys.keyOf(l))
    this.bags = new Array<Int32Array | undefined>(paragraphs.length)
  }

  get length(): number {
    return this.paragraphs.length
  }

  at(index: number): { number: number; text: string; labelled: LabelledText } {
    const paragraph = this.paragraphs[index]
    const labelled = this.labelled[index]
    if (paragraph === undefined || labelled === undefined) throw new RangeError(`no paragraph at index ${index}`)
    return { number: paragraph.number, text: paragraph.text, labelled }
  }

  key(index: number): number {
    return this.keys[index] ?? -1
  }

  /** Words of the text after the label, as counted in the summary. */
  wordCount(index: number): number {
    return this.bag(index).length
  }

  /** The words of the text after the label: what decides whether two paragraphs are alike. */
  bag(index: number): Int32Array {
    let bag = this.bags[index]
    if (bag === undefined) {
      bag = this.words.bagOf(this.at(index).labelled.body)
      this.bags[index] = bag
    }
    return bag
  }
}
