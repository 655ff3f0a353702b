import { createContext, useContext } from 'react'
import type { WordCapabilities } from '../word/capabilities'
import type { KeywordHighlighter } from '../word/highlight'
import type { WordHost } from '../word/word-api'

/** The Word side of the pane: the host, what it can do, and the one highlighter of this document. */
export interface PaneWord {
  host: WordHost
  capabilities: WordCapabilities
  highlighter: KeywordHighlighter
}

export const PaneWordContext = createContext<PaneWord | null>(null)

export function usePaneWord(): PaneWord {
  const word = useContext(PaneWordContext)
  if (!word) throw new Error('usePaneWord needs a PaneWordContext provider')
  return word
}
