export { decodeKeysetCursor, encodeKeysetCursor, filterFingerprint, type CursorScope, type KeysetPosition } from './keyset-cursor'
export { keysetPageSql, readKeysetPage, type KeysetFetch, type KeysetPage, type KeysetRequest, type SqlFilter } from './keyset-page'
