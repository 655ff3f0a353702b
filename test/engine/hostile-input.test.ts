import { connect } from 'node:net'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operations, type OperationName } from '../../shared/api/operations'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { seedWorkspaceWithLibrary, templates } from '../helpers/fixture-library'
import { contracts as c } from '../helpers/fixture-workspace'
import { buildTextBody } from '../fixtures/templates/bodies'
import { handWrittenPdf } from '../fixtures/documents/pdf-fixtures'

/**
 * Requests a hostile or careless client sends: each once answered 500, hung the engine or was
 * served when it should not have been. Every answer here is a 4xx with the error body. They go
 * in-process, through the engine's whole HTTP pipeline, except where the socket is the subject.
 */
let t: TestEngine
/** A listening engine, for bytes no client library sends and for request streams as a socket ends them. */
let served: TestEngine
beforeAll(async () => {
  t = await startTestEngine({ seed: seedWorkspaceWithLibrary, listen: true })
  served = await startTestEngine({ listen: true })
})
afterAll(async () => {
  await t.close()
  await served.close()
})

const badRequest = (message: string) => ({ status: 400, body: { error: 'Bad Request', message } })
const isOperationName = (name: string): name is OperationName => name in operations

/** Sends bytes as they are to a listening engine, for what fetch will not send (two Host headers, an absolute-form target). */
function rawHttp(text: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(served.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text))
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (data += chunk))
    socket.on('end', () => resolve({ status: Number(data.split(' ')[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) }))
    socket.on('error', reject)
  })
}

describe('a NUL character in a filter', () => {
  it('is refused in the contract keyword, /v2 and /v1, before it reaches the keyword index', async () => {
    const refused = badRequest("Query parameter 'keyword' must not contain the NUL character")
    expect(refusal(await t.send('listContracts', { query: { keyword: 'a\u0000b' } }))).toEqual(refused)
    expect(refusal(await t.send('listContractsV1', { query: { keyword: 'a\u0000b' } }))).toEqual(refused)
  })

  it('finds nothing, and fails nothing, in every other text filter', async () => {
    // Each call throws unless it answers 200.
    await t.call('listContracts', { query: { counterparty: 'ac\u0000me' } })
    await t.call('listContracts', { query: { 'property[internal_note]': 'a\u0000b' } })
    await t.call('listParties', { query: { keyword: 'ac\u0000me' } })
    await t.call('listClauses', { query: { tag: 'a\u0000b' } })
    await t.call('listEmails', { query: { sender: 'a\u0000b@x.test' } })
    await t.call('searchContracts', { body: { query: 'termin\u0000ation', contractIds: [c.c1] } })
  })
})

