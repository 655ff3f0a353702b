import { ApiCallError } from '../../../shared/api/client'

export { ApiCallError }

/** The request never got an answer: the engine is down or still starting. */
export class EngineUnreachableError extends Error {
  override readonly name = 'EngineUnreachableError'
  constructor(override readonly cause: unknown) {
    super('Folio’s engine is not answering. It may still be starting, or it stopped.')
  }
}

/** What to show a lawyer for any failure: the engine's own message when there is one. */
export function describeError(error: unknown): string {
  if (error instanceof ApiCallError || error instanceof EngineUnreachableError) return error.message
  if (error instanceof Error && error.name === 'AbortError') return 'Cancelled'
  if (error instanceof Error) return error.message
  return String(error)
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
