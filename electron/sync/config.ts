import { type WriteTx, type Db, BadRequestError } from '../engine/sync-port'
import { readSyncState, writeSyncState } from './store/state'

/** The connection to the company service, as stored (the key is not here: see SecretStore). */
export interface SyncSettings {
  remoteUrl: string
  intervalSeconds: number
}

export const API_KEY_SECRET = 'company-api-key'
export const DEFAULT_INTERVAL_SECONDS = 300
const SETTINGS = 'config'

export function readSettings(db: Db): SyncSettings | null {
  return readSyncState<SyncSettings>(db, SETTINGS)
}

export function writeSettings(tx: WriteTx, settings: SyncSettings | null): void {
  writeSyncState(tx, SETTINGS, settings)
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The company service's base URL, checked and normalised (no trailing slash). https, or http to
 * this laptop itself (a local test service): the API key travels in a header, and over plain
 * http to another machine anyone on the network path could read it.
 */
export function normaliseRemoteUrl(text: string): string {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new BadRequestError(`Body field 'remoteUrl' is not a URL: '${text}'`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new BadRequestError(`Body field 'remoteUrl' must be an https URL (http is accepted only for localhost); got '${text}'`)
  }
  if (url.username || url.password) throw new BadRequestError("Body field 'remoteUrl' must not carry a user name or password: send the key in 'apiKey'")
  if (url.search || url.hash) throw new BadRequestError("Body field 'remoteUrl' must be the service's base address, without a query or fragment")
  return url.toString().replace(/\/+$/, '')
}
