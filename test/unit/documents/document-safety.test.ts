import { describe, expect, test } from 'vitest'
import { detectDocumentKind, extractDocument } from '../../../electron/engine/documents/extraction'
import { assertSafeDocx, DEFAULT_DOCUMENT_LIMITS, DocumentError } from '../../../electron/engine/documents/safety'
import { externalEntityDocx, numberedClausesDocx, rewritePart } from '../../fixtures/documents/docx-fixtures'
import { contractPdf, encryptedPdf, greyPng, handWrittenPdf } from '../../fixtures/documents/pdf-fixtures'
import { buildZip, deflatedEntry, deflatedZeros, storedEntry } from '../../fixtures/documents/zip-writer'

const MB = 1024 * 1024

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof DocumentError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('expected the document to be refused')
}

describe('zip bombs are refused from the central directory, before anything is inflated', () => {
  test('an entry of 300 MB of zeros compressed 1000 times over', async () => {
    const bomb = buildZip([await deflatedZeros('word/document.xml', 300 * MB)])
    const { code, message } = await refusal(assertSafeDocx(bomb, DEFAULT_DOCUMENT_LIMITS))
    expect(code).toBe('zip_bomb')
    expect(message).toMatch(/^the archive entry "word\/document\.xml" would expand [\d,]+ times \([\d.]+ KB to 300 MB\); the limit is 100 times$/)
  })

  test('an archive declaring 3.1 GB in total', async () => {
    const bomb = buildZip([
      { ...deflatedEntry('word/document.xml', '<w:document/>'), declaredUncompressedSize: Math.round(3.1 * 1024 * MB) }
    ])
    const { code, message } = await refusal(extractDocument(bomb, 'docx', { maxCompressionRatio: 1e12 }))
    expect(code).toBe('zip_bomb')
    expect(message).toBe('the archive declares 3.1 GB uncompressed; the limit is 200 MB')
  })

  test('an archive with five thousand entries', async () => {
    const entries = Array.from({ length: 5000 }, (_, index) => storedEntry(`word/media/part${index}.xml`, '<a/>'))
    const { code, message } = await refusal(assertSafeDocx(buildZip(entries), DEFAULT_DOCUMENT_LIMITS))
    expect(code).toBe('zip_bomb')
    expect(message).toBe('the archive has 5,000 entries; the limit is 1,000')
  })

  test('an entry that inflates past the size its directory declares', async () => {
    const liar = { ...(await deflatedZeros('word/document.xml', 20 * MB)), declaredUncompressedSize: 1 * MB }
    const { code, message } = await refusal(assertSafeDocx(buildZip([liar]), DEFAULT_DOCUMENT_LIMITS))
    expect(code).toBe('zip_bomb')
    expect(message).toBe('the archive entry "word/document.xml" inflates past the 1 MB it declares')
  })
})

