import { describe, expect, test } from 'vitest'
import { extractDocument, type Extraction } from '../../../electron/engine/documents/extraction'
import { corpusAvailable, corpusSkipReason, readCorpusFile } from '../../fixtures/documents/corpus'
import { expectConsistentOffsets, paragraphTexts } from '../../fixtures/documents/extraction-assertions'

function extract(name: string): Promise<Extraction> {
  return extractDocument(readCorpusFile('docx', `common-paper-${name}.docx`))
}

function tagsOf(extraction: Extraction): string[] {
  return extraction.fullText.match(/\{[^{}]+\}/g) ?? []
}

/** Level-one clause headings, as Word numbers them ("2. Service"). */
function topLevelHeadings(extraction: Extraction): string[] {
  return paragraphTexts(extraction).filter((text) => /^\d+\. \S/.test(text) && text.length < 40)
}

if (!corpusAvailable) describe('Common Paper templates', () => {
  test.skip(corpusSkipReason, () => undefined)
})

describe.runIf(corpusAvailable)('Common Paper templates (.docx)', () => {
  test('Mutual NDA: the cover page reads title, introduction, then each field label before its {tag}', async () => {
    const extraction = await extract('mutual-nda')
    expect(paragraphTexts(extraction).slice(0, 8)).toEqual([
      'Mutual Non-Disclosure Agreement',
      'This Mutual Non-Disclosure Agreement (the “MNDA”) consists of: (1) this Cover Page (“Cover Page”) and (2) the Common Paper Mutual NDA Standard Terms Version 1.0 (“Standard Terms”) posted at commonpaper.com/standards/mutual-nda/1.0. Any modifications of the Standard Terms should be made on the Cover Page, which will control over conflicts with the Standard Terms.',
      'Purpose\nHow Confidential Information may be used',
      '{purpose}',
      'Effective Date',
      '{effective_date}',
      'MNDA Term\nPeriod for sharing Confidential Information',
      '[ x ] Expires {mnda_term} from Effective Date.\n[ ] Continues until terminated in accordance with the terms of the MNDA.'
    ])
    expect(tagsOf(extraction)).toEqual([
      '{purpose}',
      '{effective_date}',
      '{mnda_term}',
      '{confidentiality_term}',
      '{confidentiality_term_start}',
      '{governing_law}',
      '{jurisdiction}',
      '{changes_to_standard_terms}',
      '{party_1_name}',
      '{party_2_name}',
      '{party_1_title_display}',
      '{party_2_title_display}',
      '{party_1_company_display}',
      '{party_2_company_display}',
      '{party_1_email}',
      '{party_2_email}'
    ])
    expectConsistentOffsets(extraction)
  })

  test('Cloud Service Agreement: numbered clause headings and conditional tags come out in document order', async () => {
    const extraction = await extract('cloud-service-agreement')
    expect(topLevelHeadings(extraction)).toEqual([
      '2. Service',
      '3. Restrictions & Obligations',
      '4. Privacy & Security',
      '5. Payment & Taxes',
      '6. Term & Termination',
      '7. Representations & Warranties',
      '8. Disclaimer of Warranties',
      '9. Limitation of Liability',
      '10. Indemnification',
      '11. Confidentiality',
      '12. Reservation of Rights',
      '13. General Terms',
      '14. Definitions.'
    ])
    const texts = paragraphTexts(extraction)
    const clause3 = texts.indexOf('3. Restrictions & Obligations')
    expect(texts.slice(clause3 + 1, clause3 + 5).map((text) => text.slice(0, 30))).toEqual([
      '3.1 Restrictions on Customer.',
      '(a) Except as expressly permit',
      '(b) Use of the Product must co',
      '3.2 Suspension. If Customer (a'
    ])
    const tags = tagsOf(extraction)
    expect(tags.length).toBe(71)
    expect(tags.slice(0, 14)).toEqual([
      '{effective_date}',
      '{provider_name}',
      '{customer_name}',
      '{cloud_service}',
      '{order_date_display}',
      '{IF has_pilot}',
      '{pilot_period}',
      '{pilot_fee_display}',
      '{pilot_modifications}',
      '{END-IF}',
      '{subscription_period}',
      '{fees_display}',
      '{payment_display}',
      '{auto_renewal_display}'
    ])
    expectConsistentOffsets(extraction)
  })

  test('Professional Services Agreement: numbered headings and tags in document order', async () => {
    const extraction = await extract('professional-services-agreement')
    expect(topLevelHeadings(extraction)).toEqual([
      '2. Services',
      '3. Intellectual Property',
      '4. Privacy & Security',
      '5. Payment & Taxes',
      '6. Term & Termination',
      '7. Representations & Warranties',
      '8. Disclaimer of Warranties',
      '9. Limitation of Liability',
      '10. Indemnification',
      '11. Insurance',
      '12. Confidentiality',
      '13. General Terms',
      '14. Definitions'
    ])
    const tags = tagsOf(extraction)
    expect(tags.length).toBe(67)
    expect(tags.slice(0, 11)).toEqual([
      '{sow_number}',
      '{key_terms_effective_date}',
      '{provider_name}',
      '{customer_name}',
      '{customer_owned_deliverables}',
      '{resubmission_period_value}',
      '{invoice_frequency_unit}',
      '{term_duration_value}',
      '{invoice_frequency_unit}',
      '{travel_expense_policy}',
      '{payment_terms}'
    ])
    expectConsistentOffsets(extraction)
  })

  test('Data Processing Agreement: annex headings and tags in document order', async () => {
    const extraction = await extract('data-processing-agreement')
    const texts = paragraphTexts(extraction)
    expect(texts.filter((text) => text.startsWith('Annex '))).toEqual([
      'Annex I(A) List of Parties',
      'Annex I(B) Description of Transfer and Processing Activities',
      'Annex I(C)',
      'Annex II'
    ])
    const tags = tagsOf(extraction)
    expect(tags.length).toBe(55)
    expect(tags.slice(0, 8)).toEqual([
      '{underlying_agreement}',
      '{url}',
      '{subprocessor_name}',
      '{countries_list}',
      '{text_box}',
      '{contact_address}',
      '{policy_url}',
      '{other_security_certification}'
    ])
    expectConsistentOffsets(extraction)
  })
})
