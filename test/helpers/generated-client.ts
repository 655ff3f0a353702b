import { execFile } from 'node:child_process'
import { symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type { OpenApiDocument } from '../../shared/api/general'
import type { OperationName } from '../../shared/api/operations'
import { repoRoot } from './folio-serve'
import type { OperationInput, OperationInputs, RoundTripped, ServedOperation } from './operation-inputs'

/**
 * What an add-in author does with Folio's OpenAPI document, in a folder of its own: generate the
 * types with openapi-typescript, write a program that calls the API through openapi-fetch typed
 * by them, type-check it with tsc, run it. The program here is written from the operations'
 * success inputs: one typed call per operation of the document.
 */

const run = promisify(execFile)
const TYPES = 'folio-api.d.ts'
const PROGRAM = 'call-every-operation.ts'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Runs a program of the repository's node_modules; a failure carries its output. */
async function runTool(dir: string, script: string, args: string[]): Promise<void> {
  try {
    await run(process.execPath, [join(repoRoot, 'node_modules', script), ...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const output = (key: 'stdout' | 'stderr') => (isObject(error) && typeof error[key] === 'string' ? error[key] : '')
    throw new Error(`${script} ${args.join(' ')} failed:\n${output('stdout')}${output('stderr')}`)
  }
}

/** `npx openapi-typescript openapi.json -o folio-api.d.ts`, as the README tells authors. */
export function generateTypes(dir: string, documentFile: string): Promise<void> {
  return runTool(dir, 'openapi-typescript/bin/cli.js', [documentFile, '-o', TYPES])
}

/** The folder's project: strict, for the browser, resolving packages from the repository's node_modules. */
export function writeProject(dir: string): void {
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir')
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }))
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noUnusedLocals: true,
    // The generated declarations are checked like any source; only the libraries' are skipped.
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    noEmitOnError: true,
    outDir: 'out'
  }
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [TYPES, PROGRAM] }, null, 2))
}

/** `tsc -p .`: any error in the generated types or in the program fails, with tsc's own report. */
export function typeCheck(dir: string): Promise<void> {
  return runTool(dir, 'typescript/bin/tsc', ['-p', '.'])
}

/** One answer as the generated client read it. */
export interface Called {
  method: string
  url: string
  status: number
  headers: Headers
  /** Parsed JSON, or the bytes of a file. */
  body: unknown
}

type CallEveryOperation = (baseUrl: string, key: string, files: Record<string, Uint8Array>) => Promise<Called[]>

/** Runs the compiled program against an engine. */
export async function runProgram(dir: string, baseUrl: string, key: string, files: Record<string, Uint8Array>): Promise<Called[]> {
  const compiled: unknown = await import(pathToFileURL(join(dir, 'out', PROGRAM.replace(/\.ts$/, '.js'))).href)
  if (!isProgram(compiled)) throw new Error('the compiled program exports no callEveryOperation')
  return compiled.callEveryOperation(baseUrl, key, files)
}

function isProgram(module: unknown): module is { callEveryOperation: CallEveryOperation } {
  return isObject(module) && typeof module.callEveryOperation === 'function'
}

/** The files the program uploads, by name. */
export function uploadedFiles(inputs: OperationInputs): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {}
  for (const input of Object.values<OperationInput<OperationName>>(inputs)) {
    for (const parts of Object.values(input.parts ?? {})) for (const file of parts) files[file.name] = file.bytes
  }
  return files
}

/** Writes the program: each operation called with its input, in the inputs' order, through the generated types. */
export function writeProgram(dir: string, document: OpenApiDocument, served: readonly ServedOperation[], inputs: OperationInputs): void {
  const calls = (Object.keys(inputs) as RoundTripped[]).flatMap((name) => served.filter((o) => o.name === name).map((o) => callOf(document, o, inputs[name])))
  writeFileSync(join(dir, PROGRAM), PROGRAM_HEAD + calls.map((call) => `  await record(${call})\n`).join('') + '  return called\n}\n')
}