describe('hostile or broken files get a DocumentError that says what is wrong', () => {
  test('a document.xml with a DOCTYPE declaring an external entity', async () => {
    const { code, message } = await refusal(extractDocument(await externalEntityDocx()))
    expect(code).toBe('unsafe_xml')
    expect(message).toBe(
      'the part "word/document.xml" contains an XML DOCTYPE declaration; Folio refuses them because they can expand entities or reach outside the file, and Word never writes them'
    )
  })

  test('an entity declaration in any other part mammoth reads', async () => {
    const docx = rewritePart(await numberedClausesDocx(), 'word/numbering.xml', (xml) =>
      xml.replace('<w:numbering ', '<!ENTITY lol "lol"><w:numbering ')
    )
    const { code, message } = await refusal(extractDocument(docx))
    expect(code).toBe('unsafe_xml')
    expect(message.startsWith('the part "word/numbering.xml" contains an XML ENTITY declaration')).toBe(true)
  })

  test('a .docx cut short', async () => {
    const docx = await numberedClausesDocx()
    const { code, message } = await refusal(extractDocument(docx.subarray(0, Math.floor(docx.byteLength * 0.6))))
    expect(code).toBe('corrupt')
    expect(message).toBe(
      'the .docx file is damaged: its ZIP directory is missing, so the file is incomplete (was the download or copy cut short?)'
    )
  })

  test('a PDF cut short', async () => {
    const pdf = await contractPdf()
    const { code, message } = await refusal(extractDocument(pdf.subarray(0, Math.floor(pdf.byteLength / 2))))
    expect(code).toBe('corrupt')
    expect(message).toBe(
      'the PDF is incomplete: it does not end with a PDF trailer (%%EOF), so it was probably cut short while downloading or copying'
    )
  })

  test('a page tree that contains itself, declaring 99,999,999 pages', async () => {
    const pdf = handWrittenPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 99999999 >>'])
    expect(await refusal(extractDocument(pdf))).toEqual({ code: 'corrupt', message: 'the PDF cannot be read (Pages tree contains circular reference.)' })
  })

  test('a page tree declaring 99,999,999 pages that holds none', async () => {
    const pdf = handWrittenPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 99999999 >>'])
    expect(await refusal(extractDocument(pdf))).toEqual({
      code: 'corrupt',
      message: 'the PDF has no page that can be read: its page tree is empty or damaged'
    })
  })

  test('a PNG renamed .pdf', async () => {
    const png = greyPng(8, 8)
    expect(() => detectDocumentKind(png, 'scan.pdf')).toThrow(new DocumentError('unsupported_type', '"scan.pdf" is not a .docx or .pdf: it is a PNG image'))
    const { code, message } = await refusal(extractDocument(png, 'pdf'))
    expect(code).toBe('unsupported_type')
    expect(message).toBe('the file is not a .docx or .pdf: it is a PNG image')
  })

  test('plain text names its first bytes', () => {
    expect(() => detectDocumentKind(new TextEncoder().encode('Dear Sir or Madam'))).toThrow(
      new DocumentError('unsupported_type', 'the file is not a .docx or .pdf (it starts with "Dear Sir")')
    )
  })

  test('a password-protected PDF', async () => {
    const { code, message } = await refusal(extractDocument(await encryptedPdf()))
    expect(code).toBe('encrypted')
    expect(message).toBe('the PDF is password-protected; open it with its password, save a copy without security, and import that copy')
  })

  test('a password-protected Word file (an OLE container holding an EncryptedPackage)', () => {
    const ole = new Uint8Array(1024)
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    ole.set(new Uint8Array(Buffer.from('EncryptedPackage', 'utf16le')), 512)
    expect(() => detectDocumentKind(ole, 'offer.docx')).toThrow(
      new DocumentError('unsupported_type', '"offer.docx" is a password-protected Word document; remove the password in Word and import it again')
    )
  })

  test('a ZIP archive that is an Excel workbook', async () => {
    const xlsx = buildZip([
      deflatedEntry(
        '[Content_Types].xml',
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'
      ),
      deflatedEntry('xl/workbook.xml', '<workbook/>')
    ])
    const { code, message } = await refusal(extractDocument(xlsx))
    expect(code).toBe('unsupported_type')
    expect(message).toBe('the file is an Excel workbook, not a Word document (.docx)')
  })

  test('a file over the size limit', async () => {
    const { code, message } = await refusal(extractDocument(await contractPdf(), undefined, { maxFileBytes: 1024 }))
    expect(code).toBe('too_large')
    expect(message).toMatch(/^the file is [\d.]+ KB; the limit is 1 KB$/)
  })

  test('a PDF over the page limit', async () => {
    const { code, message } = await refusal(extractDocument(await contractPdf(), undefined, { maxPdfPages: 2 }))
    expect(code).toBe('too_large')
    expect(message).toMatch(/^the PDF has 3 pages; the limit is 2 \(the file is [\d.]+ KB\)$/)
  })

  test('a PDF sent as a .docx', async () => {
    const { code, message } = await refusal(extractDocument(await contractPdf(), 'docx'))
    expect(code).toBe('unsupported_type')
    expect(message).toBe('the file was sent as a .docx but its contents are a PDF')
  })

  test('a genuine .docx passes the gate', async () => {
    await expect(assertSafeDocx(await numberedClausesDocx(), DEFAULT_DOCUMENT_LIMITS)).resolves.toBeUndefined()
  })
})
