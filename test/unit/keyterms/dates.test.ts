import { describe, expect, it } from 'vitest'
import { addMonths, findDates } from '../../../electron/engine/keyterms/dates'
import { readAgreementDate, readEffectiveDate } from '../../../electron/engine/keyterms/contract-dates'

describe('dates as contracts write them', () => {
  it.each([
    ['made as of June 21, 1999 (the "Effective Date")', '1999-06-21', 'June 21, 1999'],
    ['entered into this 23rd day of September, 2016', '2016-09-23', '23rd day of September, 2016'],
    ['is made on the 15t h day of January 2018.', '2018-01-15', '15t h day of January 2018'],
    ['dated 31 October 2019', '2019-10-31', '31 October 2019'],
    ['Dated: 05/05/2014', '2014-05-05', '05/05/2014'],
    ['Contract start: 04-01-06', '2006-04-01', '04-01-06'],
    ['effective Sept. 5, 2014', '2014-09-05', 'Sept. 5, 2014'],
    ['as of 2014-05-05', '2014-05-05', '2014-05-05'],
    ['made as of July 11 , 2006', '2006-07-11', 'July 11 , 2006'],
    ['this First (1st) day of January, 1996', '1996-01-01', '1st) day of January, 1996']
  ])('%s', (text, iso, span) => {
    const [date] = findDates(text)
    expect(date?.iso).toBe(iso)
    expect(text.slice(date?.start, date?.end)).toBe(span)
  })

  it('blanks left for signing are no date', () => {
    expect(findDates('made this ___ day of ____, 2014')).toEqual([])
    expect(findDates('dated as of ____________, 1996')).toEqual([])
    expect(findDates('November ___, 2006')).toEqual([])
  })

  it('impossible dates and clause numbers are not dates', () => {
    expect(findDates('February 30, 2016')).toEqual([])
    expect(findDates('Section 2.1.2014 applies')).toEqual([])
  })

  it('a term of years keeps the day and clamps it to the month', () => {
    expect(addMonths('2014-05-05', 36)).toBe('2017-05-05')
    expect(addMonths('2016-02-29', 12)).toBe('2017-02-28')
    expect(addMonths('2019-10-31', 4)).toBe('2020-02-29')
  })
})

