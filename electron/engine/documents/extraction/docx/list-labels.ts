import { formatListNumber } from './number-formats'
import type { AbstractList, ListInstance, ListLevel, NumberingDefinitions } from './numbering-definitions'
import { attributeOf, parentElement, walkTags } from './ooxml-tags'

/** What document.xml says about one `w:p`, in document order (a text box's paragraphs follow their anchor). */
export interface ParagraphListProperties {
  styleId: string | null
  /** Direct `w:numPr`, null when the paragraph has none. */
  numId: string | null
  ilvl: number | null
  /** The paragraph mark is a tracked deletion: mammoth merges the paragraph into the next one. */
  markDeleted: boolean
}

/** A paragraph mammoth reports as a list item, with the number Word would show in front of it. */
export interface ListItemLabel {
  /** The level mammoth reports, to check that both readings agree. */
  level: number
  /** e.g. "1.2", "(a)", "Article IV"; null for bullets and unnumbered levels. */
  label: string | null
}

const MAX_LEVELS = 9
const MAX_STYLE_HOPS = 16

export function readParagraphListProperties(documentXml: string): ParagraphListProperties[] {
  const paragraphs: ParagraphListProperties[] = []
  const open: ParagraphListProperties[] = []
  walkTags(documentXml, (tag, ancestors) => {
    if (tag.name === 'w:p') {
      if (tag.kind === 'end') {
        open.pop()
        return
      }
      const paragraph: ParagraphListProperties = { styleId: null, numId: null, ilvl: null, markDeleted: false }
      paragraphs.push(paragraph)
      if (tag.kind === 'start') open.push(paragraph)
      return
    }
    const current = open[open.length - 1]
    if (current === undefined || tag.kind === 'end') return
    const parent = parentElement(ancestors)
    const grandparent = parentElement(ancestors, 2)
    if (parent === 'w:pPr' && grandparent === 'w:p') {
      if (tag.name === 'w:pStyle') current.styleId = attributeOf(tag, 'w:val') ?? null
    } else if (parent === 'w:numPr' && grandparent === 'w:pPr' && parentElement(ancestors, 3) === 'w:p') {
      if (tag.name === 'w:numId') current.numId = attributeOf(tag, 'w:val') ?? null
      if (tag.name === 'w:ilvl') current.ilvl = integerOrNull(attributeOf(tag, 'w:val'))
    } else if (tag.name === 'w:del' && parent === 'w:rPr' && grandparent === 'w:pPr' && parentElement(ancestors, 3) === 'w:p') {
      current.markDeleted = true
    }
  })
  return paragraphs
}

/**
 * Walks the paragraphs as Word lays them out, keeping list counters, and returns one entry per
 * paragraph that mammoth will report as a list item, in the same order. Two readings are needed
 * because they differ: mammoth only recognises a list from the paragraph's own `w:numPr` or a
 * level bound to its style, while Word also follows numbering inherited through styles; counters
 * must advance for every paragraph Word numbers.
 */
export function computeListLabels(paragraphs: readonly ParagraphListProperties[], definitions: NumberingDefinitions): ListItemLabel[] {
  const counters = new ListCounters(definitions)
  const labels: ListItemLabel[] = []
  for (const paragraph of paragraphs) {
    if (paragraph.markDeleted) continue
    const label = counters.advance(paragraph)
    const level = mammothListLevel(paragraph, definitions)
    if (level !== null) labels.push({ level, label })
  }
  return labels
}

/** Mirrors mammoth's readNumberingProperties, so both sides count the same list items. */
function mammothListLevel(paragraph: ParagraphListProperties, definitions: NumberingDefinitions): number | null {
  if (paragraph.numId !== null && paragraph.ilvl !== null) {
    return findLevel(definitions, paragraph.numId, paragraph.ilvl) === null ? null : paragraph.ilvl
  }
  if (paragraph.styleId !== null) {
    const bound = levelBoundToStyle(definitions, paragraph.styleId)
    if (bound !== null) return bound
  }
  if (paragraph.numId !== null) return findLevel(definitions, paragraph.numId, 0) === null ? null : 0
  return null
}

function findLevel(definitions: NumberingDefinitions, numId: string, ilvl: number): ListLevel | null {
  const abstractList = resolveAbstractList(definitions, definitions.instances.get(numId))
  return abstractList?.levels.get(ilvl) ?? null
}

