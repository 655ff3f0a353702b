import { describe, expect, it } from 'vitest'
import { readExpiration } from '../../../electron/engine/keyterms/expiration'
import { readNoticePeriod } from '../../../electron/engine/keyterms/notice'
import { readRenewal } from '../../../electron/engine/keyterms/renewal'

const start = { iso: '2014-12-05', label: 'the effective date' }

describe('expiration', () => {
  it('computes the end of a stated term from the effective date, saying how (kt-002)', () => {
    const sentence = 'The term of this Agreement shall be five (5) years following the Effective Date or until the Studies are completed, whichever is later, unless extended or unless terminated earlier in accordance with the provisions hereof.'
    const expiration = readExpiration([`12.1 ${sentence}`], { iso: '2016-09-23', label: 'the effective date' })
    expect(expiration?.value).toBe('2021-09-23')
    expect(expiration?.basis).toBe('5 years from the effective date 2016-09-23')
    expect(expiration?.evidence).toEqual({ paragraphIndex: 0, start: 0, end: sentence.length + 5, text: `12.1 ${sentence}` })
  })

  it('reads a stated end date (kt-038)', () => {
    const sentence = 'Unless otherwise terminated as provided herein, the term of this Agreement shall commence on the Effective Date and shall terminate on December 31, 2034.'
    expect(readExpiration([sentence], start)?.value).toBe('2034-12-31')
  })

  it('counts an ordinal anniversary of the effective date, and says when it is only the earliest end (kt-045, kt-077)', () => {
    const expiration = readExpiration(['The term of this Agreement commences on the Effective Date and shall continue in effect until the later of (a) the fourth (4th) anniversary of the Effective Date, or (b) the completion of the Research.'], start)
    expect(expiration?.value).toBe('2018-12-05')
    expect(expiration?.basis).toBe('the 4-year anniversary of the effective date 2014-12-05, at the earliest: the term runs to the later of this and another event')
    const longer = readExpiration(['The term of this Agreement shall commence on the Effective Date and shall continue for the longer of the first anniversary of the Effective Date or the duration of the Manufacturing and Distribution Agreement (the "Term").'], start)
    expect(longer?.value).toBe('2015-12-05')
    expect(longer?.basis).toBe('the 1-year anniversary of the effective date 2014-12-05, at the earliest: the term runs to the later of this and another event')
    expect(readExpiration(['The term of this Agreement shall commence on the Effective Date and shall continue until the fourth (4th) anniversary of the Effective Date.'], start)?.basis).toBe('the 4-year anniversary of the effective date 2014-12-05')
  })

  it('reads "Term shall mean … through" a date (kt-052) and counts contract years (kt-095)', () => {
    expect(readExpiration(['Term shall mean the Effective Date through June 15, 2001 and any Renewal Term.'], start)?.value).toBe('2001-06-15')
    expect(readExpiration(['This Agreement shall commence on the "Effective Date" and shall continue for ten (10) Contract Years, unless terminated in accordance with Section 6.'], start)?.value).toBe('2024-12-05')
  })

  it('a term that runs until terminated is perpetual (kt-059)', () => {
    expect(readExpiration(['This Agreement shall commence as of the Effective Date and shall continue unless and until terminated as provided herein.'], start)?.value).toBe('perpetual')
  })

  it('a length that is only a ceiling ("the sooner of") is no expiration; "the later of" still is (kt-024)', () => {
    expect(readExpiration(['The initial term of this Agreement shall be the sooner of six (6) months from the Effective Date, or replacement of this Agreement with a subsequent agreement between the Parties.'], start)).toBeNull()
    expect(readExpiration(['The term of this Agreement shall end on the earlier of two (2) years from the Effective Date or the closing of the Merger.'], start)).toBeNull()
    expect(readExpiration(['This Agreement shall be effective as of the date first set forth above and, shall expire on the later of (i) five (5) years from the date hereof, or (ii) the completion of the Services.'], start)?.value).toBe('2019-12-05')
    expect(readExpiration(['The initial term of this Agreement shall be six (6) months from the Effective Date.'], start)?.value).toBe('2015-06-05')
    // The agreement's own termination as the other alternative is "unless sooner terminated" (kt-061).
    expect(readExpiration(['This Agreement shall be effective until the earlier of (a) its termination in accordance with the provisions of this Article 14 or (b) the date that is two (2) years after the date of this Agreement.'], start)?.value).toBe('2016-12-05')
  })

  it('a period defined as the quoted "Term" after a space is the term (kt-037)', () => {
    expect(readExpiration(['4. TERM: The rights granted hereunder shall be effective as of the Effective Date and shall expire on December 31, 2006 (the "Term"); provided, however, that with respect to each Property, all rights and licenses granted herein will continue in full force and effect for a period of eighteen (18) months after the initial theatrical release of that Property.'], start)?.value).toBe('2006-12-31')
    expect(readExpiration(['The exclusivity period shall run until June 30, 2016 (the “Term”).'], start)?.value).toBe('2016-06-30')
    // Another defined term that begins with "Term" is not it.
    expect(readExpiration(['The offer shall expire on December 31, 2006 (the "Term Sheet").'], start)).toBeNull()
  })

  it('a notice period or a renewal\'s length is not the length of the term (kt-091)', () => {
    expect(readExpiration(['2.2 If the Reseller sells less than 50% of any year\'s Annual Milestone, Todos may terminate the Agreement upon one hundred eighty (180) days prior written notice for the remainder of the term.'], start)).toBeNull()
    expect(readExpiration(['Upon completion of the Initial Term, provided that the Reseller has achieved the Annual Milestones, the term of the Agreement shall be automatically renewed for an additional five (5) years.'], start)).toBeNull()
    // The term's own length is still read when a renewal or a notice follows it.
    expect(readExpiration(['The term of this Agreement shall be three (3) years from the Effective Date and shall renew for successive one (1) year periods unless either party gives ninety (90) days prior written notice.'], start)?.value).toBe('2017-12-05')
  })

  it('a payment or survival named after the term\'s length does not hide it (kt-019)', () => {
    const sentence = 'This Agreement shall be effective as of the date first set forth above and, shall expire on the later of (i) five (5) years from the date hereof, or (ii) with respect to any projects identified in any contract for which VET TECH is billing the client directly, upon the completion of COOL TECH\'s Services and receipt of payment by COOL TECH from VET TECH for said services.'
    expect(readExpiration([sentence], start)?.value).toBe('2019-12-05')
    // A payment period before the length is still not the term (look-alike).
    expect(readExpiration(['The term of this Agreement governs all payments, which shall be made within one (1) year from the Effective Date.'], start)).toBeNull()
  })

  it('a lettered definition list is read one definition at a time (kt-016)', () => {
    const paragraph = '1. DEFINITIONS. The following terms shall be defined in the Agreement as follows: a) "CONTRACT PERIOD" means that period of time commencing upon the full execution of this Agreement by both Parties and terminating on May 31, 2016 unless sooner terminated under this Agreement. b) "FINANCIAL SERVICES" shall mean banking, lending and insurance products offered by Berkshire.'
    const expiration = readExpiration([paragraph], start)
    expect(expiration?.value).toBe('2016-05-31')
    expect(expiration?.evidence.text).toBe('The following terms shall be defined in the Agreement as follows: a) "CONTRACT PERIOD" means that period of time commencing upon the full execution of this Agreement by both Parties and terminating on May 31, 2016 unless sooner terminated under this Agreement.')
  })

  it('a month written with a full stop does not cut the sentence (kt-066)', () => {
    expect(readExpiration(['1.4 "Marks" means the trademarks. 1.5 "Service Period" means April. 1st 2019 through to March 30, 2020. 1.6 "Services" means the services.'], start)?.value).toBe('2020-03-30')
  })

  it('"until the end of the current calendar year" ends on 31 December of the year the term starts (kt-023)', () => {
    const expiration = readExpiration(['This agreement shall begin upon the date of its execution by MA and acceptance in writing by Company and shall remain in effect until the end of the current calendar year and shall be automatically renewed for successive one (1) year periods unless otherwise terminated according to the cancellation or termination provisions contained in paragraph 18 of this Agreement.'], { iso: '2014-05-08', label: 'the date of the agreement' })
    expect(expiration?.value).toBe('2014-12-31')
    expect(expiration?.basis).toBe('the end of the calendar year of the date of the agreement 2014-05-08')
    expect(readExpiration(['The term of this Agreement shall continue until December 31 of the calendar year in which the Effective Date occurs.'], start)?.value).toBe('2014-12-31')
    // The end of a calendar year the term does not start in is not computed (look-alike).
    expect(readExpiration(['The term of this Agreement shall continue until the end of the calendar year in which the first Product is launched.'], start)).toBeNull()
  })

  it('an anniversary is the end only where the term ends on it, and "the day prior to" it is its eve (kt-097, kt-070)', () => {
    expect(readExpiration(['Annual fees are due on the 1st anniversary of the EFFECTIVE DATE and each subsequent anniversary of the EFFECTIVE DATE during the term:'], start)).toBeNull()
    const eve = readExpiration(['Initial Term shall mean the Effective Date through the day prior to the fourth anniversary of the Effective Date, unless earlier terminated pursuant to Section 8.'], { iso: '1999-09-30', label: 'the effective date' })
    expect(eve?.value).toBe('2003-09-29')
    expect(eve?.basis).toBe('the day before the 4-year anniversary of the effective date 1999-09-30')
  })

  it('a term that lasts "for so long as" a state of affairs, or ends only on notice, has no end date: perpetual (kt-073, kt-021)', () => {
    expect(readExpiration(['7.1 Term This Agreement shall become effective as of the Effective Date and shall continue to be in full force and effect for so long as Photronics and DNP, or any of their Affiliates, each remains a Shareholder of the Company.'], start)?.value).toBe('perpetual')
    expect(readExpiration(['The term of this Agreement shall commence on the Effective Date and shall end on the 60th day following a written notice from one party to the other of its decision to terminate this Agreement at the end of such 60-day period.'], start)?.value).toBe('perpetual')
    expect(readExpiration(['This Agreement shall continue in full force and effect indefinitely, subject to Section 9.'], start)?.value).toBe('perpetual')
    expect(readExpiration(['The license granted to the Licensee under this Agreement shall continue perpetually.'], start)).toBeNull()
    // A licence that lasts so long as royalties are paid is not the agreement's term (look-alike).
    expect(readExpiration(['The license granted hereunder shall continue in full force and effect for so long as Licensee pays the royalties.'], start)).toBeNull()
    // A term that ends on a notice period's expiry after a stated initial term is not perpetual.
    expect(readExpiration(['The term of this Agreement shall be two (2) years from the Effective Date and shall thereafter end on the 30th day following written notice of termination.'], start)?.value).toBe('2016-12-05')
  })

  it('a term "beginning on" or "starting from" the Effective Date is counted from it; beginning on another event is not', () => {
    expect(readExpiration(['The initial term of this Agreement shall be three (3) years beginning on the Effective Date.'], start)?.value).toBe('2017-12-05')
    expect(readExpiration(['This Agreement shall remain in effect for a period of two (2) years starting from the date of this Agreement.'], start)?.value).toBe('2016-12-05')
    expect(readExpiration(['The initial term of this Agreement shall be three (3) years beginning on the Launch Date.'], start)).toBeNull()
  })

  it('does not compute from an event the contract does not date', () => {
    expect(readExpiration(['The term of this Agreement shall be five (5) years from the first commercial sale of the Product.'], start)).toBeNull()
  })

  it('does not read a confidentiality period as the term (look-alike)', () => {
    expect(readExpiration(['The obligations of confidentiality under this Agreement shall survive for five (5) years after the termination of this Agreement.'], start)).toBeNull()
  })
})

