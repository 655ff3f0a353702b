/**
 * Worker-thread entry: one document job per message — extract a document, read a template's
 * manifest, render a document from a template, or render one and read it back as HTML for a
 * preview. Built as its own entry (out/main/extraction-worker.js) and run from source through
 * tsx under tests.
 */
import { parentPort } from 'node:worker_threads'
import { extractDocumentBytes } from '../extraction/extract-document'
import { previewDocument } from '../generation/preview'
import { renderDocument } from '../generation/render'
import { readTemplateManifest } from '../../templates/read-manifest'
import { isWorkerJobMessage, serializeError, type WorkerResultMessage } from './protocol'

const port = parentPort
if (port === null) throw new Error('the extraction worker must run in a worker thread')

port.on('message', (message: unknown) => {
  if (!isWorkerJobMessage(message)) return
  const { jobId } = message
  if (message.task === 'manifest') {
    try {
      port.postMessage({ jobId, ok: true, definition: readTemplateManifest(message.text) } satisfies WorkerResultMessage)
    } catch (error) {
      port.postMessage({ jobId, ok: false, error: serializeError(error) } satisfies WorkerResultMessage)
    }
    return
  }
  if (message.task === 'render') {
    try {
      const document = renderDocument(message.body, message.definition, message.values, message.reference)
      port.postMessage({ jobId, ok: true, document } satisfies WorkerResultMessage, [document.buffer as ArrayBuffer])
    } catch (error) {
      port.postMessage({ jobId, ok: false, error: serializeError(error) } satisfies WorkerResultMessage)
    }
    return
  }
  if (message.task === 'preview') {
    previewDocument(message.body, message.definition, message.values, message.reference).then(
      (preview) => port.postMessage({ jobId, ok: true, preview } satisfies WorkerResultMessage),
      (error: unknown) => port.postMessage({ jobId, ok: false, error: serializeError(error) } satisfies WorkerResultMessage)
    )
    return
  }
  extractDocumentBytes(message.bytes, { kind: message.kind ?? undefined, limits: message.limits, ownsBytes: true }).then(
    (extraction) => port.postMessage({ jobId, ok: true, extraction } satisfies WorkerResultMessage),
    (error: unknown) => port.postMessage({ jobId, ok: false, error: serializeError(error) } satisfies WorkerResultMessage)
  )
})
