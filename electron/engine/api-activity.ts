import { performance } from 'node:perf_hooks'

/**
 * The requests the engine is answering, so that work nobody is waiting for (key terms read in
 * the background) takes the quiet moments between them instead of competing with them.
 */
export class ApiActivity {
  readonly #answering = new WeakSet<object>()
  #inFlight = 0
  #lastEnded = Number.NEGATIVE_INFINITY

  begin(request: object): void {
    this.#answering.add(request)
    this.#inFlight++
  }

  /** Called when the answer is sent, or when the caller went away first: once either way. */
  end(request: object): void {
    if (!this.#answering.delete(request)) return
    this.#inFlight--
    this.#lastEnded = performance.now()
  }

  /** Whether no request is being answered and none ended in the last `ms`. */
  quietFor(ms: number): boolean {
    return this.#inFlight === 0 && performance.now() - this.#lastEnded >= ms
  }
}
