import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf } from '../../shared/api/operations'
import type { TestEngine } from '../helpers/engine'
import { fid, users } from '../helpers/fixture-workspace'
import { expectSameInBothVersions, notFound, startLibraryEngine } from './read-helpers'

let t: TestEngine
beforeAll(async () => {
  t = await startLibraryEngine()
})
afterAll(async () => {
  await t.close()
})

const GOVERNING_LAW: ResponseOf<'getProperty'> = {
  id: fid('d', 101),
  key: 'governing_law',
  label: 'Governing law',
  description: null,
  type: 'list',
  options: { choices: ['England and Wales', 'New York', 'Germany'] },
  group: 'Commercial terms',
  subGroup: null,
  sortOrder: 101,
  isDefault: false,
  manualOnly: false
}

describe('GET /v2/properties', () => {
  it('lists the catalogue by sort order, ties by key', async () => {
    const { properties } = await t.call('listProperties')
    expect(properties.map((p) => [p.sortOrder, p.key])).toEqual([
      [100, 'contract_value'],
      [100, 'effective_date'],
      [101, 'governing_law'],
      [102, 'court'],
      [103, 'confidential'],
      [104, 'risk_flags'],
      [105, 'signing_party'],
      [106, 'internal_note'],
      [107, 'signed_on'],
      [108, 'employee_grade'],
      [110, 'end_date_basis'],
      [120, 'end_date'],
      [130, 'initial_term_months'],
      [140, 'auto_renewal'],
      [150, 'renewal_term_months'],
      [160, 'notice_period_days'],
      [170, 'notice_type']
    ])
    expect(properties[2]).toEqual(GOVERNING_LAW)
  })

  it('shows only the spec fields: which categories a property is limited to stays internal', async () => {
    const grade = (await t.call('listProperties')).properties.find((p) => p.key === 'employee_grade')
    expect(Object.keys(grade ?? {}).sort()).toEqual(['description', 'group', 'id', 'isDefault', 'key', 'label', 'manualOnly', 'options', 'sortOrder', 'subGroup', 'type'])
  })
})

describe('GET /v2/properties/{idOrKey}', () => {
  it('finds a definition by id, by id in capitals, and by key', async () => {
    for (const idOrKey of [GOVERNING_LAW.id, GOVERNING_LAW.id.toUpperCase(), 'governing_law']) {
      expect(await t.call('getProperty', { params: { idOrKey } }), idOrKey).toEqual(GOVERNING_LAW)
    }
  })

  it('shows a system default as such', async () => {
    expect(await t.call('getProperty', { params: { idOrKey: 'effective_date' } })).toMatchObject({
      key: 'effective_date',
      type: 'date',
      group: 'Term and renewal',
      sortOrder: 100,
      isDefault: true,
      manualOnly: false,
      options: null
    })
  })

  it('answers 404 when neither an id nor a key matches; keys match exactly', async () => {
    for (const idOrKey of ['no_such_key', 'GOVERNING_LAW', fid('d', 999)]) {
      const answer = await t.send('getProperty', { params: { idOrKey } })
      expect(answer.status, idOrKey).toBe(404)
      expect(answer.body).toEqual(notFound(`No property has the id or key '${idOrKey}'`))
    }
  })

  it('is readable by every user', async () => {
    expect(await t.as(t.keyFor(users.lite.email)).call('getProperty', { params: { idOrKey: 'governing_law' } })).toEqual(GOVERNING_LAW)
  })
})

describe('/v1 properties', () => {
  it('answers exactly as /v2', async () => {
    await expectSameInBothVersions(t, 'the list', (api) => api.send('listProperties'))
    for (const idOrKey of ['court', fid('d', 1), 'missing']) {
      await expectSameInBothVersions(t, idOrKey, (api) => api.send('getProperty', { params: { idOrKey } }))
    }
  })
})
