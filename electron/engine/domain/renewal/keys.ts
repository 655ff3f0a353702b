/** The catalogue keys the renewal schedule reads. */
export const RENEWAL_PROPERTY_KEYS = {
  effectiveDate: 'effective_date',
  endDate: 'end_date',
  initialTermMonths: 'initial_term_months',
  endDateBasis: 'end_date_basis',
  autoRenewal: 'auto_renewal',
  renewalTermMonths: 'renewal_term_months',
  noticePeriodDays: 'notice_period_days',
  noticeType: 'notice_type'
} as const

/** How the end of the initial term is found. */
export const END_DATE_BASES = ['fixed', 'term', 'indefinite'] as const
export type EndDateBasis = (typeof END_DATE_BASES)[number]

/** What the notice is for. Only `none` changes the schedule: it switches the notice deadline off. */
export const NOTICE_TYPES = ['non_renewal', 'termination', 'renewal', 'none'] as const

/** Every value `renewalState` takes. */
export const RENEWAL_STATES = ['active', 'notice_period', 'renewed', 'expired', 'indefinite', 'unknown'] as const
export type RenewalState = (typeof RENEWAL_STATES)[number]
