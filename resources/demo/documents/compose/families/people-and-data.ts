import type { NumberedClause, Schedule } from '../../outline'
import { capitalise, counted, type Wording } from '../wording'

/** A non-disclosure agreement: purpose, obligations, exceptions, return. */
export function ndaClauses(w: Wording): NumberedClause[] {
  const purpose = w.doc.subject === null
    ? `evaluating a possible business relationship between the parties concerning ${w.pick(['logistics software and services', 'fleet telematics', 'a joint bid for a customer tender', 'data analytics services'])}`
    : `the ${w.doc.subject}`
  return [
    {
      key: 'purpose',
      heading: 'Purpose',
      items: [{ text: `The parties wish to exchange Confidential Information for the purpose of ${purpose} (the "Purpose"). Each party may disclose Confidential Information to the other on the terms of this Agreement.` }]
    },
    {
      heading: 'Confidentiality obligations',
      items: [
        { text: 'Each party shall:', list: { style: 'lettered', items: [
          "keep the other party's Confidential Information secret and confidential;",
          'not use or exploit the Confidential Information in any way except for the Purpose;',
          'not disclose or make available the Confidential Information to any third party, except to its Representatives as permitted by this Agreement; and',
          'apply to the Confidential Information no lower standard of security than it applies to its own confidential information, and in any event no lower than a reasonable standard.'
        ] } },
        { text: 'Each party shall ensure that its Representatives are made aware of and comply with the obligations of confidentiality in this Agreement as if they were a party to it, and shall be liable for any failure by them to do so.' }
      ]
    },
    {
      heading: 'Exceptions',
      items: [{ text: 'The obligations in this Agreement do not apply to Confidential Information which:', list: { style: 'lettered', items: [
        'is or becomes generally available to the public other than as a result of its disclosure in breach of this Agreement;',
        'was available to the receiving party on a non-confidential basis before disclosure by the disclosing party;',
        'was, is or becomes available to the receiving party on a non-confidential basis from a person who is not bound by a confidentiality obligation; or',
        'is developed by or for the receiving party independently of the information disclosed by the disclosing party.'
      ] } }]
    },
    {
      heading: 'Compelled disclosure',
      items: [{ text: 'A party may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority or by a court of competent jurisdiction, provided that, to the extent legally permitted, it gives the other party as much notice of the disclosure as possible.' }]
    },
    {
      heading: 'Return of information',
      items: [{ text: 'At the request of the disclosing party, the receiving party shall promptly destroy or return all documents and materials containing Confidential Information, and erase it from its computer systems to the extent technically practicable, save for copies retained in automatic back-ups or required by law.' }]
    },
    {
      heading: 'No licence or warranty',
      items: [
        { text: 'All Confidential Information remains the property of the disclosing party. No rights or obligations other than those expressly set out in this Agreement are granted or implied.' },
        { text: 'Confidential Information is provided "as is" and without any warranty as to its accuracy or completeness. Nothing in this Agreement obliges either party to enter into any further agreement.' }
      ]
    },
    {
      heading: 'Remedies',
      items: [{ text: 'Each party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement, and that the other party shall be entitled to seek injunctive relief or specific performance for any threatened or actual breach.' }]
    }
  ]
}

