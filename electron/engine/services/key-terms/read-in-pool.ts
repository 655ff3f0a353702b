import type { KeyTerms } from '../../../../shared/api/key-terms'
import type { EngineContext } from '../../context'
import type { Extraction } from '../../documents/extraction'

/**
 * The version of the key-term reader whose answers are stored (contract_key_terms.reader). Raise
 * it when the reader changes what it finds: the engine then reads every text again in the
 * background (background.ts) after it starts, as `folio terms --refresh` does at once.
 */
export const KEY_TERMS_READER = 1

/**
 * A new text's key terms, read in the document worker pool as it is stored (import, new version,
 * OCR). A text whose terms cannot be read is still stored: its terms are read later (in the
 * background at the engine's next start, when asked for, or by `folio terms --refresh`), never in
 * the way of the import.
 */
export async function keyTermsOfExtraction(ctx: Pick<EngineContext, 'extractor'>, extraction: Extraction): Promise<KeyTerms | null> {
  try {
    return await ctx.extractor.readKeyTerms(extraction.paragraphs.map((p) => p.text))
  } catch {
    return null
  }
}