describe('POST /v2/contracts/generate with no JSON object', () => {
  it('answers 400 for no body, and for a null or an array body', async () => {
    expect(await t.sendInvalid('generateContract', {})).toEqual(badRequest('POST /v2/contracts/generate needs a body: send a JSON object as application/json'))
    expect(await t.sendInvalid('generateContract', { body: 'null' })).toEqual(badRequest('the request body must be a JSON object; got null'))
    expect(await t.sendInvalid('generateContract', { body: [] })).toEqual(badRequest('the request body must be a JSON object; got an array'))
  })

  it('answers 415 for a multipart body, on every JSON operation', async () => {
    const multipart = { body: '--x--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } }
    expect(await t.sendInvalid('generateContract', multipart)).toEqual({
      status: 415,
      body: { error: 'Unsupported Media Type', message: 'POST /v2/contracts/generate takes a JSON body: send application/json, not multipart/form-data' }
    })
    expect((await t.sendInvalid('searchContracts', multipart)).status).toBe(415)
    expect((await t.sendInvalid('updateContractStatus', { params: { id: c.c1 }, ...multipart })).status).toBe(415)
  })
})

// Over a socket: a body cut short is read from the request stream as the socket ends it.
describe('multipart uploads that cannot be read', () => {
  for (const [name, field] of [
    ['importContracts', 'files'],
    ['importTemplate', 'docx']
  ] as const) {
    const path = operations[name].path
    it(`${path}: no boundary, a body cut short, or not multipart at all, each answer 4xx`, async () => {
      expect(await served.http.sendInvalid(name, { body: 'abc', headers: { 'content-type': 'multipart/form-data' } })).toEqual(
        badRequest('The multipart/form-data body cannot be read: Multipart: Boundary not found')
      )
      const truncated = await served.http.sendInvalid(name, {
        body: `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\n\r\n%PDF-1.7`,
        headers: { 'content-type': 'multipart/form-data; boundary=x' }
      })
      expect(truncated).toEqual(badRequest('The multipart/form-data body cannot be read: Part terminated early due to unexpected end of multipart data'))
      expect(await served.http.sendInvalid(name, { body: { files: [] } })).toEqual({
        status: 415,
        body: { error: 'Unsupported Media Type', message: `POST ${path} takes multipart/form-data: send the files as multipart/form-data` }
      })
    })
  }
})

describe('arrays with many bad items', () => {
  it('are refused by their size, in a message of readable length', async () => {
    const r = await t.sendInvalid('searchContracts', { body: { query: 'x', contractIds: Array.from({ length: 100_000 }, () => 'zz') } })
    expect(r).toEqual(badRequest("Body field 'contractIds' must have at most 50 items"))
  })

  it('within their size, have their first twenty problems named and the rest counted', async () => {
    const keywords = Array.from({ length: 500 }, (_, i) => ({ value: i, type: 'exact' }))
    const position = { order: 1, name: 'p', keywords, ifNotFound: { compliant: true, status: null } }
    const r = await t.sendInvalid('importPlaybook', { body: { playbook: { name: 'x', positions: [position] } } })
    expect(r.status).toBe(400)
    expect(r.body.message).toBe(
      Array.from({ length: 20 }, (_, i) => `body field 'playbook.positions.0.keywords.${i}.value' must be a string`)
        .join('; ')
        .replace(/^b/, 'B') + '; and 480 more problems'
    )
  })
})

describe('JSON bodies nested past any request of the API', () => {
  const tooDeep = badRequest("The request body nests arrays and objects more than 32 levels deep; the API's bodies need a few")
  const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels)

  it('are a 400 naming the limit, on every JSON operation, before the body is parsed', async () => {
    expect(await t.request('POST', '/v2/contracts/search', { body: `{"query":${nested(200_000)}}` })).toMatchObject(tooDeep)
    expect(await t.request('PUT', `/v2/contracts/${c.c9}/properties`, { body: `{"properties":{"internal_note":${nested(31)}}}` })).toMatchObject(tooDeep)
    expect(await t.request('POST', '/v2/contracts/generate', { body: `{"templateId":"${templates.nda}","values":{"purpose":${nested(31)}}}` })).toMatchObject(tooDeep)
    expect(await t.request('POST', '/local/playbooks/import', { body: `{"playbook":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}` })).toMatchObject(tooDeep)
  })

  it('are read up to 32 levels, and brackets inside strings do not count', async () => {
    const atLimit = await t.request('PUT', `/v2/contracts/${c.c9}/properties`, { body: `{"properties":{"internal_note":${nested(30)}}}` })
    expect(atLimit).toMatchObject(badRequest("property 'internal_note' expects a string, got an array"))
    // An escaped quote does not end the string: the brackets after it are still text.
    const search = await t.request('POST', '/v2/contracts/search', { body: { query: `"${'['.repeat(150)} termination`, contractIds: [c.c1] } })
    expect(search.status).toBe(200)
  })
})

describe('numbers a database cannot store', () => {
  it('a playbook position order of ±1e308 or 1e999 is a 400', async () => {
    for (const order of ['1e308', '-1e308', '1e999']) {
      const body = `{"playbook":{"name":"x","positions":[{"order":${order},"name":"p","keywords":[{"value":"law","type":"exact"}],"ifNotFound":{"compliant":true,"status":null}}]}}`
      const r = await t.sendInvalid('importPlaybook', { body })
      expect(r.status, order).toBe(400)
      expect(r.body.message, order).toMatch(/^Body field 'playbook\.positions\.0\.order' must be (at most 2147483647|at least -2147483648|an integer)$/)
    }
  })
})

describe('path ids longer than any id', () => {
  it('answer 400 on every operation with an id in its path, as a malformed id', async () => {
    const long = 'a'.repeat(600)
    for (const name of Object.keys(operations).filter(isOperationName)) {
      const operation = operations[name]
      const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
      if (names.length === 0) continue
      // Every parameter of the path malformed (a version's path names its contract and its number).
      const params = Object.fromEntries(names.map((param) => [param, long]))
      const r = await t.sendInvalid(name, { params, ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { body: {} }) })
      expect(r.status, `${operation.method} ${operation.path}`).toBe(400)
      expect(r.body.error).toBe('Bad Request')
    }
  })
})

describe('the Host a request is for', () => {
  it('is refused when two Host headers are sent, even when the first is ours', async () => {
    const { port } = new URL(served.url)
    const r = await rawHttp(`GET /v2/test HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example\r\nx-api-key: ${served.engine.sessionKey}\r\nConnection: close\r\n\r\n`)
    expect(r.status).toBe(400)
    expect(JSON.parse(r.body)).toEqual({ error: 'Bad Request', message: 'Send exactly one Host header; this request has 2' })
  })

  it('is the one an absolute-form target names', async () => {
    const { port } = new URL(served.url)
    const evil = await rawHttp(`GET http://evil.example/v2/test HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-api-key: ${served.engine.sessionKey}\r\nConnection: close\r\n\r\n`)
    expect(evil.status).toBe(403)
    expect(JSON.parse(evil.body)).toEqual({ error: 'Forbidden', message: `Host 'evil.example' is not allowed: the Folio engine answers only localhost, 127.0.0.1 and [::1] on port ${port}` })
    const ours = await rawHttp(`GET http://127.0.0.1:${port}/v2/test HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-api-key: ${served.engine.sessionKey}\r\nConnection: close\r\n\r\n`)
    expect(ours.status).toBe(200)
  })
})

