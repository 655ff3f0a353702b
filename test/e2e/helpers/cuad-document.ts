/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { corpusDir, splitParagraphs } from '../../unit/playbooks/cuad-corpus'

/** A real counterparty draft from CUAD, read in place from ../shared/corpus. */
export const CUAD_DRAFT = join(corpusDir, 'pdf', 'cuad-04-collaboration.txt')
export const hasCuadDraft = existsSync(CUAD_DRAFT)

/**
 * The CUAD contract's paragraphs as Word holds them once the draft is opened: CUAD's reference
 * text split on blank lines, each paragraph's line breaks and runs of spaces made single spaces.
 */
export function cuadDraftParagraphs(): string[] {
  return splitParagraphs(readFileSync(CUAD_DRAFT, 'utf8')).map((paragraph) => paragraph.text.replace(/\s+/g, ' ').trim())
}
