import { describe, expect, it } from 'vitest'
import { readGoverningLaw } from '../../../electron/engine/keyterms/governing-law'

function read(...paragraphs: string[]) {
  return readGoverningLaw(paragraphs)
}

describe('governing law', () => {
  it('the law named first and chosen after it: "The Laws of the State of Delaware … shall govern" (kt-102)', () => {
    expect(read('12.4 The Laws of the State of Delaware (without reference to its principles of conflicts of law) shall govern the construction, interpretation and other matters arising out of or in connection with this IP Agreement and its schedules (whether arising in contract, tort, equity or otherwise).')?.value).toEqual({ jurisdiction: 'Delaware', country: 'United States' })
    expect(read('The laws of England and Wales shall apply to this Agreement.')?.value.jurisdiction).toBe('England and Wales')
    // Laws a party must comply with are not the law the parties choose.
    expect(read('Licensee shall comply with the laws of the State of California, which shall apply to the sale of Products in California.')).toBeNull()
  })

  it('reads the state whose law governs, with the sentence as evidence (kt-001)', () => {
    const sentence = 'This Agreement will be governed and construed in accordance with the laws of the State of California without giving effect to conflict of laws principles.'
    const paragraph = `14. GOVERNING LAW. ${sentence}`
    const law = read('1. DEFINITIONS.', paragraph)
    expect(law?.value).toEqual({ jurisdiction: 'California', country: 'United States' })
    expect(law?.evidence).toEqual({ paragraphIndex: 1, start: paragraph.indexOf(sentence), end: paragraph.length, text: sentence })
  })

  it('a venue clause names courts, not law: it is not read (look-alike)', () => {
    expect(read('Each party submits to the exclusive jurisdiction of the state and federal courts located in the State of New York.')).toBeNull()
  })

  it('the law chosen, not the forum, when one sentence names both', () => {
    const law = read('This Agreement shall be governed by the laws of the State of Delaware, and the parties submit to the jurisdiction of the courts of the State of New York.')
    expect(law?.value.jurisdiction).toBe('Delaware')
  })

  it.each([
    ['This Agreement shall be construed in accordance with the laws of the District of Columbia.', 'District of Columbia', 'United States'],
    ['This Agreement shall be governed by and construed in accordance with the laws of the Province of Ontario and the federal laws of Canada applicable therein.', 'Ontario', 'Canada'],
    ['This Agreement is governed by the laws of England and Wales.', 'England and Wales', 'United Kingdom'],
    ['This Agreement shall be governed by the laws of the Republic of Kazakhstan.', 'Republic of Kazakhstan', 'Kazakhstan'],
    ['This Agreement shall be governed by the laws of the Commonwealth of Pennsylvania.', 'Pennsylvania', 'United States'],
    ['This Agreement shall be governed by West Virginia law.', 'West Virginia', 'United States'],
    ['This Agreement shall be governed by the laws of the Hong Kong Special Administrative Region.', 'Hong Kong', 'China']
  ])('%s', (sentence, jurisdiction, country) => {
    expect(read(sentence)?.value).toEqual({ jurisdiction, country })
  })

  it('federal law of the United States gives way to the state named beside it', () => {
    expect(read('This Agreement shall be governed by the federal laws of the United States and the laws of the State of New York.')?.value.jurisdiction).toBe('New York')
  })

  it('"the laws thereof" is the state the sentence names (kt-040)', () => {
    const law = read('This Agreement has been made in the State of California and shall be governed by and construed in accordance with the laws thereof without regard to principles of conflicts of laws.')
    expect(law?.value).toEqual({ jurisdiction: 'California', country: 'United States' })
  })

  it('a law named by its adjective (kt-098)', () => {
    expect(read('This Agreement is governed by English law.')?.value).toEqual({ jurisdiction: 'England and Wales', country: 'United Kingdom' })
  })

  it('the United States and a state: the state decides (kt-047)', () => {
    expect(read('This Agreement shall be governed in all respects by the laws of the United States and the State of Florida, except for conflict of laws provisions.')?.value.jurisdiction).toBe('Florida')
  })

  it('a party organised under a state\'s laws is not the law that governs (kt-061 look-alike)', () => {
    const law = read(
      'Licensee represents and warrants that it is a corporation duly organized, validly existing and in good standing under the laws of the State of Delaware, and that this Agreement is subject to its obligations.',
      'THIS AGREEMENT SHALL BE GOVERNED BY AND CONSTRUED IN ACCORDANCE WITH THE LAWS OF THE SIATE OF TEXAS.'
    )
    expect(law?.value.jurisdiction).toBe('Texas')
    expect(law?.evidence.paragraphIndex).toBe(1)
  })

  it('laws named outside a choice of law are not read', () => {
    expect(read('Supplier shall comply with the laws of the State of Texas in performing the Services.')).toBeNull()
  })
})
