import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { importDocument } from '../../engine/services/documents/import'
import { parse, requireOption, UsageError } from '../args'
import { cliAuth } from '../auth'
import { cancelOnInterrupt, OCR_LANGUAGES_OPTION, openDocumentWorkspace, progressPrinter } from '../document-run'

const USAGE = 'folio import --data DIR [--user EMAIL] [--ocr-languages eng+deu] FILE...'

/**
 * Imports files as external contracts. stdout carries one JSON line per file, `{file, id,
 * paragraphs}` or `{file, error}`, for scripts; progress ("OCR page 3 of 12") goes to stderr.
 * Ctrl+C cancels: the file being read and those after it are not imported. Exits 1 when any file
 * was refused, 130 when cancelled.
 */
export async function importFiles(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, { data: { type: 'string' }, user: { type: 'string' }, ...OCR_LANGUAGES_OPTION }, USAGE)
  const dataDir = requireOption(values.data, 'data', USAGE)
  if (positionals.length === 0) throw new UsageError(`give one or more files to import\nusage: ${USAGE}`)
  const workspace = openDocumentWorkspace(dataDir, values['ocr-languages'], USAGE)
  const { ctx } = workspace
  const interrupt = cancelOnInterrupt()
  let refused = 0
  try {
    const auth = cliAuth(ctx.db, values.user)
    for (const [index, file] of positionals.entries()) {
      if (interrupt.signal.aborted) {
        refused++
        console.log(JSON.stringify({ file, error: 'the import was cancelled; nothing was stored' }))
        continue
      }
      if (positionals.length > 1) process.stderr.write(`[${index + 1}/${positionals.length}] ${file}\n`)
      let bytes: Uint8Array
      try {
        bytes = readFileSync(file)
      } catch (error) {
        refused++
        console.log(JSON.stringify({ file, error: `cannot read the file: ${(error as Error).message}` }))
        continue
      }
      const progress = progressPrinter(basename(file))
      const outcome = await importDocument(ctx, auth, { fileName: basename(file), bytes }, { signal: interrupt.signal, onProgress: progress.onProgress })
      progress.done()
      if (outcome.ok) console.log(JSON.stringify({ file, id: outcome.id, paragraphs: outcome.paragraphs }))
      else {
        refused++
        console.log(JSON.stringify({ file, error: outcome.message }))
      }
    }
  } finally {
    await workspace.close()
    interrupt.release()
  }
  if (positionals.length > 1) process.stderr.write(`imported ${positionals.length - refused} of ${positionals.length} files\n`)
  if (interrupt.signal.aborted) process.exitCode = 130
  else if (refused > 0) process.exitCode = 1
}
