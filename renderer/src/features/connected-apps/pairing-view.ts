import type { PendingPairing } from '../../../../shared/api/pairings'

/** "Folio for Word (https://localhost:48621) asks to read your contracts and edit them." */
export function describeRequest(request: Pick<PendingPairing, 'appName' | 'origin' | 'scopes'>): string {
  const from = request.origin === null ? 'a program on this computer' : request.origin
  const what = request.scopes.includes('contracts:write') ? 'read your contracts and edit them' : 'read your contracts'
  return `${request.appName} (${from}) asks to ${what}.`
}

export function secondsLeft(request: Pick<PendingPairing, 'expiresAt'>, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(request.expiresAt) - now) / 1000))
}

/** Scopes as the Connected apps list shows them. */
export function describeScopes(scopes: readonly string[]): string {
  return scopes.includes('contracts:write') ? 'Read and edit' : 'Read only'
}
