import { createStore, type StoreApi } from 'zustand/vanilla'
import type { PairingScope, PendingPairing } from '../../../../shared/api/pairings'
import type { ApiClient } from '../../api/client'
import { describeError, isAbort } from '../../api/errors'

export interface PairingState {
  /** Requests waiting for the lawyer, oldest first. */
  pending: PendingPairing[]
  /** The engine's revision of that list: answers and new requests move it. */
  revision: number | null
  /** The request being answered now. */
  answering: string | null
  /** The engine's message when the last answer failed. */
  error: string | null
  approve(pairingId: string, scopes: PairingScope[]): Promise<void>
  deny(pairingId: string): Promise<void>
  /** Drops requests whose time ran out (the engine forgets them too). */
  dropExpired(now: number): void
}

export type PairingStore = StoreApi<PairingState>

export function createPairingStore(api: ApiClient): PairingStore {
  return createStore<PairingState>()((set, get) => {
    const answer = async (pairingId: string, work: () => Promise<unknown>) => {
      set({ answering: pairingId, error: null })
      try {
        await work()
      } catch (error) {
        set({ error: describeError(error) })
      } finally {
        // Answered or not, this request leaves the prompt: a failed answer means it had ended.
        set({ answering: null, pending: get().pending.filter((p) => p.pairingId !== pairingId) })
      }
    }
    return {
      pending: [],
      revision: null,
      answering: null,
      error: null,
      approve: (pairingId, scopes) => answer(pairingId, () => api.call('approvePairing', { params: { pairingId }, body: { scopes } })),
      deny: (pairingId) => answer(pairingId, () => api.call('denyPairing', { params: { pairingId } })),
      dropExpired(now) {
        const live = get().pending.filter((p) => Date.parse(p.expiresAt) > now)
        if (live.length !== get().pending.length) set({ pending: live })
      }
    }
  })
}

/** How long the engine holds each poll; it answers at once when a request arrives or is answered. */
const HOLD_SECONDS = 25
const RETRY_MS = 3_000

/**
 * Follows pairing requests with a long poll: the engine holds `GET /local/pairings` until a
 * request arrives, so the prompt appears the moment an add-in asks, with one idle request open
 * instead of a poll a second. Stops when the returned function is called.
 */
export function watchPairings(store: PairingStore, api: ApiClient): () => void {
  const controller = new AbortController()
  const loop = async () => {
    while (!controller.signal.aborted) {
      try {
        const after = store.getState().revision
        const answer = await api.call('listPairings', { query: after === null ? {} : { after, wait: HOLD_SECONDS }, signal: controller.signal })
        store.setState({ pending: answer.pairings, revision: answer.revision })
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return
        // The engine is restarting or busy: the status bar says so; try again shortly.
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
      }
    }
  }
  void loop()
  return () => controller.abort()
}
