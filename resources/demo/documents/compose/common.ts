import type { NumberedClause } from '../outline'
import { capitalise, counted, longDate, type Wording } from './wording'

/** Term and renewal, written from the same values the register holds. */
export function termClause(w: Wording, what = 'This Agreement'): NumberedClause {
  const t = w.doc.term
  const items: NumberedClause['items'] = []
  const starts = `${what} shall commence on ${w.effective}`
  if (t.basis === 'fixed' && t.endDate !== null) {
    items.push({ text: `${starts} and, unless terminated earlier in accordance with its terms, shall continue until ${longDate(t.endDate)} (the "Initial Term").` })
  } else if (t.basis === 'term' && t.initialTermMonths !== null) {
    items.push({ text: `${starts} and, unless terminated earlier in accordance with its terms, shall continue for an initial period of ${counted(t.initialTermMonths)} months (the "Initial Term").` })
  } else if (t.basis === 'indefinite') {
    items.push({ text: `${starts} and shall continue until terminated by either party in accordance with clause {§termination}.` })
  } else {
    items.push({ text: `${starts} and shall continue until the obligations of the parties have been performed in full or this Agreement is terminated in accordance with clause {§termination}.` })
  }
  const notice = t.noticePeriodDays
  if (t.autoRenewal && t.basis !== 'indefinite') {
    const renewal = t.renewalTermMonths ?? t.initialTermMonths ?? 12
    items.push({
      text: w.pick([
        `At the end of the Initial Term this Agreement shall automatically renew for successive periods of ${counted(renewal)} months (each a "Renewal Term") unless either party gives the other written notice of non-renewal at least ${counted(notice ?? 30)} days before the end of the Initial Term or the then-current Renewal Term.`,
        `This Agreement shall automatically renew on the expiry of the Initial Term, and of each Renewal Term, for a further period of ${counted(renewal)} months (a "Renewal Term"), unless either party notifies the other in writing, not less than ${counted(notice ?? 30)} days before such expiry, that it does not wish to renew.`
      ])
    })
  } else if (t.noticeType === 'renewal' && notice !== null) {
    items.push({ text: `${w.R()} may extend this Agreement for one further period of twelve (12) months by giving ${w.p()} written notice exercising this option to renew not less than ${counted(notice)} days before the end of the Initial Term.` })
  } else if (t.noticeType === 'termination' && notice !== null) {
    items.push({ text: `Either party may terminate this Agreement at any time by giving the other not less than ${counted(notice)} days' written notice.` })
  } else if (t.basis !== 'indefinite' && t.basis !== null) {
    items.push({ text: 'This Agreement shall expire automatically at the end of the Initial Term without the need for notice by either party.' })
  }
  return { key: 'term', heading: 'Commencement and term', items }
}

export function paymentClause(w: Wording, payer: string, payee: string, what: string): NumberedClause {
  const days = w.doc.money.paymentTermsDays ?? 30
  const value = w.doc.money.value
  const items: NumberedClause['items'] = [
    { text: `In consideration of the ${what}, ${payer} shall pay ${payee} the charges set out in ${value === null ? 'the applicable order' : 'Schedule 2'} (the "Charges").${value === null ? '' : ` The parties estimate the total Charges over the Initial Term at ${w.money(value)}, exclusive of VAT.`}` },
    { text: `${capitalise(payee)} shall invoice ${payer} monthly in arrears. ${capitalise(payer)} shall pay each valid invoice within ${counted(days)} days of receipt${w.pick(['', ' to the bank account nominated in writing by the invoicing party'])}. A valid invoice must state the purchase order number, if any, and the applicable VAT.` },
    { text: 'All amounts payable under this Agreement are exclusive of VAT, which shall be payable in addition at the applicable rate on receipt of a valid VAT invoice.' },
    {
      text: w.pick([
        `If ${payer} fails to pay any undisputed amount by the due date, ${payee} may charge interest on the overdue amount at the rate of four per cent (4%) a year above the base rate of the Bank of England from time to time, accruing daily until payment.`,
        `Late payment of any undisputed amount shall bear interest at two per cent (2%) a year above the prevailing base lending rate, from the due date until the date of actual payment.`
      ])
    },
    { text: `If ${payer} disputes an invoice in good faith it shall notify ${payee} within fourteen (14) days of receipt, pay the undisputed part, and the parties shall try to resolve the dispute promptly.` }
  ]
  if (w.doc.clauses.priceIncrease) {
    items.push({ text: `${capitalise(payee)} may increase the Charges on each anniversary of the Effective Date by giving ${payer} not less than thirty (30) days' written notice. Any such increase shall apply from the date stated in the notice.` })
  }
  if (w.doc.clauses.mostFavouredNation) {
    items.push({ text: `${capitalise(payee)} warrants that the Charges are no less favourable than the charges it offers to any other customer for comparable services in comparable volumes, and shall reduce the Charges accordingly if they are not (the "most favoured customer" commitment).` })
  }
  return { key: 'payment', heading: 'Charges and payment', items }
}

