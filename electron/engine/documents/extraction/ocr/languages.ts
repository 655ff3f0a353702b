import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * Trained data for OCR comes from npm packages, `@tesseract.js-data/<code>` (English,
 * `@tesseract.js-data/eng`, is a dependency of Folio); nothing is ever downloaded. Each package
 * keeps its LSTM model at `4.0.0_best_int/<code>.traineddata.gz`.
 */

export const DEFAULT_OCR_LANGUAGES: readonly string[] = ['eng']

const MODEL_FOLDER = '4.0.0_best_int'
// Tesseract's codes: eng, deu, chi_sim, deu_latf, …
const LANGUAGE_CODE = /^[a-z]{3}(?:_[a-z]+)?$/

export interface OcrLanguages {
  /** Tesseract's language string, "eng" or "eng+deu". */
  codes: string
  /** One folder holding `<code>.traineddata.gz` for every language. */
  folder: string
}

export class OcrLanguageError extends Error {
  override readonly name = 'OcrLanguageError'
}

/** Checks that every language's package is installed and says how to install one that is not. */
export function resolveOcrLanguages(codes: readonly string[]): OcrLanguages {
  if (codes.length === 0) throw new OcrLanguageError('give at least one OCR language (for example eng)')
  const unique = [...new Set(codes)]
  const files = unique.map((code) => ({ code, file: trainedDataFile(code) }))
  const first = files[0]
  if (files.length === 1 && first !== undefined) return { codes: first.code, folder: dirname(first.file) }
  return { codes: unique.join('+'), folder: combinedFolder(files) }
}

/** Parses "eng+deu" or "eng,deu". */
export function parseOcrLanguages(text: string): string[] {
  return text
    .split(/[+,]/)
    .map((code) => code.trim())
    .filter((code) => code.length > 0)
}

function trainedDataFile(code: string): string {
  if (!LANGUAGE_CODE.test(code)) {
    throw new OcrLanguageError(`'${code}' is not an OCR language code; use Tesseract's codes such as eng, deu, fra or chi_sim`)
  }
  const packageName = `@tesseract.js-data/${code}`
  let root: string
  try {
    root = dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`))
  } catch {
    throw new OcrLanguageError(`OCR in '${code}' needs its trained data: run npm install ${packageName} in Folio's folder`)
  }
  const file = join(root, MODEL_FOLDER, `${code}.traineddata.gz`)
  if (!existsSync(file)) throw new OcrLanguageError(`${packageName} has no ${MODEL_FOLDER}/${code}.traineddata.gz; reinstall it`)
  return file
}

/**
 * tesseract.js reads every language from one folder, and each package has its own: several
 * languages are linked (or, where links are not allowed, copied) side by side into a folder named
 * after the files it holds, made once.
 */
function combinedFolder(files: ReadonlyArray<{ code: string; file: string }>): string {
  const digest = createHash('sha256').update(files.map(({ file }) => file).join('\n')).digest('hex').slice(0, 16)
  const folder = join(tmpdir(), `folio-ocr-languages-${digest}`)
  if (files.every(({ code }) => existsSync(join(folder, `${code}.traineddata.gz`)))) return folder
  // Built beside the final folder and renamed into place, so two processes never see half of it.
  const building = `${folder}.${process.pid}.${Date.now()}`
  mkdirSync(building, { recursive: true })
  for (const { code, file } of files) {
    const target = join(building, `${code}.traineddata.gz`)
    try {
      symlinkSync(file, target)
    } catch {
      copyFileSync(file, target)
    }
  }
  try {
    renameSync(building, folder)
  } catch {
    // Another process made it first; theirs holds the same files.
    rmSync(building, { recursive: true, force: true })
  }
  return folder
}
