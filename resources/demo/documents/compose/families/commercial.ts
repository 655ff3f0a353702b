import type { NumberedClause, Schedule } from '../../outline'
import { capitalise, counted, type Wording } from '../wording'

/** The operative clauses of a services agreement (Harbourline's own paper or the supplier's). */
export function servicesClauses(w: Wording): NumberedClause[] {
  const clauses: NumberedClause[] = [
    {
      key: 'services',
      heading: 'Supply of services',
      items: [
        { text: `${w.P()} shall provide the Services to ${w.r()} from the Effective Date in accordance with this Agreement and each Statement of Work. ${w.doc.subject === null ? 'The Services are described in Schedule 1.' : `The Services relate to the ${w.doc.subject} programme described in Schedule 1.`}` },
        { text: `Each Statement of Work shall describe the Services, the Deliverables, the timetable and the Charges, and shall be governed by this Agreement. If there is any conflict, this Agreement prevails unless the Statement of Work expressly states otherwise.` },
        { text: w.pick([
          `In performing the Services ${w.p()} shall use reasonable skill and care, and shall act in accordance with good industry practice.`,
          `${w.P()} shall perform the Services with the degree of skill, care and diligence reasonably expected of a leading supplier of services of the same kind.`
        ]) },
        { text: `${w.P()} shall appoint a manager for the Services with authority to bind it on day-to-day matters, and shall ensure that all personnel are suitably skilled and experienced.` },
        { text: `${w.P()} shall use all reasonable endeavours to meet any performance dates specified in a Statement of Work, but any such dates shall be estimates only unless stated to be of the essence.` }
      ]
    },
    {
      heading: `${capitalise(w.r().replace(/^the /, ''))}'s obligations`,
      items: [
        { text: `${w.R()} shall co-operate with ${w.p()} in all matters relating to the Services, provide access to its premises, systems and information as reasonably required, and obtain any permissions needed before the date on which the Services are to start.` },
        { text: `If ${w.p()}'s performance is prevented or delayed by any act or omission of ${w.r()}, ${w.p()} shall not be liable for any resulting costs or losses and shall be entitled to a reasonable extension of time.` }
      ]
    }
  ]
  if (w.doc.clauses.serviceLevels) {
    clauses.push({
      heading: 'Service levels',
      items: [
        { text: `${w.P()} shall meet or exceed the service levels set out in Schedule 3 (the "Service Levels"), including availability of ${w.pick(['99.5', '99.8', '99.9'])}% in each calendar month.` },
        { text: `If ${w.p()} fails to meet a Service Level, it shall credit ${w.r()} with the service credits set out in Schedule 3. Service credits are a price adjustment and are without prejudice to any other right or remedy.` }
      ]
    })
  }
  clauses.push({
    heading: 'Intellectual property',
    items: [
      { text: `${w.P()} and its licensors retain ownership of all intellectual property rights in the materials they owned before the Effective Date or develop independently of this Agreement.` },
      { text: w.pick([
        `${w.P()} assigns to ${w.r()}, with full title guarantee, all intellectual property rights in the Deliverables, and grants ${w.r()} a non-exclusive, royalty-free licence to use its pre-existing materials to the extent needed to use the Deliverables.`,
        `${w.P()} grants ${w.r()} a non-exclusive, perpetual, royalty-free licence to use and copy the Deliverables for its internal business purposes.`
      ]) }
    ]
  })
  clauses.push({
    heading: 'Warranties',
    items: [
      { text: `Each party warrants that it has full power and authority to enter into and perform this Agreement.` },
      { text: `${w.P()} warrants that the Services will be performed in accordance with all applicable laws and that the Deliverables will conform in all material respects with their description in the relevant Statement of Work.` }
    ]
  })
  return clauses
}

export function servicesSchedules(w: Wording): Schedule[] {
  const subject = w.doc.subject ?? 'Services'
  const schedules: Schedule[] = [
    {
      title: 'Services',
      intro: `Description of the ${subject} services to be provided under this Agreement.`,
      clauses: [
        { heading: 'Scope', items: [
          { text: 'The Services comprise:', list: { style: 'lettered', items: [
            'discovery workshops with the relevant business stakeholders and documentation of the requirements agreed in them;',
            'configuration, implementation and testing of the solution in accordance with the agreed design;',
            'training of up to twenty (20) key users and the provision of training materials;',
            'hypercare support for four (4) weeks after go-live, and transition to business-as-usual support.'
          ] } },
          { text: 'Any services not described in this Schedule or in a Statement of Work are out of scope and will be charged at the rates in Schedule 2 if requested.' }
        ] },
        { heading: 'Governance', items: [
          { text: `The parties shall hold a monthly service review meeting, and a quarterly executive review at which ${w.p()} shall present performance against the Service Levels and any improvement plans.` }
        ] }
      ],
      table: null
    },
    chargesSchedule(w, [['Engagement lead', 1450], ['Senior consultant', 1150], ['Consultant', 890], ['Analyst', 640]], 'day rate')
  ]
  if (w.doc.clauses.serviceLevels) schedules.push(serviceLevelSchedule(w))
  return schedules
}

