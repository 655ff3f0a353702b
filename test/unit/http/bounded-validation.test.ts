import { describe, expect, it } from 'vitest'
import { createValidators } from '../../../electron/engine/http/validators'
import { SearchRequest } from '../../../shared/api/documents'
import { PropertyUpdateBody } from '../../../shared/api/writes'

const validators = createValidators()

describe('request validation stays proportional to what the schema admits', () => {
  it('reports only the size of an array far past its maxItems, not each of its million bad items', () => {
    const validate = validators.forPart('body', SearchRequest)
    expect(validate({ query: 'x', contractIds: Array.from({ length: 1_000_000 }, () => 'zz') })).toBe(false)
    expect(validate.errors?.filter((e) => e.keyword !== 'if').map((e) => [e.instancePath, e.keyword])).toEqual([['/contractIds', 'maxItems']])
  })

  it('still checks every item of an array within its bounds', () => {
    const validate = validators.forPart('body', SearchRequest)
    expect(validate({ query: 'x', contractIds: ['zz', 'c00000000000000000000001', 'yy'] })).toBe(false)
    expect(validate.errors?.filter((e) => e.keyword !== 'if').map((e) => [e.instancePath, e.keyword])).toEqual([['/contractIds/0', 'pattern'], ['/contractIds/2', 'pattern']])
  })

  it('reports only the size of an object past its maxProperties', () => {
    const validate = validators.forPart('body', PropertyUpdateBody)
    const properties = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`key_${i}`, i]))
    expect(validate({ properties })).toBe(false)
    expect(validate.errors?.filter((e) => e.keyword !== 'if').map((e) => [e.instancePath, e.keyword])).toEqual([['/properties', 'maxProperties']])
  })
})
