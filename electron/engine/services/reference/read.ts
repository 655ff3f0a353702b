/**
 * The reference data the API lists whole (statuses, party attributes, property definitions,
 * categories), as routes read it: routes reach the database only through services.
 */
export { listApiCategories } from '../../db/queries/categories'
export { findApiPropertyDefinition, listApiPropertyDefinitions } from '../../db/queries/property-definitions'
export { listContractStatuses } from '../../db/queries/statuses'
export { listPartyAttributes } from '../../db/queries/parties'
