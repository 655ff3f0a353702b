import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { PairingAnswer, PairingCreated, PairingPollResponse, PairingScope, PendingPairing } from '../../../../shared/api/pairings'
import type { ListenerPorts } from '../../listeners'
import type { Db } from '../../db/connection'
import { findPairing, listPendingPairings, type PairingRecord } from '../../db/queries/pairings'
import { answerPairing, deletePairingsEndedBefore, insertPairing, markPairingDelivered } from '../../db/writers/pairings'
import { runWrite, type WriteTx } from '../../db/write'
import { findUserById } from '../../db/queries/users'
import { BadRequestError, ConflictError, ForbiddenError, GoneError, NotFoundError, TooManyRequestsError } from '../../errors'
import { RateLimiter } from '../../rate-limit'
import { newId } from '../../ids'
import { toIso } from '../../time'
import type { AllowedOrigins } from '../settings/allowed-origins'
import { createApiKey, hashKey, validateScopes } from './keys'
import { newPairingCode } from './pairing-code'

/** RFC 8628 leaves the lifetime to the server; two minutes is long enough to switch windows and click. */
export const PAIRING_LIFETIME_MS = 2 * 60_000
/** An app allowed at the last second still collects its key if it polls within this. */
export const COLLECTION_GRACE_MS = 60_000
/** Pairing requests per minute from one origin (or, without one, one address). */
export const PAIRING_REQUESTS_PER_MINUTE = 10
/** Ended pairings are kept this long, so a late poll learns why (410) rather than 404. */
const KEEP_ENDED_MS = 24 * 3_600_000

export interface PairingRequest {
  appName: string
  scopes: readonly string[]
}

export interface PairingCaller {
  origin: string | null
  address: string
}

type PairingListener = (pairing: PendingPairing) => void

/** Scopes as the API names them (stored scopes were validated when they were written). */
export function pairingScopes(scopes: readonly string[]): PairingScope[] {
  return scopes.filter((s): s is PairingScope => s === 'contracts:write')
}

function present(record: PairingRecord): PendingPairing {
  return { pairingId: record.id, appName: record.appName, origin: record.origin, scopes: pairingScopes(record.requestedScopes), code: record.code, expiresAt: toIso(record.expiresAt) }
}

/**
 * Pairing in the shape of OAuth's device flow (RFC 8628): an app without a key asks
 * (`request`), the lawyer allows or denies it in Folio's window (`approve`, `deny`), the app
 * polls with its secret (`poll`) and collects an ordinary API key exactly once. Pairings live in
 * the workspace so that `folio pairings approve` in another process can answer them.
 */
