import type { TemplateDefinition } from '../../../electron/engine/templates/definition'
import { blockTag, clause, heading, item, keyTerms, packDemoDocument, signatures, subtitle, text, title } from './docx-kit'

export const CONSULTING_AGREEMENT_ID = 'd0c0000000000000000000a3'

/**
 * A consulting agreement with an individual contractor: a company client and a consultant of
 * fixed type `individual`. It carries a printed boolean (remote work), conditional blocks with
 * inverses (expenses, assignment of intellectual property) and a multiple-selection valuemap
 * printed as a sentence (the insurance the consultant keeps).
 */
export const consultingAgreementDefinition: TemplateDefinition = {
  name: 'Consulting Agreement (Individual Contractor)',
  description: 'Engagement of a self-employed individual consultant on a day rate, with optional expenses and assignment of work product.',
  version: '1.6',
  variables: [
    { id: 'startDate', question: 'Start date (for example 2026-03-01)', valueType: 'string', required: true, default: null, conditional: false },
    { id: 'endDate', question: 'End date, if the engagement is for a fixed period', valueType: 'string', required: false, default: null, conditional: false },
    { id: 'servicesDescription', question: 'What will the consultant do?', valueType: 'string', required: true, default: null, conditional: false },
    { id: 'dailyRate', question: 'Day rate (amount only)', valueType: 'number', required: true, default: null, conditional: false },
    { id: 'estimatedDays', question: 'Estimated number of days', valueType: 'number', required: false, default: null, conditional: false },
    { id: 'paymentDays', question: 'Days to pay an invoice', valueType: 'number', required: false, default: 30, conditional: false },
    { id: 'remoteWork', question: 'May the consultant work remotely?', valueType: 'boolean', required: true, default: true, conditional: false },
    { id: 'expensesReimbursed', question: 'Will the client reimburse expenses?', valueType: 'boolean', required: false, default: true, conditional: true },
    { id: 'assignIntellectualProperty', question: 'Does the client own the work product?', valueType: 'boolean', required: false, default: true, conditional: true },
    { id: 'nonSolicitMonths', question: 'Months after the engagement during which the consultant may not solicit clients', valueType: 'number', required: false, default: 6, conditional: false },
    { id: 'governingLaw', question: 'Governing law', valueType: 'string', required: true, default: 'England and Wales', conditional: false }
  ],
  valuemaps: [
    {
      id: 'noticePeriod',
      question: 'Notice to end the engagement',
      allowMultipleSelection: false,
      options: [
        { label: '7 days', text: 'seven (7) days' },
        { label: '14 days', text: 'fourteen (14) days' },
        { label: '30 days', text: 'thirty (30) days' }
      ]
    },
    {
      id: 'insurance',
      question: 'Which insurance must the consultant keep?',
      allowMultipleSelection: true,
      options: [
        { label: 'Professional indemnity', text: 'professional indemnity insurance' },
        { label: 'Public liability', text: 'public liability insurance' },
        { label: 'Cyber', text: 'cyber liability insurance' }
      ]
    },
    {
      id: 'currency',
      question: 'Currency of the day rate',
      allowMultipleSelection: false,
      options: [
        { label: 'USD', text: 'US dollars' },
        { label: 'EUR', text: 'euros' },
        { label: 'GBP', text: 'pounds sterling' }
      ]
    }
  ],
  parties: [
    { id: 'client', label: 'Client', type: 'entity', attributes: ['name', 'address', 'contactName'] },
    { id: 'consultant', label: 'Consultant', type: 'individual', attributes: ['name', 'address', 'email', 'taxReference'] }
  ],
  effectiveDateVariable: 'startDate',
  tagStyle: 'double'
}

