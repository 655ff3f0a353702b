import { describe, expect, it } from 'vitest'
import { checkDrafting } from '../../../electron/engine/drafting'
import { FINDING_KINDS } from '../../../shared/api/drafting-checks'
import { corpusAvailable, corpusSkipReason, readCuadManifest } from '../../fixtures/documents/corpus'
import { cuadParagraphs } from '../../fixtures/compare/cuad-paragraphs'
import { causedBy, hits, plant } from '../../helpers/drafting-plants'
import { seededRandom } from '../../helpers/seeded-random'

/*
 * Real CUAD contracts with one mistake of each kind planted at a random place (seeded): the
 * checker finds the mistake where it was put, and the planted text raises nothing beyond what the
 * clean text already raised.
 */
const contracts = readCuadManifest()
  .map((entry) => entry.text)
  .filter((text): text is string => text !== null)

describe.skipIf(!corpusAvailable)('planted drafting defects in CUAD contracts', () => {
  if (!corpusAvailable) console.warn(corpusSkipReason)

  for (const kind of FINDING_KINDS) {
    it(`finds a planted ${kind} at its place and nothing else`, () => {
      let planted = 0
      for (const [k, file] of contracts.entries()) {
        const paragraphs = cuadParagraphs(file)
        const clean = checkDrafting(paragraphs)
        for (let seed = 1; seed <= 3; seed++) {
          const made = plant(kind, paragraphs, clean, seededRandom(1000 * seed + k))
          if (!made) continue
          planted++
          const caused = causedBy(clean, checkDrafting(made.paragraphs))
          expect(caused.some((f) => hits(made, f)), `${file}: ${made.description} not found`).toBe(true)
          expect(caused.filter((f) => !hits(made, f)).map((f) => `${f.kind} ${f.paragraphIndex} ${f.text}`), `${file}: ${made.description} raised more`).toEqual([])
        }
      }
      // Every kind can be planted in most of these contracts: the test is not vacuous.
      expect(planted).toBeGreaterThanOrEqual(kind === 'numbering' || kind === 'broken-reference' ? 3 : 8)
    })
  }
})
