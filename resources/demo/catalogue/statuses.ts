/**
 * Harbourline renamed status 2 to the words its lawyers use, and never configured a label for
 * status 3, so the detail response shows `STATUS_3` for contracts awaiting approval.
 */
export const DEMO_STATUS_LABELS: Array<{ code: number; label: string | null }> = [
  { code: 2, label: 'Under Negotiation' },
  { code: 3, label: null }
]