export function confidentialityClause(w: Wording): NumberedClause {
  const years = w.pick([2, 3, 5])
  return {
    key: 'confidentiality',
    heading: 'Confidentiality',
    items: [
      { text: w.pick([
        "Each party shall keep the other party's Confidential Information confidential and shall not use it except for the purpose of exercising its rights and performing its obligations under this Agreement.",
        'Each party undertakes that it shall not at any time disclose to any person any Confidential Information of the other party, except as permitted by this clause.'
      ]) },
      { text: "Each party may disclose the other party's Confidential Information:", list: { style: 'lettered', items: [
        'to its employees, officers, representatives, subcontractors and advisers who need to know it for the purposes of this Agreement, provided that it ensures they comply with this clause; and',
        'as may be required by law, a court of competent jurisdiction or any governmental or regulatory authority.'
      ] } },
      { text: 'Confidential Information does not include information that is or becomes generally available to the public other than through a breach of this Agreement, was lawfully in the possession of the receiving party before disclosure, or is independently developed by the receiving party.' },
      { text: `The obligations in this clause shall survive termination or expiry of this Agreement for a period of ${counted(years)} years.` }
    ]
  }
}

export function liabilityClause(w: Wording, feesWord = 'Charges'): NumberedClause | null {
  const liability = w.doc.clauses.liability
  if (liability.kind === 'absent') return null
  const items: NumberedClause['items'] = [
    { text: "Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or for any other liability which cannot be limited or excluded by applicable law." },
    { text: w.pick([
      'Subject to clause {§liability}.1, neither party shall be liable to the other, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss of profits, loss of business, loss of goodwill or any indirect or consequential loss arising under or in connection with this Agreement.',
      'Subject to clause {§liability}.1, neither party shall in any circumstances be liable for loss of profits, loss of revenue, loss of anticipated savings, loss or corruption of data, or any indirect or consequential loss.'
    ]) }
  ]
  if (liability.kind === 'fees') {
    items.push({ text: `Subject to clause {§liability}.1, each party's total aggregate liability arising under or in connection with this Agreement, whether in contract, tort (including negligence), breach of statutory duty or otherwise, shall not exceed an amount equal to the ${feesWord} paid or payable in the ${counted(liability.months)} months preceding the event giving rise to the claim.` })
  } else if (liability.kind === 'fixed') {
    items.push({ text: `Subject to clause {§liability}.1, each party's total aggregate liability arising under or in connection with this Agreement shall not exceed ${w.money(liability.amount)}${w.pick([' in each Contract Year', ' in aggregate'])}.` })
  } else {
    items.push({ text: `${w.P()}'s liability under clause {§indemnity} (Indemnity) and for any breach of its obligations relating to Confidential Information or personal data shall be unlimited.` })
  }
  return { key: 'liability', heading: 'Limitation of liability', items }
}

export function indemnityClause(w: Wording): NumberedClause {
  return {
    key: 'indemnity',
    heading: 'Indemnity',
    items: [
      { text: `${w.P()} shall indemnify ${w.r()} against all losses, damages, costs (including reasonable legal fees) and expenses arising out of any claim that the receipt or use of the ${w.doc.family === 'licence' ? 'Software' : 'Deliverables'} in accordance with this Agreement infringes the intellectual property rights of a third party.` },
      { text: `${w.R()} shall notify ${w.p()} promptly of any such claim, allow ${w.p()} to conduct its defence, and give ${w.p()} reasonable assistance at ${w.p()}'s cost.` }
    ]
  }
}

