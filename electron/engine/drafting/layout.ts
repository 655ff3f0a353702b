/**
 * What each paragraph is, before any check reads it: a table of contents, a page mark, a heading,
 * a line of a signature block, and which part of the document (the body or an attachment) it
 * belongs to. Checks consult this so that a TOC line is neither a reference nor a numbering step,
 * and a signature line is not a blank.
 */
export interface Layout {
  toc: boolean[]
  pageMark: boolean[]
  heading: boolean[]
  signature: boolean[]
  /** "IN WITNESS WHEREOF, … as of the ____ day of ____": the clause a signature block hangs from. */
  testimonium: boolean[]
  /** 0 for the body; k for the k-th attachment (exhibit, schedule, annex, appendix). */
  scope: number[]
  attachments: AttachmentHeading[]
  /** The first paragraph of prose: what comes before is a title, a cover page or a filing label. */
  bodyStart: number
}

export interface AttachmentHeading {
  paragraphIndex: number
  family: AttachmentFamily
  label: string
  end: number
}

export type AttachmentFamily = 'exhibit' | 'schedule' | 'annex' | 'appendix' | 'attachment'

const PAGE_MARK = /^(?:page\s+)?[-–—]?\s*(?:\d{1,4}|[ivxlc]{1,7})\s*[-–—]?(?:\s+of\s+\d{1,4})?$/i
const DOT_LEADER = /(?:\.\s?){4,}|…{2,}|_{2,}\s*\d{1,4}\s*$/
const TOC_TITLE = /^(?:table\s+of\s+contents|contents|index)$/i
const ATTACHMENT = /^(EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment)\s+([A-Z]{1,2}(?:-\d{1,2})?|\d{1,3}(?:\.\d{1,2})?|[IVX]{1,5})(?![\w.-]*\w)/
const SIGNATURE_LINE = /^(?:By|Name|Title|Date|Dated|Signature|Signed|Its|Print(?:ed)? Name|Witness|Attest|Per|Address|Email|Accepted|Agreed)\b\s*:?/i
const SIGNATURE_START = /\bIN WITNESS WHEREOF\b|\bin witness whereof\b|^SIGNATURES?$|^\[?Signature [Pp]age|^(?:EXECUTED|Executed|SIGNED|Signed)\b[^.]{0,40}\b(?:this|on|as of)\b/

export function readLayout(paragraphs: readonly string[]): Layout {
  const n = paragraphs.length
  const toc = new Array<boolean>(n).fill(false)
  const pageMark = new Array<boolean>(n).fill(false)
  const heading = new Array<boolean>(n).fill(false)
  const signature = new Array<boolean>(n).fill(false)
  const testimonium = new Array<boolean>(n).fill(false)
  const scope = new Array<number>(n).fill(0)
  const attachments: AttachmentHeading[] = []

  let inToc = false
  let bodyStarted = false
  let bodyStart = n
  let inSignature = false
  let signatureLines = 0
  let currentScope = 0
  for (let i = 0; i < n; i++) {
    const text = paragraphs[i]!.trim()
    if (PAGE_MARK.test(text)) {
      pageMark[i] = true
      scope[i] = currentScope
      continue
    }
    if (TOC_TITLE.test(text)) {
      inToc = true
      toc[i] = true
      continue
    }
    const prose = isProse(text)
    // Prose first: most paragraphs are, and the dot-leader pattern is then not run over them.
    if ((!prose && DOT_LEADER.test(text)) || pagedContents(text)) toc[i] = true
    else if (inToc && !prose) toc[i] = true
    else if (inToc && prose) inToc = false
    if (prose && !bodyStarted) {
      bodyStarted = true
      bodyStart = i
    }

    if (!toc[i]) {
      heading[i] = isHeading(text)
      // The first paragraph's "Exhibit 10.1" is the filing's label, not an attachment.
      const attachment = bodyStarted && i > 0 ? ATTACHMENT.exec(text) : null
      if (bodyStarted && !attachment && /^(?:ADDENDUM|AMENDMENT|GUARANTY|GUARANTEE|RIDER)\b[^a-z]{0,150}$/.test(text)) {
        // A further instrument bound into the same filing: its own definitions and numbering.
        currentScope++
        inSignature = false
      }
      if (attachment && isAttachmentTitle(text, attachment[0].length)) {
        currentScope++
        inSignature = false
        attachments.push({ paragraphIndex: i, family: familyOf(attachment[1]!), label: attachment[2]!.toUpperCase(), end: attachment[0].length })
        heading[i] = true
      }
    }
    const opensBlock = mayOpenSignatures(text) && SIGNATURE_START.test(text)
    if (opensBlock) {
      inSignature = true
      signatureLines = 0
      testimonium[i] = true
    } else if (inSignature) {
      // A signature block is short lines; prose, or a page of them, means the block is over.
      signatureLines++
      if ((prose && text.length > 100 && !SIGNATURE_LINE.test(text)) || signatureLines > 40) inSignature = false
    }
    // The clause that opens the block is prose and is checked; the lines after it are the block.
    signature[i] = (inSignature && !(opensBlock && prose)) || SIGNATURE_LINE.test(text)
    scope[i] = currentScope
  }
  return { toc, pageMark, heading, signature, testimonium, scope, attachments, bodyStart }
}

/**
 * What SIGNATURE_START needs, tested first: its alternatives either contain "witness" or open the
 * paragraph with "S", "[S" or "E", and the pattern alone would be tried at every offset of a page-long paragraph.
 */
function mayOpenSignatures(text: string): boolean {
  const first = text.charAt(0)
  return first === 'S' || first === 'E' || first === '[' || text.includes('WITNESS') || text.includes('witness')
}

/** "ARTICLE 8 REGULATORY MATTERS 29 8.1 Governmental Authorities 29 8.2 …": page numbers before labels. */
function pagedContents(text: string): boolean {
  let count = 0
  for (const _ of text.matchAll(/\s\d{1,3}\s+(?:\d{1,2}(?:\.\d{1,2})+|ARTICLE|Article|Section|SECTION|Exhibit|EXHIBIT|Schedule|SCHEDULE)\b/g)) if (++count >= 3) return true
  return false
}

/** A sentence: long enough and ending as sentences end. */
function isProse(text: string): boolean {
  return text.length >= 60 && /[.;:,)"”]$/.test(text) && /\p{Ll}{3,}\s+\p{Ll}{2,}/u.test(text)
}

function isHeading(text: string): boolean {
  if (text.length === 0 || text.length > 120) return false
  if (/[.;,:]$/.test(text) && !/^(?:ARTICLE|Article|SECTION|Section)\s/.test(text)) {
    // "5.2 Payment Terms." is a heading run into nothing; a sentence has lowercase verbs.
    return !/\p{Ll}{2,}\s+\p{Ll}{2,}\s+\p{Ll}{2,}/u.test(text)
  }
  const letters = text.replace(/[^\p{L}]/gu, '')
  if (letters.length === 0) return false
  if (letters === letters.toUpperCase()) return true
  // Title Case lines: most words capitalised, no run of three lowercase words.
  return !/\p{Ll}{2,}\s+\p{Ll}{2,}\s+\p{Ll}{2,}\s+\p{Ll}{2,}/u.test(text)
}

/**
 * "Exhibit A", "EXHIBIT B – THE TERRITORY", "Schedule 3.3(c) Allocations …" open an attachment
 * (text from a PDF may run its heading into its content); "Exhibit A attached hereto sets forth…"
 * and "Exhibit A, the list of Products, is…" are sentences about one.
 */
function isAttachmentTitle(text: string, labelEnd: number): boolean {
  const rest = text.slice(labelEnd).trim()
  if (rest.length === 0) return true
  // "Exhibit I *** ***": an exhibit whose content the filing redacted.
  return /^[-–—:.([\p{Lu}\p{N}"“*]/u.test(rest) && !/^(?:\S+\s+)?(?:attached|hereto|sets\s+forth|shall|is|are|will|may|to|of)\b/.test(rest)
}

function familyOf(word: string): AttachmentFamily {
  const w = word.toLowerCase()
  if (w.startsWith('exhibit')) return 'exhibit'
  if (w.startsWith('schedule')) return 'schedule'
  if (w.startsWith('annex')) return 'annex'
  if (w.startsWith('appendi')) return 'appendix'
  return 'attachment'
}

export { familyOf as attachmentFamily }
