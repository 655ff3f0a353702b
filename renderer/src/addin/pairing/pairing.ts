import type { PairingCreated as PairingStarted } from '../../../../shared/api/pairings'
import type { ApiClient } from '../../api/client'
import { ApiCallError } from '../../api/errors'
import type { PaneKey } from './key-store'

export const APP_NAME = 'Folio for Word'
const POLL_MS = 1500

/** The pairing ended without a key: denied in Folio's window, expired, or collected already. */
export class PairingEndedError extends Error {
  override readonly name = 'PairingEndedError'
}

/** Asks to read and edit contracts: the lawyer's Allow in Folio's window may grant reading only. */
export function startPairing(api: ApiClient): Promise<PairingStarted> {
  return api.call('createPairing', { body: { appName: APP_NAME, scopes: ['contracts:write'] } })
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new DOMException('Pairing cancelled', 'AbortError'))
    })
  })

/**
 * Asks every 1.5 s until the lawyer answers in Folio's window. The secret travels in a header,
 * never in the URL; the key comes back exactly once.
 */
export async function waitForApproval(api: ApiClient, pairing: PairingStarted, signal: AbortSignal): Promise<PaneKey> {
  for (;;) {
    let answer
    try {
      answer = await api.call('pollPairing', { params: { pairingId: pairing.pairingId }, headers: { 'x-pairing-secret': pairing.secret }, signal })
    } catch (error) {
      // 410: denied, expired or collected; 403 and 404: not this engine's pairing (its workspace changed).
      if (error instanceof ApiCallError && (error.status === 410 || error.status === 403 || error.status === 404)) {
        throw new PairingEndedError(error.status === 410 ? `Folio did not allow this pane: ${error.message}` : error.message)
      }
      throw error
    }
    if (answer.state === 'approved') return { key: answer.key, keyId: answer.keyId, scopes: answer.scopes, user: answer.user }
    await pause(POLL_MS, signal)
  }
}
