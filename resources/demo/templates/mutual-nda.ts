import type { TemplateDefinition } from '../../../electron/engine/templates/definition'
import { blockTag, clause, heading, item, packDemoDocument, signatures, subtitle, text, title } from './docx-kit'

export const MUTUAL_NDA_ID = 'd0c0000000000000000000a1'

/**
 * A mutual NDA between the user's company (an entity) and a counterparty whose type the lawyer
 * chooses (`unknown`): a company or a private individual, each with its own recital and
 * signature block.
 */
export const mutualNdaDefinition: TemplateDefinition = {
  name: 'Mutual Non-Disclosure Agreement',
  description: 'Two-way confidentiality agreement for exploratory discussions, with optional residuals and non-solicitation clauses.',
  version: '3.1',
  variables: [
    { id: 'effectiveDate', question: 'Effective date (for example 2026-03-01)', valueType: 'string', required: true, default: null, conditional: false },
    {
      id: 'purpose',
      question: 'What may the exchanged information be used for?',
      valueType: 'string',
      required: true,
      default: 'evaluating a possible business relationship between the Parties',
      conditional: false
    },
    { id: 'disclosurePeriodMonths', question: 'For how many months may information be exchanged?', valueType: 'number', required: true, default: 12, conditional: false },
    { id: 'confidentialityYears', question: 'For how many years after that must it stay confidential?', valueType: 'number', required: false, default: 3, conditional: false },
    { id: 'returnWithinDays', question: 'Days to return or destroy information on request', valueType: 'number', required: false, default: 30, conditional: false },
    { id: 'governingLaw', question: 'Governing law', valueType: 'string', required: true, default: 'England and Wales', conditional: false },
    { id: 'residuals', question: 'May the Parties use what their people remember (residuals clause)?', valueType: 'boolean', required: false, default: false, conditional: true },
    { id: 'nonSolicitation', question: 'Include a non-solicitation of employees clause?', valueType: 'boolean', required: false, default: false, conditional: true }
  ],
  valuemaps: [
    {
      id: 'disputeResolution',
      question: 'How are disputes resolved?',
      allowMultipleSelection: false,
      options: [
        { label: 'Courts', text: 'submitted to the exclusive jurisdiction of the courts of the country whose law governs this Agreement' },
        {
          label: 'Arbitration',
          text: 'referred to and finally resolved by arbitration under the Rules of Arbitration of the International Chamber of Commerce by a sole arbitrator, seated in London and conducted in English'
        }
      ]
    }
  ],
  parties: [
    { id: 'company', label: 'Company', type: 'entity', attributes: ['name', 'jurisdiction', 'address', 'signatoryName', 'signatoryTitle'] },
    { id: 'counterparty', label: 'Counterparty', type: 'unknown', attributes: ['name', 'jurisdiction', 'address', 'signatoryName', 'signatoryTitle', 'email'] }
  ],
  effectiveDateVariable: 'effectiveDate',
  tagStyle: 'double'
}

