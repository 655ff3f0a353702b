import type { TemplateDefinition } from '../../../electron/engine/templates/definition'
import { blockTag, clause, heading, item, keyTerms, packDemoDocument, signatures, subtitle, text, title } from './docx-kit'

export const MASTER_SERVICES_AGREEMENT_ID = 'd0c0000000000000000000a2'

/**
 * A master services agreement between two companies. It carries the multiple-selection valuemap
 * (the services, printed as a sentence and as a list), single-choice valuemaps, a printed boolean
 * (automatic renewal) and optional SLA and data-processing blocks.
 */
export const masterServicesAgreementDefinition: TemplateDefinition = {
  name: 'Master Services Agreement',
  description: 'Framework agreement for recurring services to a business customer, with optional service levels and data processing terms.',
  version: '2.4',
  variables: [
    { id: 'effectiveDate', question: 'Effective date (for example 2026-03-01)', valueType: 'string', required: true, default: null, conditional: false },
    { id: 'initialTermMonths', question: 'Initial term in months', valueType: 'number', required: true, default: 24, conditional: false },
    { id: 'autoRenew', question: 'Does the agreement renew automatically?', valueType: 'boolean', required: false, default: true, conditional: false },
    { id: 'renewalTermMonths', question: 'Length of each renewal term in months', valueType: 'number', required: false, default: 12, conditional: false },
    { id: 'nonRenewalNoticeDays', question: 'Days of notice to stop a renewal', valueType: 'number', required: false, default: 90, conditional: false },
    { id: 'paymentDays', question: 'Days to pay an invoice', valueType: 'number', required: true, default: 30, conditional: false },
    { id: 'annualFee', question: 'Annual fee (amount only)', valueType: 'number', required: true, default: null, conditional: false },
    { id: 'latePaymentInterest', question: 'Interest on late payments, per cent a year above base rate', valueType: 'number', required: false, default: 4, conditional: false },
    { id: 'liabilityCapMultiplier', question: 'Liability cap as a multiple of the fees paid in the previous twelve months', valueType: 'number', required: false, default: 1, conditional: false },
    { id: 'includeSla', question: 'Include service levels and service credits?', valueType: 'boolean', required: false, default: true, conditional: true },
    { id: 'availabilityTarget', question: 'Monthly availability target, per cent', valueType: 'string', required: false, default: '99.9', conditional: false },
    { id: 'processesPersonalData', question: 'Will the Supplier process personal data for the Customer?', valueType: 'boolean', required: false, default: true, conditional: true },
    { id: 'governingLaw', question: 'Governing law', valueType: 'string', required: true, default: 'England and Wales', conditional: false }
  ],
  valuemaps: [
    {
      id: 'services',
      question: 'Which services are in scope?',
      allowMultipleSelection: true,
      options: [
        { label: 'Hosting', text: 'hosting and operation of the Platform' },
        { label: 'Support', text: 'technical support and maintenance' },
        { label: 'Implementation', text: 'implementation and configuration services' },
        { label: 'Training', text: 'training of Customer personnel' },
        { label: 'Data migration', text: 'migration of Customer Data from legacy systems' }
      ]
    },
    {
      id: 'billingCycle',
      question: 'How often are fees invoiced?',
      allowMultipleSelection: false,
      options: [
        { label: 'Monthly', text: 'monthly in arrears' },
        { label: 'Quarterly', text: 'quarterly in advance' },
        { label: 'Annually', text: 'annually in advance' }
      ]
    },
    {
      id: 'currency',
      question: 'Currency of the fees',
      allowMultipleSelection: false,
      options: [
        { label: 'USD', text: 'United States dollars' },
        { label: 'EUR', text: 'euros' },
        { label: 'GBP', text: 'pounds sterling' }
      ]
    }
  ],
  parties: [
    { id: 'customer', label: 'Customer', type: 'entity', attributes: ['name', 'registrationNumber', 'address', 'noticeEmail'] },
    { id: 'supplier', label: 'Supplier', type: 'entity', attributes: ['name', 'registrationNumber', 'address', 'noticeEmail', 'signatoryName', 'signatoryTitle'] }
  ],
  effectiveDateVariable: 'effectiveDate',
  tagStyle: 'double'
}

