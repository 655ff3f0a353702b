import type { CompanySeed } from './types'

export interface OurEntitySeed extends Omit<CompanySeed, 'kinds' | 'sanctions'> {
  governingLaws: string[]
}

const person = (firstName: string, lastName: string, designation: string, title: string | null = null) => ({ firstName, lastName, designation, title })

/** Harbourline's own group companies: the `isInternal` parties, and who signs for each. */
export const OUR_ENTITIES: OurEntitySeed[] = [
  {
    key: 'harbourline-group', entityName: 'Harbourline Group plc', shortName: 'Harbourline Group', entityType: 'public limited company', country: 'GB',
    regNo: '03918820', address: '1 Harbour Exchange Square, London E14 9GE, United Kingdom', domain: 'harbourline.example', phone: '+44 20 7946 0100',
    tags: ['group'], abbreviations: ['Harbourline', 'HLG'], attributes: { lei: '213800HARBOURLINE019', vat_number: 'GB 710 3381 02' },
    governingLaws: ['England and Wales'],
    people: [person('Robert', 'Chen', 'Chief Financial Officer', 'Mr')]
  },
  {
    key: 'harbourline-uk', entityName: 'Harbourline Technologies Ltd', shortName: 'Harbourline Technologies', entityType: 'private limited company', country: 'GB',
    regNo: '08126644', address: '1 Harbour Exchange Square, London E14 9GE, United Kingdom', domain: 'harbourline.example', phone: '+44 20 7946 0100',
    tags: ['operating-company'], abbreviations: ['HLT'], attributes: { vat_number: 'GB 710 3381 02' }, parentKey: 'harbourline-group',
    governingLaws: ['England and Wales', 'Ireland', 'Netherlands', 'France'],
    people: [person('Amelia', 'Hart', 'General Counsel', 'Ms'), person('Robert', 'Chen', 'Director', 'Mr')]
  },
  {
    key: 'harbourline-us', entityName: 'Harbourline Inc.', shortName: 'Harbourline US', entityType: 'corporation', country: 'US',
    regNo: 'DE 5520917', address: '233 Spring Street, 9th Floor, New York, NY 10013, USA', domain: 'harbourline.example', phone: '+1 212 555 0100',
    tags: ['operating-company'], abbreviations: ['HL Inc'], attributes: {}, parentKey: 'harbourline-group',
    governingLaws: ['New York', 'Delaware', 'California'],
    people: [person('Michael', 'Osei', 'President', 'Mr')]
  },
  {
    key: 'harbourline-de', entityName: 'Harbourline GmbH', shortName: 'Harbourline Germany', entityType: 'GmbH', country: 'DE',
    regNo: 'HRB 201377', address: 'Neue Mainzer Straße 52, 60311 Frankfurt am Main, Germany', domain: 'harbourline.example', phone: '+49 69 2222 4100',
    tags: ['operating-company'], attributes: { vat_number: 'DE 301 882 416' }, parentKey: 'harbourline-group',
    governingLaws: ['Germany'],
    people: [person('Laura', 'Schmitt', 'Geschäftsführerin', 'Frau')]
  },
  {
    key: 'harbourline-sg', entityName: 'Harbourline Asia Pte. Ltd.', shortName: 'Harbourline Asia', entityType: 'private company limited by shares', country: 'SG',
    regNo: '201911842R', address: '8 Marina View, #31-01, Singapore 018960', domain: 'harbourline.example', phone: '+65 6555 0100',
    tags: ['operating-company', 'apac'], attributes: {}, parentKey: 'harbourline-group',
    governingLaws: ['Singapore'],
    people: [person('Wei Ling', 'Tan', 'Managing Director', 'Ms')]
  }
]

/** Harbourline lawyers and managers who appear as `our_representative`. */
export const OUR_NEGOTIATORS = [
  person('Daniel', 'Okafor', 'Senior Commercial Counsel', 'Mr'),
  person('Priya', 'Raman', 'Legal Counsel', 'Ms'),
  person('Hannah', 'Berg', 'Procurement Counsel', 'Ms'),
  person('Tomás', 'Silva', 'Employment Counsel', 'Mr'),
  person('Julia', 'Walsh', 'Contract Manager', 'Ms')
]