export function insuranceClause(w: Wording): NumberedClause {
  const amount = w.pick([1_000_000, 2_000_000, 5_000_000])
  return {
    heading: 'Insurance',
    items: [
      { text: `${w.P()} shall maintain in force, with a reputable insurer, professional indemnity insurance of not less than ${w.money(amount)} for each claim, public liability insurance of not less than ${w.money(amount * 2)} and employer's liability insurance as required by law.` },
      { text: `${w.P()} shall on request supply ${w.r()} with a copy of the certificate of insurance for each insurance policy required by this clause.` }
    ]
  }
}

export function terminationClause(w: Wording): NumberedClause {
  return {
    key: 'termination',
    heading: 'Termination',
    items: [
      { text: 'Without affecting any other right or remedy, either party may terminate this Agreement with immediate effect by giving written notice to the other party if:', list: { style: 'lettered', items: [
        'the other party commits a material breach of this Agreement which is irremediable or, if remediable, is not remedied within thirty (30) days of being notified in writing to do so;',
        'the other party suspends payment of its debts, is unable to pay its debts as they fall due, or enters into any composition or arrangement with its creditors;',
        'an order is made or a resolution is passed for the winding up of the other party, or an administrator, receiver or similar officer is appointed over it or any of its assets; or',
        'the other party suspends or ceases, or threatens to suspend or cease, carrying on all or a substantial part of its business.'
      ] } },
      ...(w.chance(0.4) ? [{ text: `${w.R()} may terminate this Agreement for convenience by giving ${w.p()} not less than ninety (90) days' written notice.` }] : []),
      { text: 'On termination or expiry of this Agreement each party shall promptly return or destroy the Confidential Information of the other party, and any provision which expressly or by implication is intended to survive shall continue in full force and effect.' },
      { text: 'Termination or expiry of this Agreement shall not affect any rights, remedies, obligations or liabilities of the parties that have accrued up to the date of termination or expiry.' }
    ]
  }
}

export function forceMajeureClause(w: Wording): NumberedClause {
  const days = w.pick([60, 90, 120])
  return {
    heading: 'Force majeure',
    items: [
      { text: 'Neither party shall be in breach of this Agreement nor liable for delay in performing, or failure to perform, any of its obligations if such delay or failure results from events, circumstances or causes beyond its reasonable control, including epidemic, war, terrorism, fire, flood, governmental action and failure of a utility service.' },
      { text: `If the period of delay or non-performance continues for ${counted(days)} days, the party not affected may terminate this Agreement by giving ${counted(30)} days' written notice to the affected party.` }
    ]
  }
}

export function assignmentClause(w: Wording): NumberedClause {
  const items: NumberedClause['items'] = [
    { text: w.pick([
      'Neither party shall assign, transfer, subcontract or deal in any other manner with any of its rights and obligations under this Agreement without the prior written consent of the other party, such consent not to be unreasonably withheld or delayed.',
      'Neither party may assign or transfer this Agreement without the prior written consent of the other party, save that either party may assign it to a member of its group on written notice.'
    ]) }
  ]
  if (w.doc.clauses.changeOfControl) {
    items.push({ text: `If ${w.p()} undergoes a change of control, ${w.r()} may terminate this Agreement by giving written notice within three (3) months of becoming aware of the change of control. "Change of control" has the meaning given in section 1124 of the Corporation Tax Act 2010.` })
  }
  return { heading: 'Assignment and other dealings', items }
}

