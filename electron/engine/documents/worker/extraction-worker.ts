/**
 * Worker-thread entry: extracts one document per message. Built as its own entry
 * (out/main/extraction-worker.js) and run from source through tsx under tests.
 */
import { parentPort } from 'node:worker_threads'
import { extractDocumentBytes } from '../extraction/extract-document'
import { isExtractionJobMessage, serializeError, type ExtractionResultMessage } from './protocol'

const port = parentPort
if (port === null) throw new Error('the extraction worker must run in a worker thread')

port.on('message', (message: unknown) => {
  if (!isExtractionJobMessage(message)) return
  const { jobId, bytes, kind, limits } = message
  extractDocumentBytes(bytes, { kind: kind ?? undefined, limits, ownsBytes: true }).then(
    (extraction) => port.postMessage({ jobId, ok: true, extraction } satisfies ExtractionResultMessage),
    (error: unknown) => port.postMessage({ jobId, ok: false, error: serializeError(error) } satisfies ExtractionResultMessage)
  )
})
