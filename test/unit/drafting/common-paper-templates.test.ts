import { readFileSync } from 'node:fs'
import path from 'node:path'
import mammoth from 'mammoth'
import { describe, expect, it } from 'vitest'
import { checkDrafting } from '../../../electron/engine/drafting'
import { normalizeParagraphText } from '../../../shared/text/paragraph-text'
import { corpusAvailable, corpusDir, corpusSkipReason } from '../../fixtures/documents/corpus'

/*
 * Common Paper's templates are drafts by design: every cover-page field ("{governing_law}") is a
 * blank the checker must find, and their mixed quotation marks ("Key Terms” means) are no fault.
 */
async function templateParagraphs(name: string): Promise<string[]> {
  const { value } = await mammoth.extractRawText({ buffer: readFileSync(path.join(corpusDir, 'docx', `common-paper-${name}.docx`)) })
  return value
    .split('\n')
    .map(normalizeParagraphText)
    .filter((text) => text.length > 0)
}

describe.skipIf(!corpusAvailable)('drafting checks on the Common Paper templates', () => {
  if (!corpusAvailable) console.warn(corpusSkipReason)

  for (const name of ['mutual-nda', 'cloud-service-agreement', 'professional-services-agreement', 'data-processing-agreement']) {
    it(`${name}: every template field is a placeholder, and no quotation is unbalanced`, async () => {
      const paragraphs = await templateParagraphs(name)
      const { findings } = checkDrafting(paragraphs)
      const fields = paragraphs.flatMap((text, p) => [...text.matchAll(/\{[A-Za-z_][\w.-]*\}/g)].map((m) => `${p}:${m.index}:${m[0]}`))
      expect(fields.length).toBeGreaterThan(0)
      const placeholders = new Set(findings.filter((f) => f.kind === 'placeholder').map((f) => `${f.paragraphIndex}:${f.start}:${f.text}`))
      expect(fields.filter((field) => !placeholders.has(field))).toEqual([])
      expect(findings.filter((f) => f.kind === 'unbalanced')).toEqual([])
    })
  }

  it('the mutual NDA raises nothing but its blanks', async () => {
    const { findings } = checkDrafting(await templateParagraphs('mutual-nda'))
    expect(findings.filter((f) => f.kind !== 'placeholder')).toEqual([])
  })
})
