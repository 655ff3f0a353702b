import { drafting, escalation, exact, negative, pattern, rationale, type PositionDraft } from './position'

export const SAAS_GROUPS = [
  { key: 'service', name: 'Service', description: 'Availability, support and suspension.' },
  { key: 'data', name: 'Data protection', description: 'Processing, security and transfers of personal data.' },
  { key: 'licence', name: 'Licence and exit', description: null }
] as const

/**
 * The provider's standard playbook for buying software as a service: the default every company
 * receives, written for customers reviewing vendor paper.
 */
export const SAAS_POSITIONS: PositionDraft[] = [
  {
    key: 'availability', group: 'service', name: 'Service availability',
    description: 'At least 99.5% monthly availability, measured excluding only scheduled maintenance.',
    keywords: [exact('service level'), pattern('\\d{2}(?:\\.\\d+)?\\s?%\\s+(?:availability|uptime)'), exact('availability')],
    examples: [{ type: 'acceptable', title: null, text: 'The Licensor shall make the Service available 99.9% of the time in each calendar month.' }],
    fallbacks: [{ title: null, text: 'The Supplier shall ensure that the Service is available at least 99.5% of the time in each calendar month, excluding scheduled maintenance notified at least five (5) Business Days in advance.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [drafting('Define how availability is measured and who measures it.')]
  },
  {
    key: 'service-credits', group: 'service', name: 'Service credits',
    description: 'Credits for missed service levels that are not the sole remedy.',
    keywords: [exact('service credits'), exact('service credit'), negative('sole and exclusive remedy')],
    examples: [{ type: 'to_reject', title: 'Sole remedy', text: 'Service credits are the Customer’s sole and exclusive remedy for any failure to meet the Service Levels.' }],
    fallbacks: [{ title: null, text: 'Service credits are a price adjustment and are without prejudice to any other right or remedy of the Customer.' }],
    ifNotFound: { compliant: false, status: 'negotiate' },
    notes: [drafting('Credits should accrue automatically, without a claim by the customer.')]
  },
  {
    key: 'suspension', group: 'service', name: 'Suspension',
    description: 'Suspension only for non-payment after notice, or an imminent security threat.',
    keywords: [exact('suspend'), exact('suspension')],
    examples: [{ type: 'to_reject', title: null, text: 'The Licensor may suspend the Service at any time at its discretion.' }],
    fallbacks: [{ title: null, text: 'The Supplier may suspend the Service only (a) for non-payment, after giving fourteen (14) days’ written notice, or (b) to the extent strictly necessary to prevent an imminent security threat.' }],
    ifNotFound: { compliant: true, status: 'acceptable' },
    notes: []
  },
  {
    key: 'processing', group: 'data', name: 'Data processing terms',
    description: 'Article 28 GDPR terms are in place whenever the vendor processes personal data.',
    keywords: [exact('data processing'), exact('personal data'), pattern('article\\s+28')],
    examples: [{ type: 'acceptable', title: null, text: 'The Processor shall process Personal Data only on the documented instructions of the Controller.' }],
    fallbacks: [{ title: null, text: 'Each party shall comply with its obligations under the Data Protection Legislation, and the Processor shall process the Personal Data only on the documented instructions of the Controller.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [drafting('Attach the processing particulars (subject matter, duration, categories of data) as a schedule.')]
  },
  {
    key: 'sub-processors', group: 'data', name: 'Sub-processors',
    description: 'Prior notice of new sub-processors and a right to object.',
    keywords: [pattern('sub-?processors?'), exact('right to object')],
    examples: [{ type: 'acceptable', title: null, text: 'The Processor shall give the Controller thirty (30) days’ notice of any new Sub-processor, and the Controller may object on reasonable grounds.' }],
    fallbacks: [{ title: null, text: 'The Processor shall not engage a new Sub-processor without giving the Controller at least thirty (30) days’ prior written notice, during which the Controller may object.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: []
  },
  {
    key: 'breach-notice', group: 'data', name: 'Personal data breach notification',
    description: 'Notification without undue delay and within 48 hours.',
    keywords: [exact('personal data breach'), pattern('(?:notify|inform)[^.]{0,60}(?:without\\s+undue\\s+delay|within\\s+\\d+\\s+hours)')],
    examples: [{ type: 'acceptable', title: null, text: 'The Processor shall notify the Controller without undue delay, and in any event within 48 hours, after becoming aware of a Personal Data Breach.' }],
    fallbacks: [{ title: null, text: 'The Processor shall notify the Controller without undue delay and in any event within forty-eight (48) hours of becoming aware of a Personal Data Breach.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [rationale('Regulators expect our notification within 72 hours; the vendor must leave us time.'), escalation('Anything longer than 72 hours: refer to the Data Protection Officer.')]
  },
  {
    key: 'transfers', group: 'data', name: 'International transfers',
    description: 'Transfers outside the EEA and UK only with an approved transfer mechanism.',
    keywords: [exact('standard contractual clauses'), pattern('transfer[^.]{0,80}outside\\s+the\\s+(?:eea|european\\s+economic\\s+area|united\\s+kingdom)'), exact('data privacy framework')],
    examples: [{ type: 'acceptable', title: null, text: 'Any transfer of Personal Data outside the EEA shall be made under the Standard Contractual Clauses.' }],
    fallbacks: [{ title: null, text: 'The Processor shall not transfer Personal Data outside the European Economic Area or the United Kingdom except under a transfer mechanism approved under the Data Protection Legislation.' }],
    ifNotFound: { compliant: true, status: 'data stays in the EEA' },
    notes: []
  },
  {
    key: 'licence-scope', group: 'licence', name: 'Licence scope',
    description: 'Use by the customer and its group companies, for their internal business purposes.',
    keywords: [pattern('non-?transferable'), exact('internal business purposes'), exact('group companies')],
    examples: [{ type: 'acceptable', title: null, text: 'The Licensor grants the Licensee and its group companies a non-exclusive licence to use the Software for their internal business purposes.' }],
    fallbacks: [{ title: null, text: 'The licence extends to the Licensee’s group companies and to contractors acting on their behalf.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [drafting('Check that affiliates are covered before the order form is signed.')]
  },
  {
    key: 'exit', group: 'licence', name: 'Return and deletion of data on exit',
    description: 'Data returned in a usable format and then deleted within 30 days of termination.',
    keywords: [pattern('(?:return|delete)[^.]{0,60}(?:customer\\s+data|personal\\s+data)'), exact('exit assistance')],
    examples: [{ type: 'acceptable', title: null, text: 'On termination the Processor shall return all Personal Data to the Controller and delete existing copies within thirty (30) days.' }],
    fallbacks: [{ title: null, text: 'Within thirty (30) days after termination the Supplier shall return all Customer Data in a commonly used machine-readable format and then securely delete all copies.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: []
  },
  {
    key: 'price-protection', group: 'licence', name: 'Renewal price protection',
    description: 'Renewal prices rise by no more than 5% a year.',
    keywords: [pattern('(?:increase|adjust)\\s+the\\s+(?:fees|charges|prices)'), exact('price increase')],
    examples: [{ type: 'to_reject', title: null, text: 'The Licensor may increase the Fees on each renewal at its then-current list price.' }],
    fallbacks: [{ title: null, text: 'On each renewal the Fees may increase by no more than five per cent (5%) over the Fees for the preceding term.' }],
    ifNotFound: { compliant: true, status: 'fixed pricing' },
    notes: [drafting('Anchor renewal pricing to the previous term, not to the list price.')]
  },
  {
    key: 'ai-training', group: 'data', name: 'No training on customer data', unconfirmed: true,
    description: 'Suggested: the vendor may not use customer data to train models.',
    keywords: [pattern('(?:train|improve)[^.]{0,40}(?:models?|algorithms?)')],
    examples: [], fallbacks: [], ifNotFound: { compliant: false, status: 'missing' }, notes: []
  }
]