describe('agreement and effective dates', () => {
  it('reads the preamble date and the "Effective Date" it defines (kt-001)', () => {
    const paragraphs = [
      'CO-BRANDING AND ADVERTISING AGREEMENT',
      'THIS CO-BRANDING AND ADVERTISING AGREEMENT (the "Agreement") is made as of June 21, 1999 (the "Effective Date") by and between I-ESCROW, INC., with its principal place of business at 1730 S. Amphlett Blvd., Suite 233, San Mateo, California 94402 ("i-Escrow"), and 2THEMART.COM, INC. having its principal place of business at 18301 Von Karman Avenue, 7th Floor, Irvine, California 92612 ("2TheMart").'
    ]
    const agreement = readAgreementDate(paragraphs)
    expect(agreement?.iso).toBe('1999-06-21')
    expect(agreement?.evidence).toEqual({ paragraphIndex: 1, start: 0, end: paragraphs[1]!.length, text: paragraphs[1] })
    expect(readEffectiveDate(paragraphs, agreement)?.iso).toBe('1999-06-21')
  })

  it('a "Dated:" cover line is the agreement date; a date the agreement merely mentions is not', () => {
    expect(readAgreementDate(['MARKETING AFFILIATE AGREEMENT', 'Dated: May 8, 2014'])?.iso).toBe('2014-05-08')
    expect(readAgreementDate(['The parties have had verbal understandings in place since December 31, 2012.'])).toBeNull()
  })

  it('the date of another agreement the body names is not this agreement\'s (kt-038, kt-076)', () => {
    expect(readAgreementDate(['4.5 In the event HOFV fails to pay the Annual Guarantee to PFHOF in accordance with Section 5.1 of this Agreement, then the rights of first offer granted to HOFV in Section 3.1 of the First Amended and Restated License Agreement, dated as of September 16, 2019 between PFHOF and HOFV (the "License Agreement") shall automatically terminate.'])).toBeNull()
    expect(readAgreementDate(['The Term shall commence and end on the dates set forth in the Agreement Summary, unless terminated earlier in accordance with this Agreement, provided that in no event shall the Term extend beyond the term of the Joint Use and Management Agreement by and between the City of San Diego and Padres, L.P. dated as of February 1, 2000.'])).toBeNull()
    // Another agreement named before this one: the nearest, this one, dates the sentence.
    expect(readAgreementDate(['Further to the Original Lease, Landlord and Tenant enter into this Lease dated as of March 3, 2015.'])?.iso).toBe('2015-03-03')
    expect(readAgreementDate(['THIS LICENSE AGREEMENT is made and entered into as of the 14th day of February 2020 by and between the Regents of the University and Acme Inc.'])?.iso).toBe('2020-02-14')
  })

  it('the signature blocks\' Date line after the testimonium, though long schedules follow (kt-033)', () => {
    const schedules = Array.from({ length: 40 }, (_, i) => `Schedule item ${i + 1}: the Products and their prices.`)
    const paragraphs = ['This Agreement is made as of the Effective Date between:', 'IN WITNESS WHEREOF, the Parties have caused this Agreement to be executed by their duly authorized representatives.', 'By: /s/ A. Person By: /s/ B. Person', 'Date: November 5, 2019 Date: November 5, 2019', ...schedules]
    expect(readAgreementDate(paragraphs)?.iso).toBe('2019-11-05')
    // A "Date:" line of a schedule before the testimonium is not the signing date.
    const before = ['This Agreement is made as of the Effective Date between:', ...schedules.slice(0, 20), 'Date: March 1, 2019', 'IN WITNESS WHEREOF, the Parties have signed this Agreement.', 'By: /s/ A. Person', ...schedules]
    expect(readAgreementDate(before)).toBeNull()
  })

  it('an effective date defined apart from the agreement date wins (kt-008 look-alike)', () => {
    const paragraphs = ['This Supply Agreement is entered into as of the Effective Date.', '1.12 "Effective Date" shall mean December 5, 2014.']
    const effective = readEffectiveDate(paragraphs, null)
    expect(effective?.iso).toBe('2014-12-05')
    expect(effective?.evidence).toEqual({ paragraphIndex: 1, start: 0, end: paragraphs[1]!.length, text: paragraphs[1] })
  })

  it('failing a preamble date, the testimonium\'s or the signature blocks\' date (kt-034, kt-033)', () => {
    const witness = 'IN WITNESS WHEREOF, the undersigned hereby execute this Agreement this 14t h day of February 2020.'
    const agreement = readAgreementDate(['VOTING AGREEMENT', 'The parties agree as follows.', witness])
    expect(agreement?.iso).toBe('2020-02-14')
    expect(agreement?.evidence).toEqual({ paragraphIndex: 2, start: 0, end: witness.length - 1, text: witness.slice(0, -1) })
    expect(readAgreementDate(['JOINT DEVELOPMENT AGREEMENT', 'Terms follow.', 'EXXONMOBIL RESEARCH AND ENGINEERING COMPANY', 'Date: November 5, 2019'])?.iso).toBe('2019-11-05')
  })

  it.each([
    ['(d) "Contract Period" shall mean that period of time commencing on January 1, 2000 and concluding December 31, 2003, unless terminated sooner as provided herein.', '2000-01-01'],
    ['The term of this Agreement shall commence January 1, 1996, and shall continue for a period of three (3) years, concluding December 31, 1998.', '1996-01-01'],
    ['THE EFFECTIVE DATE OF THIS RESELLER AGREEMENT SHALL BE: Sept 29, 2004', '2004-09-29']
  ])('the date the term commences is the effective date: %s', (paragraph, iso) => {
    expect(readEffectiveDate([paragraph], null)?.iso).toBe(iso)
  })

  it('a term running from the date above takes the agreement date, saying so (kt-041)', () => {
    const agreement = readAgreementDate(['EXCLUSIVE DISTRIBUTOR AGREEMENT ("Agreement") dated as April 15, 1994 by and between IMRS OPERATIONS INC. and Hyperion Software Corp.'])
    const paragraph = 'This Agreement shall have an initial term of one (1) year from the date first above written (the "Initial Term").'
    const effective = readEffectiveDate(['Cover', paragraph], agreement)
    expect(effective?.iso).toBe('1994-04-15')
    expect(effective?.basis).toBe('the date of the agreement, 1994-04-15')
    expect(effective?.evidence.text).toBe(paragraph)
  })

  it('"effective for all purposes … as of" a date is the effective date (kt-071)', () => {
    const paragraph = 'THIS SECOND AMENDMENT TO CO-BRANDING AGREEMENT (this "Amendment") is made and entered into, effective for all purposes and in all respects as of the 23rd day of February, 1998, by and between PC QUOTE, INC. and A.B. Watley, Inc.'
    expect(readEffectiveDate([paragraph], null)?.iso).toBe('1998-02-23')
    // Purposes that are not the agreement's taking effect name no effective date.
    expect(readEffectiveDate(['For all purposes of the Plan, the valuation as of March 1, 1998 shall be used.'], null)).toBeNull()
  })

  it('the date "first listed above" and an unquoted "Commencement Date means the date of this Agreement" take the agreement date (kt-074, kt-098)', () => {
    const agreement = { iso: '2017-06-01', evidence: { paragraphIndex: 0, start: 0, end: 1, text: 'T' } }
    const listed = 'WHEREAS, it is now understood and agreed that this split-dollar agreement is to be effective as of the date first listed above;'
    expect(readEffectiveDate(['Cover', listed], agreement)?.evidence.text).toBe(listed)
    expect(readEffectiveDate(['Cover', listed], agreement)?.iso).toBe('2017-06-01')
    expect(readEffectiveDate(['Cover', 'Commencement Date means the date of this Agreement;'], agreement)?.iso).toBe('2017-06-01')
    // A date listed above that is not the agreement's, and a commencement of something else.
    expect(readEffectiveDate(['Cover', 'The prices shall be those in effect as of the date first listed above.'], agreement)).toBeNull()
    expect(readEffectiveDate(['Cover', 'Services Commencement Date means the date of execution of the first Statement of Work.'], agreement)).toBeNull()
    expect(readEffectiveDate(['Cover', '"Services Effective Date" means the date of execution of the first Statement of Work.'], agreement)).toBeNull()
  })

  it('no effective date where the contract names none', () => {
    expect(readEffectiveDate(['This Agreement is made on July 6, 2020 between A Corp. and B LLC.'], { iso: '2020-07-06', evidence: { paragraphIndex: 0, start: 0, end: 1, text: 'T' } })).toBeNull()
  })
})