export function chargesSchedule(w: Wording, rates: Array<[string, number]>, unit: string): Schedule {
  return {
    title: 'Charges',
    intro: w.doc.money.value === null ? null : `The total Charges for the Initial Term are estimated at ${w.money(w.doc.money.value)}, exclusive of VAT.`,
    clauses: [
      { heading: 'Rates', items: [{ text: `Time-and-materials work is charged at the following rates per ${unit}. Rates are fixed for the first Contract Year.` }] },
      { heading: 'Expenses', items: [{ text: `Reasonable travel and subsistence expenses approved in advance in writing are recoverable at cost, in accordance with ${w.r()}'s expenses policy.` }] }
    ],
    table: { header: ['Role or item', `Rate per ${unit}`], rows: rates.map(([role, rate]) => [role, w.money(rate)]) }
  }
}

export function serviceLevelSchedule(w: Wording): Schedule {
  return {
    title: 'Service levels and service credits',
    intro: 'Availability is measured monthly by the monitoring tools of the party providing the service, excluding scheduled maintenance notified at least five (5) Business Days in advance.',
    clauses: [
      { heading: 'Incident response', items: [
        { text: 'Incidents are classified by priority and shall be responded to within the times below. Response means acknowledgement by a qualified engineer, not an automated message.' }
      ] },
      { heading: 'Service credits', items: [
        { text: `For each full 0.1% by which monthly availability falls below the Service Level, ${w.r()} shall be entitled to a service credit of two per cent (2%) of the monthly Charges, up to a maximum of twenty per cent (20%).` }
      ] }
    ],
    table: { header: ['Priority', 'Response', 'Resolution target'], rows: [['P1 – service unavailable', '30 minutes', '4 hours'], ['P2 – major function impaired', '2 hours', '1 Business Day'], ['P3 – minor issue', '1 Business Day', '5 Business Days']] }
  }
}

/** The operative clauses of a licence or SaaS subscription taken from a vendor. */
export function licenceClauses(w: Wording): NumberedClause[] {
  return [
    {
      heading: 'Licence',
      items: [
        { text: w.pick([
          'The Licensor grants the Licensee and its group companies a non-exclusive, non-transferable licence during the term of this Agreement to permit the Authorised Users to use the Software and the Documentation for their internal business purposes.',
          'Subject to payment of the Charges, the Licensor grants the Licensee a non-exclusive, non-transferable, worldwide right to access and use the Software for its internal business purposes.'
        ]) },
        { text: `The number of Authorised Users is ${counted(w.pick([50, 120, 250, 500]))}. The Licensee may add Authorised Users at any time at the rates in Schedule 2.` },
        { text: 'The Licensee shall not, except as permitted by law or this Agreement, copy, modify, decompile or reverse engineer the Software, or make it available to any third party other than its Authorised Users.' }
      ]
    },
    {
      heading: 'Support and maintenance',
      items: [
        { text: 'The Licensor shall provide support for the Software by telephone and email during business hours, and shall make available all updates and upgrades it makes generally available to its customers at no additional charge.' },
        { text: w.doc.clauses.serviceLevels
          ? 'The Licensor shall meet the service levels set out in Schedule 3 and shall credit the Licensee with the service credits set out there for any failure to do so.'
          : 'The Licensor shall use commercially reasonable endeavours to make the Software available 24 hours a day, seven days a week, except for planned maintenance.' },
        { text: 'The Licensor may suspend access to the Software if any undisputed invoice remains unpaid for thirty (30) days after the Licensee has been notified in writing that it is overdue.' }
      ]
    },
    {
      heading: 'Customer data',
      items: [
        { text: 'The Licensee owns all rights, title and interest in and to all Customer Data. The Licensor shall follow its archiving and back-up procedures for Customer Data and shall not use Customer Data except to provide the Software.' },
        { text: 'Within thirty (30) days after termination the Licensor shall return all Customer Data to the Licensee in a commonly used machine-readable format and shall then delete all copies, unless retention is required by law.' }
      ]
    },
    {
      heading: 'Warranties',
      items: [
        { text: 'The Licensor warrants that the Software will perform substantially in accordance with the Documentation, and that it has and will maintain all rights necessary to grant the licence in this Agreement.' },
        { text: 'If the Software does not conform with this warranty, the Licensor shall, at its expense, use all reasonable endeavours to correct the non-conformance promptly.' }
      ]
    }
  ]
}

export function licenceSchedules(w: Wording): Schedule[] {
  const subject = w.doc.subject ?? 'Software'
  const schedules: Schedule[] = [
    {
      title: 'Order details',
      intro: null,
      clauses: [{ heading: 'Software', items: [{ text: `${subject}, in the edition and with the modules listed below, hosted by the Licensor in ${w.doc.clauses.dataProtection?.location ?? 'the EEA'}.` }] }],
      table: { header: ['Module', 'Quantity'], rows: [[`${subject} – core platform`, '1 production tenant'], ['Sandbox environment', '1'], ['Premium support', 'Included']] }
    },
    chargesSchedule(w, [['Authorised User (annual)', w.pick([240, 360, 480])], ['Additional sandbox (annual)', 6000], ['Professional services (day)', 1200]], 'unit')
  ]
  if (w.doc.clauses.serviceLevels) schedules.push(serviceLevelSchedule(w))
  return schedules
}