export class Pairings {
  private readonly limiter = new RateLimiter({ limit: PAIRING_REQUESTS_PER_MINUTE, windowMs: 60_000 })
  private revisionNumber = 0
  private waiters = new Set<() => void>()
  private readonly listeners = new Set<PairingListener>()

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly origins: AllowedOrigins,
    private readonly ports: ListenerPorts
  ) {}

  /** Changes whenever this engine records a pairing or an answer. */
  get revision(): number {
    return this.revisionNumber
  }

  /** Tells `listener` about each new request (the desktop app draws the lawyer's attention). */
  onRequested(listener: PairingListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async request(request: PairingRequest, caller: PairingCaller): Promise<PairingCreated> {
    this.checkOrigin(caller.origin)
    const now = this.now()
    const taken = this.limiter.take(caller.origin ?? `address ${caller.address}`, now)
    if (!taken.ok) throw new TooManyRequestsError(`Too many pairing requests from ${caller.origin ?? 'this program'}: retry after ${taken.retryAfterSeconds} s`, taken.retryAfterSeconds)
    const scopes = validateScopes(request.scopes)
    const secret = randomBytes(32).toString('base64url')
    const record = await runWrite(
      this.db,
      (tx) => {
        const waiting = listPendingPairings(tx, now).find((p) => p.origin === caller.origin)
        if (waiting) {
          throw new ConflictError(
            `A pairing from ${caller.origin ?? 'a program without an origin'} is already waiting for an answer in Folio's window (until ${toIso(waiting.expiresAt)}); poll it, or ask again once it has ended`
          )
        }
        const pairing = { id: newId(), secretHash: hashKey(secret), code: this.unusedCode(tx, now), appName: request.appName, origin: caller.origin, requestedScopes: scopes, createdAt: now, expiresAt: now + PAIRING_LIFETIME_MS }
        insertPairing(tx, pairing)
        return pairing
      },
      'Recording the pairing request'
    )
    this.changed()
    const pending = present({ ...record, requestedScopes: [...scopes], state: 'pending', grantedScopes: null, userId: null, keyId: null, answeredAt: null })
    for (const listener of this.listeners) listener(pending)
    return { pairingId: record.id, secret, code: record.code, expiresAt: toIso(record.expiresAt) }
  }

  /** What the app learns when it polls: waiting, or its key (once); 410 once the pairing has ended. */
  async poll(pairingId: string, secret: string | undefined): Promise<PairingPollResponse> {
    const pairing = this.find(pairingId)
    if (secret === undefined || secret.length === 0) throw new ForbiddenError("Send the pairing's secret in the x-pairing-secret header")
    const presented = hashKey(secret)
    if (!timingSafeEqual(presented, pairing.secretHash)) throw new ForbiddenError('The pairing secret does not match')
    const now = this.now()
    switch (pairing.state) {
      case 'pending':
        if (now >= pairing.expiresAt) throw new GoneError('The pairing expired before it was allowed in Folio; ask again')
        return { state: 'pending', expiresAt: toIso(pairing.expiresAt) }
      case 'denied':
        throw new GoneError('The pairing was denied in Folio')
      case 'delivered':
        throw new GoneError('The key of this pairing was already delivered: a pairing hands out its key once')
      case 'approved':
        if (now >= pairing.expiresAt + COLLECTION_GRACE_MS) throw new GoneError('The pairing was allowed but its key was not collected in time; ask again')
        return this.deliver(pairing, now)
    }
  }

  /** Pending pairings, oldest first. */
  pending(): PendingPairing[] {
    return listPendingPairings(this.db, this.now()).map(present)
  }

  /** Resolves once the revision differs from `after`, or after `ms`, whichever comes first. */
  waitForChange(after: number, ms: number): Promise<void> {
    if (after !== this.revisionNumber || ms <= 0) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.waiters.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      timer.unref()
      this.waiters.add(done)
    })
  }

  /** Allows a pairing for `userId`, with the scopes asked for or fewer. */
  async approve(pairingId: string, userId: string, scopes?: readonly string[]): Promise<PairingAnswer> {
    const pairing = this.answerable(pairingId)
    const granted = scopes === undefined ? pairing.requestedScopes : validateScopes(scopes)
    const extra = granted.filter((s) => !pairing.requestedScopes.includes(s))
    if (extra.length > 0) throw new BadRequestError(`scopes: ${extra.join(', ')} was not asked for by ${pairing.appName}; an app gets at most what it asked for`)
    if (!findUserById(this.db, userId)) throw new BadRequestError(`No user ${userId} in this workspace`)
    await this.answer(pairing, { state: 'approved', grantedScopes: granted, userId })
    return { pairingId: pairing.id, state: 'approved', appName: pairing.appName, scopes: pairingScopes(granted) }
  }

  async deny(pairingId: string): Promise<PairingAnswer> {
    const pairing = this.answerable(pairingId)
    await this.answer(pairing, { state: 'denied', grantedScopes: [], userId: null })
    return { pairingId: pairing.id, state: 'denied', appName: pairing.appName, scopes: [] }
  }

  /** The pending pairing showing `code` (the headless engine's `folio pairings approve CODE`). */
  pendingByCode(code: string): PendingPairing | null {
    return this.pending().find((p) => p.code === code) ?? null
  }

  /** Housekeeping: forget pairings ended a day ago. */
  prune(tx: WriteTx): void {
    deletePairingsEndedBefore(tx, this.now() - KEEP_ENDED_MS)
  }

  close(): void {
    for (const waiter of [...this.waiters]) waiter()
  }

  /**
   * Who may ask: programs (no Origin header), pages served by this engine, and the allowed
   * origins. Any other web page could not read the answer anyway (no CORS grant); refusing it
   * keeps it from putting prompts in front of the lawyer.
   */
  private checkOrigin(origin: string | null): void {
    if (origin === null || this.origins.allows(origin) || this.ownOrigins().includes(origin)) return
    throw new ForbiddenError(`Origin ${origin} may not pair with Folio: only Folio's own pages and the allowed origins on the Connected apps screen may`)
  }

  private ownOrigins(): string[] {
    const names = ['127.0.0.1', 'localhost', '[::1]']
    const http = this.ports.http()
    const tls = this.ports.tls()
    return [...names.map((n) => `http://${n}:${http}`), ...(tls === null ? [] : names.map((n) => `https://${n}:${tls}`))]
  }

  private find(pairingId: string): PairingRecord {
    const pairing = findPairing(this.db, pairingId.toLowerCase())
    if (!pairing) throw new NotFoundError(`No pairing ${pairingId}`)
    return pairing
  }

  private answerable(pairingId: string): PairingRecord {
    const pairing = this.find(pairingId)
    if (pairing.state !== 'pending') throw new ConflictError(`The pairing of ${pairing.appName} was already ${pairing.state === 'denied' ? 'denied' : 'allowed'}`)
    if (this.now() >= pairing.expiresAt) throw new GoneError(`The pairing of ${pairing.appName} expired; the app must ask again`)
    return pairing
  }

  private async answer(pairing: PairingRecord, answer: { state: 'approved' | 'denied'; grantedScopes: readonly string[]; userId: string | null }): Promise<void> {
    const answered = await runWrite(this.db, (tx) => answerPairing(tx, pairing.id, { ...answer, at: this.now() }), 'Answering the pairing')
    if (!answered) throw new ConflictError(`The pairing of ${pairing.appName} was answered meanwhile`)
    this.changed()
  }

  private async deliver(pairing: PairingRecord, now: number): Promise<PairingPollResponse> {
    const userId = pairing.userId
    const user = userId === null ? null : findUserById(this.db, userId)
    if (userId === null || !user) throw new GoneError('The user this pairing was allowed for is no longer in the workspace; ask again')
    const scopes = pairing.grantedScopes ?? []
    const created = await runWrite(
      this.db,
      (tx) => {
        const key = createApiKey(tx, { userId, scopes, label: pairing.appName, kind: 'paired', appName: pairing.appName, origin: pairing.origin, now })
        // Two polls racing: only the one that marks the pairing delivered keeps its key.
        if (!markPairingDelivered(tx, pairing.id, key.id)) throw new GoneError('The key of this pairing was already delivered: a pairing hands out its key once')
        return key
      },
      'Delivering the paired key'
    )
    return { state: 'approved', key: created.key, keyId: created.id, scopes: pairingScopes(scopes), user: { id: user.id, name: user.name, email: user.email } }
  }

  private unusedCode(tx: WriteTx, now: number): string {
    const taken = new Set(listPendingPairings(tx, now).map((p) => p.code))
    for (;;) {
      const code = newPairingCode()
      if (!taken.has(code)) return code
    }
  }

  private changed(): void {
    this.revisionNumber++
    for (const waiter of [...this.waiters]) waiter()
  }
}
