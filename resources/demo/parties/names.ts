import type { DemoRandom } from '../random'
import type { CompanySeed, CounterpartyKind, PersonSeed } from './types'

export const FIRST_NAMES = [
  'Maya', 'Oliver', 'Zara', 'Lukas', 'Amara', 'Ravi', 'Isla', 'Mateo', 'Freya', 'Kwame', 'Elena', 'Hugo', 'Nadia', 'Felix', 'Leila',
  'Arjun', 'Sophie', 'Tobias', 'Ines', 'Callum', 'Yuki', 'Bianca', 'Emeka', 'Clara', 'Jakub', 'Anouk', 'Declan', 'Mei', 'Rosa', 'Anders'
]
export const LAST_NAMES = [
  'Fischer', 'Patel', 'Nowak', 'Okonkwo', 'Lindqvist', 'Moreau', 'Hughes', 'Kowalski', 'Bianchi', 'Tanaka', 'Murphy', 'Haddad', 'Schneider',
  'Costa', 'Brennan', 'Iyer', 'Van Dijk', 'Sørensen', 'Mensah', 'Dubois', 'García', 'Novak', 'Ahmed', 'Kaur', 'Whitaker', 'Romano', 'Yilmaz'
]
export const JOB_TITLES = [
  'Software Engineer', 'Senior Software Engineer', 'Product Manager', 'Data Analyst', 'Account Executive', 'Customer Success Manager',
  'Finance Manager', 'Warehouse Operations Lead', 'HR Business Partner', 'Solutions Architect', 'Marketing Manager', 'Legal Counsel'
]

export function drawPerson(random: DemoRandom, designations: readonly string[] = JOB_TITLES): PersonSeed {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES), designation: random.pick(designations), title: null }
}

const STEMS = [
  'Aldgate', 'Bramble', 'Cobalt', 'Driftwood', 'Ember', 'Fenwick', 'Glasshouse', 'Hartwell', 'Inkwell', 'Juniper', 'Kingfisher', 'Larkspur',
  'Millbrook', 'Nettlefield', 'Orchard', 'Pinecrest', 'Quarry', 'Ravenscroft', 'Saltmarsh', 'Thornbury', 'Upland', 'Vellum', 'Westgate',
  'Yarrow', 'Zephyr', 'Ashdown', 'Beacon', 'Cinder', 'Dovetail', 'Elmstead', 'Foxglove', 'Greystone', 'Heron', 'Ivybridge', 'Kestrel Ridge',
  'Lockwood', 'Marigold', 'Northgate', 'Oxbow', 'Penrose'
]
const TRADES: Array<{ word: string; kinds: CounterpartyKind[] }> = [
  { word: 'Logistics', kinds: ['customer', 'supplier'] },
  { word: 'Analytics', kinds: ['software-vendor', 'processor'] },
  { word: 'Foods', kinds: ['customer'] },
  { word: 'Engineering', kinds: ['manufacturer', 'customer'] },
  { word: 'Software', kinds: ['software-vendor', 'processor'] },
  { word: 'Consulting', kinds: ['supplier'] },
  { word: 'Retail', kinds: ['customer'] },
  { word: 'Components', kinds: ['manufacturer'] },
  { word: 'Health', kinds: ['customer', 'processor'] },
  { word: 'Energy', kinds: ['customer'] },
  { word: 'Properties', kinds: ['landlord'] },
  { word: 'Estates', kinds: ['landlord'] },
  { word: 'Capital', kinds: ['investor'] },
  { word: 'Systems', kinds: ['reseller', 'software-vendor'] },
  { word: 'Distribution', kinds: ['reseller', 'manufacturer'] },
  { word: 'Media', kinds: ['customer', 'supplier'] },
  { word: 'Cloud', kinds: ['software-vendor', 'processor'] },
  { word: 'Packaging', kinds: ['manufacturer'] },
  { word: 'Telecom', kinds: ['supplier', 'customer'] },
  { word: 'Security', kinds: ['supplier'] }
]

const BRANCHES = ['North', 'South', 'East', 'West', 'Central']

interface Jurisdiction {
  country: string
  suffix: string
  entityType: string
  regNo: (random: DemoRandom) => string
  city: string
  weight: number
}
const digits = (random: DemoRandom, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('')
const JURISDICTIONS: Jurisdiction[] = [
  { country: 'GB', suffix: 'Ltd', entityType: 'private limited company', regNo: (r) => `0${digits(r, 7)}`, city: 'London', weight: 8 },
  { country: 'US', suffix: 'Inc.', entityType: 'corporation', regNo: (r) => `DE ${digits(r, 7)}`, city: 'New York, NY', weight: 6 },
  { country: 'DE', suffix: 'GmbH', entityType: 'GmbH', regNo: (r) => `HRB ${digits(r, 6)}`, city: 'Hamburg', weight: 3 },
  { country: 'NL', suffix: 'B.V.', entityType: 'besloten vennootschap', regNo: (r) => `KvK ${digits(r, 8)}`, city: 'Amsterdam', weight: 2 },
  { country: 'FR', suffix: 'S.A.S.', entityType: 'société par actions simplifiée', regNo: (r) => `RCS Paris ${digits(r, 9)}`, city: 'Paris', weight: 2 },
  { country: 'IE', suffix: 'Limited', entityType: 'private company limited by shares', regNo: (r) => digits(r, 6), city: 'Dublin', weight: 1 },
  { country: 'SG', suffix: 'Pte. Ltd.', entityType: 'private company limited by shares', regNo: (r) => `${digits(r, 9)}K`, city: 'Singapore', weight: 1 }
]

/**
 * A plausible company for the large benchmark workspace: "Cobalt Analytics GmbH", with a
 * register number, an address and zero to two people. `index` keeps names unique past the
 * 800 stem × trade combinations by adding a regional branch.
 */
export function drawCompany(random: DemoRandom, index: number): CompanySeed {
  const combinations = STEMS.length * TRADES.length
  const stem = STEMS[index % STEMS.length] ?? 'Aldgate'
  const trade = TRADES[Math.floor(index / STEMS.length) % TRADES.length] ?? { word: 'Logistics', kinds: ['customer'] }
  const round = Math.floor(index / combinations)
  const branch = round === 0 ? '' : ` ${BRANCHES[(round - 1) % BRANCHES.length] ?? ''}${round > BRANCHES.length ? ` ${round}` : ''}`
  const where = random.weighted(JURISDICTIONS.map((j) => [j, j.weight] as const))
  const shortName = `${stem} ${trade.word}${branch}`
  const slug = shortName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    key: `generated-${index}`,
    entityName: `${shortName} ${where.suffix}`,
    shortName,
    entityType: where.entityType,
    country: where.country,
    regNo: where.regNo(random),
    address: `${random.int(1, 240)} ${random.pick(['High Street', 'Station Road', 'Market Square', 'Park Lane', 'Commerce Way'])}, ${where.city}`,
    domain: `${slug}.example`,
    phone: `+${random.int(1, 99)} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 4)}`,
    kinds: trade.kinds,
    tags: random.chance(0.2) ? ['key-account'] : [],
    sanctions: random.weighted([['clear', 85], ['unknown', 14], ['sanctioned', 1]] as const),
    attributes: random.chance(0.5) ? { supplier_tier: random.pick(['Strategic', 'Preferred', 'Approved', 'Tail spend']) } : {},
    people: Array.from({ length: random.int(0, 2) }, () => drawPerson(random, ['Head of Procurement', 'General Counsel', 'Director', 'Account Manager']))
  }
}
