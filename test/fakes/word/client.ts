import { FakeModelError, type DocumentModel } from './model'

/**
 * The proxy-object protocol of Office's JavaScript APIs, as the fake keeps it:
 * - a method or property set only queues a command; commands run, in order, at `context.sync()`;
 * - a property is readable only after `load()` and a `sync()` (or after the add-in set it
 *   itself); reading it before throws PropertyNotLoaded, as Office does;
 * - objects belong to the request context that made them, and only for the batch that made them
 *   unless tracked (`context.trackedObjects.add`, `obj.track()`);
 * - a command from a requirement set the host lacks fails the sync with ApiNotFound.
 */

/** Requirement-set versions as numbers: WordApi 1.3 → 1.3. */
export type ApiVersion = number

export interface FakeHost {
  readonly model: DocumentModel
  /** The highest WordApi version this host supports. */
  readonly wordApi: ApiVersion
  /** Every context.sync() of every request context, for tests that count round trips. */
  syncs: number
}

type Action = { requires: ApiVersion; what: string; run: () => void }

export function notLoaded(property: string): FakeModelError {
  return new FakeModelError(
    'PropertyNotLoaded',
    `The property '${property}' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`
  )
}

export class FakeRequestContext {
  private queue: Action[] = []
  /** The current batch; objects made in an earlier one are stale unless tracked. */
  batch = 0
  closed = false
  readonly trackedObjects = {
    add: (object: FakeClientObject | FakeClientObject[]) => {
      for (const one of Array.isArray(object) ? object : [object]) one.tracked = true
    },
    remove: (object: FakeClientObject | FakeClientObject[]) => {
      for (const one of Array.isArray(object) ? object : [object]) this.enqueue(one, 1.1, 'untrack', () => (one.tracked = false))
    }
  }

  constructor(readonly host: FakeHost) {}

  enqueue(owner: FakeClientObject, requires: ApiVersion, what: string, run: () => void): void {
    if (owner.context !== this || this.closed) throw new FakeModelError('InvalidRequestContext', 'Cannot use the object across different request contexts.')
    if (!owner.validIn(this.batch)) {
      throw new FakeModelError('InvalidObjectPath', `The object path for ${owner.kind} isn't working: it was made in an earlier Word.run batch and was not tracked.`)
    }
    this.queue.push({ requires, what, run })
  }

  get pending(): number {
    return this.queue.length
  }

  async sync(): Promise<void> {
    if (this.closed) throw new FakeModelError('InvalidRequestContext', 'This request context has ended.')
    const actions = this.queue
    this.queue = []
    this.host.syncs += 1
    // A round trip to the host: the batch runs after the caller's current turn, as Office's does.
    await Promise.resolve()
    for (const action of actions) {
      if (action.requires > this.host.wordApi) {
        throw new FakeModelError('ApiNotFound', `The API you are trying to use could not be found (${action.what} needs WordApi ${action.requires}; this Word has ${this.host.wordApi}).`)
      }
      action.run()
    }
  }
}

export interface Scalar<T> {
  read(target: T): unknown
  requires?: ApiVersion
}

/** A reference to a document object that is resolved when a command runs, as Office's object paths are. */
export class Ref<T> {
  private value: { target: T } | null = null
  constructor(private readonly resolve: () => T) {}
  get(): T {
    if (!this.value) this.value = { target: this.resolve() }
    return this.value.target
  }
  static of<T>(target: T): Ref<T> {
    const ref = new Ref(() => target)
    ref.get()
    return ref
  }
}

export abstract class FakeClientObject<T = unknown> {
  tracked = false
  readonly batch: number
  abstract readonly kind: string
  protected readonly values = new Map<string, unknown>()
  protected abstract readonly scalars: Record<string, Scalar<T>>

  constructor(
    readonly context: FakeRequestContext,
    readonly ref: Ref<T>,
    /** The object this one is a property of (a range's font): it lives as long as its owner. */
    readonly owner: FakeClientObject | null = null
  ) {
    this.batch = context.batch
  }

  validIn(batch: number): boolean {
    return this.batch === batch || this.tracked || (this.owner?.validIn(batch) ?? false)
  }

