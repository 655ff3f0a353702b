import { describe, expect, test } from 'vitest'
import { splitLeadingLabel } from '../../../electron/engine/documents/compare'

describe('the leading numbering label of a paragraph', () => {
  test.each([
    ['5.2 The Supplier shall pay.', '5.2', 'The Supplier shall pay.'],
    ['5.2. the Supplier shall pay.', '5.2.', 'the Supplier shall pay.'],
    ['1.1  "Customer" means a person.', '1.1', '"Customer" means a person.'],
    ['12.10 The Supplier shall pay.', '12.10', 'The Supplier shall pay.'],
    ['5.2(a) The Supplier shall pay.', '5.2(a)', 'The Supplier shall pay.'],
    ['1. the parties agree', '1.', 'the parties agree'],
    ['1.DEFINITIONS', '1.', 'DEFINITIONS'],
    ['(a) the Customer shall pay', '(a)', 'the Customer shall pay'],
    ['(iv) sell, offer or agree to sell', '(iv)', 'sell, offer or agree to sell'],
    ['(viii) take any action', '(viii)', 'take any action'],
    ['(a)(ii) any amendment', '(a)(ii)', 'any amendment'],
    ['a) Appointment: Kallo appoints Agent', 'a)', 'Appointment: Kallo appoints Agent'],
    ['d)All sales made by the Agent', 'd)', 'All sales made by the Agent'],
    ['A.Franchisor owns certain rights', 'A.', 'Franchisor owns certain rights'],
    ['B. Celebrity will serve', 'B.', 'Celebrity will serve'],
    ['iv. Assignment', 'iv.', 'Assignment'],
    ['Section 7. Confidentiality', 'Section 7.', 'Confidentiality'],
    ['SECTION 7 CONFIDENTIALITY', 'SECTION 7', 'CONFIDENTIALITY'],
    ['Section 2.3: Fees', 'Section 2.3:', 'Fees'],
    ['ARTICLE IV - Term', 'ARTICLE IV', '- Term'],
    ['Schedule A', 'Schedule A', ''],
    ['§ 4 Term', '§ 4', 'Term'],
    ['(b)', '(b)', ''],
    ['5.', '5.', '']
  ])('%j is labelled %j', (text, label, body) => {
    const split = splitLeadingLabel(text)
    expect([split.label, split.body]).toEqual([label, body])
    expect(split.prefix + split.body).toBe(text)
  })

  // Each of these starts with a number or a letter that a changed value must not hide behind:
  // "3.5 million" → "4.5 million" is an edit, not a renumbering.
  test.each([
    '3.5 million dollars are payable',
    '10.5% of the fees',
    '1.000 Euro per month',
    '12 months after the Effective Date',
    '2011 Annual Report',
    'Section 7 of the Act applies',
    'Exhibit A attached hereto',
    'U.S. law applies',
    'e.g. a Customer',
    'Mr. Smith shall sign',
    'Page 2',
    ''
  ])('%j has no label', (text) => {
    expect(splitLeadingLabel(text)).toEqual({ prefix: '', label: null, body: text })
  })
})
