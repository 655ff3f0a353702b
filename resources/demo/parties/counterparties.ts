import type { CompanySeed } from './types'

const person = (firstName: string, lastName: string, designation: string, title: string | null = null) => ({ firstName, lastName, designation, title })

/** The counterparties of the demo book, written by hand so the contact book reads like a real one. */
export const COUNTERPARTIES: CompanySeed[] = [
  {
    key: 'northwind', entityName: 'Northwind Logistics Ltd', shortName: 'Northwind Logistics', entityType: 'private limited company', country: 'GB',
    regNo: '04829331', address: '12 Dockside Way, Felixstowe IP11 3TX, United Kingdom', domain: 'northwind-logistics.example', phone: '+44 1394 550 120',
    kinds: ['customer'], tags: ['key-account', 'logistics'], abbreviations: ['NWL', 'Northwind'], sanctions: 'clear',
    attributes: { vat_number: 'GB 318 4471 92', lei: '2138004NWLOGISTIC841', kyc_review_date: '2025-02-11', preferred_language: 'English' },
    people: [person('Grace', 'Whitfield', 'Head of Procurement', 'Ms'), person('Samuel', 'Price', 'Chief Operating Officer', 'Mr')]
  },
  {
    key: 'northwind-de', entityName: 'Northwind Logistics GmbH', shortName: 'Northwind Logistics Germany', entityType: 'GmbH', country: 'DE',
    regNo: 'HRB 148213', address: 'Am Sandtorkai 41, 20457 Hamburg, Germany', domain: 'northwind-logistics.example', phone: '+49 40 8890 1200',
    kinds: ['customer'], tags: ['logistics'], abbreviations: ['NWL DE'], sanctions: 'clear', parentKey: 'northwind',
    attributes: { vat_number: 'DE 298 114 520', preferred_language: 'German' },
    people: [person('Jonas', 'Becker', 'Geschäftsführer', 'Herr')]
  },
  {
    key: 'northwind-us', entityName: 'Northwind Logistics Inc.', shortName: 'Northwind Logistics US', entityType: 'corporation', country: 'US',
    regNo: 'DE 6120458', address: '400 Harbor Boulevard, Newark, NJ 07114, USA', domain: 'northwind-logistics.example', phone: '+1 973 555 0142',
    kinds: ['customer'], tags: ['logistics'], abbreviations: ['NWL US'], sanctions: 'clear', parentKey: 'northwind',
    attributes: { preferred_language: 'English' },
    people: [person('Rachel', 'Moore', 'VP Operations', 'Ms')]
  },
  {
    key: 'brightwater', entityName: 'Brightwater Analytics Inc.', shortName: 'Brightwater Analytics', entityType: 'corporation', country: 'US',
    regNo: 'DE 5873310', address: '88 Market Street, Suite 1200, San Francisco, CA 94105, USA', domain: 'brightwater.example', phone: '+1 415 555 0190',
    kinds: ['software-vendor', 'processor'], tags: ['saas', 'analytics'], abbreviations: ['Brightwater', 'BWA'], sanctions: 'clear',
    attributes: { supplier_tier: 'Strategic', lei: '5493001BRIGHTWATER27', kyc_review_date: '2024-11-03' },
    people: [person('Kevin', 'Alvarez', 'Enterprise Account Executive', 'Mr'), person('Dana', 'Kim', 'Deputy General Counsel', 'Ms')]
  },
  {
    key: 'calder', entityName: 'Calder & Finch LLP', shortName: 'Calder & Finch', entityType: 'limited liability partnership', country: 'GB',
    regNo: 'OC412877', address: '3 Quality Court, London WC2A 1HP, United Kingdom', domain: 'calderfinch.example', phone: '+44 20 7946 0831',
    kinds: ['supplier'], tags: ['professional-services', 'panel-firm'], abbreviations: ['C&F'], sanctions: 'clear',
    attributes: { supplier_tier: 'Preferred', vat_number: 'GB 221 7750 13' },
    people: [person('Eleanor', 'Calder', 'Partner', 'Ms')]
  },
  {
    key: 'meridian', entityName: 'Meridian Freight GmbH', shortName: 'Meridian Freight', entityType: 'GmbH', country: 'DE',
    regNo: 'HRB 99417', address: 'Hafenstraße 9, 28217 Bremen, Germany', domain: 'meridian-freight.example', phone: '+49 421 550 770',
    kinds: ['supplier'], tags: ['logistics', 'freight'], sanctions: 'clear',
    attributes: { supplier_tier: 'Approved', vat_number: 'DE 812 554 901', preferred_language: 'German' },
    people: [person('Stefan', 'Wagner', 'Prokurist', 'Herr')]
  },
  {
    key: 'solstice', entityName: 'Solstice Health Partners LLC', shortName: 'Solstice Health', entityType: 'limited liability company', country: 'US',
    regNo: 'NY 5511203', address: '1250 Broadway, 18th Floor, New York, NY 10001, USA', domain: 'solsticehealth.example', phone: '+1 212 555 0173',
    kinds: ['customer', 'processor'], tags: ['healthcare', 'regulated'], sanctions: 'clear',
    attributes: { kyc_review_date: '2025-05-20' },
    people: [person('Monica', 'Reyes', 'Director of IT', 'Ms'), person('Aaron', 'Feld', 'General Counsel', 'Mr')]
  },
  {
    key: 'quayside', entityName: 'Quayside Property Management Ltd', shortName: 'Quayside Property', entityType: 'private limited company', country: 'GB',
    regNo: '07731904', address: 'Quayside House, 1 Harbour Road, Bristol BS1 5TT, United Kingdom', domain: 'quaysideproperty.example', phone: '+44 117 496 0721',
    kinds: ['landlord'], tags: ['real-estate'], sanctions: 'clear',
    attributes: { vat_number: 'GB 903 2210 48' },
    people: [person('Henry', 'Blake', 'Property Manager', 'Mr')]
  },
  {
    key: 'ironbridge', entityName: 'Ironbridge Security Systems Ltd', shortName: 'Ironbridge Security', entityType: 'private limited company', country: 'GB',
    regNo: '05519372', address: 'Unit 7, Severn Trade Park, Telford TF7 4PL, United Kingdom', domain: 'ironbridge-security.example', phone: '+44 1952 496 310',
    kinds: ['supplier'], tags: ['facilities', 'security'], sanctions: 'clear',
    attributes: { supplier_tier: 'Approved' },
    people: [person('Alan', 'Firth', 'Sales Director', 'Mr')]
  },
  {
    key: 'lumen', entityName: 'Lumen Cloud Services B.V.', shortName: 'Lumen Cloud', entityType: 'besloten vennootschap', country: 'NL',
    regNo: 'KvK 71420583', address: 'Stationsplein 45, 3013 AK Rotterdam, Netherlands', domain: 'lumencloud.example', phone: '+31 10 808 4410',
    kinds: ['software-vendor', 'processor'], tags: ['saas', 'hosting'], abbreviations: ['Lumen', 'LCS'], sanctions: 'clear',
    attributes: { supplier_tier: 'Strategic', vat_number: 'NL 8587 31 204 B01', lei: '724500LUMENCLOUD9X31', preferred_language: 'Dutch' },
    people: [person('Sanne', 'de Vries', 'Legal Counsel', 'Ms'), person('Pieter', 'Jansen', 'Account Director', 'Mr')]
  },
  {
    key: 'tessellate', entityName: 'Tessellate Design Studio Ltd', shortName: 'Tessellate Design', entityType: 'private limited company', country: 'GB',
    regNo: '10948213', address: '27 Hoxton Square, London N1 6NN, United Kingdom', domain: 'tessellate.example', phone: '+44 20 7946 0552',
    kinds: ['supplier'], tags: ['agency', 'creative'], sanctions: 'clear',
    attributes: { supplier_tier: 'Tail spend' },
    people: [person('Chloe', 'Marsh', 'Creative Director', 'Ms')]
  },
  {
    key: 'oakridge', entityName: 'Oakridge Facilities Services Ltd', shortName: 'Oakridge Facilities', entityType: 'private limited company', country: 'GB',
    regNo: '06620177', address: 'Oakridge Court, Basingstoke RG24 8AG, United Kingdom', domain: 'oakridgefs.example', phone: '+44 1256 960 200',
    kinds: ['supplier'], tags: ['facilities'], sanctions: 'clear',
    attributes: { supplier_tier: 'Preferred', vat_number: 'GB 744 1029 60' },
    people: [person('Gary', 'Holt', 'Contracts Manager', 'Mr')]
  },
  {
    key: 'polaris', entityName: 'Polaris Payments B.V.', shortName: 'Polaris Payments', entityType: 'besloten vennootschap', country: 'NL',
    regNo: 'KvK 68119420', address: 'Herengracht 210, 1016 BS Amsterdam, Netherlands', domain: 'polarispay.example', phone: '+31 20 808 3300',
    kinds: ['processor', 'investor'], tags: ['fintech', 'payments'], abbreviations: ['Polaris'], sanctions: 'clear',
    attributes: { lei: '724500POLARISPAY0N55', kyc_review_date: '2025-01-15' },
    people: [person('Lars', 'Visser', 'Head of Partnerships', 'Mr')]
  },
  {
    key: 'kestrel', entityName: 'Kestrel Aviation Parts Inc.', shortName: 'Kestrel Aviation', entityType: 'corporation', country: 'US',
    regNo: 'DE 4409128', address: '2100 Airport Parkway, Wichita, KS 67209, USA', domain: 'kestrel-aviation.example', phone: '+1 316 555 0117',
    kinds: ['customer'], tags: ['aerospace', 'key-account'], sanctions: 'clear',
    attributes: {},
    people: [person('Brian', "O'Neill", 'Procurement Manager', 'Mr')]
  },
  {
    key: 'vantage', entityName: 'Vantage Télécom S.A.', shortName: 'Vantage Télécom', entityType: 'société anonyme', country: 'FR',
    regNo: 'RCS Paris 512 118 407', address: '18 rue de la Boétie, 75008 Paris, France', domain: 'vantage-telecom.example', phone: '+33 1 70 36 42 00',
    kinds: ['supplier', 'customer'], tags: ['telecoms'], abbreviations: ['Vantage'], sanctions: 'clear',
    attributes: { vat_number: 'FR 41 512118407', preferred_language: 'French' },
    people: [person('Camille', 'Laurent', 'Directrice juridique', 'Mme')]
  },
  {
    key: 'bluefin', entityName: 'Bluefin Marine Insurance DAC', shortName: 'Bluefin Marine', entityType: 'designated activity company', country: 'IE',
    regNo: '598231', address: '2 Grand Canal Square, Dublin 2, D02 A342, Ireland', domain: 'bluefin-marine.example', phone: '+353 1 555 0190',
    kinds: ['customer'], tags: ['insurance', 'regulated'], sanctions: 'clear',
    attributes: { kyc_review_date: '2024-09-30' },
    people: [person('Aoife', 'Byrne', 'Chief Risk Officer', 'Ms')]
  },
  {
    key: 'crescent', entityName: 'Crescent Data Centres Ltd', shortName: 'Crescent Data Centres', entityType: 'private limited company', country: 'GB',
    regNo: '09382145', address: 'Unit 2, Thames Gateway Park, Slough SL1 4QT, United Kingdom', domain: 'crescent-dc.example', phone: '+44 1753 960 400',
    kinds: ['supplier', 'processor'], tags: ['hosting', 'colocation'], sanctions: 'clear',
    attributes: { supplier_tier: 'Strategic' },
    people: [person('Imran', 'Shah', 'Commercial Director', 'Mr')]
  },
  {
    key: 'redwood', entityName: 'Redwood Recruitment Ltd', shortName: 'Redwood Recruitment', entityType: 'private limited company', country: 'GB',
    regNo: '08815530', address: '55 King Street, Manchester M2 4LQ, United Kingdom', domain: 'redwood-recruit.example', phone: '+44 161 496 0344',
    kinds: ['supplier', 'processor'], tags: ['recruitment'], sanctions: 'unknown',
    attributes: { supplier_tier: 'Tail spend' },
    people: []
  },
  {
    key: 'nordlicht', entityName: 'Nordlicht Software AG', shortName: 'Nordlicht Software', entityType: 'Aktiengesellschaft', country: 'DE',
    regNo: 'HRB 221904', address: 'Leopoldstraße 120, 80802 München, Germany', domain: 'nordlicht.example', phone: '+49 89 2000 5150',
    kinds: ['software-vendor', 'processor'], tags: ['saas', 'erp'], abbreviations: ['Nordlicht'], sanctions: 'clear',
    attributes: { supplier_tier: 'Preferred', vat_number: 'DE 266 301 774', preferred_language: 'German' },
    people: [person('Katrin', 'Hoffmann', 'Vertriebsleiterin', 'Frau')]
  },
  {
    key: 'moretti', entityName: 'Fabbrica Moretti S.p.A.', shortName: 'Fabbrica Moretti', entityType: 'società per azioni', country: 'IT',
    regNo: 'REA MI-2038841', address: 'Via Lorenteggio 257, 20152 Milano, Italy', domain: 'fabbricamoretti.example', phone: '+39 02 5555 7310',
    kinds: ['manufacturer'], tags: ['components', 'manufacturing'], sanctions: 'unknown',
    attributes: { supplier_tier: 'Approved' },
    people: [person('Giulia', 'Moretti', 'Amministratore Delegato', 'Dott.ssa')]
  },
  {
    key: 'sakura', entityName: 'Sakura Precision Components K.K.', shortName: 'Sakura Precision', entityType: 'kabushiki kaisha', country: 'JP',
    regNo: '0104-01-118842', address: '3-7-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo 163-0890, Japan', domain: 'sakura-precision.example', phone: '+81 3 5555 0148',
    kinds: ['manufacturer'], tags: ['components', 'manufacturing'], sanctions: 'unknown',
    attributes: { supplier_tier: 'Approved', preferred_language: 'Japanese' },
    people: [person('Haruto', 'Sato', 'Export Sales Manager', 'Mr')]
  },
  {
    key: 'helix', entityName: 'Helix Biotech Ltd', shortName: 'Helix Biotech', entityType: 'private limited company', country: 'GB',
    regNo: '11204836', address: 'Babraham Research Campus, Cambridge CB22 3AT, United Kingdom', domain: 'helixbio.example', phone: '+44 1223 496 880',
    kinds: ['customer'], tags: ['life-sciences'], sanctions: 'clear',
    attributes: { kyc_review_date: '2025-03-04' },
    people: [person('Naomi', 'Clarke', 'Head of Digital', 'Dr')]
  },
  {
    key: 'granite', entityName: 'Granite Peak Capital LLC', shortName: 'Granite Peak Capital', entityType: 'limited liability company', country: 'US',
    regNo: 'DE 7011934', address: '500 Boylston Street, Boston, MA 02116, USA', domain: 'granitepeak.example', phone: '+1 617 555 0166',
    kinds: ['investor'], tags: ['investor'], sanctions: 'clear',
    attributes: {},
    people: [person('Ethan', 'Brooks', 'Managing Director', 'Mr')]
  },
  {
    key: 'silverline', entityName: 'Silverline Print & Packaging Ltd', shortName: 'Silverline Print', entityType: 'private limited company', country: 'GB',
    regNo: '03377120', address: 'Mill Lane Industrial Estate, Leicester LE3 8DX, United Kingdom', domain: 'silverline-print.example', phone: '+44 116 496 0412',
    kinds: ['manufacturer'], tags: ['packaging'], sanctions: 'clear',
    attributes: { supplier_tier: 'Approved' },
    people: [person('Rob', 'Kettering', 'Account Manager', 'Mr')]
  },
  {
    key: 'marlowe', entityName: 'Marlowe Retail Group plc', shortName: 'Marlowe Retail', entityType: 'public limited company', country: 'GB',
    regNo: '02291406', address: 'Marlowe House, 80 Strand, London WC2R 0DT, United Kingdom', domain: 'marlowe-retail.example', phone: '+44 20 7946 0188',
    kinds: ['customer'], tags: ['retail', 'key-account'], abbreviations: ['Marlowe', 'MRG'], sanctions: 'clear',
    attributes: { lei: '213800MARLOWERETL552', kyc_review_date: '2025-06-02' },
    people: [person('Fiona', 'Marsh', 'Group Procurement Director', 'Ms'), person('Tom', 'Adeyemi', 'Head of Legal', 'Mr')]
  },
  {
    key: 'baltic', entityName: 'Baltic Systems Integration SIA', shortName: 'Baltic Systems', entityType: 'sabiedrība ar ierobežotu atbildību', country: 'LV',
    regNo: '40103918273', address: 'Brīvības iela 68, Rīga LV-1011, Latvia', domain: 'balticsystems.example', phone: '+371 6 555 0133',
    kinds: ['reseller'], tags: ['channel-partner'], sanctions: 'unknown',
    attributes: { preferred_language: 'English' },
    people: [person('Mārtiņš', 'Ozols', 'Valdes loceklis', 'Mr')]
  },
  {
    key: 'pacific-rim', entityName: 'Pacific Rim Solutions Pte. Ltd.', shortName: 'Pacific Rim Solutions', entityType: 'private company limited by shares', country: 'SG',
    regNo: '201734519K', address: '1 Raffles Place, #20-61, Singapore 048616', domain: 'pacificrim.example', phone: '+65 6555 0127',
    kinds: ['reseller'], tags: ['channel-partner', 'apac'], sanctions: 'clear',
    attributes: { kyc_review_date: '2024-12-12' },
    people: [person('Wei Jie', 'Lim', 'Director', 'Mr')]
  },
  {
    key: 'maple', entityName: 'Maplewood Channel Partners Inc.', shortName: 'Maplewood Channel Partners', entityType: 'corporation', country: 'US',
    regNo: 'DE 6893021', address: '77 West Wacker Drive, Chicago, IL 60601, USA', domain: 'maplewood-cp.example', phone: '+1 312 555 0104',
    kinds: ['reseller'], tags: ['channel-partner'], sanctions: 'clear',
    attributes: {},
    people: [person('Jennifer', 'Hale', 'VP Alliances', 'Ms')]
  },
  // Screening flagged it; the only contract is an NDA that was abandoned.
  {
    key: 'caspian', entityName: 'Caspian Orbit Trading FZE', shortName: 'Caspian Orbit Trading', entityType: 'free zone establishment', country: 'AE',
    regNo: 'FZE-18834', address: 'Warehouse 14, Free Zone South, Dubai, United Arab Emirates', domain: 'caspian-orbit.example', phone: '+971 4 555 0119',
    kinds: ['reseller'], tags: ['screening-hit'], sanctions: 'sanctioned',
    attributes: { kyc_review_date: '2025-04-22' },
    people: []
  }
]
