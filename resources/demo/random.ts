import { createHash } from 'node:crypto'

/**
 * The demo's only source of variety. Every concern draws from its own named stream, so adding a
 * party does not reshuffle every contract after it, and the same stream name always yields the
 * same sequence: the demo is identical on every machine and every run.
 *
 * sfc32 (Chris Doty-Humphrey's small fast counting generator): 128 bits of state, passes
 * PractRand, a dozen lines; no seedable generator is among the project's dependencies.
 */
export class DemoRandom {
  private a: number
  private b: number
  private c: number
  private d: number

  private constructor(seed: Buffer) {
    this.a = seed.readUInt32LE(0)
    this.b = seed.readUInt32LE(4)
    this.c = seed.readUInt32LE(8)
    this.d = seed.readUInt32LE(12)
    // The first outputs of a freshly seeded sfc32 are still correlated with the seed.
    for (let i = 0; i < 12; i += 1) this.nextUint32()
  }

  static stream(name: string): DemoRandom {
    return new DemoRandom(createHash('sha256').update(`folio-demo/${name}`).digest())
  }

  private nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('DemoRandom.pick: no items to pick from')
    return item
  }

  /** One of the entries, each as likely as its weight. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let point = this.next() * total
    for (const [item, weight] of entries) {
      point -= weight
      if (point < 0) return item
    }
    const last = entries[entries.length - 1]
    if (last === undefined) throw new Error('DemoRandom.weighted: no entries')
    return last[0]
  }

  /** A skewed index in [0, size): low indexes come up far more often (key accounts, busy owners). */
  skewedIndex(size: number, skew = 2): number {
    return Math.min(size - 1, Math.floor(size * this.next() ** skew))
  }

  /** A new array in random order (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const result = [...items]
    for (let i = result.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1))
      const swap = result[i] as T
      result[i] = result[j] as T
      result[j] = swap
    }
    return result
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffled(items).slice(0, count)
  }
}

/**
 * A fixed 24-hex id for a demo record, derived from what the record is ("contract", 17) rather
 * than drawn in sequence: ids stay put when the demo gains records, so links and bookmarks made
 * against one demo build still resolve in the next.
 */
export function demoId(kind: string, key: string | number): string {
  return createHash('sha256').update(`folio-demo-id/${kind}/${key}`).digest('hex').slice(0, 24)
}
