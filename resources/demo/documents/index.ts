import { composeDocument } from './compose'
import type { BuiltDocument, DemoContractDoc } from './model'
import { renderDocx } from './render-docx'
import { renderPdf } from './render-pdf'
import { planDemoWorkspace } from '../plan'

export type { BuiltDocument, DemoContractDoc } from './model'
export { counterpartyRedraft } from './redraft'

/**
 * Writes a demo contract's document: a .docx with Word numbering, or a PDF with a running header
 * and page numbers. Same input, same bytes: file timestamps are the contract's own date.
 */
export async function buildDemoDocument(contract: DemoContractDoc): Promise<BuiltDocument> {
  const outline = composeDocument(contract)
  const at = new Date(`${contract.dated ?? '2024-01-01'}T09:00:00Z`)
  const bytes = contract.kind === 'docx' ? await renderDocx(outline, at) : await renderPdf(outline, at)
  return { fileName: fileNameOf(contract), kind: contract.kind, bytes }
}

/** "MSA-2025-014 Master Services Agreement – Northwind Logistics.docx", safe on every file system. */
export function fileNameOf(contract: DemoContractDoc): string {
  const base = `${contract.reference} ${contract.name}`.replace(/[\\/:*?"<>|]+/g, '-').replace(/\s+/g, ' ').trim()
  return `${base}.${contract.kind}`
}

/** The document input of every demo contract seeded for the UTC day of `now`, in seeding order. */
export function demoContractDocuments(options: { now: number }): DemoContractDoc[] {
  return planDemoWorkspace(options.now).contracts.map((draft) => draft.document)
}
