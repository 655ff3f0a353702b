import { describe, expect, it } from 'vitest'
import { checkDrafting } from '../../../electron/engine/drafting'
import type { FindingKind } from '../../../shared/api/drafting-checks'

/** The findings of one kind, as [paragraph, text, suggestion]. */
function found(paragraphs: string[], kind: FindingKind): Array<[number, string, string | undefined]> {
  return checkDrafting(paragraphs)
    .findings.filter((f) => f.kind === kind)
    .map((f) => [f.paragraphIndex, f.text, f.suggestion])
}

const PREAMBLE = 'This Distributor Agreement (the "Agreement") is made by and between Peregrine Transfer Corporation, a Delaware corporation (the "Licensor"), and Neon Systems, Inc., a Delaware corporation (the "Licensee").'

describe('undefined-term', () => {
  it('reports a capitalised term used as a defined term but defined nowhere, once, at its first use', () => {
    const paragraphs = [PREAMBLE, 'The Licensee shall pay the Licensor the Transition Support Fee within thirty (30) days.', 'The Transition Support Fee is not refundable by the Licensor.']
    expect(found(paragraphs, 'undefined-term')).toEqual([[1, 'Transition Support Fee', undefined]])
  })

  it('leaves alone parties, months, places, statutes, organisations, headings and terms defined elsewhere', () => {
    const paragraphs = [
      PREAMBLE,
      'ARTICLE 5 CONFIDENTIAL INFORMATION',
      'The Licensee shall comply with the Securities Act and the rules of the Securities and Exchange Commission, and shall deliver its report to the Licensor in the State of California each January.',
      'The Licensee shall protect the Confidential Information (as defined in the Master Services Agreement) and shall act through the Board of Directors of Neon Systems, Inc.',
      'The Licensee shall give the Confidential Information the care it gives its own.'
    ]
    expect(found(paragraphs, 'undefined-term')).toEqual([])
  })

  it('leaves alone brand names the document shows as names, and still reports a term beside the word "name"', () => {
    // Sentences of a filed endorsement agreement (the "Good Sam" club) and a distribution agreement.
    const brands = [
      PREAMBLE,
      'AGI is willing to make the Good Sam name available as an endorsement for certain vehicles sold by the Licensee.',
      'In order to protect the good will of AGI and the Good Sam club, AGI retains the right to approve all uses of the Good Sam name and logo.',
      'The Licensee shall promote Clotamin® in the territory and shall list the Celebrity as a Clotamin brand ambassador, and the Canon CXDI-50RF system is compatible with the Canon software.'
    ]
    expect(found(brands, 'undefined-term')).toEqual([])
    const terms = [PREAMBLE, 'The Licensee shall print the Distributor Product name on each label.', "The Licensee shall print the Reseller's name on each Distributor Product and invoice the Reseller."]
    expect(found(terms, 'undefined-term').map(([p, text]) => [p, text])).toEqual([
      [1, 'Distributor Product'],
      [2, "Reseller's"]
    ])
  })

  it('leaves alone numbered names, adjectives, run-in heading lists, PDF debris and a pair defined by statute', () => {
    // Sentences of filed collaboration, conversion and supply agreements.
    const paragraphs = [
      PREAMBLE,
      'The study is a Phase III clinical study, reported on any Form 144 under the Securities Act, and the Statement on Schedule 13D is filed.',
      'Royalties are paid on a Product-by-Product and country-by-country basis to a Pennsylvania-chartered mutual holding company.',
      'Enrollment of *** Patients in a Cl in ica l S tudy (exc lud ing screening) and of further Patients in a Cl in ica l S tudy is paid.',
      '14.4 No Renewal, Extension or Waiver. Acceptance of any order from the Licensee after the term is not a renewal.',
      'The Licensee shall cause each of its Affiliates or Associates (as such terms are defined in Rule 12b-2 promulgated under the Exchange Act) to comply.'
    ]
    expect(found(paragraphs, 'undefined-term')).toEqual([])
  })

  it('still reports the term itself where a name or a pair follows it', () => {
    const paragraphs = [
      PREAMBLE,
      'The consultations are considered the Intellectual Property of The Licensor, and the Licensee owns no Intellectual Property.',
      'The Licensee shall cause each of its Affiliates or Associates (as set forth below) to comply.'
    ]
    expect(found(paragraphs, 'undefined-term').map(([p, text]) => [p, text])).toEqual([
      [1, 'Intellectual Property'],
      [2, 'Affiliates']
    ])
  })

  it('does not report a term the document names in a parenthesis that lost its quotes or opens with other words', () => {
    // Sentences of filed sales-agency, confidentiality and hosting agreements.
    const paragraphs = [
      'Whereas, PDMS and Gateway (Agent) desires to become a sales agent of the Kallo Mobile care suite of Products.',
      'Each Party may disclose information (in such capacity, "Discloser") to the other Party (in such capacity, "Recipient").',
      'The Agent shall report monthly, the Recipient shall protect the information of the Discloser, and the Agent shall train the Recipient and the Discloser.'
    ]
    expect(found(paragraphs, 'undefined-term')).toEqual([])
  })

  it('still reports a term whose only parenthesis is the caption of a section', () => {
    const paragraphs = [PREAMBLE, 'In accordance with Section 12.1 (Notices), each Notice shall be in writing and each Notice is effective on receipt.']
    expect(found(paragraphs, 'undefined-term').map(([p, text]) => [p, text])).toEqual([[1, 'Notice']])
  })

  it('is silent where the document says its capitalised terms are defined in another instrument', () => {
    const paragraphs = [PREAMBLE, 'Capitalized terms used herein but not otherwise defined have the meanings given in the Credit Agreement.', 'The Licensee shall repay the Revolving Loan Amount on the Maturity Date.']
    expect(found(paragraphs, 'undefined-term')).toEqual([])
  })
})