export function buildMutualNdaBody(): Promise<Uint8Array> {
  return packDemoDocument({
    title: 'Mutual Non-Disclosure Agreement',
    description: mutualNdaDefinition.description,
    header: 'Mutual Non-Disclosure Agreement — Ref. {{__reference}}',
    children: [
      title('Mutual Non-Disclosure Agreement'),
      subtitle('Reference: {{__reference}}'),
      // The date tag is deliberately split over two runs, as Word often saves a tag a lawyer retyped.
      text('This Mutual Non-Disclosure Agreement (the “Agreement”) is made on ', '{{effective', 'Date}}', ' (the “Effective Date”) between:'),
      text(
        '(1) ',
        { text: '{{company.name}}', bold: true },
        ', a company incorporated under the laws of {{company.jurisdiction}} whose registered office is at {{company.address}} (the “Company”); and'
      ),
      text(
        '(2) ',
        '{{#counterparty.isEntity}}',
        { text: '{{counterparty.name}}', bold: true },
        ', a company incorporated under the laws of {{counterparty.jurisdiction}} whose registered office is at {{counterparty.address}}',
        '{{/counterparty.isEntity}}{{#counterparty.isIndividual}}',
        { text: '{{counterparty.name}}', bold: true },
        ', an individual residing at {{counterparty.address}}',
        '{{/counterparty.isIndividual}}',
        ' (the “Counterparty”),'
      ),
      text('each a “Party” and together the “Parties”.'),
      text({ text: 'Background', bold: true }),
      text('(A) The Parties wish to exchange information for the purpose of {{purpose}} (the “Purpose”).'),
      text(
        '(B) Each Party is willing to disclose information to the other for the Purpose only on the terms of this Agreement, which the Parties intend to be legally binding.'
      ),

      heading('Definitions and interpretation'),
      clause(
        '“Confidential Information” means all information, in whatever form or medium, disclosed by or on behalf of a Party (the “Discloser”) to the other Party (the “Recipient”) or its Representatives after the Effective Date, whether before or after the signature of this Agreement, including business plans, pricing, customer and supplier information, know-how, source code, product roadmaps and the existence and content of the Parties’ discussions, together with any analysis, compilation or other material prepared by the Recipient that contains or reflects such information.'
      ),
      clause(
        '“Representatives” means, in relation to a Party, its Affiliates and its and their officers, employees, professional advisers, auditors, insurers and subcontractors who need to know the Confidential Information for the Purpose.'
      ),
      clause(
        '“Affiliate” means any entity that directly or indirectly controls, is controlled by, or is under common control with a Party, where “control” means the ownership of more than fifty per cent of the voting rights of that entity.'
      ),
      clause('Clause headings do not affect the interpretation of this Agreement. The words “including” and “in particular” are illustrative and do not limit the words that precede them.'),

      heading('Obligations of confidentiality'),
      clause('In consideration of the disclosure of Confidential Information, the Recipient shall:'),
      item('keep the Confidential Information secret and confidential;'),
      item('not use the Confidential Information for any purpose other than the Purpose;'),
      item('not disclose the Confidential Information to any person other than its Representatives, and then only to the extent necessary for the Purpose;'),
      item(
        'protect the Confidential Information with at least the degree of care it applies to its own confidential information of a similar kind, and in any event no less than reasonable care; and'
      ),
      item('promptly notify the Discloser on becoming aware of any unauthorised use or disclosure of the Confidential Information.'),
      clause(
        'The Recipient shall inform each Representative to whom it discloses Confidential Information of its confidential nature before the disclosure, and shall be responsible for any act or omission of a Representative that would be a breach of this Agreement if done by the Recipient.'
      ),

      heading('Exceptions'),
      clause('The obligations in clause 2 do not apply to information that the Recipient can show by written records:'),
      item('is or becomes generally available to the public other than through a breach of this Agreement;'),
      item('was lawfully in its possession free of any obligation of confidence before it was disclosed by the Discloser;'),
      item('is lawfully received from a third party who is not under an obligation of confidence in respect of it; or'),
      item('is independently developed by or for the Recipient without use of or reference to the Confidential Information.'),
      clause(
        'The Recipient may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority or by the rules of any stock exchange on which its shares are listed, provided that, where lawful, it gives the Discloser as much notice of the disclosure as possible and takes into account the Discloser’s reasonable requests about its content and timing.'
      ),

      heading('Term'),
      clause(
        'This Agreement applies to Confidential Information disclosed during the period of {{disclosurePeriodMonths}} months from the Effective Date (the “Disclosure Period”). Either Party may end the Disclosure Period earlier by written notice to the other.'
      ),
      clause(
        'The obligations in clauses 2 and 3 continue for {{confidentialityYears}} years after the end of the Disclosure Period, except that they continue for as long as any Confidential Information that is a trade secret remains a trade secret.'
      ),

      heading('Return and destruction'),
      clause(
        'Within {{returnWithinDays}} days of a written request from the Discloser, the Recipient shall return or destroy all documents and materials containing the Discloser’s Confidential Information and erase it from any computer or storage system into which it was entered, and shall certify in writing that it has done so.'
      ),
      clause(
        'The Recipient may retain Confidential Information to the extent required by law or by its bona fide internal compliance policies, and is not required to erase electronic copies held in routine back-up archives, provided that any retained information remains subject to this Agreement for as long as it is held.'
      ),

      heading('No licence and no warranty'),
      clause(
        'All Confidential Information remains the property of the Discloser. Nothing in this Agreement grants the Recipient any licence or other right in respect of any intellectual property of the Discloser, other than the right to use the Confidential Information for the Purpose.'
      ),
      clause(
        'Confidential Information is provided “as is”. The Discloser gives no warranty or representation as to its accuracy or completeness, and has no liability for any use made of it, except as expressly agreed in a definitive written agreement.'
      ),
      blockTag('{{#residuals}}'),
      clause(
        'Nothing in this Agreement restricts either Party from using, for any purpose, general ideas, concepts, know-how and techniques retained in the unaided memory of its personnel who had access to Confidential Information, provided that this clause grants no right under any patent, copyright or other registered right of the Discloser and does not permit the disclosure of the source of that information or of any financial, statistical or personal data.'
      ),
      blockTag('{{/residuals}}'),
      blockTag('{{^residuals}}'),
      clause(
        'For the avoidance of doubt, information retained in the memory of the Recipient’s personnel is not excluded from Confidential Information, and the Recipient shall not use it except for the Purpose.'
      ),
      blockTag('{{/residuals}}'),

      blockTag('{{#nonSolicitation}}'),
      heading('Non-solicitation'),
      clause(
        'During the Disclosure Period and for twelve months after it ends, neither Party shall, directly or indirectly, solicit or entice away any employee of the other Party with whom it had dealings in connection with the Purpose. This clause does not prevent either Party from employing any person who responds to a general recruitment advertisement that is not specifically targeted at the other Party’s employees.'
      ),
      blockTag('{{/nonSolicitation}}'),

      heading('Remedies'),
      clause(
        'Each Party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement, and that the Discloser is entitled to seek injunctive relief, specific performance or any other equitable remedy for any threatened or actual breach, without proof of special damage.'
      ),

      heading('General'),
      clause(
        'This Agreement does not oblige either Party to disclose any particular information, to continue discussions or to enter into any further agreement. Each Party may end discussions at any time.'
      ),
      clause(
        'This Agreement is the entire agreement between the Parties about its subject matter and supersedes any earlier arrangement, understanding or agreement about that subject matter. No variation of this Agreement is effective unless it is in writing and signed by or on behalf of each Party.'
      ),
      clause(
        'Neither Party may assign, transfer or otherwise deal with its rights under this Agreement without the prior written consent of the other. A person who is not a party to this Agreement has no right to enforce any of its terms.'
      ),
      clause('This Agreement may be executed in any number of counterparts, each of which is an original and which together form one agreement.'),
      clause(
        'Notices under this Agreement shall be in writing and delivered by hand or by recorded delivery to the address of the relevant Party set out above{{#counterparty.email}}, or in the case of the Counterparty by email to {{counterparty.email}}{{/counterparty.email}}.'
      ),

      heading('Governing law and disputes'),
      clause(
        'This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter or formation shall be governed by the law of {{governingLaw}}.'
      ),
      clause('Any dispute arising out of or in connection with this Agreement, including any question about its existence, validity or termination, shall be {{disputeResolution}}.'),

      text('This Agreement has been entered into on the Effective Date.'),
      signatures([
        [
          ['Signed for and on behalf of ', { text: '{{company.name}}', bold: true }],
          ['Signature: ______________________'],
          ['Name: {{company.signatoryName}}'],
          ['Title: {{company.signatoryTitle}}'],
          ['Date: __________________________']
        ],
        [
          ['{{#counterparty.isEntity}}Signed for and on behalf of {{/counterparty.isEntity}}{{#counterparty.isIndividual}}Signed by {{/counterparty.isIndividual}}', { text: '{{counterparty.name}}', bold: true }],
          ['Signature: ______________________'],
          ['{{#counterparty.isEntity}}Name: {{counterparty.signatoryName}}{{/counterparty.isEntity}}'],
          ['{{#counterparty.isEntity}}Title: {{counterparty.signatoryTitle}}{{/counterparty.isEntity}}'],
          ['Date: __________________________']
        ]
      ])
    ]
  })
}
