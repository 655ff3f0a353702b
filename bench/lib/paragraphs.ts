import type { Extraction } from '../../electron/engine/documents/extraction'
import { seededRandom } from '../../test/helpers/seeded-random'

/** Clause sentences written for Folio's benchmarks; combined deterministically into documents. */
const SENTENCES = [
  'Either party may terminate this Agreement for convenience on ninety days written notice to the other party.',
  'The Supplier shall perform the Services with reasonable skill, care and diligence and in accordance with Good Industry Practice.',
  'This Agreement is governed by the laws of England and Wales and the courts of London have exclusive jurisdiction.',
  'Neither party may assign, novate or otherwise transfer any of its rights under this Agreement without prior written consent.',
  'The aggregate liability of each party shall not exceed the total fees paid in the twelve months preceding the claim.',
  'Each party shall keep the other party’s Confidential Information confidential and use it only to perform this Agreement.',
  'The Customer shall pay each undisputed invoice within thirty days of receipt by bank transfer to the account stated.',
  'During the Term and for twelve months afterwards the Supplier shall not solicit any employee of the Customer.',
  'The Supplier grants the Customer a non-exclusive, non-transferable licence to use the Deliverables for its internal business.',
  'Upon termination the Supplier shall return all Customer Data and certify its deletion within thirty days.',
  'The Customer may audit the Supplier’s records relating to the Charges once in any twelve month period on reasonable notice.',
  'Neither party is liable for any delay caused by a Force Majeure Event provided it notifies the other party promptly.',
  'The Supplier shall maintain professional indemnity insurance of not less than two million pounds for each claim.',
  'This Agreement renews automatically for successive periods of twelve months unless either party gives notice of non-renewal.',
  'Any dispute shall first be referred to senior executives and, failing resolution, to arbitration under the LCIA Rules.',
  'The Supplier shall process Personal Data only on documented instructions from the Customer and in line with Data Protection Law.',
  'Time for payment is not of the essence; late payments bear interest at four percent above the base rate.',
  'The Supplier shall not appoint any subcontractor without the Customer’s prior written approval, which shall not be unreasonably withheld.',
  'All Intellectual Property Rights in the Deliverables vest in the Customer on creation and the Supplier hereby assigns them.',
  'Notices must be in writing and delivered by hand, recorded post or email to the addresses set out on the cover page.'
]


/** `count` paragraphs of two or three clause sentences each, numbered like a contract's clauses. */
export function syntheticParagraphs(seed: number, count: number): string[] {
  const next = seededRandom(seed)
  return Array.from({ length: count }, (_, i) => {
    const n = 2 + Math.floor(next() * 2)
    const parts = Array.from({ length: n }, () => SENTENCES[Math.floor(next() * SENTENCES.length)]!)
    return `${i + 1}. ${parts.join(' ')}`
  })
}

/** The paragraphs as an extraction, ready for insertDocument. */
export function extractionOf(paragraphs: string[]): Extraction {
  let offset = 0
  const entries = paragraphs.map((text) => {
    const entry = { text, startOffset: offset, endOffset: offset + text.length }
    offset += text.length + 2
    return entry
  })
  return { kind: 'docx', paragraphs: entries, fullText: paragraphs.join('\n\n'), coverage: { complete: true, extraction: 'docx', warning: null }, pageCount: null }
}
