import { availability, type WordCapabilities } from './capabilities'
import { DocumentChangedError, WordActionError } from './errors'
import { folioParagraphText } from './paragraph-text'
import type { WordContext, WordHost, WordParagraph } from './word-api'

/** The open document as the matcher reads it, and where each of those paragraphs is in Word. */
export interface DocumentParagraphs {
  /** One string per non-empty paragraph, as Folio's text endpoint gives them. */
  texts: string[]
  /** For each text, the index of its paragraph in Word's paragraph collection. */
  wordIndexes: number[]
}

/** The open document as the matcher reads it: the non-empty paragraphs, with their places in Word. */
export async function readParagraphs(host: WordHost, capabilities: WordCapabilities): Promise<DocumentParagraphs> {
  const allowed = availability(capabilities, 'read')
  if (!allowed.enabled) throw new WordActionError(allowed.reason)
  return host.run(async (context) => {
    const texts: string[] = []
    const wordIndexes: number[] = []
    ;(await readFolioTexts(context, capabilities)).forEach((text, index) => {
      if (text === null) return
      texts.push(text)
      wordIndexes.push(index)
    })
    return { texts, wordIndexes }
  })
}

/**
 * The body's paragraphs as Folio reads them (null for an empty one, which Folio skips), in Word's
 * order: one sync for their text and list numbers, and where Word has WordApi 1.4 a second for the
 * text with tracked changes applied (Word's own `text` still holds deleted words; Folio's
 * extraction of the saved file would not).
 */
export async function readFolioTexts(context: WordContext, capabilities: WordCapabilities): Promise<Array<string | null>> {
  const paragraphs = context.document.body.paragraphs
  paragraphs.load('items/text,items/listItemOrNullObject/listString')
  await context.sync()
  const items = paragraphs.items
  let raw = items.map((paragraph) => paragraph.text)
  if (capabilities.wordApi14) {
    const reviewed = items.map((paragraph) => paragraph.getReviewedText('Current'))
    await context.sync()
    raw = reviewed.map((result) => result.value)
  }
  return items.map((paragraph, index) => {
    const listItem = paragraph.listItemOrNullObject
    return folioParagraphText(raw[index] ?? '', listItem.isNullObject ? null : listItem.listString)
  })
}

/** A paragraph the review found: where Word had it, and the text Folio matched. */
export interface ParagraphTarget {
  wordIndex: number
  text: string
}

/**
 * Finds a reviewed paragraph again in this batch: at its index if it still reads the same, else
 * the only paragraph that does (the lawyer added or removed paragraphs above it). Compared as the
 * review read it (with tracked changes applied where Word can say so). Its raw text comes back
 * loaded.
 */
export async function locateParagraph(context: WordContext, target: ParagraphTarget, capabilities: WordCapabilities): Promise<WordParagraph> {
  const paragraphs = context.document.body.paragraphs
  paragraphs.load('items/text,items/listItemOrNullObject/listString')
  await context.sync()
  const items = paragraphs.items
  const listString = (paragraph: WordParagraph) => (paragraph.listItemOrNullObject.isNullObject ? null : paragraph.listItemOrNullObject.listString)
  const find = (texts: readonly string[]) => {
    const reads = (index: number) => {
      const paragraph = items[index]
      return paragraph !== undefined && folioParagraphText(texts[index] ?? '', listString(paragraph)) === target.text
    }
    if (reads(target.wordIndex)) return items[target.wordIndex] ?? null
    const same = items.filter((_, index) => reads(index))
    return same.length === 1 ? (same[0] ?? null) : null
  }
  const found = find(items.map((paragraph) => paragraph.text))
  if (found) return found
  if (capabilities.wordApi14) {
    const reviewed = items.map((paragraph) => paragraph.getReviewedText('Current'))
    await context.sync()
    const again = find(reviewed.map((result) => result.value))
    if (again) return again
  }
  throw new DocumentChangedError()
}
