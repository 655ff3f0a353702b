import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf } from '../../shared/api/operations'
import type { TestEngine } from '../helpers/engine'
import { partyAttributeIds } from '../helpers/fixture-library'
import { users } from '../helpers/fixture-workspace'
import { badRequest, startLibraryEngine } from './read-helpers'

let t: TestEngine
beforeAll(async () => {
  t = await startLibraryEngine()
})
afterAll(async () => {
  await t.close()
})

const EXPECTED: ResponseOf<'listPartyAttributes'> = {
  partyAttributes: [
    { id: partyAttributeIds.birthDate, key: 'birth_date', label: 'Date of birth', description: null, type: 'option', options: ['adult', 'minor'], partyType: 'individual' },
    { id: partyAttributeIds.duns, key: 'duns', label: 'D-U-N-S number', description: 'Dun & Bradstreet id', type: 'text', options: null, partyType: 'entity' },
    { id: partyAttributeIds.vatId, key: 'vat_id', label: 'VAT number', description: null, type: 'text', options: null, partyType: 'entity' }
  ]
}

describe('GET /v2/party-attributes', () => {
  it('lists the definitions by sort order, then key', async () => {
    expect(await t.call('listPartyAttributes')).toEqual(EXPECTED)
  })

  it('is readable by every user and takes no parameters', async () => {
    expect(await t.as(t.keyFor(users.lite.email)).call('listPartyAttributes')).toEqual(EXPECTED)
    expect(await t.sendInvalid('listPartyAttributes', { query: { partyType: 'entity' } })).toEqual({ status: 400, body: badRequest("Unknown query parameter 'partyType'") })
  })

  it('answers /v1 exactly as /v2', async () => {
    expect(await t.v1.call('listPartyAttributes')).toEqual(EXPECTED)
  })
})
