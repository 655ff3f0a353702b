import { describeJsonType, isPlainObject, quoteAll, type Problem } from './problems'

/**
 * Reads one object of a hand-written manifest, collecting a problem for every field that is
 * missing, mistyped or unknown instead of stopping at the first, so an author fixes all at once.
 */
export class ManifestObject {
  private constructor(
    private readonly value: Record<string, unknown>,
    private readonly path: string,
    private readonly problems: Problem[]
  ) {}

  /** Null when `value` is not an object (the problem is recorded). */
  static read(value: unknown, path: string, problems: Problem[], allowedKeys: readonly string[]): ManifestObject | null {
    if (!isPlainObject(value)) {
      problems.push({ field: path, message: `${path} must be an object; got ${describeJsonType(value)}` })
      return null
    }
    for (const key of Object.keys(value)) {
      if (!allowedKeys.includes(key)) {
        const field = join(path, key)
        problems.push({ field, message: `${field} is not a manifest field; expected one of ${quoteAll(allowedKeys)}` })
      }
    }
    return new ManifestObject(value, path, problems)
  }

  field(key: string): string {
    return join(this.path, key)
  }

  has(key: string): boolean {
    return Object.hasOwn(this.value, key) && this.value[key] !== undefined
  }

  raw(key: string): unknown {
    return Object.hasOwn(this.value, key) ? this.value[key] : undefined
  }

  requiredString(key: string): string | null {
    const value = this.raw(key)
    if (value === undefined || value === null) {
      this.problem(key, 'is required')
      return null
    }
    if (typeof value !== 'string' || value.trim() === '') {
      this.problem(key, `must be a non-empty string; got ${typeof value === 'string' ? 'a blank string' : describeJsonType(value)}`)
      return null
    }
    return value
  }

  /** YAML reads `version: 1.0` as the number 1; `written` is the source text, to say how to keep it. */
  optionalString(key: string, fallback: string, written?: string): string {
    const value = this.raw(key)
    if (value === undefined || value === null) return fallback
    if (typeof value === 'string') return value
    const hint = typeof value === 'number' ? ` (quote it, as "${written ?? String(value)}")` : ''
    this.problem(key, `must be a string${hint}; got ${describeJsonType(value)}`)
    return fallback
  }

  nullableString(key: string): string | null {
    const value = this.raw(key)
    if (value === undefined || value === null) return null
    if (typeof value === 'string') return value
    this.problem(key, `must be a string or null; got ${describeJsonType(value)}`)
    return null
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.raw(key)
    if (value === undefined || value === null) return fallback
    if (typeof value === 'boolean') return value
    this.problem(key, `must be true or false; got ${describeJsonType(value)}`)
    return fallback
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | null {
    const value = this.raw(key)
    if (value === undefined || value === null) return null
    const match = allowed.find((candidate) => candidate === value)
    if (match !== undefined) return match
    this.problem(key, `must be one of ${quoteAll(allowed)}; got ${typeof value === 'string' ? JSON.stringify(value) : describeJsonType(value)}`)
    return null
  }

  array(key: string): unknown[] {
    const value = this.raw(key)
    if (value === undefined || value === null) return []
    if (Array.isArray(value)) return value
    this.problem(key, `must be a list; got ${describeJsonType(value)}`)
    return []
  }

  problem(key: string, what: string): void {
    const field = this.field(key)
    this.problems.push({ field, message: `${field} ${what}` })
  }
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`
}
