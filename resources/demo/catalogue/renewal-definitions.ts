import type { PropertyDefinitionRecord } from '../../../electron/engine/domain/properties/definition'
import { END_DATE_BASES, NOTICE_TYPES, RENEWAL_PROPERTY_KEYS as KEYS } from '../../../electron/engine/domain/renewal/keys'

const GROUP = 'Term and renewal'

/** The catalogue entries the demo workspace seeds so the renewal schedule has its inputs. */
export function renewalPropertyDefinitions(): Array<Omit<PropertyDefinitionRecord, 'id'>> {
  const entry = (
    sortOrder: number,
    fields: Pick<PropertyDefinitionRecord, 'key' | 'label' | 'description' | 'type' | 'options'>
  ): Omit<PropertyDefinitionRecord, 'id'> => ({
    ...fields,
    group: GROUP,
    subGroup: null,
    sortOrder,
    isDefault: true,
    manualOnly: false,
    isGlobal: true,
    categoryIds: []
  })
  return [
    entry(100, {
      key: KEYS.effectiveDate,
      label: 'Effective date',
      description: 'The day the contract takes effect; a term-based end date is counted from it.',
      type: 'date',
      options: null
    }),
    entry(110, {
      key: KEYS.endDateBasis,
      label: 'End date basis',
      description:
        'fixed: the contract ends on its end date. term: it ends the initial term after its effective date. indefinite: it has no end date and runs until terminated.',
      type: 'list',
      options: { choices: [...END_DATE_BASES] }
    }),
    entry(120, {
      key: KEYS.endDate,
      label: 'End date',
      description: 'The day the initial term ends, when the end date basis is fixed.',
      type: 'date',
      options: null
    }),
    entry(130, {
      key: KEYS.initialTermMonths,
      label: 'Initial term',
      description: 'Length of the initial term in whole months, when the end date basis is term.',
      type: 'number',
      options: { unit: 'months' }
    }),
    entry(140, {
      key: KEYS.autoRenewal,
      label: 'Automatic renewal',
      description: 'Whether the contract renews by itself at the end of each term unless notice is given.',
      type: 'boolean',
      options: null
    }),
    entry(150, {
      key: KEYS.renewalTermMonths,
      label: 'Renewal term',
      description: 'Length of each automatic renewal in whole months; when absent, the initial term is repeated.',
      type: 'number',
      options: { unit: 'months' }
    }),
    entry(160, {
      key: KEYS.noticePeriodDays,
      label: 'Notice period',
      description: 'Days before the end of a term by which notice must be given.',
      type: 'number',
      options: { unit: 'days' }
    }),
    entry(170, {
      key: KEYS.noticeType,
      label: 'Notice type',
      description:
        'non_renewal: notice stopping an automatic renewal. termination: notice ending the contract. renewal: notice exercising an option to renew. none: no notice is needed.',
      type: 'list',
      options: { choices: [...NOTICE_TYPES] }
    })
  ]
}
