/*
 * Jurisdictions whose law a contract may choose, with the country each lies in. Longer names come
 * first when matching so "West Virginia" is not read as "Virginia" and "New South Wales" not as
 * "Wales".
 */

export interface Jurisdiction {
  jurisdiction: string
  country: string
  /** Other ways contracts write it ("the Commonwealth of Massachusetts" is handled by the reader). */
  aliases?: readonly string[]
}

const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
  'West Virginia', 'Wisconsin', 'Wyoming'
]

const CANADIAN_PROVINCES = [
  'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Ontario',
  'Prince Edward Island', 'Quebec', 'Saskatchewan'
]

const AUSTRALIAN_STATES = ['New South Wales', 'Victoria', 'Queensland', 'Western Australia', 'South Australia', 'Tasmania']

const COUNTRIES: readonly Jurisdiction[] = [
  { jurisdiction: 'United States', country: 'United States', aliases: ['United States of America', 'U.S.A.', 'USA', 'U.S.'] },
  { jurisdiction: 'England and Wales', country: 'United Kingdom', aliases: ['England & Wales'] },
  { jurisdiction: 'England', country: 'United Kingdom' },
  { jurisdiction: 'Scotland', country: 'United Kingdom' },
  { jurisdiction: 'Northern Ireland', country: 'United Kingdom' },
  { jurisdiction: 'United Kingdom', country: 'United Kingdom' },
  { jurisdiction: 'Hong Kong', country: 'China', aliases: ['Hong Kong Special Administrative Region', 'HKSAR'] },
  { jurisdiction: "People's Republic of China", country: 'China', aliases: ['PRC', 'P.R.C.', 'China', "People’s Republic of China"] },
  { jurisdiction: 'Republic of Kazakhstan', country: 'Kazakhstan', aliases: ['Kazakhstan'] },
  { jurisdiction: 'Cayman Islands', country: 'Cayman Islands' },
  { jurisdiction: 'British Virgin Islands', country: 'British Virgin Islands' },
  { jurisdiction: 'Bermuda', country: 'Bermuda' },
  { jurisdiction: 'Puerto Rico', country: 'United States' },
  { jurisdiction: 'District of Columbia', country: 'United States' },
  ...[
    'Canada', 'Ireland', 'Germany', 'France', 'Switzerland', 'Netherlands', 'Belgium', 'Luxembourg', 'Sweden', 'Norway',
    'Denmark', 'Finland', 'Spain', 'Italy', 'Austria', 'Portugal', 'Israel', 'Japan', 'Korea', 'Singapore', 'India',
    'Taiwan', 'Australia', 'New Zealand', 'Brazil', 'Mexico', 'Argentina', 'Chile', 'South Africa', 'Malaysia',
    'Thailand', 'Indonesia', 'Philippines', 'Vietnam', 'Russia', 'Poland', 'Czech Republic', 'Hungary', 'Greece',
    'Turkey', 'Cyprus', 'Malta', 'Liechtenstein', 'Monaco', 'United Arab Emirates', 'Saudi Arabia', 'Egypt', 'Nigeria',
    'Kenya', 'Colombia', 'Peru', 'Ukraine', 'Romania', 'Bulgaria', 'Iceland'
  ].map((name) => ({ jurisdiction: name, country: name, aliases: [`Republic of ${name}`] }))
]

export const JURISDICTIONS: readonly Jurisdiction[] = [
  ...US_STATES.map((name) => ({ jurisdiction: name, country: 'United States' })),
  ...CANADIAN_PROVINCES.map((name) => ({ jurisdiction: name, country: 'Canada', aliases: name === 'Quebec' ? ['Québec'] : [] })),
  ...AUSTRALIAN_STATES.map((name) => ({ jurisdiction: name, country: 'Australia' })),
  ...COUNTRIES
]

interface NamedJurisdiction {
  name: string
  jurisdiction: Jurisdiction
}

/** Every name and alias, longest first, so the first name that matches is the most specific one. */
export const JURISDICTION_NAMES: readonly NamedJurisdiction[] = JURISDICTIONS.flatMap((jurisdiction) =>
  [jurisdiction.jurisdiction, ...(jurisdiction.aliases ?? [])].map((name) => ({ name, jurisdiction }))
).sort((a, b) => b.name.length - a.name.length)

const LOWER_NAMES = JURISDICTION_NAMES.map((named) => ({ ...named, lower: named.name.toLowerCase() }))

/** The jurisdiction a text starts with ("New York applicable to…" → New York), with its length. */
export function jurisdictionAtStart(text: string): { jurisdiction: Jurisdiction; length: number } | null {
  const head = text.slice(0, 48).toLowerCase()
  for (const { name, lower, jurisdiction } of LOWER_NAMES) {
    if (!head.startsWith(lower)) continue
    const after = text[name.length] ?? ''
    if (/[\p{L}\p{N}]/u.test(after)) continue
    // "Washington, D.C." is the District of Columbia, not the state.
    if (jurisdiction.jurisdiction === 'Washington' && /^,?\s?D\.?\s?C\b/.test(text.slice(name.length))) {
      const district = JURISDICTIONS.find((j) => j.jurisdiction === 'District of Columbia')
      if (district) return { jurisdiction: district, length: name.length + (/^,?\s?D\.?\s?C\.?/.exec(text.slice(name.length))?.[0].length ?? 0) }
    }
    return { jurisdiction, length: name.length }
  }
  return null
}

/** The jurisdiction whose name ends at `end` ("… by Delaware| law"), longest name first. */
export function jurisdictionEndingAt(text: string, end: number): { jurisdiction: Jurisdiction; start: number } | null {
  const tail = text.slice(Math.max(0, end - 48), end).toLowerCase()
  for (const { lower, jurisdiction } of LOWER_NAMES) {
    if (!tail.endsWith(lower)) continue
    const start = end - lower.length
    if (/\p{L}/u.test(text[start - 1] ?? '')) continue
    return { jurisdiction, start }
  }
  return null
}
