/**
 * What can go wrong talking to the company service, as typed errors: the sync phases decide
 * what each means (retry later, reject a change, refetch a contract).
 */
export class RemoteError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}

/**
 * The service answered and said no: a 4xx other than 429. Never retried by the client; `status`
 * and the service's own `message` travel to the user when a change is rejected.
 */
export class RemoteRefused extends RemoteError {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly serviceMessage: string,
    readonly request: string
  ) {
    super(`${request} was refused by the company service (${status} ${error}): ${serviceMessage}`)
  }
}

export type UnavailableReason = 'network' | 'timeout' | 'status'

/**
 * The service could not be reached or kept failing (network, timeout, 429, 5xx) after the
 * retries allowed. `outcomeUnknown` is true when a request may have been carried out without
 * its answer reaching us: a generation in that state must be looked for before it is sent again.
 * `answered` is true when some attempt got an HTTP answer (the service is up but failing).
 */
export class RemoteUnavailable extends RemoteError {
  constructor(
    message: string,
    readonly reason: UnavailableReason,
    readonly outcomeUnknown: boolean,
    readonly answered: boolean,
    readonly status: number | null = null
  ) {
    super(message)
  }
}

/** The service answered 2xx with something that is not what the API promises. */
export class RemoteProtocolError extends RemoteError {}

/** Sync was stopped (the engine is closing) while a request was under way. */
export class SyncStopped extends RemoteError {
  constructor() {
    super('Sync was stopped')
  }
}
