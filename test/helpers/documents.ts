/// <reference types="node" />
import { Document, Packer, Paragraph } from 'docx'
import { operations, type ResponseOf } from '../../shared/api/operations'
import type { ServedFolio } from './folio-serve'

/** A Word document with one paragraph per entry, as a lawyer's contract file would arrive. */
export async function contractDocx(paragraphs: readonly string[]): Promise<Uint8Array> {
  const document = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }] })
  return new Uint8Array(await Packer.toBuffer(document))
}

/**
 * Posts files as multipart/form-data. The body is written by hand so the helper behaves the same
 * under jsdom, whose FormData Node's fetch cannot send.
 */
async function postFiles<N extends 'importContracts' | 'importTemplate'>(engine: Pick<ServedFolio, 'url' | 'key'>, operation: N, files: ReadonlyArray<{ field: string; name: string; bytes: Uint8Array }>): Promise<ResponseOf<N>> {
  const { method, path } = operations[operation]
  const boundary = `folio-${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`))
    parts.push(Buffer.from(file.bytes))
    parts.push(Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  const response = await fetch(engine.url + path, {
    method,
    headers: { 'x-api-key': engine.key, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts)
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  const answer: ResponseOf<N> = JSON.parse(text)
  return answer
}

/** Imports documents as contracts through POST /local/contracts/import. */
export function importFiles(engine: Pick<ServedFolio, 'url' | 'key'>, files: ReadonlyArray<{ name: string; bytes: Uint8Array }>): Promise<ResponseOf<'importContracts'>> {
  return postFiles(engine, 'importContracts', files.map((file) => ({ field: 'files', ...file })))
}

/**
 * A small template whose body Folio keeps locally, so it can be exported without the company
 * service: a letter of intent with one required variable.
 */
export async function importLetterTemplate(engine: Pick<ServedFolio, 'url' | 'key'>): Promise<ResponseOf<'importTemplate'>> {
  const body = await contractDocx(['LETTER OF INTENT', 'This letter records the intention of Harbourline Ltd to negotiate a supply agreement with {{buyer}}.', 'Reference: {{__reference}}'])
  const manifest = JSON.stringify({ name: 'Letter of Intent', description: 'A one-page letter of intent.', variables: [{ id: 'buyer', question: 'Who is the buyer?', required: true }] })
  return postFiles(engine, 'importTemplate', [
    { field: 'docx', name: 'letter-of-intent.docx', bytes: body },
    { field: 'manifest', name: 'letter-of-intent.json', bytes: new TextEncoder().encode(manifest) }
  ])
}

/** A short SaaS agreement that covers some positions of the demo's SaaS buyer playbook and misses others. */
export const SAAS_AGREEMENT = [
  'SAAS SUBSCRIPTION AGREEMENT',
  '1. Service levels. The Supplier shall meet the service level set out in Schedule 2, including 99.9% availability in each calendar month.',
  "2. Service credits. Service credits are the Customer's sole and exclusive remedy for any failure to meet the service levels.",
  '3. Suspension. The Supplier may suspend the Service if the Customer fails to pay undisputed fees within thirty days of a reminder.',
  '4. Fees. The Supplier may increase the fees once in each contract year by giving the Customer thirty days written notice.',
  '5. Licence. The Customer may use the Service for its internal business purposes only.',
  '6. Governing law. This Agreement is governed by the laws of England and Wales.'
]