describe('definitions', () => {
  it('lists each way contracts define terms, with the uses of each', () => {
    const paragraphs = [
      PREAMBLE,
      '1.1 "Licensed Product" means the software listed on Exhibit A.',
      '1.2 “Territory” means the United States and Canada.',
      "The Licensor and its affiliates (each, an 'Affiliate' and collectively the 'Affiliates') shall support the Licensed Product in the Territory.",
      'The parties hereinafter referred to as the "Parties" agree that each Licensed Product and each Affiliate is covered.',
      'Support Hours means 9:00 to 17:00 on business days.'
    ]
    const { definitions } = checkDrafting(paragraphs)
    expect(definitions.map((d) => [d.term, d.paragraphIndex, d.uses])).toEqual([
      ['Agreement', 0, 0],
      ['Licensor', 0, 1],
      ['Licensee', 0, 0],
      ['Licensed Product', 1, 2],
      ['Territory', 2, 1],
      ['Affiliate', 3, 1],
      ['Affiliates', 3, 1],
      ['Parties', 4, 0],
      ['Support Hours', 5, 0]
    ])
    for (const d of definitions) expect(paragraphs[d.paragraphIndex]!.slice(d.start, d.end)).toBe(d.term)
  })

  it('reads a definition that cites another text as a definition, and a pointer to another text as none', () => {
    const paragraphs = [
      PREAMBLE,
      '1.10 "Companion Diagnostic" means an in vitro diagnostic medical device as defined in the European directive 98/79/EC.',
      'The Licensee shall protect the "Confidential Information" (as defined in the Master Services Agreement) and each Companion Diagnostic.'
    ]
    expect(checkDrafting(paragraphs).definitions.map((d) => d.term)).toEqual(['Agreement', 'Licensor', 'Licensee', 'Companion Diagnostic'])
  })

  it('reports a definition never used, as a note', () => {
    const paragraphs = [PREAMBLE, '"Emergency Fix" means a temporary correction of a problem.', 'The Licensor shall support the Licensee.']
    const findings = checkDrafting(paragraphs).findings.filter((f) => f.kind === 'unused-definition')
    expect(findings.map((f) => [f.paragraphIndex, f.text, f.severity])).toEqual([
      [0, 'Agreement', 'info'],
      [1, 'Emergency Fix', 'info']
    ])
  })

  it('reports a term defined twice at both places, each naming the other', () => {
    const paragraphs = [PREAMBLE, '"Territory" means the United States.', 'The Licensee may sell in Canada (the "Territory") and the Licensor shall support the Territory.']
    const findings = checkDrafting(paragraphs).findings.filter((f) => f.kind === 'duplicate-definition')
    const second = paragraphs[2]!.indexOf('"Territory"') + 1
    expect(findings.map((f) => [f.paragraphIndex, f.text, f.related])).toEqual([
      [1, 'Territory', [{ paragraphIndex: 2, start: second, end: second + 9 }]],
      [2, 'Territory', [{ paragraphIndex: 1, start: 1, end: 10 }]]
    ])
  })

  it('does not count an index entry pointing at a definition, or a party named again, as a second definition', () => {
    const paragraphs = [
      'This Agreement is made between Acme Widgets, Inc. ("Acme") and Beta Corp. ("Beta").',
      '"Losses" has the meaning set forth in Section 2.1.',
      '2.1 Acme shall indemnify Beta against all claims (collectively, "Losses").',
      'IN WITNESS WHEREOF, Acme Widgets, Inc. ("Acme") has signed this Agreement, and Beta bears its Losses.'
    ]
    expect(found(paragraphs, 'duplicate-definition')).toEqual([])
  })
})

