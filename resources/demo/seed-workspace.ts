import type { EngineContext } from '../../electron/engine/context'
import type { Extraction } from '../../electron/engine/documents/extraction'
import { storeContractDocument } from '../../electron/engine/services/documents/store'
import { runWriteNow } from '../../electron/engine/db/write'
import { keyTermsOfExtraction } from '../../electron/engine/services/key-terms/read-in-pool'
import { setTemplateBody } from '../../electron/engine/db/writers'

/**
 * Seeds the demo workspace into an empty database (no contracts yet): its records, the bodies of
 * its templates, and a real document for every contract, extracted, indexed and its key terms read
 * like any import;
 * one draft also has the counterparty's answer as its second version, to compare.
 * Returns a one-line summary, or null when the workspace already had data and was left alone.
 */
export async function seedDemoIfEmpty(ctx: EngineContext, report: (line: string) => void): Promise<string | null> {
  const count = (ctx.db.prepare('SELECT COUNT(*) AS n FROM contracts').get() as { n: number }).n
  if (count > 0) return null
  const { seedDemoWorkspace, demoContractDocuments, buildDemoDocument, counterpartyRedraft } = await import('./index')
  const { demoTemplates } = await import('./templates/index')
  const now = ctx.now()
  const summary = seedDemoWorkspace(ctx.db, { now })

  for (const template of demoTemplates()) {
    const sha = ctx.blobs.put(await template.buildBody())
    runWriteNow(ctx.db, (tx) => setTemplateBody(tx, template.id, sha))
  }

  const documents = demoContractDocuments({ now })
  // Pipelined: the next document is written on this thread while a worker reads the last one.
  let pending: Promise<void> = Promise.resolve()
  for (const [index, doc] of documents.entries()) {
    const built = await buildDemoDocument(doc)
    await pending
    const extracting: Promise<Extraction> = ctx.extractor.extract(new Uint8Array(built.bytes), built.kind)
    pending = extracting.then(async (extraction) => {
      const keyTerms = await keyTermsOfExtraction(ctx, extraction)
      runWriteNow(ctx.db, (tx) => storeContractDocument(ctx, tx, doc.contractId, { fileName: built.fileName, bytes: built.bytes }, extraction, { createdBy: null, source: 'import' }, keyTerms))
      if ((index + 1) % 25 === 0 || index + 1 === documents.length) report(`demo documents: ${index + 1} of ${documents.length}`)
    })
  }
  await pending
  const negotiated = counterpartyRedraft(documents)
  if (negotiated) {
    const built = await buildDemoDocument(negotiated.redraft)
    const file = { fileName: built.fileName.replace(/\.docx$/, ' (counterparty draft).docx'), bytes: built.bytes }
    const extraction = await ctx.extractor.extract(new Uint8Array(built.bytes), built.kind)
    const keyTerms = await keyTermsOfExtraction(ctx, extraction)
    runWriteNow(ctx.db, (tx) => storeContractDocument(ctx, tx, negotiated.redraft.contractId, file, extraction, { createdBy: null, source: 'import' }, keyTerms))
  }
  const drafts = negotiated ? '; 1 counterparty draft as a second version' : ''
  const line = `seeded the demo workspace (${Object.entries(summary).map(([k, v]) => `${v} ${k}`).join(', ')}; ${documents.length} documents${drafts})`
  report(line)
  return line
}
