import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { HEX24_PATTERN } from '../../../shared/api/common'
import type { EngineContext } from '../../engine/context'
import type { AuthContext } from '../../engine/domain/principal'
import { ApiError } from '../../engine/errors'
import { importDocument } from '../../engine/services/documents/import'
import { addContractVersion } from '../../engine/services/documents/versions'
import { requireOption, UsageError } from '../args'
import { cliAuth } from '../auth'
import { cancelOnInterrupt, openDocumentWorkspace, progressPrinter } from '../document-run'
import { defineCommand, type OptionValues } from '../command'

const USAGE = 'folio import --data DIR [--user EMAIL] [--ocr-languages eng+deu] FILE...  |  folio import --data DIR [--user EMAIL] [--ocr-languages eng+deu] --version-of ID FILE'

const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' },
  user: { type: 'string', value: 'EMAIL', description: 'act as this user (default: the window’s user)' },
  'version-of': { type: 'string', value: 'ID', description: 'add the one FILE as this contract’s new version' },
  'ocr-languages': { type: 'string', value: 'eng+deu', description: 'the languages OCR reads, joined with +' }
} as const

export const importCommand = defineCommand({
  name: 'import',
  summary: 'import .docx and .pdf files as contracts (one JSON line each)',
  arguments: 'FILE...',
  options: OPTIONS,
  examples: ['folio import --data ~/Folio ~/Downloads/*.pdf', 'folio import --data ~/Folio --ocr-languages eng+deu scan.pdf', 'folio import --data ~/Folio --version-of 64b7f0c2a1e4d5f6a7b8c9d0 "their draft.docx"'],
  run: (values, positionals) => importFiles(values, positionals)
})

/**
 * Imports files as external contracts, or with --version-of one file as a contract's new version.
 * stdout carries one JSON line per file, `{file, id, paragraphs}` (and `version` for a new
 * version) or `{file, error}`, for scripts; progress ("OCR page 3 of 12") goes to stderr. Ctrl+C
 * cancels: the file being read and those after it are not imported. Exits 1 when any file was
 * refused, 130 when cancelled.
 */
async function importFiles(values: OptionValues<typeof OPTIONS>, positionals: string[]): Promise<void> {
  const dataDir = requireOption(values.data, 'data', USAGE)
  if (positionals.length === 0) throw new UsageError(`give one or more files to import\nusage: ${USAGE}`)
  const versionOf = values['version-of']
  if (versionOf !== undefined) {
    if (!new RegExp(HEX24_PATTERN).test(versionOf)) throw new UsageError(`--version-of takes a contract id (24 hexadecimal characters), not '${versionOf}'\nusage: ${USAGE}`)
    if (positionals.length !== 1) throw new UsageError(`--version-of takes exactly one file, the new version (${positionals.length} given)\nusage: ${USAGE}`)
  }
  const workspace = openDocumentWorkspace(dataDir, values['ocr-languages'], USAGE)
  const interrupt = cancelOnInterrupt()
  let refused: number
  try {
    const auth = cliAuth(workspace.ctx.db, values.user)
    const run = { ctx: workspace.ctx, auth, signal: interrupt.signal }
    refused = versionOf === undefined ? await importEach(run, positionals) : (await importVersion(run, versionOf.toLowerCase(), positionals[0] ?? '')) ? 0 : 1
  } finally {
    await workspace.close()
    interrupt.release()
  }
  if (interrupt.signal.aborted) process.exitCode = 130
  else if (refused > 0) process.exitCode = 1
}

interface ImportRun {
  ctx: EngineContext
  auth: AuthContext
  signal: AbortSignal
}

function readFile(file: string): Uint8Array | null {
  try {
    return readFileSync(file)
  } catch (error) {
    console.log(JSON.stringify({ file, error: `cannot read the file: ${(error as Error).message}` }))
    return null
  }
}

/** Each file as a new contract; answers how many were refused. */
async function importEach({ ctx, auth, signal }: ImportRun, files: readonly string[]): Promise<number> {
  let refused = 0
  for (const [index, file] of files.entries()) {
    if (signal.aborted) {
      refused++
      console.log(JSON.stringify({ file, error: 'the import was cancelled; nothing was stored' }))
      continue
    }
    if (files.length > 1) process.stderr.write(`[${index + 1}/${files.length}] ${file}\n`)
    const bytes = readFile(file)
    if (bytes === null) {
      refused++
      continue
    }
    const progress = progressPrinter(basename(file))
    const outcome = await importDocument(ctx, auth, { fileName: basename(file), bytes }, { signal, onProgress: progress.onProgress })
    progress.done()
    if (outcome.ok) console.log(JSON.stringify({ file, id: outcome.id, paragraphs: outcome.paragraphs }))
    else {
      refused++
      console.log(JSON.stringify({ file, error: outcome.message }))
    }
  }
  if (files.length > 1) process.stderr.write(`imported ${files.length - refused} of ${files.length} files\n`)
  return refused
}

/**
 * A new version of a stored contract: one JSON line, `{file, id, version, paragraphs}` or
 * `{file, error}`. Answers whether it was added.
 */
async function importVersion({ ctx, auth, signal }: ImportRun, contractId: string, file: string): Promise<boolean> {
  const bytes = readFile(file)
  if (bytes === null) return false
  const progress = progressPrinter(basename(file))
  try {
    const added = await addContractVersion(ctx, auth, contractId, [{ field: 'file', fileName: basename(file), bytes }], { signal, onProgress: progress.onProgress })
    console.log(JSON.stringify({ file, id: contractId, version: added.version, paragraphs: added.paragraphCount }))
    return true
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    console.log(JSON.stringify({ file, error: error.message }))
    return false
  } finally {
    progress.done()
  }
}
