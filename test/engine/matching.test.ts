import { readFileSync } from 'node:fs'
import { Document, Packer, Paragraph } from 'docx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BodyOf } from '../../shared/api/operations'
import { runWriteNow } from '../../electron/engine/db/write'
import { insertPlaybook } from '../../electron/engine/db/writers'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { fid, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

let t: TestEngine
let playbookId: string

const review: BodyOf<'importPlaybook'> = {
  playbook: {
    name: 'Supplier paper review',
    description: 'What we look for in a supplier’s contract',
    versionNote: 'first cut',
    groups: [{ id: 'g-boilerplate', name: 'Boilerplate', description: null, order: 1 }],
    positions: [
      {
        order: 1,
        name: 'Governing law',
        groupId: 'g-boilerplate',
        keywords: [
          { value: 'governing law', type: 'exact' },
          { value: 'laws? of the state of \\w+', type: 'pattern' },
          { value: 'table of contents', type: 'negative' }
        ],
        fallbacks: [{ title: 'England', text: 'This Agreement is governed by the laws of England and Wales.', html: '<p>This Agreement is governed by the laws of England and Wales.</p>' }],
        ifNotFound: { compliant: false, status: 'escalate' },
        notes: [
          { type: 'technical_drafting', text: 'Prefer our home jurisdiction.' },
          { type: 'internal_rationale', text: 'We lost in Texas once.' }
        ]
      },
      {
        order: 2,
        name: 'Assignment',
        keywords: [
          { value: 'assign', type: 'exact' },
          { value: 'assign(ment|ed)\\b', type: 'pattern' }
        ],
        ifNotFound: { compliant: true, status: null }
      },
      { order: 3, name: 'Liquidated damages', keywords: [{ value: 'liquidated damages', type: 'exact' }], ifNotFound: { compliant: true, status: null }, confirmed: false }
    ]
  }
}

const paragraphs = [
  'This Agreement is governed by the laws of the State of Delaware.',
  'Table of contents: 1. Governing law 2. Assignment',
  'Neither party may assign this Agreement; any purported assignment is void.',
  'The Supplier shall pay liquidated damages for late delivery.',
  'Misgoverning lawyers reassigned the file.'
]

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
  playbookId = (await t.call('importPlaybook', { body: review })).id
})
afterAll(() => t.close())

const match = (id: string, paragraphs: string[]) => t.call('matchPlaybook', { params: { id }, body: { paragraphs } })
const tryMatch = (id: string, paragraphs: string[]) => t.send('matchPlaybook', { params: { id }, body: { paragraphs } })

describe('POST /local/playbooks/import', () => {
  it('stores a production version; only confirmed positions and drafting notes are published', async () => {
    const { playbook } = await t.call('getPlaybook', { params: { id: playbookId } })
    expect(playbook).toMatchObject({ name: 'Supplier paper review', version: 1, status: 'production', isDefault: false, positionCount: 2, unconfirmedPositionCount: 1 })
    expect(playbook.positions.map((p) => p.name)).toEqual(['Governing law', 'Assignment'])
    expect(playbook.positions[0]!.notes).toEqual([{ type: 'technical_drafting', text: 'Prefer our home jurisdiction.' }])
    expect(playbook.positions[0]!.groupId).toBe(playbook.groups[0]!.id)
  })

  it('lists every keyword it cannot use, by position, and stores nothing', async () => {
    const before = t.engine.db.prepare('SELECT COUNT(*) AS n FROM playbooks').get()
    const broken = structuredClone(review)
    broken.playbook.positions[0]!.keywords.push({ value: 'law(?= of)', type: 'pattern' }, { value: '(a)\\1', type: 'pattern' }, { value: '  ', type: 'exact' })
    const r = refusal(await t.send('importPlaybook', { body: broken }))
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/^The playbook cannot be imported: /)
    expect(r.body.message).toContain('position 1 (Governing law): pattern "law(?= of)": ')
    expect(r.body.message).toContain('position 1 (Governing law): pattern "(a)\\\\1": ')
    expect(r.body.message).toContain('position 1 (Governing law): a exact keyword is blank')
    expect(t.engine.db.prepare('SELECT COUNT(*) AS n FROM playbooks').get()).toEqual(before)
  })

  it('imports the next version when the id names a playbook, retiring the current one', async () => {
    const first = await t.call('importPlaybook', { body: review })
    const next = await t.call('importPlaybook', { body: { playbook: { ...review.playbook, id: first.id, versionNote: 'tightened' } } })
    expect(next).toMatchObject({ version: 2, replaces: first.id, positions: 2, unconfirmedPositions: 1 })
    expect((await t.send('getPlaybook', { params: { id: first.id } })).status).toBe(404)
    expect((await t.send('getPlaybook', { params: { id: next.id } })).status).toBe(200)
  })

  it('imports the CUAD review playbook', async () => {
    // The engine validates the file against the import schema this type comes from.
    const body: BodyOf<'importPlaybook'> = JSON.parse(readFileSync(new URL('../fixtures/playbooks/cuad-review.json', import.meta.url), 'utf8'))
    expect(await t.call('importPlaybook', { body })).toMatchObject({ positions: 20, unconfirmedPositions: 2 })
  })
})