export function buildMasterServicesAgreementBody(): Promise<Uint8Array> {
  return packDemoDocument({
    title: 'Master Services Agreement',
    description: masterServicesAgreementDefinition.description,
    header: 'Master Services Agreement — Ref. {{__reference}}',
    children: [
      title('Master Services Agreement'),
      subtitle('between {{customer.name}} and {{supplier.name}}'),
      text(
        'This Master Services Agreement (the “Agreement”) is made on {{effectiveDate}} (the “Effective Date”) between {{customer.name}}, a company registered under number {{customer.registrationNumber}} whose registered office is at {{customer.address}} (the “Customer”), and {{supplier.name}}, a company registered under number {{supplier.registrationNumber}} whose registered office is at {{supplier.address}} (the “Supplier”).'
      ),
      text({ text: 'Key terms', bold: true }),
      keyTerms([
        ['Reference', ['{{__reference}}']],
        ['Services', ['{{services}}']],
        ['Initial Term', ['{{initialTermMonths}} months from the Effective Date']],
        ['Automatic renewal', ['{{autoRenew}}']],
        ['Annual fee', ['{{annualFee}} {{currency}}']],
        ['Invoicing', ['{{billingCycle}}']],
        ['Payment terms', ['{{paymentDays}} days from the date of invoice']],
        ['Governing law', ['{{governingLaw}}']]
      ]),
      text('If there is any conflict between the Key Terms and the clauses below, the Key Terms prevail.'),

      heading('Definitions'),
      clause('“Customer Data” means all data, including personal data, supplied by or on behalf of the Customer to the Supplier in connection with the Services.'),
      clause(
        '“Platform” means the software platform operated by the Supplier through which the Services are made available, including any updates, upgrades and replacements that the Supplier makes generally available.'
      ),
      clause('“Fees” means the fees payable by the Customer for the Services, as set out in the Key Terms and in any Statement of Work.'),
      clause(
        '“Statement of Work” means a document agreed in writing by both parties that describes specific Services, deliverables, milestones or fees, and which is governed by this Agreement.'
      ),

      heading('The Services'),
      clause('From the Effective Date the Supplier shall provide to the Customer the {{services}} (together, the “Services”), comprising:'),
      blockTag('{{#services}}'),
      item('{{.}};'),
      blockTag('{{/services}}'),
      clause(
        'The Supplier shall perform the Services with reasonable skill and care, in accordance with good industry practice, and using appropriately qualified and experienced personnel.'
      ),
      clause(
        'The parties may agree further Statements of Work from time to time. Each Statement of Work forms a separate contract incorporating the terms of this Agreement; if a Statement of Work conflicts with this Agreement, this Agreement prevails unless the Statement of Work expressly states otherwise.'
      ),

      blockTag('{{#includeSla}}'),
      heading('Service levels'),
      clause(
        'The Supplier shall make the Platform available at least {{availabilityTarget}} per cent of the time in each calendar month, excluding scheduled maintenance notified to the Customer at least five business days in advance and carried out outside the Customer’s normal business hours.'
      ),
      clause(
        'If the Supplier fails to meet the availability target in any month, the Customer shall be entitled to a service credit of five per cent of the monthly Fees for each full percentage point (or part of one) by which availability falls short, up to a maximum of twenty-five per cent of the monthly Fees.'
      ),
      clause(
        'Service credits are a price adjustment reflecting the reduced value of the Services and are the Customer’s sole financial remedy for a failure to meet the availability target, without prejudice to its rights of termination under this Agreement.'
      ),
      blockTag('{{/includeSla}}'),

      heading('Customer obligations'),
      clause('The Customer shall:'),
      item('provide the Supplier with such information, access and cooperation as the Supplier reasonably requires to perform the Services;'),
      item('ensure that its users keep their access credentials confidential and use the Platform only in accordance with this Agreement; and'),
      item('be responsible for the accuracy, quality and legality of the Customer Data and of the means by which it was acquired.'),

      heading('Fees and payment'),
      clause('The Customer shall pay the Fees, currently {{annualFee}} {{currency}} a year, which the Supplier shall invoice {{billingCycle}}.'),
      clause(
        'The Customer shall pay each undisputed invoice within {{paymentDays}} days of the date of the invoice, by bank transfer to the account stated on the invoice. All amounts are exclusive of value added tax or any similar tax, which the Customer shall pay in addition at the applicable rate.'
      ),
      clause(
        'If the Customer fails to pay any undisputed amount by its due date, the Supplier may charge interest on the overdue amount at {{latePaymentInterest}} per cent a year above the base rate of the central bank of the currency of the Fees from time to time, accruing daily from the due date until payment.'
      ),
      clause(
        'The Customer shall notify the Supplier in writing of any disputed invoice within fifteen days of receipt, giving reasons, and the parties shall seek to resolve the dispute in good faith. The undisputed part of the invoice remains payable.'
      ),

      heading('Term and termination'),
      clause('This Agreement starts on the Effective Date and continues for an initial term of {{initialTermMonths}} months (the “Initial Term”).'),
      blockTag('{{#autoRenew}}'),
      clause(
        'At the end of the Initial Term, and of each renewal term, this Agreement renews automatically for a further {{renewalTermMonths}} months unless either party gives the other written notice of non-renewal at least {{nonRenewalNoticeDays}} days before the end of the then current term.'
      ),
      blockTag('{{/autoRenew}}'),
      blockTag('{{^autoRenew}}'),
      clause('This Agreement expires at the end of the Initial Term unless the parties agree in writing to extend it.'),
      blockTag('{{/autoRenew}}'),
      clause('Either party may terminate this Agreement with immediate effect by written notice if the other party:'),
      item('commits a material breach of this Agreement which is irremediable or, if remediable, is not remedied within thirty days of written notice requiring it to be remedied; or'),
      item(
        'becomes insolvent, makes an arrangement with its creditors, has an administrator, receiver or liquidator appointed, or suffers any analogous event in any jurisdiction.'
      ),
      clause(
        'On termination the Customer shall pay all Fees due up to the date of termination, and the Supplier shall, at the Customer’s option, return or delete the Customer Data within thirty days, unless it is required by law to retain it.'
      ),

      heading('Intellectual property'),
      clause(
        'The Supplier and its licensors own all intellectual property rights in the Platform and the Services. The Supplier grants the Customer a non-exclusive, non-transferable licence during the term of this Agreement to use the Platform for its internal business purposes.'
      ),
      clause('The Customer owns all rights in the Customer Data and grants the Supplier a licence to use it only to the extent necessary to provide the Services.'),

      blockTag('{{#processesPersonalData}}'),
      heading('Data protection'),
      clause(
        'To the extent that the Supplier processes personal data on behalf of the Customer in providing the Services, the Supplier shall act as processor and shall process that personal data only on the documented instructions of the Customer, in accordance with applicable data protection law.'
      ),
      clause(
        'The Supplier shall implement appropriate technical and organisational measures to protect the personal data against unauthorised or unlawful processing and against accidental loss, destruction or damage, and shall notify the Customer without undue delay on becoming aware of a personal data breach.'
      ),
      clause('The Supplier shall not engage another processor without the prior written authorisation of the Customer, which shall not be unreasonably withheld.'),
      blockTag('{{/processesPersonalData}}'),
      blockTag('{{^processesPersonalData}}'),
      heading('No personal data'),
      clause(
        'The parties do not intend the Supplier to process personal data on behalf of the Customer. The Customer shall not upload personal data to the Platform without first agreeing data processing terms with the Supplier in writing.'
      ),
      blockTag('{{/processesPersonalData}}'),

      heading('Confidentiality'),
      clause(
        'Each party shall keep confidential all information of a confidential nature that it receives from the other in connection with this Agreement, shall use it only to perform its obligations or exercise its rights under this Agreement, and shall disclose it only to its employees, officers and advisers who need to know it and are bound by equivalent obligations, or where required by law.'
      ),

      heading('Limitation of liability'),
      clause(
        'Nothing in this Agreement limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be limited or excluded by law.'
      ),
      clause(
        'Subject to the first paragraph of this clause, neither party shall be liable for any loss of profits, revenue, business or goodwill, or for any indirect or consequential loss, arising under or in connection with this Agreement.'
      ),
      clause(
        'Subject to the first paragraph of this clause, each party’s total aggregate liability arising under or in connection with this Agreement in each contract year shall not exceed {{liabilityCapMultiplier}} times the Fees paid or payable in the twelve months preceding the event giving rise to the claim.'
      ),

      heading('General'),
      clause(
        'Neither party is liable for any delay or failure to perform its obligations caused by events beyond its reasonable control, provided that it notifies the other party promptly and uses reasonable endeavours to mitigate the effect of the event.'
      ),
      clause(
        'This Agreement, together with any Statements of Work, is the entire agreement between the parties about its subject matter. No variation is effective unless it is in writing and signed by both parties.'
      ),
      clause(
        'Notices shall be in writing and sent by email to {{customer.noticeEmail}} for the Customer and {{supplier.noticeEmail}} for the Supplier, or by recorded delivery to the registered office of the relevant party.'
      ),
      clause('Neither party may assign or subcontract any of its rights or obligations without the prior written consent of the other, which shall not be unreasonably withheld.'),

      heading('Governing law'),
      clause(
        'This Agreement and any dispute or claim arising out of or in connection with it are governed by the law of {{governingLaw}}, and the courts of that jurisdiction have exclusive jurisdiction to settle any such dispute or claim.'
      ),

      text('Signed by the authorised representatives of the parties on the dates below.'),
      signatures([
        [
          ['For and on behalf of ', { text: '{{customer.name}}', bold: true }],
          ['Signature: ______________________'],
          ['Name: __________________________'],
          ['Date: __________________________']
        ],
        [
          ['For and on behalf of ', { text: '{{supplier.name}}', bold: true }],
          ['Signature: ______________________'],
          ['Name: {{supplier.signatoryName}}'],
          ['Title: {{supplier.signatoryTitle}}'],
          ['Date: __________________________']
        ]
      ])
    ]
  })
}