export function restrictionsClause(w: Wording): NumberedClause | null {
  const c = w.doc.clauses
  const family = w.doc.family
  // Who is restricted, and whose business the restriction protects.
  const [bound, protectedParty] =
    family === 'reseller' ? ['the Reseller', 'the Company'] : family === 'employment' ? [w.doc.counterparty.definedTerm, 'the Company'] : [w.r(), w.p()]
  const items: NumberedClause['items'] = []
  if (c.exclusivity) {
    items.push({ text: family === 'reseller'
      ? 'The Company appoints the Reseller as its exclusive reseller of the Products in the Territory during the term of this Agreement, and shall not appoint any other person to resell the Products in the Territory.'
      : `During the term of this Agreement ${bound} shall obtain the ${family === 'supply' ? 'Goods' : 'Services'} exclusively from ${protectedParty}, and shall not procure goods or services of the same description from any third party (exclusivity).` })
  }
  const relationship = w.doc.employment?.isConsultant ? 'engagement' : 'employment'
  if (c.nonCompete) {
    items.push({ text: family === 'employment'
      ? `For six (6) months after the termination of the ${relationship} ${bound} shall not, without the prior written consent of the Company, be engaged in any business which competes with any business of the Company with which ${bound} was materially concerned in the twelve (12) months before termination (non-compete).`
      : `During the term of this Agreement and for twelve (12) months after it ends, ${bound} shall not, directly or indirectly, engage in any business which competes with the business of ${protectedParty} in the Territory (non-compete).` })
  }
  if (c.nonSolicitation) {
    items.push({ text: family === 'employment'
      ? `For twelve (12) months after the termination of the ${relationship} ${bound} shall not solicit or entice away from the Company any employee of senior grade with whom ${bound} worked in the last twelve (12) months of the ${relationship}.`
      : 'Neither party shall, during the term of this Agreement and for twelve (12) months afterwards, solicit or entice away from the other party any employee engaged in the performance of this Agreement, other than through a general advertisement not targeted at such employees.' })
  }
  return items.length === 0 ? null : { heading: family === 'employment' ? 'Post-termination restrictions' : 'Restrictions', items }
}

export function complianceClause(w: Wording): NumberedClause {
  return {
    heading: 'Anti-bribery and modern slavery',
    items: [
      { text: 'Each party shall comply with all applicable laws, statutes and regulations relating to anti-bribery and anti-corruption, including the Bribery Act 2010, and shall maintain in place its own policies and procedures to ensure compliance.' },
      { text: `${w.P()} shall comply with the Modern Slavery Act 2015 and shall not engage in any activity, practice or conduct that would constitute an offence under it.` }
    ]
  }
}

export function auditClause(w: Wording): NumberedClause {
  return {
    heading: 'Records and audit',
    items: [
      { text: `${w.P()} shall keep complete and accurate records relating to the performance of this Agreement for six (6) years after its termination or expiry.` },
      { text: `${w.R()} may, on not less than thirty (30) days' notice and no more than once in any twelve-month period, audit those records and inspect the relevant premises of ${w.p()} during normal business hours.` }
    ]
  }
}

export function noticesClause(w: Wording): NumberedClause {
  return {
    heading: 'Notices',
    items: [
      { text: 'Any notice given under this Agreement shall be in writing and delivered by hand or by pre-paid first-class post or other next working day delivery service at the address given for the party at the start of this Agreement, or sent by email to the address notified by that party for the purpose.' },
      { text: 'A notice is deemed received if delivered by hand, at the time it is left at the address; if sent by post, at 9.00 am on the second Business Day after posting; and if sent by email, at the time of transmission, or if that is outside business hours, when business hours resume.' },
      { text: w.pick(['This clause does not apply to the service of any proceedings or other documents in any legal action.', 'For the purposes of this clause, email does not include any other form of electronic messaging.']) }
    ]
  }
}

export function generalClause(w: Wording): NumberedClause {
  return {
    heading: 'General',
    items: [
      { text: 'This Agreement constitutes the entire agreement between the parties and supersedes and extinguishes all previous agreements, promises, assurances, warranties, representations and understandings between them relating to its subject matter.' },
      { text: 'No variation of this Agreement shall be effective unless it is in writing and signed by the parties or their authorised representatives.' },
      { text: 'A failure or delay by a party to exercise any right or remedy provided under this Agreement or by law shall not constitute a waiver of that or any other right or remedy.' },
      { text: 'If any provision of this Agreement is or becomes invalid, illegal or unenforceable, it shall be deemed modified to the minimum extent necessary to make it valid, and the validity of the rest of this Agreement shall not be affected.' },
      { text: w.pick([
        'This Agreement may be executed in any number of counterparts, each of which when executed shall constitute a duplicate original, and all the counterparts together shall constitute one agreement.',
        'This Agreement may be signed electronically and in counterparts, which together constitute one agreement.'
      ]) },
      { text: 'Nothing in this Agreement is intended to, or shall be deemed to, establish any partnership or joint venture between the parties, or make either party the agent of the other.' }
    ]
  }
}