export function buildConsultingAgreementBody(): Promise<Uint8Array> {
  return packDemoDocument({
    title: 'Consulting Agreement',
    description: consultingAgreementDefinition.description,
    header: 'Consulting Agreement — Ref. {{__reference}}',
    children: [
      title('Consulting Agreement'),
      subtitle('Reference: {{__reference}}'),
      text(
        'This Consulting Agreement (the “Agreement”) is made between {{client.name}}, whose principal place of business is at {{client.address}} (the “Client”), and {{consultant.name}} of {{consultant.address}} (the “Consultant”), an individual carrying on business on their own account.'
      ),
      keyTerms([
        ['Start date', ['{{startDate}}']],
        ['End date', ['{{endDate}}']],
        ['Day rate', ['{{dailyRate}} {{currency}} per day']],
        ['Estimated days', ['{{estimatedDays}}']],
        ['Remote work permitted', ['{{remoteWork}}']],
        ['Notice period', ['{{noticePeriod}}']],
        ['Client contact', ['{{client.contactName}}']]
      ]),

      heading('Engagement'),
      clause(
        'The Client engages the Consultant to provide the following services (the “Services”): {{servicesDescription}}. The Consultant shall provide the Services from {{startDate}}{{#endDate}} until {{endDate}}{{/endDate}}, unless the engagement is ended earlier in accordance with this Agreement.'
      ),
      clause(
        'The Consultant shall provide the Services with all due skill, care and diligence, and shall comply with the Client’s reasonable instructions and with its policies on health and safety, information security and conduct that are notified to the Consultant in writing.'
      ),
      clause(
        'The Consultant may decide the manner in which the Services are performed and the hours during which they are performed, subject to meeting the Client’s reasonable deadlines and attending meetings that the Client reasonably requires.'
      ),
      clause(
        'Remote work permitted: {{remoteWork}}. Where remote work is not permitted, the Consultant shall perform the Services at the Client’s premises at {{client.address}} or at such other place as the parties agree.'
      ),

      heading('Status of the Consultant'),
      clause(
        'The Consultant is an independent contractor and nothing in this Agreement makes the Consultant an employee, worker, agent or partner of the Client. The Consultant is not entitled to any pension, bonus, holiday pay, sick pay or other employee benefit from the Client.'
      ),
      clause(
        'The Consultant is responsible for all income tax and social security contributions on the fees paid under this Agreement, and shall indemnify the Client against any liability for such tax or contributions, together with any interest and penalties. The Consultant’s tax reference is {{consultant.taxReference}}.'
      ),
      clause('The Consultant may provide services to other clients during the engagement, provided that doing so does not create a conflict of interest or breach clause 6.'),

      heading('Fees'),
      clause(
        'The Client shall pay the Consultant a fee of {{dailyRate}} {{currency}} for each day of eight hours on which the Consultant provides the Services, pro rata for part days. The parties currently estimate that the Services will require {{estimatedDays}} days; that estimate is not a commitment by either party.'
      ),
      clause(
        'The Consultant shall invoice the Client monthly in arrears, listing the days worked and the Services performed, and the Client shall pay each correctly rendered invoice within {{paymentDays}} days of receipt.'
      ),
      blockTag('{{#expensesReimbursed}}'),
      clause(
        'The Client shall reimburse all reasonable travel, accommodation and other expenses properly incurred by the Consultant in providing the Services, provided that any single expense above five hundred {{currency}} is approved by the Client in advance and every expense is supported by receipts.'
      ),
      blockTag('{{/expensesReimbursed}}'),
      blockTag('{{^expensesReimbursed}}'),
      clause('The fees include all expenses; the Consultant shall bear their own travel and other costs of providing the Services.'),
      blockTag('{{/expensesReimbursed}}'),

      heading('Intellectual property'),
      blockTag('{{#assignIntellectualProperty}}'),
      clause(
        'The Consultant assigns to the Client, with full title guarantee and by way of present assignment of future rights, all intellectual property rights in all work product created by the Consultant in providing the Services (the “Work Product”), throughout the world and for the full term of those rights.'
      ),
      clause(
        'The Consultant waives any moral rights in the Work Product to the extent permitted by law, and shall, at the Client’s expense, sign any document and do anything reasonably required to perfect the Client’s title to the Work Product.'
      ),
      blockTag('{{/assignIntellectualProperty}}'),
      blockTag('{{^assignIntellectualProperty}}'),
      clause(
        'The Consultant retains all intellectual property rights in the work product created in providing the Services (the “Work Product”) and grants the Client a perpetual, irrevocable, royalty-free, non-exclusive licence to use, copy and modify the Work Product for its business purposes.'
      ),
      blockTag('{{/assignIntellectualProperty}}'),
      clause('The Consultant warrants that the Work Product is their original work and that its use by the Client will not infringe the rights of any third party.'),

      heading('Confidentiality'),
      clause(
        'The Consultant shall not, during the engagement or at any time after it ends, use or disclose any confidential information of the Client or of its customers, except as required to provide the Services or by law.'
      ),
      clause(
        'When the engagement ends, or earlier on request, the Consultant shall return to the Client all documents, equipment and materials belonging to the Client and shall permanently delete any confidential information of the Client held on the Consultant’s own devices.'
      ),

      heading('Protection of the Client’s business'),
      clause(
        'For {{nonSolicitMonths}} months after the engagement ends, the Consultant shall not solicit for the provision of services similar to the Services any customer of the Client with whom the Consultant had material dealings in the last six months of the engagement.'
      ),

      heading('Insurance'),
      clause(
        'The Consultant shall maintain {{insurance}} with a reputable insurer for the duration of the engagement and for one year after it ends, and shall provide evidence of cover to the Client on request.'
      ),

      heading('Data protection'),
      clause(
        'Each party shall comply with applicable data protection law. The Consultant shall process personal data made available by the Client only to provide the Services and in accordance with the Client’s written instructions.'
      ),

      heading('Ending the engagement'),
      clause('Either party may end this Agreement by giving the other {{noticePeriod}} written notice.'),
      clause('The Client may end this Agreement with immediate effect by written notice if the Consultant:'),
      item('commits a serious or repeated breach of this Agreement;'),
      item('is guilty of any fraud, dishonesty or serious misconduct; or'),
      item('becomes bankrupt or makes any arrangement with their creditors.'),
      clause('Ending this Agreement does not affect any rights or obligations that accrued before it ended, nor the clauses on intellectual property, confidentiality and protection of the Client’s business.'),

      heading('General'),
      clause(
        'This Agreement is the entire agreement between the parties about the Services. No variation is effective unless it is in writing and signed by both parties. The Consultant may not assign or subcontract this Agreement.'
      ),
      clause(
        'Notices shall be in writing and sent to the Client at its address above, marked for the attention of {{client.contactName}}, and to the Consultant by email to {{consultant.email}}.'
      ),
      clause(
        'This Agreement and any dispute or claim arising out of or in connection with it are governed by the law of {{governingLaw}}, and the courts of that jurisdiction have exclusive jurisdiction over any such dispute or claim.'
      ),

      signatures([
        [
          ['Signed for and on behalf of ', { text: '{{client.name}}', bold: true }],
          ['Signature: ______________________'],
          ['Name: __________________________'],
          ['Date: __________________________']
        ],
        [
          ['Signed by ', { text: '{{consultant.name}}', bold: true }],
          ['Signature: ______________________'],
          ['Date: __________________________']
        ]
      ])
    ]
  })
}
