import type { NumberedClause, Schedule } from '../../outline'
import { chargesSchedule } from './commercial'
import { counted, type Wording } from '../wording'

/** A framework for buying goods: orders, delivery, risk and title, quality. */
export function supplyClauses(w: Wording): NumberedClause[] {
  const delivery: NumberedClause['items'] = [
    { text: `The Supplier shall deliver the Goods ${w.pick(['DDP (Incoterms 2020)', 'DAP (Incoterms 2020)', 'FCA (Incoterms 2020)'])} to the delivery location stated in the Order on the Delivery Date, together with a delivery note stating the Order number and the quantity of Goods.` },
    { text: 'Time of delivery is of the essence. The Supplier shall notify the Buyer immediately if it expects any delay, stating the reason and the revised delivery date.' }
  ]
  if (w.doc.clauses.liquidatedDamages) {
    delivery.push({ text: 'If the Supplier fails to deliver the Goods by the Delivery Date, the Supplier shall pay the Buyer liquidated damages of one per cent (1%) of the price of the delayed Goods for each week of delay, up to a maximum of ten per cent (10%) of the total price of the Goods. The parties agree that this is a genuine pre-estimate of the Buyer’s loss.' })
  }
  return [
    {
      key: 'orders',
      heading: 'Orders',
      items: [
        { text: 'The Buyer may from time to time place Orders for the Goods. Each Order is an offer by the Buyer to purchase the Goods subject to this Agreement, and is accepted when the Supplier issues a written acknowledgement or starts to perform it.' },
        { text: `The Supplier shall accept every Order that falls within the forecast provided by the Buyer for the relevant quarter plus ${counted(w.pick([10, 15, 20]))} per cent.` },
        { text: 'No terms or conditions endorsed on, delivered with or contained in the Supplier’s quotation, acknowledgement or invoice shall form part of this Agreement.' }
      ]
    },
    {
      heading: 'Quality and specification',
      items: [
        { text: 'The Supplier shall ensure that the Goods correspond with the Specification, are of satisfactory quality and fit for any purpose held out by the Supplier, and are free from defects in design, material and workmanship.' },
        { text: `The Supplier shall maintain a quality management system certified to ISO 9001 and shall allow the Buyer to inspect the Goods at the Supplier’s premises on reasonable notice before delivery.` }
      ]
    },
    { heading: 'Delivery', items: delivery },
    {
      heading: 'Risk and title',
      items: [{ text: 'Risk in the Goods shall pass to the Buyer on completion of delivery. Title to the Goods shall pass to the Buyer on the earlier of payment in full and delivery.' }]
    },
    {
      heading: 'Remedies',
      items: [
        { text: 'If any Goods are not delivered on the Delivery Date or do not comply with the Specification, the Buyer may reject them, require the Supplier to repair or replace them within fourteen (14) days, or require a full refund of the price of the rejected Goods.' },
        { text: `The Supplier warrants the Goods for a period of ${counted(w.pick([12, 18, 24]))} months from delivery.` }
      ]
    }
  ]
}

export function supplySchedules(w: Wording): Schedule[] {
  const subject = w.doc.subject ?? 'Components'
  return [
    {
      title: 'Goods and specification',
      intro: `${subject} manufactured to the Buyer's drawings and the technical standards listed below.`,
      clauses: [{ heading: 'Standards', items: [{ text: 'The Goods shall comply with EN ISO 9001, REACH and RoHS, and with the Buyer’s supplier quality manual current at the date of the Order.' }] }],
      table: { header: ['Part', 'Description', 'Lead time'], rows: [['HL-1040', `${subject} – standard`, '6 weeks'], ['HL-1041', `${subject} – heavy duty`, '8 weeks'], ['HL-1090', 'Spares kit', '4 weeks']] }
    },
    chargesSchedule(w, [['HL-1040 (per unit)', w.pick([42, 58, 75])], ['HL-1041 (per unit)', w.pick([88, 96, 120])], ['HL-1090 (per kit)', 310]], 'unit')
  ]
}

