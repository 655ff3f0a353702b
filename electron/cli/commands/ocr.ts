import { basename } from 'node:path'
import { contractsAwaitingOcr, currentDocument } from '../../engine/db/queries/documents'
import { ApiError } from '../../engine/errors'
import { readableContract } from '../../engine/services/contracts/read'
import { readAgainByOcr } from '../../engine/services/documents/ocr'
import { parse, requireOption } from '../args'
import { cliAuth } from '../auth'
import { cancelOnInterrupt, OCR_LANGUAGES_OPTION, openDocumentWorkspace, progressPrinter } from '../document-run'

const USAGE = 'folio ocr --data DIR [--user EMAIL] [--ocr-languages eng+deu] [CONTRACT_ID...]'

/**
 * Reads by OCR the pages of contracts imported before Folio read scans, each as a new revision of
 * its text: the contracts named, or every imported PDF with pages no text was read from. One JSON
 * line per contract on stdout, `{id, revision, paragraphs, extraction, complete, warning}` or
 * `{id, error}`; progress on stderr. Exits 1 when a contract could not be read, 130 when cancelled.
 */
export async function ocr(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, { data: { type: 'string' }, user: { type: 'string' }, ...OCR_LANGUAGES_OPTION }, USAGE)
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
