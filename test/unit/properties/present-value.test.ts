import { describe, expect, it } from 'vitest'
import { presentPropertyValue } from '../../../electron/engine/domain/properties'
import { ACME_PARTY, DELETED_PARTY, definitionOf } from './catalogue'

const labels = (id: string) => (id === ACME_PARTY ? 'Acme Ltd' : null)

describe('a stored value as the contract detail shows it', () => {
  it('keeps a date as epoch milliseconds', () => {
    expect(presentPropertyValue(definitionOf('signature_date'), Date.UTC(2025, 0, 31), labels)).toBe(1738281600000)
  })

  it('shows a party as {id, label}, label null when the party cannot be resolved', () => {
    expect(presentPropertyValue(definitionOf('counterparty'), { id: ACME_PARTY }, labels)).toEqual({ id: ACME_PARTY, label: 'Acme Ltd' })
    expect(presentPropertyValue(definitionOf('counterparty'), { id: DELETED_PARTY }, labels)).toEqual({ id: DELETED_PARTY, label: null })
  })

  it('shows a party value with an id the same way when the property has no catalogue entry', () => {
    expect(presentPropertyValue(null, { id: ACME_PARTY }, labels)).toEqual({ id: ACME_PARTY, label: 'Acme Ltd' })
  })

  it('shows other values as stored', () => {
    expect(presentPropertyValue(definitionOf('jurisdictions'), ['Scotland'], labels)).toEqual(['Scotland'])
    expect(presentPropertyValue(definitionOf('contract_value'), 1250.5, labels)).toBe(1250.5)
    expect(presentPropertyValue(definitionOf('exclusive'), false, labels)).toBe(false)
    expect(presentPropertyValue(definitionOf('payment_terms'), 'Net 30', labels)).toBe('Net 30')
  })
})
