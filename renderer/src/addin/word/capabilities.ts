import type { OfficeContextLike } from './word-api'

/**
 * What this Word can do, from its requirement sets. Every action the pane offers is checked
 * here first: below the set it needs, the action is shown disabled with a sentence saying why,
 * and never attempted.
 */
export interface WordCapabilities {
  /** WordApi 1.3: the manifest's minimum (list numbers, new documents). */
  wordApi13: boolean
  /** WordApi 1.4: change tracking on demand, comments, reviewed text. */
  wordApi14: boolean
}

export function detectCapabilities(office: OfficeContextLike): WordCapabilities {
  const supports = (version: string) => {
    try {
      return office.requirements.isSetSupported('WordApi', version)
    } catch {
      return false
    }
  }
  return { wordApi13: supports('1.3'), wordApi14: supports('1.4') }
}

export type WordAction = 'read' | 'highlight' | 'insertFallback' | 'comment' | 'insertClause' | 'openDocument'

export type Availability = { enabled: true; note: string | null } | { enabled: false; reason: string }

const NEEDS_13 = 'Folio for Word needs Word 2016 or later (the WordApi 1.3 requirement set); this Word is older.'
const NEEDS_14_COMMENT =
  'Adding a comment needs Word 2021, Microsoft 365 or Word on the web (the WordApi 1.4 requirement set); this Word is older, so copy the drafting notes instead.'
/** Not a refusal: the text goes in, and the lawyer is told it is not tracked. */
export const UNTRACKED_NOTE =
  'This Word cannot switch Track Changes on for Folio (that needs WordApi 1.4): the text goes in as an ordinary edit, tracked only if Track Changes is already on (Review › Track Changes).'

export function availability(capabilities: WordCapabilities, action: WordAction): Availability {
  if (!capabilities.wordApi13) return { enabled: false, reason: NEEDS_13 }
  switch (action) {
    case 'comment':
      return capabilities.wordApi14 ? { enabled: true, note: null } : { enabled: false, reason: NEEDS_14_COMMENT }
    case 'insertFallback':
    case 'insertClause':
      return { enabled: true, note: capabilities.wordApi14 ? null : UNTRACKED_NOTE }
    case 'read':
    case 'highlight':
    case 'openDocument':
      return { enabled: true, note: null }
  }
}
