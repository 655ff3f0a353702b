import { describe, expect, it } from 'vitest'
import { readParties } from '../../../electron/engine/keyterms/parties'

// Documents without a preamble or signature blocks that name the parties: a letter of "the
// undersigned" and a press release filed as the agreement's exhibit (party-letters.ts, party-announcements.ts).
describe('parties of letters and press releases', () => {
  it('a letter of "the undersigned" names the company it is made with, under the full name its short name stands for (kt-036)', () => {
    const letter = [
      'AFFILIATE AGREEMENT',
      'Physician Sales & Service, Inc. 4345 Southpoint Boulevard Jacksonville, Florida 32216',
      'The undersigned is a shareholder of Gulf South Medical Supply, Inc. ("GSMS"), a corporation organized and existing under the laws of the State of Delaware, and will become a shareholder of Physician Sales & Service, Inc. ("PSS"), a corporation organized and existing under the laws of the State of Florida, pursuant to the transactions described in the Agreement and Plan of Merger, dated as of December 14, 1997 (the "Agreement"), by and among PSS, PSS Merger Corp. ("Merger Corp.") and GSMS. Under the terms of the Agreement, Merger Corp. will be merged into and with GSMS (the "Merger"), and the shares of the $.01 par value common stock of GSMS ("GSMS Common Stock") will be converted into and exchanged for shares of the $.01 par value common stock of PSS ("PSS Common Stock"). This Affiliate Agreement represents an agreement between the undersigned and PSS regarding certain rights and obligations of the undersigned in connection with the shares of PSS to be received by the undersigned as a result of the Merger.',
      'In consideration of the Merger and the mutual covenants contained herein, the undersigned and PSS hereby agree as follows:'
    ]
    const parties = readParties(letter)
    expect(parties.map((party) => [party.name, party.definedAs])).toEqual([['Physician Sales & Service, Inc.', ['PSS']]])
    expect(parties[0]?.evidence.paragraphIndex).toBe(2)
    expect(parties[0]?.evidence.text).toBe('Physician Sales & Service, Inc.')
    // Named in full, the company needs no definition.
    expect(readParties(['The undersigned and Acme Holdings, Inc. hereby agree as follows:']).map((party) => party.name)).toEqual(['Acme Holdings, Inc.'])
  })

  it('a letter that binds the undersigned to no company, or to a short name it never defines, names no party (look-alikes)', () => {
    expect(readParties(['The undersigned hereby agree to the joint filing of the Statement on Schedule 13D.'])).toEqual([])
    expect(readParties(['This letter represents an agreement between the undersigned and the Underwriters regarding the Lock-Up Period.'])).toEqual([])
    expect(readParties(['The undersigned and PSS hereby agree as follows:'])).toEqual([])
  })

  it('a press release names the company that entered into the agreement and the one it is made with (kt-092)', () => {
    const release = [
      'United National Bancorp Enters Into Outsourcing Agreement with the BISYS Group, Inc.',
      'Bridgewater, NJ -- February 18, 1999 -- United National Bancorp (Nasdaq: UNBJ) announced today that its principal subsidiary, United National Bank, has entered into a multi-year agreement with the BISYS Group, Inc. whereby BISYS will provide integrated information processing services, as well as item processing and deposit services, for United National.'
    ]
    const parties = readParties(release)
    expect(parties.map((party) => party.name)).toEqual(['United National Bank', 'BISYS Group, Inc.'])
    const at = (release[1] ?? '').indexOf('United National Bank')
    expect(parties[0]?.evidence).toEqual({ paragraphIndex: 1, start: at, end: at + 'United National Bank'.length, text: 'United National Bank' })
    const itself = 'Acme Corp. (NYSE: ACM) today announced that it has entered into a five-year supply agreement with Beta Industries Ltd. for the supply of resins.'
    expect(readParties([itself]).map((party) => party.name)).toEqual(['Acme Corp.', 'Beta Industries Ltd.'])
  })

  it('a release about a deal with an unnamed company, or a recital deep in a contract, names no party (look-alikes)', () => {
    expect(readParties(['Acme Corp. today announced that it has entered into a distribution agreement with a leading European retailer.'])).toEqual([])
    const body = ['ARTICLE 1', 'Definitions', 'Schedules', 'Pricing', 'Acme Corp. announced that it has entered into a supply agreement with Beta Industries Ltd.']
    expect(readParties(body)).toEqual([])
  })
})
