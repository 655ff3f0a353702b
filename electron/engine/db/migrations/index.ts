import type { Migration } from './migration'
import { m0001Initial } from './0001-initial'
import { m0002Writes } from './0002-writes'
import { m0003Documents } from './0003-documents'
import { m0004Generation } from './0004-generation'
import { m0005KeywordText } from './0005-keyword-text'
import { m0006RangeIndexes } from './0006-range-indexes'
import { m0007Sync } from './0007-sync'
import { m0008SearchByDocument } from './0008-search-by-document'
import { m0009CatalogueVersion } from './0009-catalogue-version'
import { m0010OutboxGuard } from './0010-outbox-guard'
import { m0011Pairing } from './0011-pairing'
import { m0012SearchEverything } from './0012-search-everything'
import { m0013DocumentVersions } from './0013-document-versions'
import { m0014KeyTerms } from './0014-key-terms'
import { m0015SearchFacets } from './0015-search-facets'

/** Every schema change, in order. A migration that moves data has its own test. */
export const migrations: Migration[] = [
  m0001Initial,
  m0002Writes,
  m0003Documents,
  m0004Generation,
  m0005KeywordText,
  m0006RangeIndexes,
  m0007Sync,
  m0008SearchByDocument,
  m0009CatalogueVersion,
  m0010OutboxGuard,
  m0011Pairing,
  m0012SearchEverything,
  m0013DocumentVersions,
  m0014KeyTerms,
  m0015SearchFacets
]
