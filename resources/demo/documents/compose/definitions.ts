import type { DocumentFamily } from '../model'
import type { NumberedClause } from '../outline'
import type { Wording } from './wording'

const COMMON: Array<[string, string]> = [
  ['Business Day', 'a day other than a Saturday, Sunday or public holiday in the place where the party giving or receiving notice is located'],
  ['Confidential Information', 'all information of a confidential nature disclosed by or on behalf of a party to the other, in any form, including information relating to its business, customers, suppliers, products, know-how and personnel'],
  ['Effective Date', 'the date on which this Agreement commences under clause {§term}']
]

const BY_FAMILY: Record<DocumentFamily, Array<[string, string]>> = {
  nda: [['Purpose', 'the purpose described in clause {§purpose}'], ['Representatives', "a party's employees, officers, professional advisers and financiers who need to know the Confidential Information for the Purpose"]],
  services: [
    ['Charges', 'the charges payable for the Services under clause {§payment}'],
    ['Deliverables', 'all documents, products and materials developed by the Supplier or its agents in the course of providing the Services'],
    ['Services', 'the services described in Schedule 1 and in any Statement of Work'],
    ['Statement of Work', 'a statement of work agreed and signed by both parties under clause {§services}']
  ],
  licence: [
    ['Authorised Users', 'the employees and contractors of the Licensee and its group companies authorised to use the Software'],
    ['Documentation', 'the user documentation for the Software made available by the Licensor'],
    ['Software', 'the software and online services described in Schedule 1, including updates made available under this Agreement'],
    ['Customer Data', 'the data input by the Licensee or its Authorised Users into the Software']
  ],
  supply: [
    ['Goods', 'the goods described in Schedule 1, as amended from time to time by agreement'],
    ['Order', "the Buyer's written order for Goods, placed in accordance with clause {§orders}"],
    ['Delivery Date', 'the date for delivery of Goods stated in the Order'],
    ['Specification', 'the description and specification of the Goods set out in Schedule 1']
  ],
  dpa: [
    ['Data Protection Legislation', 'the UK GDPR, the EU GDPR, the Data Protection Act 2018 and all other laws relating to the processing of personal data'],
    ['Personal Data', 'the personal data processed by the Processor on behalf of the Controller under the Main Agreement'],
    ['Personal Data Breach', 'a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, Personal Data'],
    ['Sub-processor', 'any third party appointed by the Processor to process Personal Data']
  ],
  employment: [
    ['Group Company', 'the Company, any subsidiary or holding company from time to time of the Company, and any subsidiary of such a holding company'],
    ['Termination Date', 'the date on which the employment or engagement under this Agreement ends, however it ends']
  ],
  lease: [
    ['Premises', 'the premises described in Schedule 1'],
    ['Rent', 'the yearly rent stated in clause 3'],
    ['Service Charge', "the Tenant's fair proportion of the costs of services provided by the Landlord to the building"]
  ],
  reseller: [
    ['Products', 'the products and subscriptions listed in Schedule 1'],
    ['Territory', 'the territory described in Schedule 1'],
    ['Trade Marks', 'the trade marks of the Company used in connection with the Products']
  ],
  letter: []
}

/** Clause 1: the defined terms the document uses, alphabetically, then the rules of reading. */
export function definitionsClause(w: Wording): NumberedClause | null {
  const terms = [...COMMON, ...BY_FAMILY[w.doc.family]].sort(([a], [b]) => a.localeCompare(b))
  if (BY_FAMILY[w.doc.family].length === 0) return null
  return {
    key: 'definitions',
    heading: 'Definitions and interpretation',
    items: [
      { text: 'In this Agreement the following definitions apply:', list: { style: 'plain', items: terms.map(([term, meaning]) => `"${term}" means ${meaning}.`) } },
      { text: 'Clause, Schedule and paragraph headings shall not affect the interpretation of this Agreement. The Schedules form part of this Agreement.' },
      { text: w.pick([
        'Words in the singular include the plural and vice versa. A reference to a statute is a reference to it as amended, extended or re-enacted from time to time.',
        'Any words following the terms including, include, in particular or for example shall be construed as illustrative and shall not limit the sense of the preceding words.'
      ]) }
    ]
  }
}
