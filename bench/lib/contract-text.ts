import type { Outline } from '../../resources/demo/documents/outline'

/**
 * A demo document's paragraphs as Folio extracts them from its .docx (resources/demo/documents/
 * render-docx.ts): title, cover, preamble, each clause heading and item, list items, schedules
 * with their table cells, the signature blocks. Written without building the .docx, so that ten
 * thousand contracts of real-looking legal text load in seconds.
 */
export function outlineParagraphs(outline: Outline): string[] {
  const paragraphs = [outline.title.toUpperCase(), ...outline.coverLines]
  for (const block of outline.preamble) paragraphs.push(block.kind === 'heading' ? block.text.toUpperCase() : block.kind === 'item' ? `${block.label} ${block.text}` : block.text)
  const clauses = (list: Outline['clauses']) => {
    for (const clause of list) {
      paragraphs.push(clause.heading.toUpperCase())
      for (const item of clause.items) paragraphs.push(item.text, ...(item.list?.items ?? []))
    }
  }
  clauses(outline.clauses)
  outline.schedules.forEach((schedule, i) => {
    paragraphs.push(`SCHEDULE ${i + 1}`, schedule.title.toUpperCase())
    if (schedule.intro !== null) paragraphs.push(schedule.intro)
    clauses(schedule.clauses)
    if (schedule.table !== null) paragraphs.push(...[schedule.table.header, ...schedule.table.rows].flat().filter((cell) => cell.trim() !== ''))
  })
  paragraphs.push('This Agreement has been entered into on the date stated at the beginning of it.')
  for (const block of outline.signatures) paragraphs.push(`Signed by ${block.signatory ?? '[●]'}${block.title === null ? '' : `, ${block.title}`}, for and on behalf of ${block.party}`)
  return paragraphs
}
