import { describe, expect, it } from 'vitest'
import { readParties } from '../../../electron/engine/keyterms/parties'

describe('parties', () => {
  it('reads each party and its short names from the preamble (kt-001)', () => {
    const preamble = 'THIS CO-BRANDING AND ADVERTISING AGREEMENT (the "Agreement") is made as of June 21, 1999 (the "Effective Date") by and between I-ESCROW, INC., with its principal place of business at 1730 S. Amphlett Blvd., Suite 233, San Mateo, California 94402 ("i-Escrow"), and 2THEMART.COM, INC. having its principal place of business at 18301 Von Karman Avenue, 7th Floor, Irvine, California 92612 ("2TheMart").'
    const parties = readParties(['CO-BRANDING AND ADVERTISING AGREEMENT', preamble])
    expect(parties.map((party) => [party.name, party.definedAs])).toEqual([
      ['I-ESCROW, INC.', ['i-Escrow']],
      ['2THEMART.COM, INC.', ['2TheMart']]
    ])
    const at = preamble.indexOf('I-ESCROW, INC.')
    expect(parties[0]?.evidence).toEqual({ paragraphIndex: 1, start: at, end: at + 'I-ESCROW, INC.'.length, text: 'I-ESCROW, INC.' })
  })

  it('a form whose other party is blank still names the company it defines (kt-029)', () => {
    const preamble = 'THIS FRANCHISE DEVELOPMENT AGREEMENT ("Agreement") dated for identification purposes only as of _____________________, is made and entered into by and between EL POLLO LOCO, INC., a Delaware corporation, with its principal place of business at 3535 Harbor Blvd, Suite 100, Costa Mesa, California 92626 (referred to herein as "El Pollo Loco" or "Franchisor") and __________________an individual, with his principal residence at ____________ (referred to herein as "Developer").'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([['EL POLLO LOCO, INC.', ['El Pollo Loco', 'Franchisor']]])
    // A lone name outside the agreement's own making sentence, or one that is no company, is not trusted.
    expect(readParties(['Services are provided under the agreement between EL POLLO LOCO, INC., a Delaware corporation ("Franchisor") and __________ an individual ("Developer").'])).toEqual([])
    expect(readParties(['THIS AGREEMENT is made by and between John Smith, an individual residing at 12 Elm Street ("Consultant") and ____________ ("Client").'])).toEqual([])
  })

  it('names after another party\'s description, several short names (kt-023)', () => {
    const preamble = 'This Marketing Affiliate Agreement (the "Agreement") is entered into this 8th day of May 2014, by and between BIRCH FIRST GLOBAL INVESTMENTS INC., a corporation incorporated in the U.S. Virgin Islands, with its main place of business located 9100 Havensight, Port of Sale, Ste. 15/16, St. Thomas, VI 0080 (referred to as "Company") and MOUNT KNOWLEDGE HOLDINGS INC. and/or assigns, a corporation incorporated in the State of Nevada (referred to as "Marketing Affiliate" or "MA").'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['BIRCH FIRST GLOBAL INVESTMENTS INC.', ['Company']],
      ['MOUNT KNOWLEDGE HOLDINGS INC.', ['Marketing Affiliate', 'MA']]
    ])
  })

  it('a cover page over several paragraphs (kt-059)', () => {
    const paragraphs = ['SECOND AMENDED AND RESTATED EXCLUSIVE AGENCY AND MARKETING AGREEMENT by and between MONSANTO COMPANY', 'and', 'THE SCOTTS COMPANY LLC Effective as of September 30, 1998']
    const parties = readParties(paragraphs)
    expect(parties.map((party) => party.name)).toEqual(['MONSANTO COMPANY', 'THE SCOTTS COMPANY LLC'])
    expect(parties[1]?.evidence).toEqual({ paragraphIndex: 2, start: 0, end: 'THE SCOTTS COMPANY LLC'.length, text: 'THE SCOTTS COMPANY LLC' })
  })

  it('parties on lines of their own after "Party A:" and "Party B:" (kt-048)', () => {
    const parties = readParties([
      'This Intellectual Property Agreement (this "Agreement") is entered into in ShenZhen on February 08, 2007 between the following two parties:',
      'Party A: JingWei HengTong Technology (ShenZhen) Co., Ltd. (经纬恒通科技（深圳）有限公司 ) Registration Address: Room 1605 B, Tianan Hi-tech Plaza Tower A, Shenzhen, China',
      'Party B: ShenZhen JingWei Communication Co., Ltd.(深圳经纬通信技术有限公司) Registration Address: Tianxiang Building Block A 13th, Shenzhen.',
      'Party A: JingWei HengTong Technology (ShenZhen) Co., Ltd.'
    ])
    expect(parties.map((party) => [party.name, party.definedAs])).toEqual([
      ['JingWei HengTong Technology (ShenZhen) Co., Ltd.', ['Party A']],
      ['ShenZhen JingWei Communication Co., Ltd.', ['Party B']]
    ])
    expect(parties[1]?.evidence).toEqual({ paragraphIndex: 2, start: 9, end: 9 + 'ShenZhen JingWei Communication Co., Ltd.'.length, text: 'ShenZhen JingWei Communication Co., Ltd.' })
  })

  it('a cover page\'s own "and" line separates the parties, not the "AND" inside a name (kt-033)', () => {
    const parties = readParties(['JOINT DEVELOPMENT AGREEMENT', 'between', 'FUELCELL ENERGY, INC.', 'and', 'EXXONMOBIL RESEARCH AND ENGINEERING COMPANY', 'Dated as of October 31, 2019'])
    expect(parties.map((party) => party.name)).toEqual(['FUELCELL ENERGY, INC.', 'EXXONMOBIL RESEARCH AND ENGINEERING COMPANY'])
  })

  it('failing a preamble, the companies above the signature lines', () => {
    const parties = readParties(['Terms and conditions follow.', 'IN WITNESS WHEREOF the parties have signed.', 'ACME WIDGETS, INC.', 'By: /s/ Jane Roe', 'BETA SUPPLY LLC', 'By: /s/ John Doe'])
    expect(parties.map((party) => party.name)).toEqual(['ACME WIDGETS, INC.', 'BETA SUPPLY LLC'])
  })

  it('defined terms of a later clause are not parties (look-alike)', () => {
    expect(readParties(['1. The Consultant will provide the services described in Exhibit A (the "Services") between the hours of 9 and 5.'])).toEqual([])
  })
})
