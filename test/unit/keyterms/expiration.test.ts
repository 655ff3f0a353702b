import { describe, expect, it } from 'vitest'
import { readExpiration } from '../../../electron/engine/keyterms/expiration'

/*
 * The shapes of term clauses many contracts share, each beside a look-alike that must not give the
 * same answer. The sentences are quoted or shortened from real contracts.
 */

const effective = { iso: '2014-12-05', label: 'the effective date' }
// A term that commences after the day the agreement is dated.
const dated = { iso: '1998-02-01', label: 'the effective date', agreement: '1998-01-26' }

describe('expiration: the date a term is counted from', () => {
  it('an anniversary or a length counted from "the date of this Agreement" runs from the day it is dated', () => {
    const sentence = 'The term of this Agreement (the "Term") will begin on February 1, 1998 and end on the first anniversary of the date of this Agreement.'
    const expiration = readExpiration([sentence], dated)
    expect(expiration?.value).toBe('1999-01-26')
    expect(expiration?.basis).toBe('the 1-year anniversary of the date of the agreement 1998-01-26')
    expect(readExpiration(['This Agreement shall expire two (2) years after the date hereof.'], dated)?.basis).toBe('2 years from the date of the agreement 1998-01-26')
    expect(readExpiration(['This Agreement shall be valid for a period of two years from the date of signing.'], dated)?.value).toBe('2000-01-26')
  })

  it('a length counted from the Effective Date still runs from the effective date (look-alike)', () => {
    expect(readExpiration(['The term of this Agreement shall be five (5) years from the Effective Date.'], dated)?.basis).toBe('5 years from the effective date 1998-02-01')
    expect(readExpiration(['This Agreement shall expire on the first anniversary of the Effective Date.'], dated)?.value).toBe('1999-02-01')
  })
})

describe('expiration: a schedule\'s labelled end date', () => {
  it('reads "Contract end:" and "Expiration Date:" lines', () => {
    const paragraphs = ['2 TERMS', '2.1 Contract start: 04-01-06', '2.2 Contract end: 04-01-08']
    const expiration = readExpiration(paragraphs, null)
    expect(expiration?.value).toBe('2008-04-01')
    expect(expiration?.evidence).toEqual({ paragraphIndex: 2, start: 0, end: 26, text: '2.2 Contract end: 04-01-08' })
    expect(readExpiration(['Expiration Date: December 31, 2020'], effective)?.value).toBe('2020-12-31')
  })

  it('the line wins over a term clause whose start it cannot date', () => {
    const paragraphs = ['Unless otherwise stated in the Appendix the term of this letter Agreement shall continue for twenty-four (24) months with the effective date unless terminated sooner.', '2.2 Contract end: 04-01-08']
    expect(readExpiration(paragraphs, null)?.value).toBe('2008-04-01')
  })

  it('a blank, a date further along the line, a completion date or lines that disagree are no end date (look-alikes)', () => {
    expect(readExpiration(['Expiration Date: ____________'], effective)).toBeNull()
    expect(readExpiration(['End date: the last day of the month following delivery, and no later than March 1, 2015'], effective)).toBeNull()
    expect(readExpiration(['Completion Date: March 1, 2015'], effective)).toBeNull()
    expect(readExpiration(['End Date: March 1, 2015'], effective)).toBeNull()
    expect(readExpiration(['Term end date: March 1, 2015', 'Term end date: March 1, 2016'], effective)).toBeNull()
  })
})

describe('expiration: terms no date ends', () => {
  it('"until terminated by either party upon … notice" is perpetual, the notice is how it ends', () => {
    expect(readExpiration(['This Agreement shall remain in effect until terminated by either party upon thirty (30) days written notice.'], effective)?.value).toBe('perpetual')
    expect(readExpiration(['This Agreement shall remain in full force and effect until either party terminates it upon ninety (90) days prior written notice.'], effective)?.value).toBe('perpetual')
  })

  it('an agreement that ends only when a party exercises its right to terminate is perpetual (kt-081)', () => {
    const sentence = 'This Agreement shall terminate and, subject to the provisions set forth below, be of no further force or effect on the exercise by the Sponsor of its right to terminate this Agreement as provided in subsection 6.2.'
    expect(readExpiration([sentence], effective)?.value).toBe('perpetual')
  })

  it('an agreement that expires when a party ceases to hold a role runs for so long as it holds it: perpetual (kt-064)', () => {
    const clause = '4.1. Term. The license granted to the Licensee under this Agreement shall continue perpetually. Notwithstanding the foregoing, this Agreement shall expire if the Investment Advisor or one of its affiliates ceases to serve as investment adviser to the Licensee.'
    const expiration = readExpiration([clause], effective)
    expect(expiration?.value).toBe('perpetual')
    expect(expiration?.evidence.text).toBe('Notwithstanding the foregoing, this Agreement shall expire if the Investment Advisor or one of its affiliates ceases to serve as investment adviser to the Licensee.')
  })

  it('a right to terminate when a party ceases business, or a term of years that also ends on a cessation, is not perpetual (look-alikes)', () => {
    expect(readExpiration(['Either party may terminate this Agreement if the other party ceases to conduct business in the ordinary course.'], effective)).toBeNull()
    expect(readExpiration(['This Agreement shall terminate automatically if Distributor ceases to carry on business.'], effective)).toBeNull()
    expect(readExpiration(['This Agreement shall expire on December 31, 2016, or earlier if the Distributor ceases to be a subsidiary of the Company.'], effective)?.value).toBe('2016-12-31')
  })

  it('a right to terminate on notice, or a term of years a party may cut short, is not perpetual (look-alikes)', () => {
    expect(readExpiration(['Either party may terminate this Agreement upon thirty (30) days written notice.'], effective)).toBeNull()
    expect(readExpiration(['This Agreement shall remain in effect for three (3) years from the Effective Date, unless terminated by either party upon thirty (30) days written notice.'], effective)?.value).toBe('2017-12-05')
    expect(readExpiration(['This Agreement shall terminate on December 31, 2016, or earlier on the exercise by the Sponsor of its right to terminate.'], effective)?.value).toBe('2016-12-31')
  })

  it('an agreement that "shall enter into force" for a stated period is read like one that commences', () => {
    expect(readExpiration(['This Agreement shall enter into force on the Effective Date and shall remain in force for a period of ten (10) years.'], effective)?.value).toBe('2024-12-05')
  })
})

