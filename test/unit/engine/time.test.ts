import { describe, expect, it } from 'vitest'
import { toIso } from '../../../electron/engine/time'

describe('toIso', () => {
  it('prints exactly what Date#toISOString prints, across the calendar', () => {
    const samples = [0, -1, 1, 86_399_999, 86_400_000, Date.UTC(2024, 1, 29, 23, 59, 59, 999), Date.UTC(1969, 11, 31, 23, 59, 59, 1), -62_167_219_200_000, 253_402_300_799_999]
    let seed = 42
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      samples.push(Math.round((seed / 2 ** 31) * 2 * 8.64e15 - 8.64e15) % 253_402_300_800_000)
      samples.push(Date.UTC(1990, 0, 1) + seed)
    }
    for (const ms of samples) expect(toIso(ms), String(ms)).toBe(new Date(ms).toISOString())
  })

  it('falls back for years outside 0000..9999', () => {
    expect(toIso(8.64e15)).toBe('+275760-09-13T00:00:00.000Z')
    expect(toIso(-62_167_219_200_001)).toBe('-000001-12-31T23:59:59.999Z')
  })
})
