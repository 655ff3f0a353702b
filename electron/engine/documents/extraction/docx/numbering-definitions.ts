import { attributeOf, parentElement, walkTags, type XmlTag } from './ooxml-tags'

/** One level of a list definition (`w:lvl`), as far as its visible number goes. */
export interface ListLevel {
  start: number
  /** ST_NumberFormat: decimal, lowerLetter, upperRoman, bullet, none, ... */
  format: string
  /** e.g. "%1.%2" or "(%3)"; %n is replaced by level n's current number. */
  text: string
  /** Legal numbering: every %n renders as decimal ("1.1" under a roman level). */
  legal: boolean
  /** One-based level after whose use this level restarts; 0 means never. Absent: after any higher level. */
  restartAfter: number | null
  /** The paragraph style bound to this level, if any. */
  paragraphStyleId: string | null
}

export interface AbstractList {
  id: string
  levels: Map<number, ListLevel>
  /** `w:numStyleLink`: the real definition lives behind a numbering style. */
  numStyleLink: string | null
}

export interface ListInstance {
  numId: string
  abstractNumId: string
  /** `w:lvlOverride`: a restart value and/or a replacement level. */
  overrides: Map<number, { startOverride: number | null; level: ListLevel | null }>
}

export interface ParagraphStyle {
  basedOn: string | null
  numId: string | null
  ilvl: number | null
}

export interface NumberingDefinitions {
  abstractLists: Map<string, AbstractList>
  instances: Map<string, ListInstance>
  /** Paragraph and numbering styles by id, with the numbering they carry. */
  styles: Map<string, ParagraphStyle>
}

export function emptyNumberingDefinitions(): NumberingDefinitions {
  return { abstractLists: new Map(), instances: new Map(), styles: new Map() }
}

export function readNumberingDefinitions(numberingXml: string | null, stylesXml: string | null): NumberingDefinitions {
  const definitions = emptyNumberingDefinitions()
  if (numberingXml !== null) readNumbering(numberingXml, definitions)
  if (stylesXml !== null) readStyles(stylesXml, definitions)
  return definitions
}

function readNumbering(xml: string, definitions: NumberingDefinitions): void {
  let abstractList: AbstractList | null = null
  let instance: ListInstance | null = null
  let overrideLevel: number | null = null
  let level: { index: number; value: ListLevel } | null = null

  walkTags(xml, (tag, ancestors) => {
    const parent = parentElement(ancestors)
    if (tag.kind === 'end') {
      if (tag.name === 'w:lvl' && level !== null) {
        if (abstractList !== null) abstractList.levels.set(level.index, level.value)
        else if (instance !== null && overrideLevel !== null) overrideOf(instance, overrideLevel).level = level.value
        level = null
      } else if (tag.name === 'w:abstractNum' && abstractList !== null) {
        definitions.abstractLists.set(abstractList.id, abstractList)
        abstractList = null
      } else if (tag.name === 'w:num' && instance !== null) {
        definitions.instances.set(instance.numId, instance)
        instance = null
      } else if (tag.name === 'w:lvlOverride') {
        overrideLevel = null
      }
      return
    }
    switch (tag.name) {
      case 'w:abstractNum':
        abstractList = { id: attributeOf(tag, 'w:abstractNumId') ?? '', levels: new Map(), numStyleLink: null }
        break
      case 'w:num':
        instance = { numId: attributeOf(tag, 'w:numId') ?? '', abstractNumId: '', overrides: new Map() }
        break
      case 'w:abstractNumId':
        if (instance !== null && parent === 'w:num') instance.abstractNumId = attributeOf(tag, 'w:val') ?? ''
        break
      case 'w:numStyleLink':
        if (abstractList !== null) abstractList.numStyleLink = attributeOf(tag, 'w:val') ?? null
        break
      case 'w:lvlOverride':
        overrideLevel = integerAttribute(tag, 'w:ilvl') ?? 0
        break
      case 'w:startOverride':
        if (instance !== null && overrideLevel !== null) {
          overrideOf(instance, overrideLevel).startOverride = integerAttribute(tag, 'w:val') ?? 0
        }
        break
      case 'w:lvl':
        level = { index: integerAttribute(tag, 'w:ilvl') ?? 0, value: defaultLevel() }
        if (tag.kind === 'empty') {
          if (abstractList !== null) abstractList.levels.set(level.index, level.value)
          level = null
        }
        break
      default:
        if (level !== null && parent === 'w:lvl') readLevelProperty(tag, level.value)
    }
  })
}

function readLevelProperty(tag: XmlTag, level: ListLevel): void {
  switch (tag.name) {
    case 'w:start':
      level.start = integerAttribute(tag, 'w:val') ?? level.start
      break
    case 'w:numFmt':
      level.format = attributeOf(tag, 'w:val') ?? level.format
      break
    case 'w:lvlText':
      level.text = attributeOf(tag, 'w:val') ?? ''
      break
    case 'w:isLgl':
      level.legal = isOn(tag)
      break
    case 'w:lvlRestart':
      level.restartAfter = integerAttribute(tag, 'w:val') ?? null
      break
    case 'w:pStyle':
      level.paragraphStyleId = attributeOf(tag, 'w:val') ?? null
      break
  }
}

function readStyles(xml: string, definitions: NumberingDefinitions): void {
  let style: { id: string; value: ParagraphStyle } | null = null
  walkTags(xml, (tag, ancestors) => {
    if (tag.kind === 'end') {
      if (tag.name === 'w:style' && style !== null) {
        definitions.styles.set(style.id, style.value)
        style = null
      }
      return
    }
    if (tag.name === 'w:style') {
      const type = attributeOf(tag, 'w:type')
      style =
        type === 'paragraph' || type === 'numbering'
          ? { id: attributeOf(tag, 'w:styleId') ?? '', value: { basedOn: null, numId: null, ilvl: null } }
          : null
      return
    }
    if (style === null) return
    const parent = parentElement(ancestors)
    if (tag.name === 'w:basedOn' && parent === 'w:style') style.value.basedOn = attributeOf(tag, 'w:val') ?? null
    if (parent === 'w:numPr' && parentElement(ancestors, 2) === 'w:pPr') {
      if (tag.name === 'w:numId') style.value.numId = attributeOf(tag, 'w:val') ?? null
      if (tag.name === 'w:ilvl') style.value.ilvl = integerAttribute(tag, 'w:val') ?? null
    }
  })
}

function overrideOf(instance: ListInstance, level: number): { startOverride: number | null; level: ListLevel | null } {
  let override = instance.overrides.get(level)
  if (override === undefined) {
    override = { startOverride: null, level: null }
    instance.overrides.set(level, override)
  }
  return override
}

function defaultLevel(): ListLevel {
  return { start: 0, format: 'decimal', text: '', legal: false, restartAfter: null, paragraphStyleId: null }
}

function integerAttribute(tag: XmlTag, name: string): number | null {
  const value = attributeOf(tag, name)
  if (value === undefined) return null
  const parsed = Number.parseInt(value, 10)
  return Number.isFinite(parsed) ? parsed : null
}

/** OOXML on/off properties: present means on unless w:val says otherwise. */
function isOn(tag: XmlTag): boolean {
  const value = attributeOf(tag, 'w:val')
  return value === undefined || !['0', 'false', 'off'].includes(value)
}
