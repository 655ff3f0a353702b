/**
 * A short agreement with one unmistakable defect of several kinds, for the drafting checks' route,
 * CLI, pane and window tests: a term written another way ("Licenced Product"), words and figures
 * that disagree ("thirty (60)"), a blank left in ("[●]") and a reference to a section the
 * agreement does not have ("Section 14.3").
 */
export const PLANTED_DRAFT = [
  'SUPPLY AGREEMENT',
  'This Agreement is made between Harbourline Ltd (the "Supplier") and Nordlicht GmbH (the "Customer").',
  '1. Definitions',
  '"Licensed Product" means the software known as Folio Desk.',
  '2. Licence',
  'The Supplier grants the Customer a licence to use the Licenced Product.',
  '3. Payment',
  'The Customer shall pay each invoice within thirty (60) days of its date.',
  '4. Notices',
  'Notices shall be sent to [●].',
  '5. Termination',
  'Either party may terminate this Agreement as set out in Section 14.3.'
] as const
