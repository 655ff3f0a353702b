import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../electron/engine/db/connection'
import { LATEST_SCHEMA_VERSION } from '../../electron/engine/db/migrate'
import { insertDocument } from '../../electron/engine/db/writers/documents'
import { runWriteNow } from '../../electron/engine/db/write'
import { rebuildParagraphIndex } from '../../electron/engine/db/writers/search-index'
import { workspaceFiles } from '../../electron/engine/index'
import { composeDocument } from '../../resources/demo/documents/compose'
import { demoCatalogue } from '../../resources/demo/plan'
import { LARGE_PARTY_BOOK, largeWorkspaceDocuments, seedLargeWorkspace } from '../large-workspace'
import { outlineParagraphs } from './contract-text'
import { LARGE_NOW } from './large'
import { extractionOf } from './paragraphs'

/**
 * The large workspace's contracts, each with the text of its demo document (about a hundred
 * paragraphs of clause wording that varies by contract: parties, terms, liability, law), cached
 * under the OS temp folder: the workspace search-everything is measured on.
 */
export function textWorkspace(contracts: number, log: (line: string) => void = () => undefined): string {
  const dir = join(tmpdir(), `folio-bench-text-${contracts}-schema${LATEST_SCHEMA_VERSION}`)
  if (existsSync(join(dir, 'ready'))) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  log(`seeding a ${contracts.toLocaleString('en')}-contract workspace with the text of each contract's document in ${dir} (cached for later runs)`)
  const db = openDatabase(workspaceFiles(dir).database)
  try {
    seedLargeWorkspace(db, { contracts, now: LARGE_NOW })
    const documents = largeWorkspaceDocuments(demoCatalogue(LARGE_NOW, LARGE_PARTY_BOOK), contracts)
    // Indexed in one pass after the rows are in (see bench/documents.ts).
    const trigger = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'contract_paragraphs_search_insert'").pluck().get() as string
    db.pragma('cache_size = -262144')
    runWriteNow(db, (tx) => {
      tx.exec('DROP TRIGGER contract_paragraphs_search_insert')
      documents.forEach((doc, i) => {
        const hex = (i + 1).toString(16).padStart(23, '0')
        insertDocument(tx, { id: `e${hex}`, contractId: doc.contractId, revision: hex.slice(-16), blobSha256: '0'.repeat(64), fileName: `${doc.reference}.docx`, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 0, extraction: extractionOf(outlineParagraphs(composeDocument(doc))), createdAt: LARGE_NOW })
      })
      tx.exec(trigger)
      rebuildParagraphIndex(tx)
    })
    db.exec('ANALYZE')
  } finally {
    db.close()
  }
  writeFileSync(join(dir, 'ready'), new Date().toISOString())
  return dir
}