describe('renewal term', () => {
  it('a franchisee\'s right to renew the franchise for successive terms "equal to" a length is an optional renewal (kt-015, kt-035 shapes)', () => {
    expect(readRenewal(['B. You have the right to renew the franchise for two (2) successive terms equal to five (5) years each, providing you meet all of the following conditions:'])?.value).toEqual({ months: 60, automatic: false })
    expect(readRenewal(['You will have the right to renew your rights to operate the Franchise Business for two (2) additional successor terms of five (5) years, so long as you have satisfied all of the conditions specified in Sections 2.2.1 through 2.2.10 before each such renewal:'])?.value).toEqual({ months: 60, automatic: false })
    // A lease the franchisee must keep renewed is not the franchise's renewal.
    expect(readRenewal(['You must renew the lease of the premises for periods equal to five (5) years each.'])).toBeNull()
  })

  it('reads successive one-year automatic renewals (kt-014)', () => {
    const sentence = 'This Agreement shall renew automatically thereafter for successive one year periods until terminated pursuant to Section 12 herein or unless either Client or TrueLink deliver to the other written notice of intent not to renew no later than thirty (30) days prior to the end of said year.'
    const renewal = readRenewal([sentence])
    expect(renewal?.value).toEqual({ months: 12, automatic: true })
    expect(renewal?.evidence).toEqual({ paragraphIndex: 0, start: 0, end: sentence.length, text: sentence })
  })

  it('the renewal length, not the initial term before it (kt-011)', () => {
    const renewal = readRenewal(['This Agreement will commence on the Effective Date and continue for an Initial Term of five (5) years, and will automatically renew for additional periods of two (2) years unless one Party notifies the other of its intention not to renew, no less than 12 months prior to the expiration of the then current term.'])
    expect(renewal?.value).toEqual({ months: 24, automatic: true })
  })

  it('an option to extend is a renewal that is not automatic (kt-052)', () => {
    const renewal = readRenewal(['LeadersOnline shall have the option, subject to VerticalNet\'s approval, to extend the Term of this Agreement for an additional 12 months (a "Renewal Term").'])
    expect(renewal?.value).toEqual({ months: 12, automatic: false })
  })

  it('an agreement "renewable … for one (1) year terms" renews, not automatically (kt-051)', () => {
    const renewal = readRenewal(['If Distributor complies with all of the terms of this Agreement, the Agreement shall be renewable on an annual basis for one (1) year terms for up to another ten (10) years on the same terms and conditions as set forth herein.'])
    expect(renewal?.value).toEqual({ months: 12, automatic: false })
  })

  it('a renewal the parties must agree to is not automatic', () => {
    expect(readRenewal(['This Agreement shall be renewed for additional one (1) year terms upon the mutual agreement of the parties.'])?.value).toEqual({ months: 12, automatic: false })
    expect(readRenewal(['This Agreement shall be renewed for additional one (1) year terms unless either party gives notice of non-renewal.'])?.value).toEqual({ months: 12, automatic: true })
  })

  it('reads a renewal sentence a line break cuts before its unit, and the notice that follows (kt-018)', () => {
    const first = '9.1 In accordance with items 9.3, 9.4, and 10.3, this Contract shall come into force on the Effective Date, remain effective throughout the Initial Term, and be prolonged, or further extended automatically for a period of 12'
    const rest = 'months, each such extension commencing at the end of the last day of the Initial Term or the relevant anniversary thereof, unless either Party serves written notice of termination on the other Party at least 65 days prior to the end of the Initial Term, or any subsequent extension.'
    const paragraphs = [first, rest, '9.2 Any notice of termination served in violation of item 9.1 shall be invalid.']
    const renewal = readRenewal(paragraphs)
    expect(renewal?.value).toEqual({ months: 12, automatic: true })
    expect(renewal?.evidence).toEqual({ paragraphIndex: 0, start: 0, end: first.length, text: first })
    expect(readNoticePeriod(paragraphs, renewal)?.value).toEqual({ days: 65 })
    // A paragraph that ends its sentence is not continued by the next one.
    expect(readRenewal(['This Agreement shall be extended automatically for a period of 12.', 'months of deliveries are scheduled in Exhibit A.'])).toBeNull()
  })

  it('a renewed insurance policy is not the agreement renewing (look-alike)', () => {
    expect(readRenewal(['Supplier shall renew its insurance policy for successive one (1) year periods during the term of this Agreement.'])).toBeNull()
  })
})