/** Article 28 terms: Harbourline as controller, the counterparty as processor. */
export function dpaClauses(w: Wording): NumberedClause[] {
  const data = w.doc.clauses.dataProtection ?? { location: 'EEA', mechanisms: [] }
  const transfers: NumberedClause['items'] = data.location === 'EEA'
    ? [{ text: 'The Processor shall process Personal Data only within the European Economic Area and shall not transfer Personal Data outside the European Economic Area or the United Kingdom without the prior written consent of the Controller.' }]
    : [
        { text: `The Controller authorises the Processor to process Personal Data in ${data.location === 'United States' ? 'the United States' : data.location === 'United Kingdom' ? 'the United Kingdom' : data.location}.` },
        { text: `Any transfer of Personal Data outside the European Economic Area shall be made under ${data.mechanisms.length === 0 ? 'a transfer mechanism approved under the Data Protection Legislation' : data.mechanisms.join(' and ').replace('EU Standard Contractual Clauses', 'the EU Standard Contractual Clauses').replace('UK International Data Transfer Addendum', 'the UK International Data Transfer Addendum').replace('EU-US Data Privacy Framework', 'the EU-US Data Privacy Framework')}, which the parties incorporate into this Agreement by reference.` }
      ]
  return [
    {
      heading: 'Scope and roles',
      items: [
        { text: 'This Agreement applies to the processing of Personal Data by the Processor on behalf of the Controller under the services agreement between the parties (the "Main Agreement"). The parties acknowledge that the Controller is the controller and the Processor is the processor of the Personal Data, within the meaning of Article 28 of the GDPR.' },
        { text: 'The subject matter, duration, nature and purpose of the processing, and the types of Personal Data and categories of data subject, are set out in Schedule 1.' }
      ]
    },
    {
      heading: "Processor's obligations",
      items: [{ text: 'The Processor shall:', list: { style: 'lettered', items: [
        'process the Personal Data only on the documented instructions of the Controller, unless required to do otherwise by law;',
        'ensure that all persons authorised to process the Personal Data are subject to a duty of confidentiality;',
        'assist the Controller in responding to requests from data subjects and in ensuring compliance with its obligations on security, breach notification, impact assessments and consultation with regulators; and',
        'make available to the Controller all information necessary to demonstrate compliance with this Agreement.'
      ] } }]
    },
    {
      heading: 'Sub-processors',
      items: [
        { text: `The Controller gives general authorisation for the Processor to engage Sub-processors. The Processor shall give the Controller at least ${counted(w.pick([14, 30]))} days' notice of any new Sub-processor, during which the Controller may object on reasonable grounds (a right to object).` },
        { text: 'The Processor shall impose on each Sub-processor data protection terms no less protective than those in this Agreement, and remains liable for the acts and omissions of its Sub-processors.' }
      ]
    },
    {
      heading: 'Security',
      items: [{ text: 'The Processor shall implement appropriate technical and organisational measures to ensure a level of security appropriate to the risk, including the measures set out in Schedule 2, encryption of Personal Data in transit and at rest, and regular testing of their effectiveness.' }]
    },
    {
      heading: 'Personal data breach',
      items: [{ text: `The Processor shall notify the Controller without undue delay, and in any event within ${counted(w.pick([24, 36, 48, 72]))} hours, after becoming aware of a Personal Data Breach, and shall provide all information the Controller reasonably requires to meet its own obligations.` }]
    },
    { heading: 'International transfers', items: transfers },
    {
      heading: 'Audit',
      items: [{ text: 'The Processor shall allow for and contribute to audits, including inspections, conducted by the Controller or an auditor mandated by it, on not less than thirty (30) days’ notice, no more than once a year unless required by a regulator.' }]
    },
    {
      heading: 'Return and deletion',
      items: [{ text: 'On termination of the Main Agreement the Processor shall, at the choice of the Controller, return or delete all Personal Data and delete existing copies, unless the law requires their storage.' }]
    }
  ]
}

export function dpaSchedules(w: Wording): Schedule[] {
  return [
    {
      title: 'Particulars of processing',
      intro: null,
      clauses: [],
      table: { header: ['Item', 'Description'], rows: [
        ['Subject matter', `Provision of the services under the Main Agreement with ${w.doc.counterparty.name}`],
        ['Duration', 'The term of the Main Agreement and any exit period'],
        ['Data subjects', 'Employees, contractors and customers of the Controller'],
        ['Personal data', 'Names, business contact details, user identifiers, usage logs, location data of vehicles'],
        ['Location', w.doc.clauses.dataProtection?.location ?? 'EEA']
      ] }
    },
    {
      title: 'Security measures',
      intro: 'The Processor maintains an information security programme certified to ISO/IEC 27001.',
      clauses: [{ heading: 'Measures', items: [{ text: 'The measures include:', list: { style: 'lettered', items: [
        'role-based access control with multi-factor authentication for all administrative access;',
        'encryption using AES-256 at rest and TLS 1.2 or higher in transit;',
        'logging and monitoring of access to Personal Data, with logs retained for twelve (12) months;',
        'annual penetration testing by an independent third party; and',
        'business continuity and disaster recovery plans tested at least annually.'
      ] } }] }],
      table: null
    }
  ]
}

