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
  it('a company styled in lower case opens the preamble (kt-084, kt-015)', () => {
    const preamble = 'This Form of Sub-Reseller Agreement (this "Sub-Reseller Agreement") is made and entered in by and between salesforce.com, inc., a Delaware corporation having its principal place of business at The Landmark @ One Market, Suite 300, San Francisco, California 94105 ("SFDC" or "Salesforce") and the Reseller named above and amends that certain Reseller Agreement between Salesforce and Reseller dated as of August 1, 2015, as previously amended (the "Agreement"). This Sub-Reseller Agreement is effective as of the later of the dates beneath the Parties\' signatures below ("Sub-Reseller Effective Date").'
    // The agreement it amends ("between Salesforce and Reseller") and a later sentence's defined date are no parties.
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([['salesforce.com, inc.', ['SFDC', 'Salesforce']]])
    const franchise = 'This Franchise Agreement ("Agreement") made this _____ day of ________, 19____, by and between bw-3 FRANCHISE SYSTEMS, INC. an Ohio corporation which has its principal place of business at 1919 Interchange Tower, 600 South Highway 169, Minneapolis, Minnesota 55426 ("we" or "us"), and __________________________ ("you").'
    expect(readParties([franchise]).map((party) => [party.name, party.definedAs])).toEqual([['bw-3 FRANCHISE SYSTEMS, INC.', ['we', 'us']]])
    // Lower-case words after "between" that are no company stay unread.
    expect(readParties(['This Agreement is made by and between each of the lenders listed below ("Lenders") and the agent ("Agent").'])).toEqual([])
  })

  it('a running header before "THIS AGREEMENT", a bullet before the name (kt-035)', () => {
    const preamble = 'Goosehead Insurance Agency, LLC Franchise Agreement THIS FRANCHISE AGREEMENT (the "Agreement") is made and entered into as of the "Effective Date" that we have indicated on the signature page of this Agreement by and between: ● Goosehead Insurance Agency, LLC, a Delaware limited liability company, with its principal place of business at 1500 Solana Blvd., Suite 450, Westlake, Texas 76262 ("we," "us," or "our"); and ● a [resident of] [corporation organized in] [limited liability company organized in] ______________ ("you," "your").'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([['Goosehead Insurance Agency, LLC', ['we', 'us', 'our']]])
  })

  it('the short names belong to the nearest "between" before them, not a cover line\'s (kt-056)', () => {
    const parties = readParties([
      'MASTER SERVICES AGREEMENT Between RadialSpark, LLC and Clear Capital Page 1 of 10',
      'THIS MASTER SERVICES AGREEMENT ("Agreement"), dated as of 09/24/2018 (the "Effective Date"), is between Clear Capital (the "Company") and RadialSpark, LLC (the "Contractor"). WHEREAS, Company desires from time to time to retain Contractor.'
    ])
    expect(parties.map((party) => [party.name, party.definedAs, party.evidence.paragraphIndex])).toEqual([
      ['Clear Capital', ['Company'], 1],
      ['RadialSpark, LLC', ['Contractor'], 1]
    ])
  })

  it('"and," "- and -" and "the City of …" before a name (kt-097, kt-069, kt-083)', () => {
    const jhu = 'This Non-Exclusive License Agreement (hereinafter "Agreement") is entered into by and between The Johns Hopkins University (hereinafter "JHU"), a corporation of the State of Maryland, having a principal place of business 3400 N. Charles Street, Baltimore, Maryland 21218- 2695 and, Virtuoso Surgical, Inc. (hereinafter "Company"), a Tennessee corporation having an address at 5701 Old Harding Pike; Suite 200; Nashville, TN 37205. The parties hereto agree as follows: 1. BACKGROUND 1.1 In the course of a fundamental research program at JHU, Dr. Russell Taylor (hereinafter "Inventors") developed the invention.'
    // A name defined after the preamble's sentence (the inventor) is no party.
    expect(readParties([jhu]).map((party) => [party.name, party.definedAs])).toEqual([
      ['The Johns Hopkins University', ['JHU']],
      ['Virtuoso Surgical, Inc.', ['Company']]
    ])
    const philips = 'THIS AGREEMENT is made July 31, 2017 BETWEEN: PROFOUND MEDICAL INC., a company incorporated under the laws of the province of Ontario and having its registered address at 2400 Skymark, Unit 6, Mississauga, Ontario L4W 5K5, Canada (hereinafter referred to as "Customer") - and - PHILIPS MEDICAL SYSTEMS NEDERLAND B.V., a company incorporated under the laws of the Netherlands (hereinafter referred to as "Philips") Customer and Philips hereinafter also collectively referred to as the "Parties".'
    expect(readParties([philips]).map((party) => party.name)).toEqual(['PROFOUND MEDICAL INC.', 'PHILIPS MEDICAL SYSTEMS NEDERLAND B.V.'])
    const city = 'This AGREEMENT regarding development of water well(s) (the "AGREEMENT") is entered into by the City of Fort Stockton, Texas, a Texas Type A-General Law city ("COFS") and STW Resources Holding Corp., a Nevada corporation ("STW"), effective as of the last date of signature.'
    expect(readParties([city]).map((party) => [party.name, party.definedAs])).toEqual([
      ['City of Fort Stockton, Texas', ['COFS']],
      ['STW Resources Holding Corp.', ['STW']]
    ])
  })

  it('the parties of an agreement the preamble recites are not this one\'s (kt-094)', () => {
    const preamble = 'This AMENDMENT AND TERMINATION OF JOINT VENTURE AGREEMENT (this "Amendment") is made and entered into effective as of October 30, 2019 by and among (1) Veoneer AB, a Swedish corporation ("Veoneer AB") and Veoneer US, Inc., a Delaware corporation ("Veoneer US"), and (2) Nissin Kogyo Co., Ltd., a Japanese corporation ("Nissin"), as an amendment to that certain Joint Venture Agreement dated March 7, 2018 by and among Autoliv ASP, Inc., a Delaware corporation ("Autoliv ASP"), Autoliv AB, a Swedish corporation ("Autoliv AB").'
    expect(readParties([preamble]).map((party) => party.name)).toEqual(['Veoneer AB', 'Veoneer US, Inc.', 'Nissin Kogyo Co., Ltd.'])
  })
  it('a cover page\'s bare names give way to the preamble that defines them, across its lines (kt-010)', () => {
    const parties = readParties([
      'BETWEEN',
      'AZUL LINHAS AÉREAS BRASILEIRAS S/A',
      'AND',
      'AVIONS DE TRANSPORT REGIONAL, G.I.E.',
      'TABLE OF CONTENTS',
      'This amendment (hereinafter referred to as the "Amendment") is entered into on January 6th, 2016.',
      'BETWEEN:',
      'AZUL LINHAS AÉREAS BRASILEIRAS S/A, a company incorporated under the laws of Brazil, the registered office of which is located at Avenida Marcos Penteado de Ulhôa Rodrigues, 939 - Barueri - São Paulo - Brazil, identified under Cadastro Nacional de pessoa Juridica (CNPJ) number 09.296.295/0001-60.',
      'Hereafter referred to as the "Company" or "AZUL",',
      'On the one part,',
      'AND:',
      "AVIONS DE TRANSPORT REGIONAL, G.I.E., a French groupement d'intérêt économique established under articles L.251-1 to L251-23 of the French Commercial Code, whose registered office is at 1 allée Pierre Nadot, 31712 Blagnac, France,",
      'Hereafter referred to as the "Repairer" or "ATR", On the other part.',
      'RECITALS:'
    ])
    // "AÉREAS" is no description opening with "a".
    expect(parties.map((party) => [party.name, party.definedAs, party.evidence.paragraphIndex])).toEqual([
      ['AZUL LINHAS AÉREAS BRASILEIRAS S/A', ['Company', 'AZUL'], 7],
      ['AVIONS DE TRANSPORT REGIONAL, G.I.E.', ['Repairer', 'ATR'], 11]
    ])
    // A later "between" naming other companies does not replace the cover's parties.
    const recital = readParties(['between', 'ALPHA ONE, INC.', 'and', 'BETA TWO LLC', 'WHEREAS, Gamma Corp. ("Gamma") and Delta Ltd. ("Delta") entered into an agreement between them.'])
    expect(recital.map((party) => party.name)).toEqual(['ALPHA ONE, INC.', 'BETA TWO LLC'])
  })
  it('several companies described in turn share a collective short name (kt-082)', () => {
    const preamble = 'This Cooperation Agreement ("Agreement") is entered into as of June 18, 2020, by and between Spôk Holdings, Inc., a Delaware corporation (the "Company"), and White Hat Strategic Partners LP, a Delaware limited partnership, White Hat SP GP LLC, a Delaware limited liability company, White Hat Capital Partners LP, a Delaware limited partnership, and White Hat Capital Partners GP LLC, a Delaware limited liability company (collectively, the "White Hat Parties") (each of the Company and the White Hat Parties, a "Party" to this Agreement, and collectively, the "Parties").'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['Spôk Holdings, Inc.', ['Company']],
      ['White Hat Strategic Partners LP', ['White Hat Parties']],
      ['White Hat SP GP LLC', ['White Hat Parties']],
      ['White Hat Capital Partners LP', ['White Hat Parties']],
      ['White Hat Capital Partners GP LLC', ['White Hat Parties']]
    ])
    // A parent named inside a description, and an address, are not further parties.
    const parent = 'This Agreement is made by and between Acme Sub LLC, a wholly owned subsidiary of Acme Holdings, Inc., with offices at 1 Main Street, Suite 5, Boston ("Acme"), and Beta Corp., a Delaware corporation ("Beta").'
    expect(readParties([parent]).map((party) => [party.name, party.definedAs])).toEqual([
      ['Acme Sub LLC', ['Acme']],
      ['Beta Corp.', ['Beta']]
    ])
  })

  it('a short name given to an unnamed other party is not the named company\'s (kt-072)', () => {
    const preamble = 'Pizza Fusion Holdings, Inc. Franchise Agreement This Franchise Agreement (the "Agreement") is entered into as of the Agreement Date shown on the cover page between Pizza Fusion Holding, Inc., a Florida corporation, and the individual or legal entity identified on the cover page ("Franchisee"). If Franchisee is a corporation, partnership, or limited liability company, then the Franchisee\'s owner(s) are also identified on the cover page.'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([['Pizza Fusion Holding, Inc.', []]])
  })
  it('signature blocks: the company on the signing line itself, not its general partner nor the signatory (kt-006, kt-034, kt-013)', () => {
    const parties = readParties([
      'JOINT FILING AGREEMENT',
      'The undersigned hereby agree to the joint filing of the Statement on Schedule 13D.',
      'HPS INVESTMENT PARTNERS, LLC /s/ John Madden Name: John Madden Title: Authorized Signatory HPS MEZZANINE PARTNERS II, LLC By: HPS Investment Partners, LLC, its sole member /s/ John Madden Name: John Madden Title: Authorized Signatory',
      'MEZZANINE PARTNERS II OFFSHORE LUX S.À R.L /s/ John Madden Name: John Madden Title: Authorized Signatory JOHN MADDEN /s/ John Madden',
      'IN WITNESS WHEREOF, the undersigned hereby execute this Agreement this 14t h day of February 2020. CLARUS IV-A, L.P. By: Clarus IV GP, L.P., its general partner By: Blackstone Clarus GP L.P., its general partner',
      'By: /s/ John G. Finley Name: John G. Finley Title: Chief Legal Officer',
      'BLACKSTONE CLARUS GP L.P. By: Blackstone Clarus GP L.L.C., its general partner',
      'By: /s/ John G. Finley Name: John G. Finley Title: Chief Legal Officer',
      'Date: April 7, 2020 BANK OF AMERICA CORPORATION',
      'By: Ally Pecarro Name: Ally Pecarro Title: Attorney-in-fact'
    ])
    expect(parties.map((party) => party.name)).toEqual([
      'HPS INVESTMENT PARTNERS, LLC',
      'HPS MEZZANINE PARTNERS II, LLC',
      'MEZZANINE PARTNERS II OFFSHORE LUX S.À R.L',
      'CLARUS IV-A, L.P.',
      'BLACKSTONE CLARUS GP L.P.',
      'BANK OF AMERICA CORPORATION'
    ])
    const bank = parties[5]
    expect(bank?.evidence).toEqual({ paragraphIndex: 8, start: 'Date: April 7, 2020 '.length, end: 'Date: April 7, 2020 BANK OF AMERICA CORPORATION'.length, text: 'BANK OF AMERICA CORPORATION' })
  })
  it('a "PARTIES" heading with numbered entries (kt-098)', () => {
    const preamble = 'THIS AGREEMENT IS MADE ON THE 19 DAY OF MAY , 2010 PARTIES (1) SHBV (HONG KONG) LTD, a company incorporated in Hong Kong whose registered office is at Unit 3208, 32/F Office Tower ("SHBV"); and Convention Plaza, 1 Harbour Rd, Hong Kong (2) WASTE2ENERGY GROUP HOLDINGS PLC a company incorporated in Isle of Man whose registered office is at Stanley House, Lord Street, Douglas, Isle of Man 1M1 2BF ("W2E"), each a "Party" and together the "Parties". BACKGROUND (A) SHBV is engaged in the business of design.'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['SHBV (HONG KONG) LTD', ['SHBV']],
      ['WASTE2ENERGY GROUP HOLDINGS PLC', ['W2E']]
    ])
    // "THE PARTIES HEREBY AGREE" opens no list of parties.
    expect(readParties(['THE PARTIES HEREBY AGREE AS FOLLOWS: the Supplier ("Supplier") shall deliver the Goods ("Goods").'])).toEqual([])
  })

  it('parties named as the subjects of the making sentence, without their signatories (kt-018)', () => {
    const preamble = 'JSC NOC KazakhOil, hereinafter referred to as the "Company", in the person of Executive Marketing Director Ms. A. M. Rakhimbekov, acting on the basis of the Power of Attorney (1) 1-13 dated January 3, 2000, on the one side and JSC Karakudukmunay, hereinafter referred to as the "Principal" in the person of General Director Mr. N. D. Klinchev and Financial Director Mr. R. Moore, acting on the basis of the Charter, on the other side, collectively referred to as the "Parties", have entered into this Transportation Contract (the "Contract") and hereby agree as follows:'
    expect(readParties(['PREAMBLE', preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['JSC NOC KazakhOil', ['Company']],
      ['JSC Karakudukmunay', ['Principal']]
    ])
    // A recital, or a clause that does not make the agreement, is no such sentence.
    expect(readParties(['WHEREAS, Acme Corp. (the "Seller") and Beta LLC (the "Buyer") have entered into a supply agreement.'])).toEqual([])
    expect(readParties(['Acme Corp. (the "Seller") shall deliver the goods to Beta LLC (the "Buyer") at its warehouse.'])).toEqual([])
  })

  it('a quote misplaced before the parenthesis still gives the short name, and a stray quote none (kt-052)', () => {
    const preamble = 'This Co-Branding Agreement (this "Agreement") dated March 15, 2000 (the "Effective Date") is entered into between VerticalNet, Inc., a Pennsylvania corporation having a principal place of business at 700 Dresher Road, Suite 100, Horsham, Pennsylvania, 19044 ("VerticalNet"), and LeadersOnline, Inc. a Delaware corporation having a principal place of business at 18401 Von Karman Avenue, Suite 500, Irvine, California, 92612 "(LeadersOnline") (each a "Party" and together the "Parties").'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['VerticalNet, Inc.', ['VerticalNet']],
      ['LeadersOnline, Inc.', ['LeadersOnline']]
    ])
  })
  it('a name ends before "c/o", ", the …", a building and a description without its article (kt-057, kt-093, kt-088, kt-008)', () => {
    const read = (preamble: string) => readParties([preamble]).map((party) => party.name)
    expect(read('This Agreement is made by and between MOSSIMO, INC., a Delaware corporation (the "Company"), and DAVID DUVAL ENTERPRISES, INC. c/o International Management, Inc., IMG Center, 1360 East 9th Street, Cleveland, Ohio 44114 ("Licensor").')).toEqual(['MOSSIMO, INC.', 'DAVID DUVAL ENTERPRISES, INC.'])
    expect(read('This Endorsement Agreement is made and entered into this first (1st) day of January, 1996, by and between Teardrop Putter Corporation having its principal office at 207 WatersEdge, Hilton Head Island, South Carolina 29928 (hereinafter referred to as "TPC"), and Consolidated Artists Inc., Sommerville House, Phillips Street, St. Helier, Jersey JE1 1DE, Channel Islands, British Isles (hereinafter referred to as "Consolidated Artists").')).toEqual(['Teardrop Putter Corporation', 'Consolidated Artists Inc.'])
    expect(read('This Supply Agreement is entered into by and between Apollo Endosurgery, Delaware corporation, with offices at 1120 S. Capital of Texas Hwy, Austin, TX ("APOLLO"), and Establishment Labs, S.A, a Costa Rica company ("ESTABLISHMENT").')).toEqual(['Apollo Endosurgery', 'Establishment Labs, S.A'])
    expect(read('This Agreement is made between NETWORK 1 FINANCIAL, INC., a Virginia corporation ("Network 1") and Payment Data Systems, Inc., the Affiliate Office of the ISO ("PDS").')).toEqual(['NETWORK 1 FINANCIAL, INC.', 'Payment Data Systems, Inc.'])
    expect(read('This Agreement is made between Cool Technologies Inc.. ("COOL TECH") and VETERAN TECHNOLOGY GROUP, LLC ("VET TECH").')).toEqual(['Cool Technologies Inc.', 'VETERAN TECHNOLOGY GROUP, LLC'])
  })

  it('a defined term after "the" is no party: "the Company", "the Bank and …" (kt-004 look-alike)', () => {
    expect(readParties(['(xv) There has been no material adverse change in the business of the Company, the MHCs, the Bank and the Subsidiaries, and the proposed merger between the Company and the Bank conform in all material respects to the descriptions contained in the Prospectus.'])).toEqual([])
  })

  it('a signature block\'s "d/b/a" line and the general partner that signs for a party (kt-004)', () => {
    const parties = readParties([
      'Very truly yours,',
      'Alliance Bancorp, Inc. of Pennsylvania',
      'By:',
      'Greater Delaware Valley Savings Bank',
      'd/b/a Alliance Bank',
      'By:',
      "SANDLER O'NEILL & PARTNERS, L.P.",
      'By:',
      "Sandler O'Neill & Partners Corp., the sole general partner",
      'By:'
    ])
    expect(parties.map((party) => party.name)).toEqual(['Alliance Bancorp, Inc. of Pennsylvania', 'Greater Delaware Valley Savings Bank', "SANDLER O'NEILL & PARTNERS, L.P."])
  })
  it('two signature blocks side by side, each company ending with its suffix, a role label dropped (kt-062, kt-058)', () => {
    const netzee = readParties([
      'IN WITNESS WHEREOF, the undersigned duly authorized representatives of the parties hereto have made and entered in this Agreement.',
      'NETZEE, INC. THE BANKERS BANK, a Georgia banking corporation',
      'By: /s/ Richard S. Eiswirth By: /s/ Kevin Tweddle ------------------------ --------------------------'
    ])
    expect(netzee.map((party) => party.name)).toEqual(['NETZEE, INC.', 'THE BANKERS BANK'])
    const mcdata = readParties(['ACCEPTED AND AGREED TO BY: ACCEPTED AND AGREED TO BY:', 'McDATA CORPORATION(McDATA) RESELLER MTI TECHNOLOGY CORPORATION', 'SIGNED: /s/ Bruce Chumley SIGNED: /s/ Ron Umagat NAME: Bruce Chumley NAME: Ron Umagat'])
    expect(mcdata.map((party) => [party.name, party.evidence.start])).toEqual([
      ['McDATA CORPORATION', 0],
      ['MTI TECHNOLOGY CORPORATION', 'McDATA CORPORATION(McDATA) RESELLER '.length]
    ])
    // One block per line keeps its whole name, its role label dropped.
    expect(readParties(['LICENSOR: ACME WIDGETS, INC.', 'By: /s/ Jane Roe', 'LICENSEE: Beta Supply LLC', 'By: /s/ John Doe']).map((party) => party.name)).toEqual(['ACME WIDGETS, INC.', 'Beta Supply LLC'])
  })
  it('"the Reseller named above": the form\'s labelled line names the other party (kt-084)', () => {
    const preamble = 'This Form of Sub-Reseller Agreement (this "Sub-Reseller Agreement") is made and entered in by and between salesforce.com, inc., a Delaware corporation having its principal place of business at The Landmark @ One Market, Suite 300, San Francisco, California 94105 ("SFDC" or "Salesforce") and the Reseller named above and amends that certain Reseller Agreement between Salesforce and Reseller dated as of August 1, 2015.'
    const cover = 'Reseller Full Legal Name Salesforce.org, a nonprofit public benefit corporation having its principal place of business at 50 Fremont Street, Suite 300, San Francisco, California 94105'
    expect(readParties(['Signature Page', cover, preamble]).map((party) => [party.name, party.definedAs, party.evidence.paragraphIndex])).toEqual([
      ['salesforce.com, inc.', ['SFDC', 'Salesforce'], 2],
      ['Salesforce.org', ['Reseller'], 1]
    ])
    // A line that merely begins with the role is no label.
    expect(readParties(['Reseller shall pay all fees when due.', preamble]).map((party) => party.name)).toEqual(['salesforce.com, inc.'])
  })
  it('a short name whose closing quote is missing, an individual "in his individual capacity" (CUAD endorsement, cooperation)', () => {
    const endorsement = 'THIS ENDORSEMENT AGREEMENT (the "Agreement") is dated as of this ____day of ____________, 2012, but made effective as of February 20, 2012 ("Effective Date") between Healthcare Distribution Specialists LLC ("HDS"), a Delaware corporation, and Paul Silas ("Celebrity), an individual. AGREEMENT 1. Engagement.'
    expect(readParties([endorsement]).map((party) => [party.name, party.definedAs])).toEqual([
      ['Healthcare Distribution Specialists LLC', ['HDS']],
      ['Paul Silas', ['Celebrity']]
    ])
    const cooperation = 'This Cooperation Agreement (this "Agreement") dated December 12, 2014, is by and among the persons and entities listed on Schedule A (collectively, the "ValueAct Group", and individually a "member" of the ValueAct Group), Allison Transmission Holdings, Inc. (the "Company") and Gregory P. Spivy, in his individual capacity and as a member of the ValueAct Group (the "ValueAct Designee").'
    expect(readParties([cooperation]).map((party) => [party.name, party.definedAs])).toEqual([
      ['Allison Transmission Holdings, Inc.', ['Company']],
      ['Gregory P. Spivy', ['ValueAct Designee']]
    ])
  })

  it('a company in mixed case opening its signing line, not the capitals at its tail (CUAD cooperation)', () => {
    const parties = readParties([
      'IN WITNESS WHEREOF, each of the parties hereto has executed this COOPERATION AGREEMENT as of the date first above written.',
      'VA Partners I, LLC By: /s/ George F. Hamel, Jr. Name: George F. Hamel, Jr. Title: Chief Operating Officer',
      'ValueAct Holdings GP, LLC By: /s/ George F. Hamel, Jr. Name: George F. Hamel, Jr. Title: Chief Operating Officer /s/ Gregory P. Spivy Gregory P. Spivy'
    ])
    expect(parties.map((party) => party.name)).toEqual(['VA Partners I, LLC', 'ValueAct Holdings GP, LLC'])
  })
  it('labelled subjects "hereby agree", their short names unquoted (CUAD outsourcing)', () => {
    const preamble = 'Outsourcing Contract on Development of Miaoli Royal Resort Hotel The Covenanter: The HUANG JIA Country CLUB and Recreation Inc. (hereinafter referred to as Party A) and the Covenanter: Chang Chen-Bin Architects Office (hereinafter referred to as Party B) hereby agree to establish the following terms and conditions with regard to the development of Miaoli Royal Resort Hotel: Article I. Outsourced Project'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['The HUANG JIA Country CLUB and Recreation Inc.', ['Party A']],
      ['Chang Chen-Bin Architects Office', ['Party B']]
    ])
    // Agreeing parties that are not named, or a clause that only refers to the parties, are no preamble.
    expect(readParties(['The parties hereby agree that the Supplier (hereinafter referred to as Supplier) and the Customer (hereinafter referred to as Customer) shall meet monthly.'])).toEqual([])
  })

  it('a letter agreement: a recital of another agreement\'s parties and a name running over a sentence are no parties; the letter\'s signers are (CUAD remarketing)', () => {
    const recital = 'The remarketing (the "Remarketing") of the Preferred Securities is provided for in the Trust Agreement and in an agreement dated December 18, 2001 between the Company and Lehman Brothers Inc. (the "Original Remarketing Agreement"), and if the Debentures have been distributed to the holders of the Preferred Securities in exchange for such Preferred Securities, pursuant to the Trust Agreement and the Indenture. From the date hereof, Barclays Capital Inc. ("Barclays") hereby agrees to be bound by the Original Remarketing Agreement as amended hereby.'
    const parties = readParties([
      'AMENDED AND RESTATED REMARKETING AGREEMENT',
      'Barclays Capital Inc. 745 Seventh Avenue New York, NY 10019',
      'Ladies and Gentlemen:',
      recital,
      'Very truly yours, REINSURANCE GROUP OF AMERICA, INCORPORATED',
      'By:/s/ Todd C. Larson Name:Todd C. Larson Title: EVP, Corporate Finance &Treasurer RGA CAPITAL TRUST I By:/s/ Todd C. Larson Name:Todd C. Larson Title: Administrative Trustee BARCLAYS CAPITAL INC. By:/s/ Gary Antenberg Authorized Representative'
    ])
    expect(parties.map((party) => party.name)).toEqual(['REINSURANCE GROUP OF AMERICA, INCORPORATED', 'RGA CAPITAL TRUST I', 'BARCLAYS CAPITAL INC.'])
    // The recital alone names no parties of this agreement.
    expect(readParties([recital])).toEqual([])
  })

  it('a letter\'s close is no part of the signing company; a company\'s own abbreviations do not end its name (look-alikes)', () => {
    const signed = readParties(['CONFIRMED AND ACCEPTED, as of the date first written above: ACME HOLDINGS LTD.', 'By: /s/ Jane Roe', 'Yours faithfully, Beta Trading Co.', 'By: /s/ John Doe'])
    expect(signed.map((party) => party.name)).toEqual(['ACME HOLDINGS LTD.', 'Beta Trading Co.'])
    const preamble = 'This Supply Agreement is made as of May 1, 2019 by and between Alliance Bancorp, Inc. Of Pennsylvania, a Pennsylvania corporation ("Alliance"), and Dai Nippon Printing Co. Ltd. Japan, a Japanese corporation ("DNP").'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['Alliance Bancorp, Inc. Of Pennsylvania', ['Alliance']],
      ['Dai Nippon Printing Co. Ltd. Japan', ['DNP']]
    ])
    // Two companies named in a plain list, with the defined term "the Trust" beside a name.
    expect(readParties(['This Agreement is made by and between the Trust and Lehman Brothers Inc. and Banc of America Securities LLC.']).map((party) => party.name)).toEqual(['Lehman Brothers Inc.', 'Banc of America Securities LLC'])
  })

  it('parties the preamble leaves to a schedule are the companies that sign, with the group\'s short name (CUAD cooperation)', () => {
    const preamble = 'This Cooperation Agreement (this "Agreement") dated December 12, 2014, is by and among the persons and entities listed on Schedule A (collectively, the "ValueAct Group", and individually a "member" of the ValueAct Group), Allison Transmission Holdings, Inc. (the "Company") and Gregory P. Spivy, in his individual capacity and as a member of the ValueAct Group (the "ValueAct Designee").'
    const signatures = [
      'ALLISON TRANSMISSION HOLDINGS, INC.',
      'By: /s/ Eric C. Scroggins Name: Eric C. Scroggins Title: Vice President, General Counsel & Secretary',
      'VA Partners I, LLC By: /s/ George F. Hamel, Jr. Name: George F. Hamel, Jr. Title: Chief Operating Officer',
      'ValueAct Holdings GP, LLC By: /s/ George F. Hamel, Jr. Name: George F. Hamel, Jr. Title: Chief Operating Officer /s/ Gregory P. Spivy Gregory P. Spivy'
    ]
    expect(readParties(['COOPERATION AGREEMENT', preamble, ...signatures]).map((party) => [party.name, party.definedAs])).toEqual([
      ['Allison Transmission Holdings, Inc.', ['Company']],
      ['Gregory P. Spivy', ['ValueAct Designee']],
      ['VA Partners I, LLC', ['ValueAct Group']],
      ['ValueAct Holdings GP, LLC', ['ValueAct Group']]
    ])
    // A preamble that names all its parties keeps them alone, whatever signs below; "the Products listed on Schedule A" lists no parties.
    const whole = 'This Supply Agreement (this "Agreement") is made by and between Allison Transmission Holdings, Inc. (the "Company") and VA Partners I, LLC ("Supplier") for the Products listed on Schedule A (the "Products").'
    expect(readParties([whole, ...signatures]).map((party) => party.name)).toEqual(['Allison Transmission Holdings, Inc.', 'VA Partners I, LLC'])
  })

  it('"Incorporated" is a suffix unless a description follows; a division "through its …" is not the party\'s name (CUAD amendment)', () => {
    const preamble = 'This is the First Amendment ("First Amendment") to the Development Agreement ("Development Agreement") entered into on April 15, 2010, by and between Cargill, Incorporated through its Bio Technology Development Center, having its principal place of business at 15407 McGinty Road West, Wayzata, Minnesota 55391 USA ("Cargill") and BioAmber S.A.S., having a place of business at Route de Bazancourt, F-51110, Pomacle France ("BioAmber").'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['Cargill, Incorporated', ['Cargill']],
      ['BioAmber S.A.S.', ['BioAmber']]
    ])
    const described = 'This Agreement is made by and between Acme Widgets, incorporated under the laws of Ontario ("Acme"), and Beta LLC ("Beta").'
    expect(readParties([described]).map((party) => party.name)).toEqual(['Acme Widgets', 'Beta LLC'])
  })

  it('the principal an administrator signs for is a party; a defined term after "as agent for" is not (kt-037)', () => {
    const preamble = 'This License Agreement (this "Agreement") is entered into effective as of December 16, 2004, (the "Effective Date") by and between TWENTIETH CENTURY FOX LICENSING & MERCHANDISING, a division of Fox Entertainment Group, Inc. ("Fox"), as Administrator for Twentieth Century Fox Film Corporation ("Trademark Licensor"), and Sorrent, Inc. ("Licensee").'
    expect(readParties([preamble]).map((party) => [party.name, party.definedAs])).toEqual([
      ['TWENTIETH CENTURY FOX LICENSING & MERCHANDISING', ['Fox']],
      ['Twentieth Century Fox Film Corporation', ['Trademark Licensor']],
      ['Sorrent, Inc.', ['Licensee']]
    ])
    const agent = 'This Agreement is made by and between Acme Servicing LLC ("Servicer"), as agent for the Trust ("Principal"), and Beta Bank N.A. ("Bank").'
    expect(readParties([agent]).map((party) => party.name)).toEqual(['Acme Servicing LLC', 'Beta Bank N.A.'])
  })

  it('an agreement summary\'s signing line: the company before the next block\'s role label, and the name the role label vouches for (kt-076)', () => {
    const parties = readParties([
      'SPONSORSHIP AGREEMENT AGREEMENT SUMMARY',
      "SPONSOR: Name: Rubio's Fresh Mexican Grill Phone: 760/602-3611 Address: 1902 Wright Place, Suite 300 Carlsbad, CA 92008",
      "Upon execution by both parties, this Agreement is a binding legal contract. SAN DIEGO BALLPARK FUNDING LLC SPONSOR: Rubio's Fresh Mexican Grill By: /s/ James M. Ballweg",
      'By: /s/ LA Rusinko'
    ])
    expect(parties.map((party) => party.name)).toEqual(['SAN DIEGO BALLPARK FUNDING LLC', "Rubio's Fresh Mexican Grill"])
    // A role label before a signatory's label or title is no name.
    expect(readParties(['ACME SUPPLY INC. LICENSEE: Authorized Signature By: /s/ Jane Roe', 'LICENSOR: By: /s/ John Doe Name: John Doe'])).toEqual([])
  })
})
