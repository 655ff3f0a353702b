import { describe, expect, it } from 'vitest'
import type { KeyTermMapping } from '../../../shared/api/key-term-actions'
import type { PropertyDefinition } from '../../../shared/api/library'
import { changedMapping, describeFollowing, draftOf, followDefaultLabel, problemsByTerm, propertyChoices } from '../../../renderer/src/features/key-terms/key-term-properties-form'

const definition = (key: string, label: string, type: string | null, manualOnly = false): PropertyDefinition => ({
  id: key,
  key,
  label,
  description: null,
  type,
  options: null,
  group: null,
  subGroup: null,
  sortOrder: 0,
  isDefault: false,
  manualOnly
})

const noticeDays = { key: 'notice_period_days', label: 'Notice period', type: 'number' as const }
const notice: KeyTermMapping = { term: 'noticePeriod', property: noticeDays, chosen: false, default: noticeDays, accepts: ['number'] }

describe('the choices of a key term’s select', () => {
  const catalogue = [definition('notice_period_days', 'Notice period', 'number'), definition('governing_law', 'Governing law', 'list'), definition('fee', 'Annual fee', 'number', true), definition('legacy', 'Legacy code', null), definition('value', 'Contract value', 'number')]

  it('are the properties of a type the term accepts and not kept for people, by label, the default marked', () => {
    expect(propertyChoices(notice, catalogue)).toEqual([
      { key: 'value', label: 'Contract value', type: 'number', isDefault: false },
      { key: 'notice_period_days', label: 'Notice period', type: 'number', isDefault: true }
    ])
  })

  it('mark Folio’s default after someone chose another property, and name it in the choice that follows it', () => {
    const chosen: KeyTermMapping = { ...notice, property: { key: 'value', label: 'Contract value', type: 'number' }, chosen: true }
    expect(propertyChoices(chosen, catalogue).map((choice) => [choice.key, choice.isDefault])).toEqual([
      ['value', false],
      ['notice_period_days', true]
    ])
    expect(followDefaultLabel(chosen)).toBe('Follow Folio’s default (Notice period)')
    expect(followDefaultLabel({ ...chosen, default: null })).toBe('Follow Folio’s default (not mapped)')
  })

  it('say in the hint whether the term follows Folio’s default, and what that default is', () => {
    expect(describeFollowing(notice)).toBe('Follows Folio’s default for this workspace’s properties: Notice period (number).')
    expect(describeFollowing({ ...notice, property: null, default: null })).toBe('Follows Folio’s default, which maps it to none of this workspace’s properties.')
    expect(describeFollowing({ ...notice, property: null, chosen: true })).toBe('Chosen for this workspace; Folio’s default would be Notice period (number).')
    expect(describeFollowing({ ...notice, property: null, chosen: true, default: null })).toBe('Chosen for this workspace; Folio’s default would map it to no property.')
  })

  it('still offer the property the engine maps the term to, and its default, when the catalogue read earlier lacks them', () => {
    expect(propertyChoices(notice, [definition('value', 'Contract value', 'number')]).map((choice) => choice.key)).toEqual(['value', 'notice_period_days'])
    const chosen: KeyTermMapping = { ...notice, property: { key: 'days', label: 'Days', type: 'number' }, chosen: true }
    expect(propertyChoices(chosen, []).map((choice) => [choice.key, choice.isDefault])).toEqual([
      ['days', false],
      ['notice_period_days', true]
    ])
  })
})

describe('saving the mapping', () => {
  const mappings: KeyTermMapping[] = [notice, { term: 'governingLaw', property: null, chosen: true, default: { key: 'governing_law', label: 'Governing law', type: 'list' }, accepts: ['string', 'list'] }]

  it('sends only the terms changed: a property, Not mapped as null, and Follow Folio’s default in followDefault', () => {
    const draft = draftOf(mappings)
    expect([draft.noticePeriod, draft.governingLaw, draft.parties]).toEqual(['default', 'none', 'default'])
    expect(changedMapping(draft, mappings)).toEqual({ body: { properties: {} }, terms: [] })
    expect(changedMapping({ ...draft, noticePeriod: 'none', governingLaw: 'property:governing_law' }, mappings)).toEqual({
      body: { properties: { noticePeriod: null, governingLaw: 'governing_law' } },
      terms: ['noticePeriod', 'governingLaw']
    })
    // Choosing the default property itself is a choice: it stays when the catalogue's default moves.
    expect(changedMapping({ ...draft, noticePeriod: 'property:notice_period_days', governingLaw: 'default' }, mappings)).toEqual({
      body: { properties: { noticePeriod: 'notice_period_days' }, followDefault: ['governingLaw'] },
      terms: ['noticePeriod', 'governingLaw']
    })
  })

  it('splits the engine’s refusal by the term each problem names', () => {
    const byTerm = problemsByTerm("properties.effectiveDate: no property 'x; y' in the catalogue (see GET /v2/properties); properties.noticePeriod: 'governing_law' is a list property; the notice period needs a number property")
    expect([...byTerm]).toEqual([
      ['effectiveDate', ["properties.effectiveDate: no property 'x; y' in the catalogue (see GET /v2/properties)"]],
      ['noticePeriod', ["properties.noticePeriod: 'governing_law' is a list property; the notice period needs a number property"]]
    ])
    expect([...problemsByTerm("putKeyTermProperties changes the workspace's settings: only an admin's key or Folio's own window may")]).toEqual([
      [null, ["putKeyTermProperties changes the workspace's settings: only an admin's key or Folio's own window may"]]
    ])
  })
})
