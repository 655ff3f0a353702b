import { describe, expect, it } from 'vitest'
import { addMonths, findDates } from '../../../electron/engine/keyterms/dates'
import { readAgreementDate, readContractDates, readEffectiveDate } from '../../../electron/engine/keyterms/contract-dates'

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

  it('a misplaced the ("Effective Date") still defines the date before it (kt-095 shape)', () => {
    const paragraphs = ['THIS SPONSORSHIP AGREEMENT (this "Agreement") is made and entered into as of June 13, 2012 the ("Effective Date"), by and between Northbay Stadium Company LLC ("Team") and Sponsor Inc. ("Sponsor").']
    expect(readEffectiveDate(paragraphs, readAgreementDate(paragraphs))?.iso).toBe('2012-06-13')
    // A date merely followed by "the" and another parenthesis defines nothing.
    expect(readEffectiveDate(['The notice was sent on June 13, 2012 the ("Notice").'], null)).toBeNull()
  })

  it('a term "commencing on the date first set forth above" takes effect on the agreement date (kt-055 shape)', () => {
    const paragraphs = [
      'THIS MARINE TRANSPORTATION AGREEMENT (this "Agreement") is executed this 23rd day of December, 2003, by and between Harbor Operating L.P. ("Owner") and River Fuel LLC ("Charterer").',
      'The initial term of this Agreement shall be for 3 years (the "Initial Term") commencing on the date first set forth above (the "Commencement Date") and ending on the 3rd anniversary of the Commencement Date.'
    ]
    const effective = readEffectiveDate(paragraphs, readAgreementDate(paragraphs))
    expect(effective?.iso).toBe('2003-12-23')
    expect(effective?.basis).toBe('the date of the agreement, 2003-12-23')
    expect(effective?.evidence.paragraphIndex).toBe(1)
    // A payment schedule commencing on the date above dates the payments, not the agreement.
    expect(readEffectiveDate([paragraphs[0]!, 'Under this Agreement the monthly payment period commencing on the date first set forth above is thirty days.'], readAgreementDate(paragraphs))).toBeNull()
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

  it('a preamble pushed far down by a long cover is still read, a body sentence there is not (kt-059)', () => {
    const cover = Array.from({ length: 80 }, (_, i) => `${i + 1}. Heading of the table of contents`)
    const preamble = 'THIS SECOND AMENDED AND RESTATED EXCLUSIVE AGENCY AND MARKETING AGREEMENT by and between Monsanto Company, a Delaware corporation ("Monsanto"), and The Scotts Company LLC (the "Agent"), is entered into on August 31, 2017 (the "Execution Date"), and shall amend and restate the Original Agreement.'
    expect(readAgreementDate([...cover, preamble])?.iso).toBe('2017-08-31')
    expect(readAgreementDate([...cover, 'This Agreement was signed on August 31, 2017 by the Agent.'])).toBeNull()
  })

  it('a letterhead\'s "Date:" after its blanks is the agreement date, an "Effective Date:" label there is not (kt-027)', () => {
    const letterhead = 'ENTERPRISE TRANSPORTATION COMPANY a division of Enterprise Products Company P.O. BOX 4324 . PHONE 713 / 880-6500 Contract No. 017 HOUSTON, TX 77210 ______ Date: June 1, 1998'
    const agreement = readAgreementDate(['MOTOR CARRIER AGREEMENT', letterhead])
    expect(agreement?.iso).toBe('1998-06-01')
    expect(agreement?.evidence.text).toBe('Date: June 1, 1998')
    expect(readAgreementDate(['MOTOR CARRIER AGREEMENT', 'Contract No. 017 HOUSTON, TX 77210 Invoice Due Date: June 1, 1998'])).toBeNull()
  })

  it('signature blocks: a "Date:" inside a block, a place and date line, a date beside a name (kt-076, kt-049, kt-016)', () => {
    // Blocks between the summary and the general provisions, with no testimonium.
    const summary = ['SPONSORSHIP AGREEMENT', 'Upon execution by both parties, this Agreement is a binding legal contract. SAN DIEGO BALLPARK FUNDING LLC SPONSOR: Rubio\'s Fresh Mexican Grill By: /s/ James M. Ballweg', 'James M. Ballweg Its: Vice President/Sales Date: 3/21/08', 'By: /s/ LA Rusinko', 'Lawrence A. Rusinko Its: SVP of Marketing Date: 3/18/08', ...Array.from({ length: 10 }, (_, i) => `${i + 1}. General provision ${i + 1}.`)]
    const signed = readAgreementDate(summary)
    expect(signed?.iso).toBe('2008-03-21')
    expect(signed?.evidence.text).toBe('Date: 3/21/08')
    const witness = 'IN WITNESS WHEREOF, Parties have severally subscribed to these articles by their respective officers thereunto duly authorized.'
    expect(readAgreementDate(['JOINT VENTURE AGREEMENT', 'Terms.', witness, 'Rome/Houston, 2 April 2020 Kiromic Biopharma Inc. Molipharma s.r.l.', 'Prof Maurizio Chiriva Internati Avv. Giovanni Meliadò -17-'])?.iso).toBe('2020-04-02')
    expect(readAgreementDate(['ENDORSEMENT AGREEMENT', 'Terms.', 'IN WITNESS WHEREOF, the Parties execute this Agreement.', '/s/ Geno Auriemma', '5/17/12 GENO AURIEMMA', 'Date BERKSHIRE BANK'])?.iso).toBe('2012-05-17')
    // A date that opens every page is the filing's running header, not a signing (kt-097).
    expect(readAgreementDate(['LICENSE AGREEMENT', 'May 3, 2016 9.10 Amendment and Waiver.', 'IN WITNESS WHEREOF the parties have executed this Agreement.', 'May 3, 2016 Exhibit A', 'May 3, 2016 Exhibit B'])).toBeNull()
    // Without a testimonium, a "Date:" deep in the body's prose is not a signature block's.
    const body = ['SUPPLY AGREEMENT', ...Array.from({ length: 10 }, (_, i) => `${i + 1}. Provision.`), 'Deliveries made before the Date: May 1, 2015 of the first order shall be invoiced separately as the Purchase Order Date: says, and the Buyer shall pay them within thirty days of receipt, with interest on late payments at the rate set out in Schedule 4, which the parties have agreed after long negotiation between their respective finance teams.']
    expect(readAgreementDate(body)).toBeNull()
  })

  it('the Effective Date the contract states is also the date of the agreement when it states no other (kt-008, kt-058)', () => {
    const dates = readContractDates(['SUPPLY AGREEMENT', 'This Supply Agreement is entered into by and between APOLLO and ESTABLISHMENT as of the Effective Date.', '1.5"Effective Date" shall mean December 5, 2014.'])
    expect(dates.agreement?.iso).toBe('2014-12-05')
    expect(dates.agreement?.basis).toBe('the effective date 2014-12-05: the contract states no other date of the agreement')
    expect(dates.agreement?.evidence.text).toBe('1.5"Effective Date" shall mean December 5, 2014.')
    // A commencement date of a service is not the date of the agreement (kt-062).
    const maintenance = readContractDates(['MAINTENANCE ADDENDUM', 'COMMENCEMENT DATE FOR MAINTENANCE UNDER THIS ADDENDUM: MARCH 1, 2001'])
    expect(maintenance.effective?.iso).toBe('2001-03-01')
    expect(maintenance.effective?.evidence.text).toBe('COMMENCEMENT DATE FOR MAINTENANCE UNDER THIS ADDENDUM: MARCH 1, 2001')
    expect(maintenance.agreement).toBeNull()
  })

  it('effective dates: "i.e." after a definition, "executed as of the date first set forth above and … effective", "signing date" (kt-043, kt-048, kt-049)', () => {
    expect(readEffectiveDate(['EFFECTIVE DATE shall mean the Date of Installation of the PSS in Kuwait, i.e. December 10, 1993.'], null)?.iso).toBe('1993-12-10')
    const agreement = { iso: '2007-02-08', evidence: { paragraphIndex: 0, start: 0, end: 1, text: 'T' } }
    const executed = '6.1 This Agreement has been duly executed as of the date first set forth above and shall be effective simultaneously.'
    expect(readEffectiveDate(['Cover', executed], agreement)?.basis).toBe('the date of the agreement, 2007-02-08')
    expect(readEffectiveDate(['Cover', 'This JV Agreement shall become effective on the signing date and shall have a duration of * years.'], agreement)?.iso).toBe('2007-02-08')
    // A payment date after an "i.e." is not an effective date (look-alike).
    expect(readEffectiveDate(['The first payment is due on the last day of the quarter, i.e. December 31, 1993.'], null)).toBeNull()
  })

  it('the effective date of another agreement, and a start that waits for the other party\'s acceptance, are not this one\'s (kt-038, kt-023)', () => {
    expect(readEffectiveDate(['2.6 The Company acknowledges the existence of agreements in effect as of the Effective Date between PFHOF and certain licensees, including, without limitation that certain agreement effective as of June 25, 2013 among NFL Enterprises LLC and PFHOF.'], null)).toBeNull()
    const agreement = { iso: '2014-05-08', evidence: { paragraphIndex: 0, start: 0, end: 1, text: 'T' } }
    expect(readEffectiveDate(['Cover', 'This agreement shall begin upon the date of its execution by MA and acceptance in writing by Company and shall remain in effect until the end of the current calendar year.'], agreement)).toBeNull()
    expect(readEffectiveDate(['Cover', 'This agreement shall begin upon the date of its execution.'], agreement)?.iso).toBe('2014-05-08')
  })

  it('an Effective Date defined as the day the last party signs is the latest signature date (kt-097)', () => {
    const paragraphs = ['LICENSE AGREEMENT', '2.1 "EFFECTIVE DATE" of this Agreement shall mean the date the last party hereto has executed this Agreement.', 'IN WITNESS WHEREOF the respective parties hereto have executed this Agreement on the date appearing below their signatures. THE UNIVERSITY ACME, INC. By: /s/ Neil Veloso By: /s/ C. Mark Pickrell Date: 5/3/2016 Date:5/11/2016']
    const effective = readEffectiveDate(paragraphs, readAgreementDate(paragraphs))
    expect(effective?.iso).toBe('2016-05-11')
    expect(effective?.evidence.text).toBe('Date:5/11/2016')
    expect(effective?.basis).toBe('the date the last party signed (the latest of 2 dates of the signature blocks), as "2.1 "EFFECTIVE DATE" of this Agreement shall mean the date the last party hereto has executed this Agreement." defines it')
    const blocks = 'IN WITNESS WHEREOF the parties have signed this Agreement. By: /s/ A. Person Date: 5/3/2016 By: /s/ B. Person Date: 5/11/2016'
    expect(readEffectiveDate(['LICENSE AGREEMENT', 'This Agreement shall become effective on the date of the last signature below.', blocks], null)?.iso).toBe('2016-05-11')
    expect(readEffectiveDate(['LICENSE AGREEMENT', 'This Agreement is effective as of the later of the dates of signature below.', blocks], null)?.iso).toBe('2016-05-11')
    // Without signature dates, nothing is proposed.
    expect(readEffectiveDate(paragraphs.slice(0, 2), null)).toBeNull()
  })

  it('no effective date where the contract names none', () => {
    expect(readEffectiveDate(['This Agreement is made on July 6, 2020 between A Corp. and B LLC.'], { iso: '2020-07-06', evidence: { paragraphIndex: 0, start: 0, end: 1, text: 'T' } })).toBeNull()
  })
})