describe('inconsistent-term', () => {
  it('reports another spelling or case of a defined term, once per way of writing it, with the defined form', () => {
    const paragraphs = [PREAMBLE, '"Licensed Product" means the software.', 'The Licensee shall sell each Licenced Product and each licensed Product, and every Licenced Product shall bear a notice.']
    expect(found(paragraphs, 'inconsistent-term')).toEqual([
      [2, 'Licenced Product', 'Licensed Product'],
      [2, 'licensed Product', 'Licensed Product']
    ])
  })

  it('leaves an adjective before a defined term, lowercase words and capitals at a sentence start alone', () => {
    const paragraphs = [PREAMBLE, '"Product" means the software. "Term" means the term of this Agreement. "Initial Term" means the first year of the Term.', 'The licensed Product and the initial Term are as stated; licensed product support is separate. Initial Term renewals need notice.']
    expect(found(paragraphs, 'inconsistent-term')).toEqual([])
  })
})

describe('broken-reference', () => {
  const numbered = [
    '1.1 Scope. The Licensor shall deliver the software described in the order form to the Licensee.',
    '1.2 Fees. The Licensee shall pay the fees stated in the order form within thirty (30) days.',
    '2.1 Term. This Agreement runs for one year from the date of signature and then ends.',
    '2.2 Termination. Either party may terminate under Section 2.1 or Section 4.3 by written notice.'
  ]

  it('reports a section that does not exist, pointing at the last section of its part', () => {
    const findings = checkDrafting([...numbered, 'Subject to Section 2.7 and Section 1.2, the Licensee shall report.']).findings.filter((f) => f.kind === 'broken-reference')
    expect(findings.map((f) => [f.paragraphIndex, f.text, f.related])).toEqual([
      [3, 'Section 4.3', undefined],
      [4, 'Section 2.7', [{ paragraphIndex: 3, start: 0, end: 63 }]]
    ])
  })

  it('does not check references to another instrument, to a statute, or from inside the section itself', () => {
    const paragraphs = [...numbered, 'Nothing in Section 5 of the Securities Act or Section 2.1 of the Purchase Agreement applies, nor Section 409A, nor 35 U.S.C. Section 101, as provided in this Section 7.']
    expect(found(paragraphs, 'broken-reference').filter(([p]) => p === 4)).toEqual([])
  })

  it('checks exhibits only when the document carries its exhibits', () => {
    const without = ['The Licensed Products are listed in Exhibit A attached hereto and the prices in Exhibit B.']
    expect(found(without, 'broken-reference')).toEqual([])
    const withOne = [...without, 'EXHIBIT A', 'LIST OF PRODUCTS']
    expect(found(withOne, 'broken-reference')).toEqual([[0, 'Exhibit B', undefined]])
  })

  it('reports a subsection of a section that visibly has none, where the other sections show theirs', () => {
    // The shape of a filed marketing agreement: numbered sections, most with subsections, the last few without.
    const paragraphs = [
      ...numbered,
      '3.1 Best Efforts. MA agrees to use its best efforts to market and license the Technology to Clients.',
      '3.2 Reports. MA shall report its sales to Company each month.',
      '4. Non-assignment. MA may not assign any of the rights granted pursuant to this Agreement without prior written approval.',
      '5. Severability and Construction. Should any part of this Agreement be declared invalid, the rest shall stand.',
      'Company may adjust the Territory from time to time, except as provided in Section 5.2 and Section 3.2.'
    ]
    const findings = checkDrafting(paragraphs).findings.filter((f) => f.kind === 'broken-reference')
    expect(findings.map((f) => [f.paragraphIndex, f.text, f.related])).toEqual([
      [3, 'Section 4.3', [{ paragraphIndex: 6, start: 0, end: 62 }]],
      [8, 'Section 5.2', [{ paragraphIndex: 7, start: 0, end: 62 }]]
    ])
  })

  it('does not judge the subsections of an article, or of a section where no section shows its subsections', () => {
    // "ARTICLE 6" whose sections the word processor numbered: "Section 6.2" cannot be judged.
    const articles = [...numbered, 'ARTICLE 5 CONFIDENTIALITY', '5.1 Each party shall keep the other party\'s information confidential.', 'ARTICLE 6 INDEMNIFICATION', 'Each party shall indemnify the other against third-party claims.', 'Except as provided in Section 6.2, no party is liable for indirect damages.']
    expect(found(articles, 'broken-reference').filter(([p]) => p === 8)).toEqual([])
    const bare = ['1. Grant. Company grants MA a licence.', '2. Fees. MA shall pay the fees.', '3. Term. This Agreement runs for one year.', '4. Notices. Notices shall be in writing, except as provided in Section 2.3.']
    expect(found(bare, 'broken-reference')).toEqual([])
  })

  it("in an amendment, leaves the amended agreement's sections alone and checks its own", () => {
    const amendment = [
      'SECOND AMENDMENT TO SERVICES AGREEMENT',
      'This SECOND AMENDMENT TO SERVICES AGREEMENT, dated as of March 1, 2016 (this "Second Amendment"), is made between Federated Investment Management Company and Ultimus Fund Solutions, LLC.',
      ...numbered,
      'Section 14.2 of the Services Agreement and Clause 12 - INVOICING AND PAYMENT TERMS are deleted, and Exhibit C is replaced, except as provided in Section 9.4 of this Second Amendment.'
    ]
    // "Section 4.3" names none of the amendment's own sections: it is read as the Services Agreement's.
    expect(found(amendment, 'broken-reference')).toEqual([[6, 'Section 9.4', undefined]])
  })

  it('reads a full agreement that mentions amendments, or is amended and restated, as a full agreement', () => {
    for (const title of ['AMENDED AND RESTATED DISTRIBUTION AGREEMENT', 'DISTRIBUTION AGREEMENT']) {
      const paragraphs = [title, 'This Agreement may not be amended except by an amendment to this Agreement signed by both parties.', ...numbered, 'The Licensee shall act as provided in Section 9.4.']
      expect(found(paragraphs, 'broken-reference').map(([, text]) => text)).toEqual(['Section 4.3', 'Section 9.4'])
    }
  })

  it('reads "Appendix 1" as the attached "APPENDIX I", and an exhibit whose content was redacted as attached', () => {
    const paragraphs = [
      '"PRODUCT PROVIDER" means a McDATA-authorized OEM or Distributor who provides Product(s) to the Reseller, as set forth in Appendix 1, and the Studies are set out in Exhibit I and Exhibit II.',
      'APPENDIX I RESELLER AGREEMENT PREMIER PARTNER',
      'Exhibit I *** ***'
    ]
    expect(found(paragraphs, 'broken-reference')).toEqual([[0, 'Exhibit II', undefined]])
  })

  it('does not read a table of contents as references', () => {
    const paragraphs = ['TABLE OF CONTENTS', 'Section 9.2 Audits .......... 12', ...numbered]
    expect(found(paragraphs, 'broken-reference')).toEqual([[5, 'Section 4.3', undefined]])
  })
})

