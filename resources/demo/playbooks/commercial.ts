import { drafting, escalation, exact, negative, pattern, rationale, type PositionDraft } from './position'

export const COMMERCIAL_GROUPS = [
  { key: 'liability', name: 'Liability and risk', description: 'Caps, exclusions and indemnities.' },
  { key: 'term', name: 'Term and termination', description: null },
  { key: 'commercial', name: 'Commercial terms', description: 'Money, pricing and exclusivity.' },
  { key: 'boilerplate', name: 'Boilerplate', description: 'Law, assignment and confidentiality.' }
] as const

/**
 * Harbourline's own negotiation positions for commercial contracts. Keywords are written against
 * the wording our counterparties actually use, so matching a demo document finds most positions
 * and reports the ones its document lacks.
 */
export const COMMERCIAL_POSITIONS: PositionDraft[] = [
  {
    key: 'liability-cap', group: 'liability', name: 'Limitation of liability cap',
    description: "Each party's aggregate liability is capped at no less than 12 months' fees; carve-outs only for fraud, death and personal injury.",
    keywords: [exact('limitation of liability'), exact('aggregate liability'), pattern('liab(?:le|ility)[^.]{0,80}shall\\s+not\\s+exceed'), negative('insurance policy')],
    examples: [
      { type: 'acceptable', title: "12 months' fees", text: "Each party's total aggregate liability arising under or in connection with this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim." },
      { type: 'to_reject', title: 'Cap at one month', text: 'The Supplier’s liability shall not exceed the fees paid in the month in which the claim arose.' }
    ],
    fallbacks: [
      { title: "Mutual cap at 12 months' fees", text: "Subject to clause [●], each party's total aggregate liability arising under or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed an amount equal to the fees paid or payable in the twelve (12) months preceding the event giving rise to the claim." },
      { title: 'Fixed cap', text: "Each party's total aggregate liability in each Contract Year shall not exceed £1,000,000." }
    ],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [
      drafting("Say 'aggregate' and tie the period to the event giving rise to the claim, not to the date of the claim."),
      rationale("Our professional indemnity cover is £5m per claim; a cap above 24 months' fees exposes us beyond it."),
      escalation('A cap below 6 months of fees, or no cap at all, goes to the General Counsel before signature.')
    ]
  },
  {
    key: 'indirect-loss', group: 'liability', name: 'Exclusion of indirect and consequential loss',
    description: 'Neither party is liable for indirect or consequential loss, or loss of profit.',
    keywords: [exact('consequential loss'), pattern('indirect\\s+or\\s+consequential'), exact('loss of profits')],
    examples: [{ type: 'acceptable', title: null, text: 'Neither party shall be liable for any loss of profits or any indirect or consequential loss.' }],
    fallbacks: [{ title: null, text: 'Neither party shall be liable to the other for any loss of profits, loss of business, loss of goodwill or any indirect or consequential loss arising under or in connection with this Agreement.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [drafting("Keep 'loss of profits' as a separate head of loss: courts read 'indirect' narrowly.")]
  },
  {
    key: 'uncapped', group: 'liability', name: 'Unlimited liability',
    description: 'No head of liability is unlimited beyond what the law requires.',
    keywords: [pattern('shall\\s+be\\s+unlimited'), exact('uncapped'), pattern('without\\s+limit(?:ation)?\\s+as\\s+to\\s+amount')],
    examples: [{ type: 'to_reject', title: 'Unlimited data breach liability', text: "The Supplier's liability for breach of clause 9 (Data Protection) shall be unlimited." }],
    fallbacks: [{ title: 'Super-cap for data breaches', text: "Each party's total aggregate liability for breach of clause [●] (Data Protection) shall not exceed three times the fees paid or payable in the twelve (12) months preceding the claim." }],
    ifNotFound: { compliant: true, status: 'acceptable' },
    notes: [drafting('Offer a super-cap rather than deleting an unlimited head outright.'), escalation('Any unlimited liability needs General Counsel sign-off.')]
  },
  {
    key: 'auto-renewal', group: 'term', name: 'Automatic renewal',
    description: 'Renewal terms of at most 12 months, with notice of non-renewal of no more than 90 days.',
    keywords: [pattern('automatically\\s+renew'), exact('renewal term'), negative('option to renew')],
    examples: [{ type: 'acceptable', title: null, text: 'This Agreement shall automatically renew for successive Renewal Terms of twelve (12) months unless either party gives at least ninety (90) days’ notice.' }],
    fallbacks: [{ title: null, text: 'This Agreement shall automatically renew for successive periods of twelve (12) months (each a "Renewal Term") unless either party gives the other written notice of non-renewal at least sixty (60) days before the end of the then-current term.' }],
    ifNotFound: { compliant: true, status: 'fixed term' },
    notes: [drafting('Put the notice period in days, not months, so the register computes the deadline exactly.')]
  },
  {
    key: 'convenience', group: 'term', name: 'Termination for convenience',
    description: 'We may terminate for convenience on no more than 90 days’ notice.',
    keywords: [exact('for convenience'), pattern('terminate\\s+this\\s+agreement\\s+(?:at\\s+any\\s+time\\s+)?without\\s+cause')],
    examples: [{ type: 'acceptable', title: null, text: 'The Customer may terminate this Agreement for convenience on ninety (90) days’ written notice.' }],
    fallbacks: [{ title: null, text: 'Either party may terminate this Agreement for convenience by giving the other not less than ninety (90) days’ written notice.' }],
    ifNotFound: { compliant: false, status: 'negotiate' },
    notes: [rationale('Business units reorganise yearly; a right to exit without cause has saved us twice.')]
  },
  {
    key: 'payment', group: 'commercial', name: 'Payment terms',
    description: 'Undisputed invoices are paid within 30 to 60 days of receipt.',
    keywords: [pattern('within\\s+(?:[a-z-]+\\s+)?\\(?\\d+\\)?\\s+days\\s+of\\s+(?:receipt|the\\s+date)'), exact('valid invoice'), negative('salary')],
    examples: [{ type: 'acceptable', title: null, text: 'The Customer shall pay each valid invoice within thirty (30) days of receipt.' }],
    fallbacks: [{ title: null, text: 'The Buyer shall pay each undisputed and valid invoice within sixty (60) days of its receipt.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [drafting('Refer to "valid invoice" and define it: purchase order number, VAT breakdown, correct entity.')]
  },
  {
    key: 'price-increase', group: 'commercial', name: 'Price increases',
    description: 'Increases only once a year, capped at CPI.',
    keywords: [pattern('(?:increase|adjust)\\s+the\\s+(?:fees|charges|prices)'), exact('indexation'), exact('consumer prices index')],
    examples: [{ type: 'to_reject', title: 'Uncapped increases', text: 'The Supplier may increase the Fees at any time on thirty (30) days’ notice.' }],
    fallbacks: [{ title: 'CPI cap', text: 'The Supplier may increase the Fees once in each Contract Year, on not less than sixty (60) days’ notice, by no more than the percentage increase in the Consumer Prices Index over the preceding twelve months.' }],
    ifNotFound: { compliant: true, status: 'fixed pricing' },
    notes: [escalation('Increases above CPI + 3% go to Procurement (Hannah Berg).')]
  },
  {
    key: 'exclusivity', group: 'commercial', name: 'Exclusivity',
    description: 'We grant no exclusivity, and accept it only for a defined territory and term.',
    keywords: [exact('exclusive'), exact('exclusivity'), negative('non-exclusive'), negative('exclusive jurisdiction'), negative('exclusive place of jurisdiction'), negative('exclusive remedy'), negative('exclusive of VAT')],
    examples: [{ type: 'to_reject', title: null, text: 'The Company appoints the Reseller as its exclusive reseller of the Products in the Territory.' }],
    fallbacks: [{ title: 'Non-exclusive appointment', text: 'The appointment under this Agreement is non-exclusive and the Company may appoint other resellers in the Territory.' }],
    ifNotFound: { compliant: true, status: 'acceptable' },
    notes: [drafting('If exclusivity is conceded, tie it to minimum purchase commitments.')]
  },
  {
    key: 'non-compete', group: 'commercial', name: 'Non-compete',
    description: 'No restriction on our freedom to compete.',
    keywords: [exact('non-compete'), pattern('shall\\s+not[^.]{0,60}(?:compete|engage\\s+in\\s+any\\s+business)')],
    examples: [{ type: 'to_reject', title: null, text: 'During the Term the Customer shall not engage in any business that competes with the Supplier.' }],
    fallbacks: [{ title: null, text: 'Nothing in this Agreement shall prevent either party from entering into similar arrangements with third parties.' }],
    ifNotFound: { compliant: true, status: 'acceptable' },
    notes: [rationale('Competition law risk as well as commercial: restrictions on us need Legal sign-off.')]
  },
  {
    key: 'assignment', group: 'boilerplate', name: 'Assignment and change of control',
    description: 'We may assign within the Harbourline group; no termination right on our change of control.',
    keywords: [exact('change of control'), pattern('assign[^.]{0,40}without\\s+the\\s+prior\\s+written\\s+consent')],
    examples: [{ type: 'acceptable', title: null, text: 'Neither party may assign this Agreement without the prior written consent of the other, except to a member of its group.' }],
    fallbacks: [{ title: 'Group assignment', text: 'Either party may assign this Agreement to a member of its group on written notice to the other party.' }],
    ifNotFound: { compliant: true, status: 'silent' },
    notes: [drafting('Group assignment matters for the planned transfer of contracts to Harbourline Technologies Ltd.')]
  },
  {
    key: 'governing-law', group: 'boilerplate', name: 'Governing law and jurisdiction',
    description: 'English law and courts for Harbourline Technologies; New York for Harbourline Inc.',
    keywords: [exact('governed by'), pattern('laws?\\s+of\\s+(?:england\\s+and\\s+wales|the\\s+state\\s+of\\s+new\\s+york)'), exact('exclusive jurisdiction')],
    examples: [{ type: 'acceptable', title: null, text: 'This Agreement shall be governed by and construed in accordance with the laws of England and Wales.' }],
    fallbacks: [{ title: 'English law', text: 'This Agreement and any dispute or claim arising out of or in connection with it shall be governed by the laws of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [drafting('Cover non-contractual disputes too: "and any dispute or claim (including non-contractual disputes)".')]
  },
  {
    key: 'confidentiality', group: 'boilerplate', name: 'Confidentiality',
    description: 'Mutual confidentiality surviving at least three years after termination.',
    keywords: [exact('confidential information'), pattern('surviv\\w*[^.]{0,60}(?:termination|expiry)'), negative('personal data')],
    examples: [{ type: 'acceptable', title: null, text: 'Each party shall keep the other party’s Confidential Information confidential for three (3) years after termination.' }],
    fallbacks: [{ title: null, text: 'The obligations in this clause shall survive termination or expiry of this Agreement for a period of three (3) years.' }],
    ifNotFound: { compliant: false, status: 'missing' },
    notes: [drafting('Trade secrets should be protected for as long as they remain secret.')]
  },
  {
    key: 'mfn', group: 'commercial', name: 'Most favoured customer pricing', unconfirmed: true,
    description: 'Suggested: refuse most-favoured-customer clauses.',
    keywords: [exact('most favoured'), pattern('no\\s+less\\s+favourable\\s+than')],
    examples: [], fallbacks: [], ifNotFound: { compliant: true, status: 'acceptable' },
    notes: [drafting('Suggested from three recent negotiations; awaiting review.')]
  },
  {
    key: 'audit', group: 'boilerplate', name: 'Audit rights', unconfirmed: true,
    description: 'Suggested: audits at most once a year on 30 days’ notice.',
    keywords: [pattern('(?:audit|inspect)[^.]{0,40}(?:records|premises)')],
    examples: [], fallbacks: [], ifNotFound: { compliant: true, status: 'acceptable' }, notes: []
  }
]
