import { describe, expect, it } from 'vitest'
import type { KeyTermMapping } from '../../../shared/api/key-term-actions'
import type { PropertyDefinition } from '../../../shared/api/library'
import { changedProperties, draftOf, problemsByTerm, propertyChoices } from '../../../renderer/src/features/key-terms/key-term-properties-form'

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

const notice: KeyTermMapping = { term: 'noticePeriod', property: { key: 'notice_period_days', label: 'Notice period', type: 'number' }, chosen: false, accepts: ['number'] }

describe('the choices of a key term’s select', () => {
  it('are the properties of a type the term accepts and not kept for people, by label, the default marked', () => {
    const catalogue = [definition('notice_period_days', 'Notice period', 'number'), definition('governing_law', 'Governing law', 'list'), definition('fee', 'Annual fee', 'number', true), definition('legacy', 'Legacy code', null), definition('value', 'Contract value', 'number')]
    expect(propertyChoices(notice, catalogue)).toEqual([
      { key: 'value', label: 'Contract value', type: 'number', isDefault: false },
      { key: 'notice_period_days', label: 'Notice period', type: 'number', isDefault: true }
    ])
    // A choice someone made is not Folio's default.
    expect(propertyChoices({ ...notice, chosen: true }, catalogue).some((choice) => choice.isDefault)).toBe(false)
  })

  it('still offer the property the engine maps the term to when the catalogue read earlier lacks it', () => {
    expect(propertyChoices(notice, [definition('value', 'Contract value', 'number')]).map((choice) => choice.key)).toEqual(['value', 'notice_period_days'])
  })
})

describe('saving the mapping', () => {
  const mappings: KeyTermMapping[] = [notice, { term: 'governingLaw', property: null, chosen: true, accepts: ['string', 'list'] }]

  it('sends only the terms changed, Not mapped as null', () => {
    const draft = draftOf(mappings)
    expect(draft.noticePeriod).toBe('notice_period_days')
    expect(draft.parties).toBe('')
    expect(changedProperties(draft, mappings)).toEqual({})
    expect(changedProperties({ ...draft, noticePeriod: '', governingLaw: 'governing_law' }, mappings)).toEqual({ noticePeriod: null, governingLaw: 'governing_law' })
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
