import type { ClauseRecord } from '../../../electron/engine/db/writers'
import type { DemoCalendar } from '../calendar'
import { DEMO_GROUPS, type DemoGroupKey } from '../catalogue/people'
import { demoId } from '../random'

interface ClauseSeed {
  key: string
  title: string
  /** Paragraphs; the first is the clause's lead. */
  text: string[]
  tags: string[]
  comment: string
  /** Restricted to these groups; empty: the whole company sees it. */
  groups?: DemoGroupKey[]
}

const SEEDS: ClauseSeed[] = [
  { key: 'lol-12m', title: "Limitation of liability – 12 months' fees", tags: ['liability', 'standard'], comment: 'Our standard position; use unless the deal team has approved otherwise.',
    text: ["Subject to clause [●], each party's total aggregate liability arising under or in connection with this Agreement, whether in contract, tort (including negligence), breach of statutory duty or otherwise, shall not exceed an amount equal to the fees paid or payable in the twelve (12) months preceding the event giving rise to the claim."] },
  { key: 'lol-carveouts', title: 'Unlimited liability carve-outs', tags: ['liability', 'standard'], comment: 'Always pair with a cap.',
    text: ["Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or for any other liability which cannot be limited or excluded by applicable law."] },
  { key: 'indirect-loss', title: 'Exclusion of indirect and consequential loss', tags: ['liability'], comment: 'Keep loss of profits as a separate head.',
    text: ['Neither party shall be liable to the other for any loss of profits, loss of business, loss of goodwill, loss of anticipated savings or any indirect or consequential loss arising under or in connection with this Agreement.'] },
  { key: 'data-supercap', title: 'Data protection super-cap', tags: ['liability', 'data-protection', 'fallback'], comment: 'Fallback when a customer insists on unlimited liability for data breaches.',
    text: ["Each party's total aggregate liability for breach of clause [●] (Data Protection) shall not exceed three (3) times the fees paid or payable in the twelve (12) months preceding the claim."] },
  { key: 'ip-indemnity', title: 'IP infringement indemnity (supplier)', tags: ['indemnity', 'ip'], comment: 'Supplier-side; check the exclusions match the product.',
    text: ['The Supplier shall indemnify the Customer against all losses, damages, costs and expenses arising out of any claim that the Customer’s use of the Deliverables in accordance with this Agreement infringes the intellectual property rights of a third party.', 'The indemnity does not apply to claims arising from modifications made by the Customer or from use in combination with items not supplied by the Supplier.'] },
  { key: 'conf-mutual', title: 'Mutual confidentiality', tags: ['confidentiality', 'standard'], comment: 'Three-year survival; trade secrets protected indefinitely.',
    text: ['Each party shall keep the Confidential Information of the other party confidential and shall not use it except to perform its obligations under this Agreement.', 'The obligations in this clause shall survive termination or expiry of this Agreement for three (3) years, and for so long as any trade secret remains a trade secret.'] },
  { key: 'gdpr-art28', title: 'Data processing (Article 28 GDPR)', tags: ['data-protection', 'standard'], comment: 'Use with the processing particulars schedule.',
    text: ['The Processor shall process the Personal Data only on the documented instructions of the Controller, ensure that persons authorised to process it are bound by confidentiality, and implement appropriate technical and organisational measures to protect it.'] },
  { key: 'breach-48h', title: 'Personal data breach notification – 48 hours', tags: ['data-protection'], comment: 'Leaves us 24 hours to notify the regulator.',
    text: ['The Processor shall notify the Controller without undue delay, and in any event within forty-eight (48) hours, after becoming aware of a Personal Data Breach.'] },
  { key: 'scc', title: 'International transfers – Standard Contractual Clauses', tags: ['data-protection', 'transfers'], comment: 'Module 2 for controller-to-processor transfers.',
    text: ['The Processor shall not transfer Personal Data outside the European Economic Area or the United Kingdom except under the Standard Contractual Clauses or another transfer mechanism approved under the Data Protection Legislation.'] },
  { key: 'force-majeure', title: 'Force majeure', tags: ['boilerplate'], comment: 'Includes a long-stop termination right after 90 days.',
    text: ['Neither party shall be in breach of this Agreement nor liable for delay in performing its obligations if the delay results from events beyond its reasonable control.', 'If the delay continues for ninety (90) days, the party not affected may terminate this Agreement by giving thirty (30) days’ written notice.'] },
  { key: 'assignment-group', title: 'Assignment within the group', tags: ['boilerplate', 'assignment'], comment: 'Needed for the planned intra-group transfers.',
    text: ['Either party may assign this Agreement to a member of its group on written notice to the other party. Otherwise neither party may assign this Agreement without the prior written consent of the other party, such consent not to be unreasonably withheld.'] },
  { key: 'law-ew', title: 'Governing law – England and Wales', tags: ['boilerplate', 'governing-law'], comment: 'Default for Harbourline Technologies Ltd.',
    text: ['This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by the laws of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.'] },
  { key: 'law-ny', title: 'Governing law – New York', tags: ['boilerplate', 'governing-law'], comment: 'Default for Harbourline Inc.',
    text: ['This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of laws principles, and the parties submit to the exclusive jurisdiction of the state and federal courts located in New York County.'] },
  { key: 'anti-bribery', title: 'Anti-bribery and corruption', tags: ['compliance'], comment: 'Required in every supplier contract over £50,000.',
    text: ['Each party shall comply with all applicable laws relating to anti-bribery and anti-corruption, including the Bribery Act 2010, and shall maintain adequate procedures to prevent bribery by persons associated with it.'] },
  { key: 'modern-slavery', title: 'Modern slavery', tags: ['compliance'], comment: 'Ask for the supplier’s latest statement.',
    text: ['The Supplier shall comply with the Modern Slavery Act 2015 and shall not engage in any activity that would constitute an offence under it.'] },
  { key: 'termination-convenience', title: 'Termination for convenience (90 days)', tags: ['termination'], comment: 'Ask for it in every supplier contract.',
    text: ['Either party may terminate this Agreement for convenience by giving the other party not less than ninety (90) days’ written notice.'] },
  { key: 'auto-renewal', title: 'Automatic renewal with 60 days’ notice', tags: ['term', 'renewal'], comment: 'Keep the notice in days so the register computes the deadline.',
    text: ['This Agreement shall automatically renew for successive periods of twelve (12) months unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term.'] },
  { key: 'cpi-increase', title: 'Price increases capped at CPI', tags: ['pricing', 'fallback'], comment: 'Procurement’s preferred fallback.',
    text: ['The Supplier may increase the Fees once in each Contract Year, on not less than sixty (60) days’ notice, by no more than the percentage increase in the Consumer Prices Index over the preceding twelve (12) months.'] },
  { key: 'service-credits', title: 'Service credits (not sole remedy)', tags: ['service-levels'], comment: 'Do not accept credits as the sole remedy.',
    text: ['If the Service fails to meet the Service Levels, the Supplier shall credit the Customer with the service credits set out in Schedule 2. Service credits are a price adjustment and are without prejudice to any other right or remedy.'] },
  { key: 'non-solicit-staff', title: 'Non-solicitation of staff (12 months)', tags: ['restrictive-covenants'], comment: 'Mutual; excludes general advertising.',
    text: ['Neither party shall, during the term of this Agreement and for twelve (12) months afterwards, solicit or entice away any employee of the other party engaged in the performance of this Agreement, other than through a general advertisement.'] },
  { key: 'garden-leave', title: 'Garden leave', tags: ['employment', 'restrictive-covenants'], comment: 'Senior hires only.', groups: ['employment'],
    text: ['During all or part of any notice period the Company may require the Employee not to perform any duties, not to attend any premises of the Company and not to contact any client or employee of the Company.'] },
  { key: 'pilon', title: 'Payment in lieu of notice', tags: ['employment', 'termination'], comment: 'Check bonus treatment with Reward.', groups: ['employment'],
    text: ['The Company may terminate the Employee’s employment with immediate effect by paying a sum equal to the basic salary the Employee would have received during the notice period.'] },
  { key: 'post-termination-noncompete', title: 'Post-termination non-compete (6 months)', tags: ['employment', 'restrictive-covenants'], comment: 'Enforceability varies: use only for Director grade.', groups: ['employment'],
    text: ['For six (6) months after the Termination Date the Employee shall not, without the prior written consent of the Company, be engaged in any business which competes with any business of the Company with which the Employee was materially concerned in the twelve (12) months before the Termination Date.'] },
  { key: 'ld-delivery', title: 'Liquidated damages for late delivery', tags: ['supply', 'liability'], comment: 'Cap at 10% of the order value.', groups: ['procurement'],
    text: ['If the Supplier fails to deliver the Goods by the Delivery Date, the Supplier shall pay the Buyer liquidated damages of one per cent (1%) of the price of the delayed Goods for each week of delay, up to a maximum of ten per cent (10%) of the total price of the Goods.'] },
  { key: 'risk-title', title: 'Risk and title in goods', tags: ['supply'], comment: 'Title passes on payment, risk on delivery.', groups: ['procurement'],
    text: ['Risk in the Goods shall pass to the Buyer on completion of delivery. Title to the Goods shall pass to the Buyer on the earlier of payment in full and delivery.'] },
  { key: 'reseller-nonexclusive', title: 'Non-exclusive reseller appointment', tags: ['channel'], comment: 'Default for new channel partners.', groups: ['commercial'],
    text: ['The Company appoints the Reseller as its non-exclusive reseller of the Products in the Territory, and the Company may appoint other resellers and sell the Products directly in the Territory.'] }
]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function demoClauses(calendar: DemoCalendar): ClauseRecord[] {
  return SEEDS.map((seed, i) => {
    const createdAt = calendar.pastInstant(800 - i * 23, 600 + i)
    return {
      id: demoId('clause', seed.key),
      title: seed.title,
      text: seed.text.join('\n\n'),
      html: `<h3>${escapeHtml(seed.title)}</h3>${seed.text.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
      tags: seed.tags,
      defaultComment: seed.comment,
      groupIds: (seed.groups ?? []).map((g) => DEMO_GROUPS[g].id),
      createdAt,
      updatedAt: i % 3 === 0 ? calendar.pastInstant(40 + i, 700) : createdAt
    }
  })
}