  /** Every scalar this host supports: what load() without arguments loads. */
  protected supportedScalars(): string[] {
    return Object.entries(this.scalars)
      .filter(([, scalar]) => (scalar.requires ?? 1.1) <= this.context.host.wordApi)
      .map(([name]) => name)
  }

  /** Navigation properties (`font`, `listItemOrNullObject`), which load(...) paths can go through. */
  protected navigation(_name: string): FakeClientObject | null {
    return null
  }

  protected read(name: string): unknown {
    if (!this.values.has(name)) throw notLoaded(name)
    return this.values.get(name)
  }

  protected queue(requires: ApiVersion, what: string, run: (target: T) => void): void {
    this.context.enqueue(this, requires, `${this.kind}.${what}`, () => run(this.ref.get()))
  }

  /** Setting a property queues the write; the add-in may read back what it set, as in Office. */
  protected write(name: string, value: unknown, requires: ApiVersion, apply: (target: T) => void): void {
    this.values.set(name, value)
    this.queue(requires, name, apply)
  }

  load(what?: string | string[] | { select?: string; expand?: string } | Record<string, unknown>): this {
    const paths = loadPaths(what, this.supportedScalars())
    for (const path of paths) {
      const [head = '', ...rest] = path.split('/')
      if (rest.length > 0) {
        const child = this.navigation(head)
        if (!child) throw new FakeModelError('InvalidArgument', `${this.kind} has no navigation property '${head}'.`)
        child.load(rest.join('/'))
        continue
      }
      const scalar = this.scalars[head]
      const child = scalar ? null : this.navigation(head)
      if (child) {
        child.load()
        continue
      }
      if (!scalar) throw new FakeModelError('InvalidArgument', `${this.kind} has no property '${head}'.`)
      this.queue(scalar.requires ?? 1.1, `load(${head})`, (target) => this.values.set(head, scalar.read(target)))
    }
    return this
  }

  /** Loads properties now, during a sync (collections load their items this way). */
  loadNow(paths: readonly string[]): void {
    for (const path of paths.length > 0 ? paths : this.supportedScalars()) {
      const [head = '', ...rest] = path.split('/')
      const scalar = this.scalars[head]
      if (scalar && rest.length === 0) {
        if ((scalar.requires ?? 1.1) > this.context.host.wordApi) throw new FakeModelError('ApiNotFound', `${this.kind}.${head} needs WordApi ${scalar.requires}.`)
        this.values.set(head, scalar.read(this.ref.get()))
        continue
      }
      const child = this.navigation(head)
      if (!child) throw new FakeModelError('InvalidArgument', `${this.kind} has no property '${head}'.`)
      child.loadNow(rest.length > 0 ? [rest.join('/')] : [])
    }
  }

  track(): this {
    this.context.trackedObjects.add(this)
    return this
  }

  untrack(): this {
    this.context.trackedObjects.remove(this)
    return this
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.values)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `load('a, b/c')`, `load(['a'])`, `load({select: 'a,b'})`, `load({a: true, b: {c: true}})`, `load()` (every scalar). */
export function loadPaths(what: string | string[] | Record<string, unknown> | undefined, scalars: readonly string[]): string[] {
  if (what === undefined) return [...scalars]
  const split = (text: string) => text.split(',').map((part) => part.trim()).filter(Boolean)
  if (typeof what === 'string') return split(what)
  if (Array.isArray(what)) return what.flatMap(split)
  if (typeof what.select === 'string' || typeof what.expand === 'string') {
    return [...(typeof what.select === 'string' ? split(what.select) : []), ...(typeof what.expand === 'string' ? split(what.expand) : [])]
  }
  const paths: string[] = []
  const walk = (prefix: string, value: Record<string, unknown>) => {
    for (const [key, inner] of Object.entries(value)) {
      if (inner === true) paths.push(prefix + key)
      else if (isRecord(inner)) walk(`${prefix}${key}/`, inner)
    }
  }
  walk('', what)
  return paths
}

/** OfficeExtension.ClientResult: a method's answer, readable after the sync that ran it. */
export class FakeClientResult<T> {
  private answer: { value: T } | null = null
  settle(value: T): void {
    this.answer = { value }
  }
  get value(): T {
    if (!this.answer) throw notLoaded('value')
    return this.answer.value
  }
}
