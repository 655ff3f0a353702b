import type { Client } from '../../shared/api/client'
import type { QueryOf } from '../../shared/api/operations'

/*
 * GET /v2/contracts/{id}/text answers one of two shapes: the whole text without paging
 * parameters, pages of evidence with them. These narrow the answer to the shape a test asked for.
 */

/** A contract's whole text, one segment per paragraph. */
export async function wholeText(api: Client, id: string) {
  const answer = await api.call('getContractText', { params: { id } })
  if (!('text' in answer)) throw new Error(`expected the whole text, got ${JSON.stringify(answer)}`)
  return answer
}

/** One page of a contract's evidence (maxCharacters, textCursor). */
export async function evidence(api: Client, id: string, query: QueryOf<'getContractText'>) {
  const answer = await api.call('getContractText', { params: { id }, query })
  if (!('paragraphs' in answer)) throw new Error(`expected a page of evidence, got ${JSON.stringify(answer)}`)
  return answer
}