/** A reseller or distribution appointment. */
export function resellerClauses(w: Wording): NumberedClause[] {
  return [
    {
      heading: 'Appointment',
      items: [
        { text: w.doc.clauses.exclusivity
          ? 'The Company appoints the Reseller to resell the Products to customers in the Territory on the terms of this Agreement.'
          : 'The Company appoints the Reseller as its non-exclusive reseller of the Products in the Territory, and the Company may appoint other resellers and sell the Products directly in the Territory.' },
        { text: 'The Reseller shall purchase the Products from the Company for its own account and resell them in its own name. The Reseller is not the agent of the Company and has no authority to bind it.' }
      ]
    },
    {
      heading: "Reseller's obligations",
      items: [
        { text: 'The Reseller shall use its best endeavours to promote and sell the Products throughout the Territory, and shall maintain a sales team trained on the Products.' },
        { text: `The Reseller shall achieve the minimum annual purchases set out in Schedule 2. If it fails to do so in any Contract Year, the Company may terminate this Agreement on ${counted(60)} days' notice.` },
        { text: 'The Reseller shall provide the Company with a quarterly forecast of sales and a monthly report of sales by customer.' }
      ]
    },
    {
      heading: "Company's obligations",
      items: [{ text: 'The Company shall provide the Reseller with marketing materials, second-line technical support and training on the Products free of charge, and shall give the Reseller reasonable notice of any change to the Products.' }]
    },
    {
      heading: 'Trade marks',
      items: [{ text: 'The Company grants the Reseller a non-exclusive licence to use the Trade Marks in the Territory solely to promote and resell the Products. The Reseller shall not register any trade mark or domain name confusingly similar to the Trade Marks.' }]
    }
  ]
}

export function resellerSchedules(w: Wording): Schedule[] {
  return [
    {
      title: 'Products and Territory',
      intro: `Territory: ${w.doc.subject ?? 'the United Kingdom and Ireland'}.`,
      clauses: [],
      table: { header: ['Product', 'List price (annual)'], rows: [['Harbourline Route Planner', w.money(18_000)], ['Harbourline Fleet Telematics (per vehicle)', w.money(240)], ['Harbourline Analytics', w.money(9_500)]] }
    },
    {
      title: 'Discounts and minimum purchases',
      intro: null,
      clauses: [{ heading: 'Discounts', items: [{ text: `The Reseller receives a discount of ${counted(w.pick([20, 25, 30]))} per cent from list price, rising by five per cent once annual purchases exceed twice the minimum.` }] }],
      table: { header: ['Contract Year', 'Minimum purchases'], rows: [['Year 1', w.money(60_000)], ['Year 2', w.money(90_000)], ['Year 3', w.money(120_000)]] }
    }
  ]
}

/** A lease or licence to occupy premises. */
export function leaseClauses(w: Wording): NumberedClause[] {
  const rent = w.doc.money.value === null ? null : Math.round(w.doc.money.value / Math.max(1, (w.doc.term.initialTermMonths ?? 60) / 12) / 100) * 100
  return [
    {
      heading: 'Letting',
      items: [{ text: `The Landlord lets the Premises to the Tenant for the term described in clause {§term}, together with the right to use the common parts of the building and ${counted(w.pick([4, 6, 10]))} car parking spaces.` }]
    },
    {
      heading: 'Rent',
      items: [
        { text: `The Tenant shall pay the Rent${rent === null ? '' : ` of ${w.money(rent)} a year`} by equal quarterly payments in advance on the usual quarter days, together with the Service Charge and the insurance rent.` },
        { text: w.doc.clauses.priceIncrease
          ? 'The Rent shall be reviewed upwards only on each third anniversary of the Effective Date to the open market rent, or increased by indexation to the Retail Prices Index, whichever is higher.'
          : 'The Rent is fixed for the term and is not subject to review.' }
      ]
    },
    {
      heading: "Tenant's covenants",
      items: [
        { text: 'The Tenant shall keep the interior of the Premises in good and substantial repair and condition, and shall not make any structural alteration without the Landlord’s consent.' },
        { text: 'The Tenant shall use the Premises only as offices and ancillary storage within Class E of the Town and Country Planning (Use Classes) Order 1987.' },
        { text: 'The Tenant shall not assign, underlet or share occupation of the whole or any part of the Premises, save that it may share occupation with a member of its group on notice to the Landlord.' }
      ]
    },
    {
      heading: "Landlord's covenants",
      items: [
        { text: 'The Landlord shall insure the building against the insured risks, provide the services set out in the service charge schedule, and allow the Tenant quiet enjoyment of the Premises.' }
      ]
    },
    {
      heading: 'Break clause',
      items: [{ text: `The Tenant may end this lease on the third anniversary of the Effective Date by giving the Landlord not less than ${counted(w.doc.term.noticePeriodDays ?? 180)} days' written notice, provided that it has paid the Rent due up to the break date and gives vacant possession.` }]
    },
    {
      heading: 'Forfeiture',
      items: [{ text: 'If any Rent is unpaid twenty-one (21) days after becoming due, or the Tenant materially breaches any covenant in this lease, the Landlord may re-enter the Premises, and this lease shall then end.' }]
    }
  ]
}

export function leaseSchedules(w: Wording): Schedule[] {
  return [
    {
      title: 'The Premises',
      intro: `${w.doc.subject ?? 'The premises'}, shown edged red on the attached plan, including the landlord's fixtures and fittings, but excluding the structure, roof and foundations of the building.`,
      clauses: [],
      table: { header: ['Floor', 'Net internal area'], rows: [['Ground', '4,210 sq ft'], ['First', '3,980 sq ft']] }
    }
  ]
}