describe('generate options given as null', () => {
  it('count as omitted, as every optional field of the body does', async () => {
    const values = { purpose: 'evaluating a deal', discloser: { name: 'Acme', address: '1 Road' } }
    // call answers only a 200.
    expect((await t.call('generateContract', { body: { templateId: templates.nda, values, options: null } })).persisted).toBe(true)
    const persistNull = await t.call('generateContract', {
      body: { templateId: templates.nda, contractName: null, values, options: { persist: null, triggerWorkflows: null, reference: null } }
    })
    expect(persistNull.persisted).toBe(true)
    expect(refusal(await t.send('generateContract', { body: { templateId: templates.nda, values, options: { persist: null, reference: 'R-1' } } }))).toEqual(
      badRequest('options.reference is accepted only when options.persist is false (persist defaults to true)')
    )
  })
})

describe('template manifests built to exhaust the parser', () => {
  async function importTemplate(manifest: string, name = 'manifest.yaml') {
    const form = new FormData()
    form.append('docx', new Blob([await buildTextBody('Dear {{name}},')]), 'template.docx')
    form.append('manifest', new Blob([manifest]), name)
    return refusal(await t.send('importTemplate', { form }))
  }
  const tooDeep = badRequest('The template manifest has 1 problem: the manifest nests lists and mappings more than 32 levels deep; a template manifest needs a few')

  it('a 20 KB manifest of nested arrays, in JSON, YAML flow or YAML block style, is a 400 and the engine lives on', async () => {
    expect(await importTemplate('['.repeat(10_000) + ']'.repeat(10_000), 'manifest.json')).toEqual(tooDeep)
    expect(await importTemplate(`name: x\nvariables: ${'{a: '.repeat(5_000)}1${'}'.repeat(5_000)}`)).toEqual(tooDeep)
    expect(await importTemplate(`name: x\nfields:\n${'- '.repeat(10_000)}x\n`)).toEqual(tooDeep)
    expect((await t.send('test')).status).toBe(200)
  })

  it('a YAML alias bomb is a 400', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for (let i = 1; i < 9; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`)
    for (const prefix of ['name: bomb\n', 'name: bomb\nfields: []\n']) {
      const r = await importTemplate(prefix + levels.join('\n') + '\n')
      expect(r.status, prefix).toBe(400)
      expect(r.body.message, prefix).toMatch(/Excessive alias count indicates a resource exhaustion attack/)
    }
  })

  it('a manifest of more than 32 KB is a 413', async () => {
    const r = await importTemplate(`name: big\ndescription: "${'x'.repeat(70_000)}"\n`)
    expect(r).toEqual({ status: 413, body: { error: 'Payload Too Large', message: 'The template manifest is 70,026 characters long; a manifest may have at most 32,768' } })
  })
})

describe('PDFs whose page tree lies', () => {
  it('are refused on import, and nothing is stored', async () => {
    const contractsBefore = t.engine.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get()
    for (const [name, kids, message] of [
      ['self.pdf', '[2 0 R]', 'self.pdf: the PDF cannot be read (Pages tree contains circular reference.)'],
      ['empty.pdf', '[]', 'empty.pdf: the PDF has no page that can be read: its page tree is empty or damaged']
    ] as const) {
      const form = new FormData()
      form.append('files', new Blob([handWrittenPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids ${kids} /Count 99999999 >>`])]), name)
      expect(refusal(await t.send('importContracts', { form })), name).toEqual(badRequest(message))
    }
    expect(t.engine.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get()).toBe(contractsBefore)
  })
})

describe('writes while another process holds the workspace', () => {
  it('answer 409 with nothing stored, never a 500, on every operation that writes', async () => {
    const other = new Database(t.engine.db.name)
    const contractsBefore = t.engine.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get()
    other.exec('BEGIN IMMEDIATE')
    try {
      const conflict = (what: string) => ({
        status: 409,
        body: { error: 'Conflict', message: `${what} could not be applied: the workspace is being written by another process. Nothing was changed; try again.` }
      })
      const position = { order: 1, name: 'p', keywords: [{ value: 'law', type: 'exact' as const }], ifNotFound: { compliant: true, status: null } }
      const values = { purpose: 'evaluating a deal', discloser: { name: 'Acme', address: '1 Road' } }
      const form = new FormData()
      form.append('files', new Blob([await buildTextBody('Clause one.')]), 'busy.docx')
      // Sent together: each write waits out its retries (seconds) before its 409, and none of them
      // can get through while the other process holds the workspace, so the order does not matter.
      const answers = await Promise.all([
        t.send('importPlaybook', { body: { playbook: { name: 'Busy', positions: [position] } } }).then(refusal),
        t.send('generateContract', { body: { templateId: templates.nda, values } }).then(refusal),
        t.send('importContracts', { form }).then(refusal)
      ])
      expect(answers).toEqual([conflict('The import of playbook Busy'), conflict('Allocating a contract reference'), conflict('The import of busy.docx')])
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    expect(t.engine.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get()).toBe(contractsBefore)
  })
})
