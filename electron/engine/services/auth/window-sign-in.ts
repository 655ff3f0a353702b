import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Browser mode's way in, Jupyter's: the terminal shows a one-time link, opening it exchanges its
 * token for the window's session in an HttpOnly cookie, and the token is spent. The session key
 * itself is never in a page, a URL or a command line; the token is in a URL only until it is
 * spent, and the page the link opens redirects at once to a URL without it.
 *
 * One token is outstanding at a time: issuing a new one retires the last, so a link left in an old
 * terminal scrollback opens nothing once a newer one was printed.
 */
export class WindowSignIn {
  private outstanding: Buffer | null = null
  private readonly listeners = new Set<() => void>()

  constructor(
    /** The window's per-launch session key, which a redeemed token hands to the browser. */
    readonly sessionKey: string
  ) {}

  /** A fresh one-time token (256 bits, URL-safe). */
  issueToken(): string {
    const token = randomBytes(32).toString('base64url')
    this.outstanding = digest(token)
    return token
  }

  /**
   * Spends the token: true exactly once for the outstanding token, false for anything else (a
   * spent token, an older one, a guess). Listeners hear of each successful sign-in.
   */
  redeem(presented: string): boolean {
    const expected = this.outstanding
    // Longer than any token we mint: not worth hashing.
    if (expected === null || presented.length === 0 || presented.length > 100) return false
    if (!timingSafeEqual(digest(presented), expected)) return false
    this.outstanding = null
    for (const listener of this.listeners) listener()
    return true
  }

  /** Told after each token is spent (`folio serve` then prints a fresh link for another browser). */
  onRedeemed(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest()
}
