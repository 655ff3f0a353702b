import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { extractDocument } from '../../../electron/engine/documents/extraction'
import { readKeyTerms } from '../../../electron/engine/keyterms'
import { readCorpusFile } from '../../fixtures/documents/corpus'
import { keyTermsDir, keyTermsSkipReason } from '../../helpers/keyterms-scoring'

/*
 * A real import reads the filed PDF, not CUAD's text: the terms must come out the same from the
 * paragraphs Folio's own extraction makes of it, their evidence spans pointing into those paragraphs.
 */
const available = existsSync(path.join(keyTermsDir, 'pdf', 'kt-005.pdf'))

async function termsOfPdf(id: string) {
  const extraction = await extractDocument(readCorpusFile('keyterms', 'pdf', `${id}.pdf`), 'pdf')
  const paragraphs = extraction.paragraphs.map((paragraph) => paragraph.text)
  return { paragraphs, terms: readKeyTerms(paragraphs) }
}

describe.skipIf(!available)(`key terms from the engine's extraction of filed PDFs${available ? '' : ` (${keyTermsSkipReason})`}`, () => {
  it('kt-005: parties, both dates and the governing law, with evidence in the extracted paragraphs', async () => {
    const { paragraphs, terms } = await termsOfPdf('kt-005')
    expect(terms.parties.map((party) => [party.name, party.definedAs])).toEqual([
      ['Anixa Biosciences, Inc.', ['Anixa']],
      ['OntoChem GmbH', ['OntoChem']]
    ])
    expect(terms.agreementDate?.value).toBe('2020-04-14')
    expect(terms.effectiveDate?.value).toBe('2020-04-14')
    expect(terms.governingLaw?.value).toEqual({ jurisdiction: 'Delaware', country: 'United States' })
    for (const evidence of [terms.agreementDate?.evidence, terms.governingLaw?.evidence, ...terms.parties.map((party) => party.evidence)]) {
      expect(evidence && paragraphs[evidence.paragraphIndex]?.slice(evidence.start, evidence.end)).toBe(evidence?.text)
    }
  }, 60_000)

  it('kt-093: the renewal and the notice that stops it', async () => {
    const { terms } = await termsOfPdf('kt-093')
    expect(terms.renewalTerm?.value).toEqual({ months: 12, automatic: true })
    expect(terms.noticePeriod?.value).toEqual({ days: 30 })
  }, 60_000)
})