describe('expiration: a term that becomes effective and then runs for a length "thereafter"', () => {
  const heading = '2. TERM OF AGREEMENT'
  const clause = 'XIMAGE\'s obligations hereunder shall become effective upon the "Effective Date" and, unless sooner terminated as provided herein, shall remain in full force and effect for at least one year thereafter.'

  it('a party\'s obligations hereunder that become effective and remain in force for a length run from the effective date (kt-043)', () => {
    const expiration = readExpiration([heading, clause], effective)
    expect(expiration?.value).toBe('2015-12-05')
    expect(expiration?.basis).toBe('1 year from the effective date 2014-12-05')
    expect(expiration?.evidence.paragraphIndex).toBe(1)
  })

  it('a covenant that lasts during the term and a length thereafter, or obligations of another kind, are not the term (look-alikes)', () => {
    expect(readExpiration(['Distributor shall not sell competing products during the term of this Agreement and for a period of two (2) years thereafter.'], effective)).toBeNull()
    expect(readExpiration(['The term of this Agreement shall be coterminous with the Supply Agreement, and Distributor shall keep the prices confidential for two (2) years thereafter.'], effective)).toBeNull()
    expect(readExpiration(['The indemnification obligations of each party shall become effective upon the Effective Date and remain in full force and effect for three (3) years thereafter.'], effective)).toBeNull()
    expect(readExpiration(['This Agreement shall become effective upon the first commercial sale of the Product and remain in full force and effect for five (5) years thereafter.'], effective)).toBeNull()
  })
})

describe('expiration: where the term clause is', () => {
  // Sections of a filing run together in one paragraph, with a survival period before the term.
  const runTogether = [
    'This duty to disclose will continue during the term of this Agreement and for two years after its termination.',
    '7.6 Effectiveness. The provisions of Section 7 shall become effective upon payment.   8. Term and Termination.   8.1 Term. The term of this Agreement commences on the Effective Date and shall continue in effect until the fourth (4th) anniversary of the Effective Date.   8.2 Termination. Either Party may terminate this Agreement for material breach.'
  ]

  it('a heading run into the paragraph marks its term clause, and a period "after its termination" is not the term', () => {
    const expiration = readExpiration(runTogether, effective)
    expect(expiration?.value).toBe('2018-12-05')
    expect(expiration?.evidence.paragraphIndex).toBe(1)
  })

  it('a period that runs after the agreement\'s termination is no expiration (look-alike)', () => {
    expect(readExpiration([runTogether[0] ?? ''], effective)).toBeNull()
    expect(readExpiration(['The Receiving Party shall keep the information secret during the term of this Agreement and for five (5) years following such expiration.'], effective)).toBeNull()
  })
})

describe('expiration: labelled lines and headings of their own', () => {
  it('reads a cover page\'s or an order form\'s "Term:" line', () => {
    expect(readExpiration(['Term: Three (3) years from the Effective Date'], effective)?.basis).toBe('3 years from the effective date 2014-12-05')
    expect(readExpiration(['5. Initial Term: 36 months'], effective)?.value).toBe('2017-12-05')
    expect(readExpiration(['Term of Agreement: two (2) years'], effective)?.value).toBe('2016-12-05')
  })

  it('payment terms and a term counted from another date are not the agreement\'s term (look-alikes)', () => {
    expect(readExpiration(['Payment Terms: net thirty (30) days'], effective)).toBeNull()
    expect(readExpiration(['Terms: 30 days from the date of invoice'], effective)).toBeNull()
    expect(readExpiration(['Initial Term: 12 months from the Order Form Effective Date'], effective)).toBeNull()
  })

  it('the clause under a heading of its own is the term clause, ahead of a length read elsewhere', () => {
    const paragraphs = [
      'The Distributor\'s appointment under this Agreement shall continue for two (2) years from the Effective Date.',
      '3. TERM',
      'This Agreement shall continue in full force and effect until terminated by either party.'
    ]
    expect(readExpiration(paragraphs, effective)?.value).toBe('perpetual')
    // Without the heading, the stated length is the firmer reading.
    expect(readExpiration([paragraphs[0] ?? '', paragraphs[2] ?? ''], effective)?.value).toBe('2016-12-05')
  })
})
