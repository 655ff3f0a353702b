import { availability, type WordCapabilities } from './capabilities'
import { WordActionError } from './errors'
import type { ParagraphChange } from './own-edits'
import { locateParagraph, readFolioTexts, type ParagraphTarget } from './paragraphs'
import type { ChangeTrackingMode, WordContext, WordHost, WordRange } from './word-api'

/** Where an insertion goes: the cursor (replacing what is selected), or in place of a reviewed paragraph. */
export type InsertTarget = { kind: 'selection' } | { kind: 'paragraph'; paragraph: ParagraphTarget }

export interface EditOutcome {
  /** Whether Folio switched Track Changes on for the edit (or found it on). */
  tracked: boolean
  /** A sentence to show when the edit could not be tracked; null when it was. */
  warning: string | null
  /** The body's paragraphs just before and after the edit, so the pane can follow the paragraphs it changed (see own-edits.ts). */
  change: ParagraphChange
}

/** An edit: what it inserted (selected afterwards, so the lawyer sees it). */
interface Edit {
  inserted: WordRange
}

/**
 * Runs an edit as a tracked change. With WordApi 1.4, Track Changes is switched on for the edit
 * if it was off and put back as it was afterwards, even when the edit fails. Below 1.4 the edit
 * runs as it is and the outcome carries the sentence the pane shows.
 */
export async function trackedEdit(host: WordHost, capabilities: WordCapabilities, edit: (context: WordContext) => Promise<Edit>): Promise<EditOutcome> {
  const allowed = availability(capabilities, 'insertFallback')
  if (!allowed.enabled) throw new WordActionError(allowed.reason)
  return host.run(async (context) => {
    // Read in the edit's own batch, so that only the pane's edit lies between the two readings.
    const before = await readFolioTexts(context, capabilities)
    if (!capabilities.wordApi14) {
      const done = await edit(context)
      done.inserted.select()
      await context.sync()
      return { tracked: false, warning: allowed.note, change: { before, after: await readFolioTexts(context, capabilities) } }
    }
    const document = context.document
    document.load('changeTrackingMode')
    await context.sync()
    const previous: ChangeTrackingMode = document.changeTrackingMode
    if (previous === 'Off') document.changeTrackingMode = 'TrackAll'
    try {
      const done = await edit(context)
      done.inserted.select()
      await context.sync()
    } finally {
      if (previous === 'Off') {
        document.changeTrackingMode = previous
        await context.sync()
      }
    }
    return { tracked: true, warning: null, change: { before, after: await readFolioTexts(context, capabilities) } }
  })
}

/** A playbook fallback, at the cursor or in place of the matched paragraph, as a tracked change. */
export function insertFallback(host: WordHost, capabilities: WordCapabilities, target: InsertTarget, text: string): Promise<EditOutcome> {
  return trackedEdit(host, capabilities, async (context) => {
    if (target.kind === 'selection') return { inserted: context.document.getSelection().insertText(text, 'Replace') }
    const paragraph = await locateParagraph(context, target.paragraph, capabilities)
    // Replacing the paragraph's content keeps the paragraph itself: its style and list number.
    return { inserted: paragraph.insertText(text, 'Replace') }
  })
}

/** A clause from the library at the cursor, with its formatting (bold, italic, lists), as a tracked change. */
export function insertClause(host: WordHost, capabilities: WordCapabilities, html: string): Promise<EditOutcome> {
  return trackedEdit(host, capabilities, async (context) => ({ inserted: context.document.getSelection().insertHtml(html, 'Replace') }))
}

/** A position's drafting notes as a Word comment on the matched paragraph or the selection (WordApi 1.4). */
export async function addComment(host: WordHost, capabilities: WordCapabilities, target: InsertTarget, text: string): Promise<void> {
  const allowed = availability(capabilities, 'comment')
  if (!allowed.enabled) throw new WordActionError(allowed.reason)
  await host.run(async (context) => {
    const range = target.kind === 'selection' ? context.document.getSelection() : (await locateParagraph(context, target.paragraph, capabilities)).getRange('Content')
    range.insertComment(text)
    await context.sync()
  })
}

/** A generated .docx opened as a new Word document (WordApi 1.3). */
export async function openAsNewDocument(host: WordHost, capabilities: WordCapabilities, base64Docx: string): Promise<void> {
  const allowed = availability(capabilities, 'openDocument')
  if (!allowed.enabled) throw new WordActionError(allowed.reason)
  await host.run(async (context) => {
    context.application.createDocument(base64Docx).open()
    await context.sync()
  })
}