describe('numbering', () => {
  it('reports a decimal sequence that skips or repeats', () => {
    const paragraphs = ['5.1 Delivery. The Licensor shall deliver.', '5.2 Acceptance. The Licensee shall test.', '5.4 Rejection. The Licensee may reject.', '5.4 Cure. The Licensor may cure.']
    expect(found(paragraphs, 'numbering')).toEqual([
      [2, '5.4', undefined],
      [3, '5.4', undefined]
    ])
  })

  it('reports a lettered list that jumps, and follows nested roman lists', () => {
    const paragraphs = ['(a) the first item;', '(i) a sub-item;', '(ii) another sub-item;', '(b) the second item;', '(d) the fourth item.']
    expect(found(paragraphs, 'numbering')).toEqual([[4, '(d)', undefined]])
  })

  it('lets a list start again and ignores a table of contents', () => {
    const paragraphs = ['TABLE OF CONTENTS', '5.2 Fees .......... 4', '5.4 Taxes .......... 5', '(a) first;', '(b) second.', '(a) again first;', '(b) again second.']
    expect(found(paragraphs, 'numbering')).toEqual([])
  })
})

describe('placeholder', () => {
  it('reports blanks left in a draft', () => {
    const paragraphs = ['The Fee is [●] and the Deposit is [•], payable to [insert bank] at [Name] within [ ] days.', 'The Term is TBD and the rate is {{interest_rate}} percent, paid to $________.']
    expect(found(paragraphs, 'placeholder').map(([p, text]) => [p, text])).toEqual([
      [0, '[●]'],
      [0, '[•]'],
      [0, '[insert bank]'],
      [0, '[Name]'],
      [0, '[ ]'],
      [1, 'TBD'],
      [1, '{{interest_rate}}'],
      [1, '________']
    ])
  })

  it('leaves redactions, deliberate omissions and signature lines alone', () => {
    const paragraphs = [
      'The royalty is [***] percent and the cap is [* * *]. Section 9 [Reserved].',
      'IN WITNESS WHEREOF, the parties have signed this Agreement as of the date first written above.',
      'By: ______________________',
      'Name: ____________________ Title: ____________________'
    ]
    expect(found(paragraphs, 'placeholder')).toEqual([])
  })
})

