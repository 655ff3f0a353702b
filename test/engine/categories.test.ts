import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CategoryListResponse } from '../../shared/api/library'
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

const EXPECTED: CategoryListResponse = {
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
    const response = await t.get<CategoryListResponse>('/v2/categories')
    expect(response.status).toBe(200)
    expect(response.body).toEqual(EXPECTED)
  })

  it('is readable by every user and takes no parameters', async () => {
    expect((await t.get('/v2/categories', { key: t.keyFor(users.lite.email) })).body).toEqual(EXPECTED)
    const response = await t.get('/v2/categories', { query: { label: 'NDA' } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual(badRequest("Unknown query parameter 'label'"))
  })

  it('answers /v1 exactly as /v2', async () => {
    expect((await t.get('/v1/categories')).body).toEqual(EXPECTED)
  })
})
