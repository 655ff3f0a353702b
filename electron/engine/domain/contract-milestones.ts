/** The milestone dates a contract carries, and how a status change moves them. */

const PENDING_SIGNATURE = 4
const EXECUTED = 5

export interface Milestones {
  finalizedAt: number | null
  executedAt: number | null
}

/**
 * How the milestone dates follow a status change: reaching Pending Signature or Executed marks the
 * text final (finalizedAt) unless already set; reaching Executed sets executedAt unless already
 * set; going back below Pending Signature reopens the contract and clears both; leaving Executed
 * for Pending Signature clears executedAt. Terminated keeps whatever the contract reached.
 */
export function milestonesAfter(current: Milestones, to: number, now: number): Milestones {
  let { finalizedAt, executedAt } = current
  if (to === PENDING_SIGNATURE || to === EXECUTED) finalizedAt ??= now
  if (to === EXECUTED) executedAt ??= now
  if (to < PENDING_SIGNATURE) {
    finalizedAt = null
    executedAt = null
  }
  if (to === PENDING_SIGNATURE) executedAt = null
  return { finalizedAt, executedAt }
}

/** A contract's updatedAt always moves forward, even for two writes in the same millisecond. */
export function nextUpdatedAt(previous: number, now: number): number {
  return Math.max(now, previous + 1)
}
