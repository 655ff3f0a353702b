/**
 * Worker-thread entry: one document job per message — read a document, OCR one of its pages,
 * assemble its paragraphs, render one from a template, render one and read it back as HTML for
 * a preview, read a template's manifest, compare two texts or write their redline, run the
 * drafting checks or read a text's key terms. Built as its own entry
 * (out/main/extraction-worker.js) and run from source through tsx under tests.
 */
import { parentPort } from 'node:worker_threads'
import type { PageRecognizer } from '../extraction/ocr/recognizer'
import type { OcrSettings } from '../extraction/ocr/settings'
import { isWorkerJobMessage, serializeError, type WorkerAnswer, type WorkerJobMessage, type WorkerResultMessage } from './protocol'

const port = parentPort
if (port === null) throw new Error('the extraction worker must run in a worker thread')

/**
 * This thread's Tesseract worker, kept from page to page (starting one loads the model) and
 * replaced when the languages change. The pool sends one job at a time, so one recognition runs
 * per thread at a time.
 */
class Recognizers {
  #current: { languages: string; recognizer: PageRecognizer } | null = null

  async for(settings: OcrSettings): Promise<PageRecognizer> {
    const key = `${settings.languages.folder}:${settings.languages.codes}:${settings.recycleAbovePixels}`
    if (this.#current?.languages === key) return this.#current.recognizer
    await this.#current?.recognizer.close()
    const { PageRecognizer } = await import('../extraction/ocr/recognizer')
    const recognizer = new PageRecognizer(settings.languages, settings)
    this.#current = { languages: key, recognizer }
    return recognizer
  }
}

const recognizers = new Recognizers()

/** The bytes as pdf.js may own them: shared memory cannot be handed over, so this is a copy. */
function ownCopy(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes.byteLength)
  copy.set(bytes)
  return copy
}

/**
 * Each task's modules are imported by its first job and kept: a worker reading scanned pages never
 * loads the libraries of generation, redlines, manifests, comparison or the drafting checks (its
 * modules take about 30 MB less), and one started for a comparison never loads pdf.js or Tesseract.
 */
async function run(message: WorkerJobMessage): Promise<WorkerAnswer> {
  switch (message.task) {
    case 'read': {
      const { readDocument } = await import('../extraction/extract-document')
      return { task: 'read', result: await readDocument(ownCopy(message.bytes), { kind: message.kind ?? undefined, limits: message.limits, ownsBytes: true }) }
    }
    case 'ocr-page': {
      const { openPdfForOcr, recognizeRendered, renderForOcr } = await import('../extraction/ocr/ocr-page')
      // The document (its copy of the file, its decoded images) is let go before recognition.
      const document = await openPdfForOcr(ownCopy(message.bytes), message.settings)
      let rendered
      try {
        rendered = await renderForOcr(document, message.page, message.settings)
      } finally {
        await document.destroy()
      }
      const result = 'status' in rendered ? rendered : await recognizeRendered(rendered, message.settings, await recognizers.for(message.settings))
      return { task: 'ocr-page', result }
    }
    case 'assemble': {
      const { assemblePdf } = await import('../extraction/pdf/extract-pdf')
      return { task: 'assemble', result: assemblePdf(message.text, message.outcomes, message.settings) }
    }
    case 'render': {
      const { renderDocument } = await import('../generation/render')
      return { task: 'render', result: renderDocument(message.body, message.definition, message.values, message.reference) }
    }
    case 'manifest': {
      const { readTemplateManifest } = await import('../../templates/read-manifest')
      return { task: 'manifest', result: readTemplateManifest(message.text) }
    }
    case 'preview': {
      const { previewDocument } = await import('../generation/preview')
      return { task: 'preview', result: await previewDocument(message.body, message.definition, message.values, message.reference) }
    }
    case 'compare': {
      const { compareParagraphs } = await import('../compare')
      return { task: 'compare', result: compareParagraphs(message.old, message.new, message.options) }
    }
    case 'redline': {
      const [{ compareParagraphs }, { buildRedline }] = await Promise.all([import('../compare'), import('../redline')])
      const comparison = compareParagraphs(message.old, message.new, message.options)
      return { task: 'redline', result: await buildRedline(message.old, message.new, comparison, { title: message.title, date: new Date(message.date) }) }
    }
    case 'drafting-checks': {
      const { checkDrafting } = await import('../../drafting')
      return { task: 'drafting-checks', result: checkDrafting(message.paragraphs) }
    }
    case 'key-terms': {
      const { readKeyTerms } = await import('../../keyterms')
      return { task: 'key-terms', result: readKeyTerms(message.paragraphs) }
    }
  }
}

port.on('message', (message: unknown) => {
  if (!isWorkerJobMessage(message)) return
  const { jobId } = message
  run(message).then(
    (answer) => {
      const transfer = answer.task === 'render' || answer.task === 'redline' ? [answer.result.buffer as ArrayBuffer] : []
      port.postMessage({ jobId, ok: true, ...answer } satisfies WorkerResultMessage, transfer)
    },
    (error: unknown) => port.postMessage({ jobId, ok: false, error: serializeError(error) } satisfies WorkerResultMessage)
  )
})
