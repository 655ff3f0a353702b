export { RENEWAL_PROPERTY_KEYS, RENEWAL_STATES, END_DATE_BASES, NOTICE_TYPES, type RenewalState } from './keys'
export { computeRenewalSchedule, nextScheduleChange, type RenewalSchedule } from './schedule'
