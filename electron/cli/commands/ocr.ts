import { basename } from 'node:path'
import { contractsAwaitingOcr, currentDocument } from '../../engine/db/queries/documents'
import { ApiError } from '../../engine/errors'
import { readableContract } from '../../engine/services/contracts/read'
import { readAgainByOcr } from '../../engine/services/documents/ocr'
import { requireOption } from '../args'
import { cliAuth } from '../auth'
import { cancelOnInterrupt, openDocumentWorkspace, progressPrinter } from '../document-run'
import { defineCommand, type OptionValues } from '../command'

const USAGE = 'folio ocr --data DIR [--user EMAIL] [--ocr-languages eng+deu] [CONTRACT_ID...]'

const OPTIONS = { data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' }, user: { type: 'string', value: 'EMAIL', description: 'act as this user (default: the window’s user)' }, 'ocr-languages': { type: 'string', value: 'eng+deu', description: 'the languages OCR reads, joined with +' } } as const

export const ocrCommand = defineCommand({
  name: 'ocr',
  summary: 'read the scanned pages of contracts imported earlier',
  arguments: '[CONTRACT_ID...]',
  options: OPTIONS,
  examples: ['folio ocr --data ~/Folio', 'folio ocr --data ~/Folio --ocr-languages eng+fra 64b7f0c2a1e4d5f6a7b8c9d0'],
  run: (values, positionals) => ocr(values, positionals)
})

/**
 * Reads by OCR the pages of contracts imported before Folio read scans, each as a new revision of
 * its text: the contracts named, or every imported PDF with pages no text was read from. One JSON
 * line per contract on stdout, `{id, revision, paragraphs, extraction, complete, warning}` or
 * `{id, error}`; progress on stderr. Exits 1 when a contract could not be read, 130 when cancelled.
 */
async function ocr(values: OptionValues<typeof OPTIONS>, positionals: string[]): Promise<void> {
  const dataDir = requireOption(values.data, 'data', USAGE)
  const workspace = openDocumentWorkspace(dataDir, values['ocr-languages'], USAGE)
  const { ctx } = workspace
  const interrupt = cancelOnInterrupt()
  let failed = 0
  try {
    const auth = cliAuth(ctx.db, values.user)
    const ids = positionals.length > 0 ? positionals : contractsAwaitingOcr(ctx.db)
    if (ids.length === 0) process.stderr.write('no imported contract has pages waiting for OCR\n')
    for (const [index, id] of ids.entries()) {
      if (interrupt.signal.aborted) {
        failed++
        console.log(JSON.stringify({ id, error: 'cancelled; the text is unchanged' }))
        continue
      }
      try {
        const contract = readableContract(ctx, auth.user, id)
        const file = currentDocument(ctx.db, contract.id)?.file_name ?? contract.name
        if (ids.length > 1) process.stderr.write(`[${index + 1}/${ids.length}] ${contract.id} ${basename(file)}\n`)
        const progress = progressPrinter(basename(file))
        try {
          const read = await readAgainByOcr(ctx, auth, contract, { signal: interrupt.signal, onProgress: progress.onProgress })
          const { extraction, complete, warning } = read.coverage
          console.log(JSON.stringify({ id: read.contractId, revision: read.revision, paragraphs: read.paragraphs, extraction, complete, warning }))
        } finally {
          progress.done()
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        failed++
        console.log(JSON.stringify({ id, error: error.message }))
      }
    }
  } finally {
    await workspace.close()
    interrupt.release()
  }
  if (interrupt.signal.aborted) process.exitCode = 130
  else if (failed > 0) process.exitCode = 1
}
