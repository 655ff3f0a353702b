import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Id24, Nullable, StringEnum } from './common'
import { EvidenceCoverage } from './documents'

/**
 * Versions of a contract's document (Folio's own, under /local): each file imported, generated,
 * uploaded as a new version or pulled with a changed text is one version, numbered from 1. The
 * latest is the contract's current document.
 */

export const VersionParams = Type.Object({ id: Id24, version: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'a version number, from 1' }) })
export type VersionParams = Static<typeof VersionParams>

export const VersionSource = StringEnum(['import', 'generation', 'sync', 'ocr'], {
  description: 'import: a file imported or uploaded here; generation: generated from a template; sync: the company service’s document, pulled; ocr: read again by OCR'
})

export const ContractVersion = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  current: Type.Boolean({ description: 'the version the contract’s text, download and search serve (the latest)' }),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'bytes of the file; 0 when only the text is stored' }),
  source: VersionSource,
  createdBy: Nullable(Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }, { description: 'who uploaded or generated it; null for what the company service made' })),
  createdAt: DateTime,
  paragraphCount: Type.Integer(),
  revision: Type.String({ description: 'as text and search evidence name it: the first 16 hex digits of the file’s SHA-256, or the service’s revision' }),
  coverage: EvidenceCoverage
})
export type ContractVersion = Static<typeof ContractVersion>

export const ContractVersionsResponse = Type.Object({ contractId: Type.String(), versions: Type.Array(ContractVersion, { description: 'oldest first' }) })
export type ContractVersionsResponse = Static<typeof ContractVersionsResponse>

export const ContractVersionText = Type.Object({
  contractId: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  revision: Type.String(),
  text: Type.Array(Type.String(), { description: 'one text segment per paragraph, as GET /v2/contracts/{id}/text answers for the current version' })
})
export type ContractVersionText = Static<typeof ContractVersionText>
