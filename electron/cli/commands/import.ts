import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { engineConfig, openWorkspace } from '../../engine/index'
import { importDocument } from '../../engine/services/documents/import'
import { parse, requireOption, UsageError } from '../args'
import { cliAuth } from '../auth'

const USAGE = 'folio import --data DIR [--user EMAIL] FILE...'

/**
 * Imports files as external contracts. stdout carries one JSON line per file, `{file, id,
 * paragraphs}` or `{file, error}`, for scripts; progress goes to stderr. Exits 1 when any file
 * was refused.
 */
export async function importFiles(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, { data: { type: 'string' }, user: { type: 'string' } }, USAGE)
  const dataDir = requireOption(values.data, 'data', USAGE)
  if (positionals.length === 0) throw new UsageError(`give one or more files to import\nusage: ${USAGE}`)
  const workspace = openWorkspace(engineConfig({ dataDir }), Date.now)
  const { ctx } = workspace
  let refused = 0
  try {
    const auth = cliAuth(ctx.db, values.user)
    for (const [index, file] of positionals.entries()) {
      if (positionals.length > 1) process.stderr.write(`[${index + 1}/${positionals.length}] ${file}\n`)
      let bytes: Uint8Array
      try {
        bytes = readFileSync(file)
      } catch (error) {
        refused++
        console.log(JSON.stringify({ file, error: `cannot read the file: ${(error as Error).message}` }))
        continue
      }
      const outcome = await importDocument(ctx, auth, { fileName: basename(file), bytes })
      if (outcome.ok) console.log(JSON.stringify({ file, id: outcome.id, paragraphs: outcome.paragraphs }))
      else {
        refused++
        console.log(JSON.stringify({ file, error: outcome.message }))
      }
    }
  } finally {
    await workspace.close()
  }
  if (positionals.length > 1) process.stderr.write(`imported ${positionals.length - refused} of ${positionals.length} files\n`)
  if (refused > 0) process.exitCode = 1
}