describe('POST /v2/playbooks/{id}/match', () => {
  it('lists every confirmed position in order with the paragraphs and keywords that matched', async () => {
    expect(await match(playbookId, paragraphs)).toEqual({
      playbook: { id: playbookId, name: 'Supplier paper review', isDefault: false },
      positions: [
        {
          order: 1,
          name: 'Governing law',
          ifNotFound: { compliant: false, status: 'escalate' },
          // Paragraph 1 mentions governing law only in a table of contents: the negative keyword disqualifies it.
          matches: [{ paragraphIndex: 0, keywords: [{ value: 'laws? of the state of \\w+', type: 'pattern' }] }]
        },
        {
          order: 2,
          name: 'Assignment',
          ifNotFound: { compliant: true, status: null },
          matches: [
            { paragraphIndex: 1, keywords: [{ value: 'assign(ment|ed)\\b', type: 'pattern' }] },
            { paragraphIndex: 2, keywords: [{ value: 'assign', type: 'exact' }, { value: 'assign(ment|ed)\\b', type: 'pattern' }] },
            // "reassigned": a pattern matches anywhere, an exact keyword only as a whole word.
            { paragraphIndex: 4, keywords: [{ value: 'assign(ment|ed)\\b', type: 'pattern' }] }
          ]
        }
      ]
    })
  })

  it('matches escaped and non-ASCII text alike whether the body is compact or laid out with line breaks', async () => {
    // Compact bodies are read string by string from their bytes; others by JSON.parse.
    const texts = [
      'Neither party may "assign" this Agreement.',
      'Le cédant ne peut réassigner ni assign le contrat.',
      'Assignment\tclause: “assign”, \\ and \u2028 too',
      'A lone \ud800 half, then assign',
      'Ассign is Cyrillic; ассign too.',
      ''
    ]
    const compact = await match(playbookId, texts)
    const laidOut = await t.engine.transport({
      operation: 'matchPlaybook',
      method: 'POST',
      url: `/v2/playbooks/${playbookId}/match`,
      headers: { 'x-api-key': t.engine.sessionKey, 'content-type': 'application/json' },
      body: JSON.stringify({ paragraphs: texts }, null, 2)
    })
    expect(laidOut.status).toBe(200)
    expect(JSON.parse(Buffer.from(laidOut.body).toString('utf8'))).toEqual(compact)
    expect(compact.positions[1]?.matches).toEqual([
      { paragraphIndex: 0, keywords: [{ value: 'assign', type: 'exact' }] },
      { paragraphIndex: 1, keywords: [{ value: 'assign', type: 'exact' }] },
      { paragraphIndex: 2, keywords: [{ value: 'assign', type: 'exact' }, { value: 'assign(ment|ed)\\b', type: 'pattern' }] },
      { paragraphIndex: 3, keywords: [{ value: 'assign', type: 'exact' }] }
    ])
  })

  it('answers the same from the cached compile', async () => {
    expect(await match(playbookId, paragraphs)).toEqual(await match(playbookId, paragraphs))
  })

  it('accepts 5000 paragraphs and refuses 5001', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => (i === 4999 ? 'Any assignment requires consent.' : `Clause ${i}.`))
    const ok = await match(playbookId, many)
    expect(ok.positions[1]!.matches.map((m) => m.paragraphIndex)).toEqual([4999])
    const tooMany = await tryMatch(playbookId, [...many, 'one more'])
    expect(tooMany.body).toEqual({ error: 'Bad Request', message: "Body field 'paragraphs' must have at most 5000 items" })
  })

  it('finds every position missing in an empty document', async () => {
    expect((await match(playbookId, [])).positions.map((p) => p.matches)).toEqual([[], []])
  })

  it('refuses malformed bodies and unknown or unpublished playbooks', async () => {
    const params = { id: playbookId }
    expect((await t.sendInvalid('matchPlaybook', { params, body: {} })).body).toEqual({ error: 'Bad Request', message: "Body field 'paragraphs' is required" })
    expect((await t.sendInvalid('matchPlaybook', { params, body: { paragraphs: ['ok', 7] } })).body).toEqual({ error: 'Bad Request', message: "Body field 'paragraphs.1' must be a string" })
    expect((await t.sendInvalid('matchPlaybook', { params, body: { paragraphs: 'text' } })).status).toBe(400)
    expect((await tryMatch('not-an-id', paragraphs)).status).toBe(400)
    expect((await tryMatch('f'.repeat(24), paragraphs)).status).toBe(404)
    const draft = fid('b', 77)
    runWriteNow(t.engine.db, (tx) => insertPlaybook(tx, { id: draft, lineageId: draft, name: 'Draft', description: null, version: 1, versionNote: null, status: 'draft', isDefault: false, switchedOff: false, createdAt: 0, updatedAt: 0, groups: [], positions: [] }))
    expect((await tryMatch(draft, paragraphs)).status).toBe(404)
  })

  it('skips a position whose synced pattern cannot be evaluated, with the reason, and runs the others', async () => {
    const synced = fid('b', 78)
    runWriteNow(t.engine.db, (tx) =>
      insertPlaybook(tx, {
      id: synced, lineageId: synced, name: 'Synced', description: null, version: 1, versionNote: null, status: 'production', isDefault: false, switchedOff: false, createdAt: 0, updatedAt: 0, groups: [],
      positions: [
        { id: fid('e', 1), order: 1, name: 'Lookahead', description: null, groupId: null, keywords: [{ value: 'law(?= of)', type: 'pattern' }], examples: [], fallbacks: [], ifNotFound: { compliant: true, status: null }, notes: [], confirmed: true },
        { id: fid('e', 2), order: 2, name: 'Catastrophic', description: null, groupId: null, keywords: [{ value: '^(a+)+$', type: 'pattern' }], examples: [], fallbacks: [], ifNotFound: { compliant: true, status: null }, notes: [], confirmed: true }
      ]
    }))
    const r = await match(synced, ['a'.repeat(30) + '!', 'aaaa'])
    expect(r.positions[0]).toMatchObject({ order: 1, matches: [], skipped: { reason: expect.stringMatching(/lookahead|lookaround/i) } })
    expect(r.positions[1]).toEqual({ order: 2, name: 'Catastrophic', ifNotFound: { compliant: true, status: null }, matches: [{ paragraphIndex: 1, keywords: [{ value: '^(a+)+$', type: 'pattern' }] }] })
  })

  it('is the same under /v1', async () => {
    expect(await t.v1.call('matchPlaybook', { params: { id: playbookId }, body: { paragraphs } })).toEqual(await match(playbookId, paragraphs))
  })
})

describe('POST /local/contracts/{id}/match', () => {
  it('matches the stored paragraphs with spans pointing at the keywords', async () => {
    const docx = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] })))
    const form = new FormData()
    form.append('files', new Blob([docx]), 'supplier.docx')
    const contractId = (await t.call('importContracts', { form })).imported[0]!.id
    const r = await t.call('matchStoredContract', { params: { id: contractId }, body: { playbookId } })
    expect(r).toMatchObject({ contractId, totalParagraphs: 5 })
    const assignment = r.positions[1]!.matches.find((m) => m.paragraph === 3)!
    expect(assignment.spans.map((s) => paragraphs[2]!.slice(s.start, s.end))).toEqual(['assign', 'assignment'])
    expect(assignment.spans.map((s) => s.keyword.type)).toEqual(['exact', 'pattern'])
    expect((await t.as(t.keyFor(users.lite.email)).send('matchStoredContract', { params: { id: contractId }, body: { playbookId } })).status).toBe(403)
  })
})