const LAW_TEXT: Record<string, string> = {
  'England and Wales': 'the laws of England and Wales',
  'New York': 'the laws of the State of New York, without regard to its conflict of laws principles',
  Delaware: 'the laws of the State of Delaware, without regard to its conflict of laws principles',
  California: 'the laws of the State of California',
  Germany: 'the laws of the Federal Republic of Germany, excluding the United Nations Convention on Contracts for the International Sale of Goods',
  France: 'French law',
  Ireland: 'the laws of Ireland',
  Netherlands: 'the laws of the Netherlands',
  Singapore: 'the laws of the Republic of Singapore'
}

const FORUM_TEXT: Record<string, string> = {
  'Courts of England and Wales (London)': 'Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this Agreement.',
  'LCIA arbitration (London)': 'Any dispute arising out of or in connection with this Agreement shall be referred to and finally resolved by arbitration under the LCIA Rules. The seat of arbitration shall be London and the language of the arbitration shall be English.',
  'New York County courts': 'Each party irrevocably submits to the exclusive jurisdiction of the state courts located in New York County, New York.',
  'Southern District of New York': 'Each party irrevocably submits to the exclusive jurisdiction of the United States District Court for the Southern District of New York.',
  'ICC arbitration (New York)': 'All disputes arising out of or in connection with this Agreement shall be finally settled under the Rules of Arbitration of the International Chamber of Commerce, seated in New York.',
  'Delaware Court of Chancery': 'Each party irrevocably submits to the exclusive jurisdiction of the Court of Chancery of the State of Delaware.',
  'San Francisco County courts': 'Each party submits to the exclusive jurisdiction of the state and federal courts located in San Francisco County, California.',
  'Landgericht Frankfurt am Main': 'The exclusive place of jurisdiction for all disputes arising out of or in connection with this Agreement is Frankfurt am Main (Landgericht Frankfurt am Main).',
  'Landgericht München I': 'The exclusive place of jurisdiction for all disputes arising out of or in connection with this Agreement is Munich (Landgericht München I).',
  'DIS arbitration (Cologne)': 'All disputes arising out of or in connection with this Agreement shall be finally resolved under the Arbitration Rules of the German Arbitration Institute (DIS), seated in Cologne.',
  'Tribunal de commerce de Paris': 'Any dispute arising out of or in connection with this Agreement shall be submitted to the exclusive jurisdiction of the Tribunal de commerce de Paris.',
  'Courts of Ireland (Dublin)': 'The courts of Ireland shall have exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement.',
  'Rechtbank Amsterdam': 'All disputes arising out of or in connection with this Agreement shall be submitted exclusively to the competent court in Amsterdam (Rechtbank Amsterdam).',
  'SIAC arbitration (Singapore)': 'Any dispute arising out of or in connection with this Agreement shall be referred to and finally resolved by arbitration administered by the Singapore International Arbitration Centre in accordance with its Arbitration Rules. The seat of the arbitration shall be Singapore.',
  'Singapore International Commercial Court': 'The parties submit to the exclusive jurisdiction of the Singapore International Commercial Court.'
}

export function governingLawClause(w: Wording): NumberedClause {
  const law = LAW_TEXT[w.doc.law.governingLaw] ?? `the laws of ${w.doc.law.governingLaw}`
  const forum = w.doc.law.courts === null ? null : FORUM_TEXT[w.doc.law.courts]
  return {
    heading: 'Governing law and jurisdiction',
    items: [
      { text: w.pick([
        `This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter or formation shall be governed by and construed in accordance with ${law}.`,
        `This Agreement shall be governed by and construed in accordance with ${law}.`
      ]) },
      { text: forum ?? 'The courts of the place of the registered office of the defendant shall have non-exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement.' }
    ]
  }
}
