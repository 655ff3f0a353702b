import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import mammoth from 'mammoth'

const run = promisify(execFile)

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
export const corpusDir = path.resolve(repoRoot, '..', 'shared', 'corpus')
export const corpusDocxDir = path.join(corpusDir, 'docx')
export const hasCorpus = existsSync(corpusDocxDir)
export const NO_CORPUS = `the shared corpus is not beside the repository (${corpusDocxDir}); Common Paper tests are skipped`

export const COMMON_PAPER = ['mutual-nda', 'cloud-service-agreement', 'data-processing-agreement', 'professional-services-agreement'] as const
export type CommonPaperName = (typeof COMMON_PAPER)[number]

export async function readCommonPaper(name: CommonPaperName): Promise<{ yaml: string; body: Uint8Array }> {
  const base = path.join(corpusDocxDir, `common-paper-${name}`)
  return { yaml: await readFile(`${base}.yaml`, 'utf8'), body: new Uint8Array(await readFile(`${base}.docx`)) }
}

/** Whitespace collapsed, and a line broken after a hyphen ("2026-03-\n01") joined again. */
export function normalise(text: string): string {
  return text
    .replace(/-[ \t]*\n\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The body text of a .docx as mammoth (a third-party reader) sees it; headers are not included. */
export async function bodyText(docx: Uint8Array): Promise<string> {
  const result = await mammoth.extractRawText({ buffer: Buffer.from(docx) })
  return normalise(result.value)
}

/**
 * Opens each .docx in LibreOffice (one headless run with its own profile), prints it to PDF and
 * returns the PDF text from pdftotext in content order (`-raw`: table rows stay together and a hyphen at a line end is kept), normalised. Headers and footers are included.
 */
export async function libreOfficeText(documents: Readonly<Record<string, Uint8Array>>): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-generation-'))
  try {
    const names = Object.keys(documents)
    const inputs = names.map((name) => path.join(dir, `${name}.docx`))
    await Promise.all(names.map((name, i) => writeFile(inputs[i] ?? '', documents[name] ?? new Uint8Array())))
    const profile = `file://${path.join(dir, 'profile')}`
    await run('soffice', [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...inputs], { timeout: 120_000 })
    const texts: Record<string, string> = {}
    for (const name of names) {
      const pdf = path.join(dir, `${name}.pdf`)
      if (!existsSync(pdf)) throw new Error(`LibreOffice did not convert ${name}.docx`)
      const { stdout } = await run('pdftotext', ['-raw', pdf, '-'], { maxBuffer: 32 * 1024 * 1024 })
      texts[name] = normalise(stdout)
    }
    return texts
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
