export type { PropertyDefinitionRecord, PropertyProblem } from './definition'
export { isAddableTo } from './definition'
export {
  validatePropertyUpdate,
  describePropertyProblems,
  MAX_PROPERTIES_PER_UPDATE,
  type PropertyUpdateContext,
  type PropertyUpdateResult
} from './validate-update'
export { filterTermsOf, coerceFilterValue, parsePropertyFilterName } from './filter-terms'
export { presentPropertyValue } from './present-value'
export { formatIsoDate, parseIsoDate } from './iso-date'