const PROGRAM_HEAD = `import createClient from 'openapi-fetch'
import type { paths } from './folio-api'

export interface Called {
  method: string
  url: string
  status: number
  headers: Headers
  body: unknown
}

export async function callEveryOperation(baseUrl: string, key: string, files: Record<string, Uint8Array<ArrayBuffer>>): Promise<Called[]> {
  const client = createClient<paths>({ baseUrl, headers: { 'x-api-key': key } })
  const called: Called[] = []
  const record = async (method: string, call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<void> => {
    const { data, error, response } = await call
    called.push({ method, url: response.url, status: response.status, headers: response.headers, body: data instanceof ArrayBuffer ? new Uint8Array(data) : (data ?? error) })
  }
  // Binary parts are typed as strings (format: binary): here, the names of the files to send.
  const form = (body: Record<string, string | string[]>): FormData => {
    const data = new FormData()
    for (const [field, names] of Object.entries(body)) {
      for (const name of typeof names === 'string' ? [names] : names) {
        const bytes = files[name]
        if (bytes === undefined) throw new Error('No file ' + name)
        data.append(field, new Blob([bytes]), name)
      }
    }
    return data
  }

`

/** `'GET', client.GET('/v2/contracts/{id}', { params: { path: { id: '…' } } })` for one operation and its input. */
function callOf(document: OpenApiDocument, served: ServedOperation, input: OperationInput<OperationName>): string {
  const described = document.paths[served.path]?.[served.method.toLowerCase()]
  if (!isObject(described)) throw new Error(`${served.operationId} is not in the document`)
  const parameters = (Array.isArray(described.parameters) ? described.parameters : []).filter(isObject)
  const deepObjects = new Set(parameters.filter((p) => p.style === 'deepObject').map((p) => String(p.name)))
  const params: Json = {}
  if (input.params !== undefined) params.path = input.params
  if (input.query !== undefined) params.query = nestDeepObjects(input.query, deepObjects)
  if (input.headers !== undefined) params.header = input.headers
  const init: string[] = []
  if (Object.keys(params).length > 0) init.push(`params: ${JSON.stringify(params)}`)
  if (input.parts !== undefined) {
    const names = Object.fromEntries(Object.entries(input.parts).map(([field, files]) => [field, multipartField(described, field) === 'array' ? files.map((f) => f.name) : (files[0]?.name ?? '')]))
    init.push(`body: ${JSON.stringify(names)}`, 'bodySerializer: form')
  } else if (input.body !== undefined) init.push(`body: ${JSON.stringify(input.body)}`)
  if (!answersJson(described)) init.push("parseAs: 'arrayBuffer'")
  return `'${served.method}', client.${served.method}('${served.path}', { ${init.join(', ')} })`
}

/** `property[governing_law]=…` as the generated client takes it: `property: { governing_law: … }`. */
function nestDeepObjects(query: unknown, deepObjects: ReadonlySet<string>): Json {
  const nested: Json = {}
  for (const [key, value] of Object.entries(isObject(query) ? query : {})) {
    const match = /^(\w+)\[(.+)\]$/.exec(key)
    const [, name, inner] = match ?? []
    if (name === undefined || inner === undefined || !deepObjects.has(name)) nested[key] = value
    else nested[name] = { ...(isObject(nested[name]) ? nested[name] : {}), [inner]: value }
  }
  return nested
}

function multipartField(described: Json, field: string): unknown {
  const body = described.requestBody
  const schema = isObject(body) && isObject(body.content) && isObject(body.content['multipart/form-data']) ? body.content['multipart/form-data'].schema : undefined
  const property = isObject(schema) && isObject(schema.properties) ? schema.properties[field] : undefined
  return isObject(property) ? property.type : undefined
}

/** Whether the operation's success answer is JSON (else a file, read as bytes). */
function answersJson(described: Json): boolean {
  const responses = isObject(described.responses) ? described.responses : {}
  const success = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1]
  return isObject(success) && isObject(success.content) && 'application/json' in success.content
}
