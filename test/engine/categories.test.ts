import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf } from '../../shared/api/operations'
import type { TestEngine } from '../helpers/engine'
import { categories, users } from '../helpers/fixture-workspace'
import { badRequest, startLibraryEngine } from './read-helpers'

let t: TestEngine
beforeAll(async () => {
  t = await startLibraryEngine()
})
afterAll(async () => {
  await t.close()
})

const EXPECTED: ResponseOf<'listCategories'> = {
  categories: [
    { id: categories.employment, label: 'Employment', abbreviation: 'EMP', description: null, isDefault: false },
    { id: categories.nda, label: 'NDA', abbreviation: 'NDA', description: 'Confidentiality agreements', isDefault: true },
    // "Services" and "services" are equal case aside: their ids decide.
    { id: categories.servicesUs, label: 'Services', abbreviation: 'SVC-US', description: null, isDefault: false },
    { id: categories.servicesEu, label: 'services', abbreviation: 'SVC-EU', description: null, isDefault: false }
  ]
}

describe('GET /v2/categories', () => {
  it('lists every category by label, case aside, then id', async () => {
    expect(await t.call('listCategories')).toEqual(EXPECTED)
  })

  it('is readable by every user and takes no parameters', async () => {
    expect(await t.as(t.keyFor(users.lite.email)).call('listCategories')).toEqual(EXPECTED)
    expect(await t.sendInvalid('listCategories', { query: { label: 'NDA' } })).toEqual({ status: 400, body: badRequest("Unknown query parameter 'label'") })
  })

  it('answers /v1 exactly as /v2', async () => {
    expect(await t.v1.call('listCategories')).toEqual(EXPECTED)
  })
})
