/**
 * The spec's default labels; the company may rename them. A module of its own, without schemas: the
 * window's contract list shows them, and loads no schema library to do so.
 */
export const DEFAULT_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'Draft',
  2: 'In Negotiation',
  3: 'Pending Approval',
  4: 'Pending Signature',
  5: 'Executed',
  6: 'Terminated'
}
