import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Template } from '../../shared/api/templates'
import type { TestEngine } from '../helpers/engine'
import { templates } from '../helpers/fixture-library'
import { users } from '../helpers/fixture-workspace'
import { badRequest, notFound, startLibraryEngine } from './read-helpers'

let t: TestEngine
beforeAll(async () => {
  t = await startLibraryEngine()
})
afterAll(async () => {
  await t.close()
})

const NDA: Template = {
  id: templates.nda,
  name: 'Non-disclosure agreement',
  description: 'Non-disclosure agreement for everyday use',
  version: '3',
  createdAt: '2025-01-04T00:00:00.000Z',
  variables: [
    { id: 'purpose', question: 'What is the purpose of the disclosure?', valueType: 'string', required: true, default: 'evaluating a business relationship', conditional: false },
    { id: 'mutual', question: null, valueType: 'boolean', required: false, default: true, conditional: true }
  ],
  // The API sends the labels a caller chooses from, never the text the document prints.
  valuemaps: [{ id: 'law', question: 'Governing law', allowMultipleSelection: false, choices: ['England', 'New York'] }],
  parties: [{ id: 'discloser', label: 'Discloser', type: 'entity', attributes: ['name', 'address'] }]
}

describe('GET /v2/templates', () => {
  it('lists every template in name order, case aside', async () => {
    const response = await t.get<Template[]>('/v2/templates')
    expect(response.status).toBe(200)
    expect(response.body.map((x) => [x.id, x.name])).toEqual([
      [templates.consulting, 'consulting agreement'],
      [templates.msa, 'Master services agreement'],
      [templates.nda, 'Non-disclosure agreement']
    ])
    expect(response.body[2]).toEqual(NDA)
  })

  it('is readable by every user', async () => {
    const response = await t.get<Template[]>('/v2/templates', { key: t.keyFor(users.lite.email) })
    expect(response.status).toBe(200)
    expect(response.body.map((x) => x.id)).toEqual([templates.consulting, templates.msa, templates.nda])
  })

  it('takes no query parameters', async () => {
    const response = await t.get('/v2/templates', { query: { pagesize: 10 } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual(badRequest("Unknown query parameter 'pagesize'"))
  })
})

describe('GET /v2/templates/{id}', () => {
  it('answers one template with its variables, valuemaps and parties', async () => {
    const response = await t.get<Template>(`/v2/templates/${templates.nda}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual(NDA)
    const upper = await t.get<Template>(`/v2/templates/${templates.nda.toUpperCase()}`)
    expect(upper.body).toEqual(NDA)
  })

  it('answers 404 for an unknown template and 400 for a malformed id', async () => {
    const unknown = await t.get('/v2/templates/a5ffffffffffffffffffffff')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(notFound('Template a5ffffffffffffffffffffff not found'))
    const malformed = await t.get('/v2/templates/nda')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual(badRequest("Path parameter 'id' must be a 24-character hexadecimal id"))
  })
})

describe('/v1 templates', () => {
  it('answers exactly as /v2', async () => {
    for (const path of ['/templates', `/templates/${templates.msa}`, '/templates/a5ffffffffffffffffffffff', '/templates/x']) {
      const [v1, v2] = await Promise.all([t.get(`/v1${path}`), t.get(`/v2${path}`)])
      expect(v1.status, path).toBe(v2.status)
      expect(v1.body, path).toEqual(v2.body)
    }
  })
})