function levelBoundToStyle(definitions: NumberingDefinitions, styleId: string): number | null {
  // Like mammoth's index of levels by style, the last definition wins.
  let bound: number | null = null
  for (const abstractList of definitions.abstractLists.values()) {
    for (const [index, level] of abstractList.levels) {
      if (level.paragraphStyleId === styleId) bound = index
    }
  }
  return bound
}

function resolveAbstractList(definitions: NumberingDefinitions, instance: ListInstance | undefined): AbstractList | null {
  const seen = new Set<string>()
  let current = instance
  while (current !== undefined && !seen.has(current.numId)) {
    seen.add(current.numId)
    const abstractList = definitions.abstractLists.get(current.abstractNumId)
    if (abstractList === undefined) return null
    if (abstractList.numStyleLink === null) return abstractList
    const linkedNumId = definitions.styles.get(abstractList.numStyleLink)?.numId
    current = linkedNumId == null ? undefined : definitions.instances.get(linkedNumId)
  }
  return null
}

interface ListState {
  values: Array<number | undefined>
  /** Start values set by a `w:startOverride`, in force until the level next restarts. */
  startAt: Array<number | undefined>
}

/**
 * Word's list counters. Paragraphs whose `w:num` points at the same abstract list continue one
 * sequence; a `w:num` with a start override restarts its levels the first time it is used.
 */
class ListCounters {
  readonly #states = new Map<string, ListState>()
  readonly #usedInstances = new Set<string>()

  constructor(private readonly definitions: NumberingDefinitions) {}

  advance(paragraph: ParagraphListProperties): string | null {
    const resolved = this.#resolve(paragraph)
    if (resolved === null) return null
    const { instance, abstractList, ilvl } = resolved
    const levelAt = (index: number): ListLevel | undefined =>
      instance.overrides.get(index)?.level ?? abstractList.levels.get(index)
    const level = levelAt(ilvl)
    if (level === undefined) return null

    const state = this.#stateOf(abstractList.id)
    if (!this.#usedInstances.has(instance.numId)) {
      this.#usedInstances.add(instance.numId)
      for (const [index, override] of instance.overrides) {
        if (override.startOverride === null) continue
        state.values[index] = undefined
        state.startAt[index] = override.startOverride
      }
    }
    const startOf = (index: number): number => state.startAt[index] ?? levelAt(index)?.start ?? 0
    const previous = state.values[ilvl]
    state.values[ilvl] = previous === undefined ? startOf(ilvl) : previous + 1
    for (let deeper = ilvl + 1; deeper < MAX_LEVELS; deeper++) {
      const restartAfter = levelAt(deeper)?.restartAfter ?? null
      if (restartAfter === 0) continue
      if (restartAfter === null || ilvl + 1 <= restartAfter) {
        state.values[deeper] = undefined
        state.startAt[deeper] = undefined
      }
    }

    if (level.format === 'bullet') return null
    const label = level.text.replace(/%([1-9])/g, (_whole, digit: string) => {
      const index = Number(digit) - 1
      const format = level.legal ? 'decimal' : (levelAt(index)?.format ?? 'decimal')
      return formatListNumber(state.values[index] ?? startOf(index), format)
    })
    const trimmed = label.trim()
    return trimmed.length > 0 ? trimmed : null
  }

  #resolve(paragraph: ParagraphListProperties): { instance: ListInstance; abstractList: AbstractList; ilvl: number } | null {
    let numId = paragraph.numId
    let ilvl = paragraph.ilvl
    let styleId = paragraph.styleId
    for (let hop = 0; styleId !== null && hop < MAX_STYLE_HOPS; hop++) {
      const style = this.definitions.styles.get(styleId)
      if (style === undefined) break
      numId ??= style.numId
      ilvl ??= style.ilvl
      styleId = style.basedOn
    }
    if (numId === null || numId === '0') return null
    const instance = this.definitions.instances.get(numId)
    const abstractList = resolveAbstractList(this.definitions, instance)
    if (instance === undefined || abstractList === null) return null
    if (ilvl === null && paragraph.styleId !== null) {
      for (const [index, level] of abstractList.levels) {
        if (level.paragraphStyleId === paragraph.styleId) ilvl = index
      }
    }
    return { instance, abstractList, ilvl: ilvl ?? 0 }
  }

  #stateOf(abstractId: string): ListState {
    let state = this.#states.get(abstractId)
    if (state === undefined) {
      state = { values: [], startAt: [] }
      this.#states.set(abstractId, state)
    }
    return state
  }
}

function integerOrNull(value: string | undefined): number | null {
  if (value === undefined) return null
  const parsed = Number.parseInt(value, 10)
  return Number.isFinite(parsed) ? parsed : null
}
