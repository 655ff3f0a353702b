import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf } from '../../shared/api/operations'
import type { TestEngine } from '../helpers/engine'
import { templates } from '../helpers/fixture-library'
import { users } from '../helpers/fixture-workspace'
import { badRequest, expectSameInBothVersions, notFound, startLibraryEngine } from './read-helpers'

let t: TestEngine
beforeAll(async () => {
  t = await startLibraryEngine()
})
afterAll(async () => {
  await t.close()
})

const NDA: ResponseOf<'getTemplate'> = {
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
    const list = await t.call('listTemplates')
    expect(list.map((x) => [x.id, x.name])).toEqual([
      [templates.consulting, 'consulting agreement'],
      [templates.msa, 'Master services agreement'],
      [templates.nda, 'Non-disclosure agreement']
    ])
    expect(list[2]).toEqual(NDA)
  })

  it('is readable by every user', async () => {
    const list = await t.as(t.keyFor(users.lite.email)).call('listTemplates')
    expect(list.map((x) => x.id)).toEqual([templates.consulting, templates.msa, templates.nda])
  })

  it('takes no query parameters', async () => {
    expect(await t.sendInvalid('listTemplates', { query: { pagesize: 10 } })).toEqual({ status: 400, body: badRequest("Unknown query parameter 'pagesize'") })
  })
})

describe('GET /v2/templates/{id}', () => {
  it('answers one template with its variables, valuemaps and parties', async () => {
    expect(await t.call('getTemplate', { params: { id: templates.nda } })).toEqual(NDA)
    expect(await t.call('getTemplate', { params: { id: templates.nda.toUpperCase() } })).toEqual(NDA)
  })

  it('answers 404 for an unknown template and 400 for a malformed id', async () => {
    expect(await t.send('getTemplate', { params: { id: 'a5ffffffffffffffffffffff' } })).toMatchObject({ status: 404, body: notFound('Template a5ffffffffffffffffffffff not found') })
    expect(await t.send('getTemplate', { params: { id: 'nda' } })).toMatchObject({ status: 400, body: badRequest("Path parameter 'id' must be a 24-character hexadecimal id") })
  })
})

describe('/v1 templates', () => {
  it('answers exactly as /v2', async () => {
    await expectSameInBothVersions(t, 'the list', (api) => api.send('listTemplates'))
    for (const id of [templates.msa, 'a5ffffffffffffffffffffff', 'x']) {
      await expectSameInBothVersions(t, id, (api) => api.send('getTemplate', { params: { id } }))
    }
  })
})
