import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PartyAttributesResponse } from '../../shared/api/parties'
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

const EXPECTED: PartyAttributesResponse = {
  partyAttributes: [
    { id: partyAttributeIds.birthDate, key: 'birth_date', label: 'Date of birth', description: null, type: 'option', options: ['adult', 'minor'], partyType: 'individual' },
    { id: partyAttributeIds.duns, key: 'duns', label: 'D-U-N-S number', description: 'Dun & Bradstreet id', type: 'text', options: null, partyType: 'entity' },
    { id: partyAttributeIds.vatId, key: 'vat_id', label: 'VAT number', description: null, type: 'text', options: null, partyType: 'entity' }
  ]
}

describe('GET /v2/party-attributes', () => {
  it('lists the definitions by sort order, then key', async () => {
    const response = await t.get<PartyAttributesResponse>('/v2/party-attributes')
    expect(response.status).toBe(200)
    expect(response.body).toEqual(EXPECTED)
  })

  it('is readable by every user and takes no parameters', async () => {
    expect((await t.get('/v2/party-attributes', { key: t.keyFor(users.lite.email) })).body).toEqual(EXPECTED)
    const response = await t.get('/v2/party-attributes', { query: { partyType: 'entity' } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual(badRequest("Unknown query parameter 'partyType'"))
  })

  it('answers /v1 exactly as /v2', async () => {
    const response = await t.get('/v1/party-attributes')
    expect(response.status).toBe(200)
    expect(response.body).toEqual(EXPECTED)
  })
})