/** A contract of employment, or an individual consultant's engagement. */
export function employmentClauses(w: Wording): NumberedClause[] {
  const e = w.doc.employment
  const jobTitle = e?.jobTitle ?? 'Consultant'
  const person = w.doc.counterparty.definedTerm
  const salary = w.doc.money.value
  if (e?.isConsultant) {
    return [
      { heading: 'Engagement', items: [
        { text: `The Company engages the Consultant to provide services as ${jobTitle} (the "Services") from ${w.effective}.` },
        { text: 'The Consultant is an independent contractor and nothing in this Agreement shall render the Consultant an employee, worker, agent or partner of the Company. The Consultant is responsible for all income tax and national insurance contributions arising from the fees.' }
      ] },
      { heading: 'Fees', items: [
        { text: `The Company shall pay the Consultant a fee of ${w.money(w.pick([550, 650, 750, 850]))} for each day of Services${salary === null ? '' : `, up to a maximum of ${w.money(salary)} in total unless agreed otherwise in writing`}, within thirty (30) days of receipt of a valid invoice.` }
      ] },
      { heading: 'Intellectual property', items: [{ text: 'The Consultant assigns to the Company, with full title guarantee and by way of present assignment of future rights, all intellectual property rights in the work product of the Services.' }] }
    ]
  }
  return [
    { heading: 'Job title and duties', items: [
      { text: `The Company employs ${person} as ${jobTitle} (grade: ${e?.grade ?? 'Associate'}), reporting to the head of the relevant team. ${capitalise(person)} shall perform such duties as the Company may reasonably assign from time to time.` },
      { text: `${capitalise(person)}'s employment began on ${w.effective}. No employment with a previous employer counts towards ${person}'s period of continuous employment.` },
      { text: `The first ${counted(e?.probationMonths ?? 6)} months of employment are a probationary period, during which either party may end the employment on one (1) week's notice.` }
    ] },
    { heading: 'Place of work and hours', items: [
      { text: `${capitalise(person)}'s normal place of work is the Company's office at ${w.doc.ours.address ?? 'its registered office'}, with up to two days a week of remote working under the Company's hybrid working policy.` },
      { text: `Normal working hours are 9.00 am to 5.30 pm Monday to Friday, with one hour for lunch. ${capitalise(person)} may be required to work additional hours without further pay as necessary for the proper performance of the duties.` }
    ] },
    { heading: 'Salary and benefits', items: [
      { text: `${capitalise(person)}'s salary is ${salary === null ? 'as notified in writing' : w.money(salary)} a year, payable in equal monthly instalments in arrears on or about the last working day of each month. The salary shall be reviewed annually, without obligation to increase it.` },
      { text: `${capitalise(person)} is entitled to ${counted(w.pick([25, 27, 28]))} days' paid holiday in each holiday year in addition to public holidays, and to join the Company's pension scheme, private medical insurance and life assurance schemes, subject to their rules.` },
      { text: `The Company shall reimburse all reasonable expenses properly incurred in the performance of the duties, in accordance with the Company's expenses policy.` }
    ] },
    { heading: 'Sickness', items: [{ text: `${capitalise(person)} shall notify the Company of any absence through sickness by 10.00 am on the first day of absence, and shall provide a medical certificate for any absence of more than seven (7) days. Statutory sick pay is payable in accordance with the legislation in force.` }] },
    { heading: 'Intellectual property', items: [{ text: `All intellectual property rights in works created by ${person} in the course of the employment belong to the Company. ${capitalise(person)} shall promptly disclose such works to the Company.` }] },
    { heading: 'Notice', items: [
      { text: `After the probationary period, either party may end the employment by giving the other not less than ${counted(w.doc.term.noticePeriodDays ?? 30)} days' written notice.` },
      { text: `During all or part of any notice period the Company may require ${person} not to perform any duties and not to attend any premises of the Company (garden leave), and may instead pay salary in lieu of notice.` }
    ] },
    { heading: 'Data protection', items: [{ text: `The Company processes ${person}'s personal data in accordance with its employee privacy notice, which ${person} confirms having read.` }] }
  ]
}


/** The short data protection clause of a commercial contract that involves personal data. */
export function dataProtectionClause(w: Wording): NumberedClause | null {
  const data = w.doc.clauses.dataProtection
  if (data === null) return null
  return {
    heading: 'Data protection',
    items: [
      { text: 'Each party shall comply with all applicable requirements of the Data Protection Legislation. This clause is in addition to, and does not relieve, remove or replace, a party’s obligations under the Data Protection Legislation.' },
      { text: `To the extent that ${w.p()} processes personal data on behalf of ${w.r()}, the parties shall comply with the data processing terms agreed between them, and ${w.p()} shall process such personal data only on ${w.r()}'s documented instructions.` },
      { text: data.location === 'EEA'
        ? 'Personal data shall be hosted and processed only within the European Economic Area.'
        : `Personal data may be processed in ${data.location}${data.mechanisms.length > 0 ? `, relying on ${data.mechanisms.join(' and ')} for any transfer outside the EEA` : ''}.` }
    ]
  }
}

/** A short letter agreement varying or settling an existing relationship. */
export function letterClauses(w: Wording): NumberedClause[] {
  const value = w.doc.money.value
  return [
    { heading: 'Background', items: [
      { text: `The parties are party to existing arrangements for the supply of services by ${w.doc.ours.name} to ${w.doc.counterparty.name}. This letter records the further terms agreed between the parties in relation to ${w.doc.subject ?? 'those arrangements'}.` },
      { text: 'Except as set out in this letter, the existing arrangements continue in full force and effect.' }
    ] },
    { heading: 'Agreed terms', items: [
      { text: value === null
        ? 'The parties agree the commercial terms set out in the schedule to this letter.'
        : `In full and final settlement of all matters described in this letter, the parties agree an adjustment of ${w.money(value)}, to be reflected by credit note within thirty (30) days of the date of this letter.` },
      { text: 'Neither party admits any liability by entering into this letter, and each party shall bear its own costs in connection with it.' },
      { text: 'The terms of this letter are confidential and shall not be disclosed to any third party except the parties’ professional advisers, auditors and group companies.' }
    ] }
  ]
}