describe('placeholder: boxes of a form', () => {
  it("leaves a form's choice boxes alone and still reports a box left as a blank in a sentence", () => {
    // The distributor choice of a filed reseller agreement, one box ticked.
    const paragraphs = ['Reseller shall buy the Products through the following distributor:', '[ ] AVNET', '[ ] ARROW ESS', '[X] TIDAL WIRE', 'The Reseller shall pay each invoice within [ ] days.', 'Delivery: [ ] by sea [X] by air', 'Shipping: [ ] days']
    expect(found(paragraphs, 'placeholder').map(([p, text]) => [p, text])).toEqual([
      [4, '[ ]'],
      [6, '[ ]']
    ])
  })
})

describe('placeholder: attached forms', () => {
  it("leaves the fields of an attached form alone and reports a blank in an attachment that is not a form", () => {
    // A filed collaboration agreement's form of study order, and a hosting agreement's pricing exhibit.
    const paragraphs = [
      'The Parties shall agree each Study in a Study Order in the form of Exhibit III and shall pay the fees in Exhibit A.',
      'Exhibit III STRATEGIC COLLABORATION AGREEMENT - STUDY ORDER',
      'This Study Order is entered into for the Study entitled __________________, to be conducted pursuant to Protocol No. [Insert Protocol number] as attached hereto.',
      'EXHIBIT A',
      '[To be agreed to by and between TrueLink and Client prior to the Closing]'
    ]
    expect(found(paragraphs, 'placeholder').map(([p, text]) => [p, text])).toEqual([[4, '[To be agreed to by and between TrueLink and Client prior to the Closing]']])
  })
})

describe('number-mismatch', () => {
  it('reports words and figures that disagree, making the figure agree with the words', () => {
    const paragraphs = ['Payment is due within thirty (60) days, up to One Hundred Thousand Dollars ($10,000), and 30 (sixty) days after notice.']
    expect(found(paragraphs, 'number-mismatch')).toEqual([
      [0, 'thirty (60)', 'thirty (30)'],
      [0, 'One Hundred Thousand Dollars ($10,000)', 'One Hundred Thousand Dollars ($100,000)'],
      [0, '30 (sixty)', '60 (sixty)']
    ])
  })

  it('accepts words and figures that agree, however written', () => {
    const paragraphs = ['Within thirty (30) days, twenty-five percent (25%), Two Million Five Hundred Thousand U.S. Dollars (US$2,500,000), one (1) or more, and One Thousand and 50/100 Dollars ($1,000.50).']
    expect(found(paragraphs, 'number-mismatch')).toEqual([])
  })
})

describe('invalid-date', () => {
  it('reports dates that do not exist', () => {
    const paragraphs = ['Effective February 30, 2021, until 31 June 2020, or the 29th day of February, 2019, or 13/13/2020.']
    expect(found(paragraphs, 'invalid-date').map(([p, text]) => [p, text])).toEqual([
      [0, 'February 30, 2021'],
      [0, '31 June 2020'],
      [0, '29th day of February, 2019'],
      [0, '13/13/2020']
    ])
  })

  it('accepts real dates, leap days and either order of a numeric date', () => {
    const paragraphs = ['On February 29, 2020, 30 June 2020, 12/31/2021 and 31/12/2021, in May 2019.']
    expect(found(paragraphs, 'invalid-date')).toEqual([])
  })
})

describe('unbalanced', () => {
  it('reports a bracket or quotation left open, or closed without opening', () => {
    const paragraphs = ['The Licensee (including its Affiliates shall pay.', 'The Licensor shall deliver the "Software to the Licensee.', 'The fees are payable] on demand.']
    expect(found(paragraphs, 'unbalanced').map(([p, text]) => [p, text])).toEqual([
      [0, '('],
      [1, '"'],
      [2, ']']
    ])
  })

  it('allows list labels, a paragraph cut by a page break, and a quotation running over paragraphs', () => {
    const paragraphs = ['a) the first item; b) the second item.', 'The Licensee shall pay the fees (including any taxes', '12', 'and duties) on demand.', '"Section 5 is amended to read:', '"5.1 The Licensee shall pay."']
    expect(found(paragraphs, 'unbalanced')).toEqual([])
  })
})