describe('notice period', () => {
  it('reads the notice that stops a renewal (kt-019)', () => {
    const sentence = 'This Agreement shall be automatically renewed for successive one year periods unless either party gives written notice of termination to the other party at least thirty (30) days prior to the date of expiration.'
    const notice = readNoticePeriod([sentence], null)
    expect(notice?.value).toEqual({ days: 30 })
    expect(notice?.evidence).toEqual({ paragraphIndex: 0, start: 0, end: sentence.length, text: sentence })
  })

  it('reads the notice where a page break splits the renewal sentence (kt-008)', () => {
    const clause = '2.1Term. This Agreement shall commence on the Effective Date and shall be valid for a period of five (5) years with automatic renewal of one year thereafter until terminated'
    const rest = 'by either party with one (1) year written notice prior to the expiration of the initial period or any extension period thereof.'
    const paragraphs = ['2. TERM AND TERMINATION', clause, '-2-', rest, '2.2Termination.']
    const renewal = readRenewal(paragraphs)
    expect(renewal?.value).toEqual({ months: 12, automatic: true })
    const notice = readNoticePeriod(paragraphs, renewal)
    expect(notice?.value).toEqual({ days: 365 })
    expect(notice?.evidence).toEqual({ paragraphIndex: 3, start: 0, end: rest.length, text: rest })
    // A renewal sentence that ends with its full stop is not continued by the next paragraph.
    const closed = ['This Agreement shall renew automatically for successive one (1) year terms.', 'by written notice of ninety (90) days prior to the expiration of each Statement of Work, the Customer may reduce the Services.']
    expect(readNoticePeriod(closed, readRenewal(closed))).toBeNull()
  })

  it('counts a month as thirty days (kt-011)', () => {
    const notice = readNoticePeriod(['This Agreement will automatically renew for additional periods of five (5) years unless one Party notifies the other of its intention not to renew, no less than 12 months prior to the expiration of the then current term.'], null)
    expect(notice?.value).toEqual({ days: 360 })
  })

  it('notice to cure a breach is not the renewal notice (look-alike)', () => {
    expect(readNoticePeriod(['Either party may terminate this Agreement if the other party fails to cure a material breach within thirty (30) days after written notice before the end of the term.'], null)).toBeNull()
  })
})
