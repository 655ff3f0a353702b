/** A Word action that could not be done, with the sentence to show the lawyer. */
export class WordActionError extends Error {
  override readonly name = 'WordActionError'
}

/** The paragraph a review found is not where it was: the lawyer edited the document since. */
export class DocumentChangedError extends WordActionError {
  constructor() {
    super('The document has changed since the review: that paragraph is no longer where it was. Run the review again.')
  }
}

/** Office's errors carry a code (OfficeExtension.Error); a few deserve their own sentence. */
export function describeWordError(error: unknown): string {
  if (error instanceof WordActionError) return error.message
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null
  const message = error instanceof Error ? error.message : String(error)
  switch (code) {
    case 'ApiNotFound':
    case 'NotImplemented':
      return 'This version of Word does not offer that action.'
    case 'InvalidObjectPath':
    case 'ItemNotFound':
      return 'That part of the document is gone (it was edited or deleted). Run the review again.'
    case 'AccessDenied':
      return 'Word refused the change: the document may be read-only or protected.'
    default:
      return `Word could not do that: ${message}`
  }
}
