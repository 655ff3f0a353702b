import { MS_PER_DAY, type DemoCalendar } from '../calendar'
import type { DemoRandom } from '../random'

/** When things happened to a contract, consistent with its status. All instants are before today. */
export interface ContractTimeline {
  createdAt: number
  updatedAt: number
  finalizedAt: number | null
  executedAt: number | null
  final: boolean
}

const office = (random: DemoRandom) => random.int(7 * 60, 19 * 60)

/**
 * A signed contract was drafted a few weeks before it took effect and signed around its
 * effective date (never later than yesterday); an unsigned one was opened in the last months.
 * Pending-signature and signed contracts carry a finalised document.
 */
export function contractTimeline(statusCode: number, effectiveDate: number | null, calendar: DemoCalendar, random: DemoRandom): ContractTimeline {
  const yesterday = 1
  if (statusCode >= 5) {
    const effectiveAgo = effectiveDate === null ? random.int(20, 900) : calendar.daysFromToday(effectiveDate) * -1
    const signedAgo = Math.max(yesterday + 1, effectiveAgo + random.int(0, 10))
    const createdAgo = signedAgo + random.int(7, 60)
    const createdAt = calendar.pastInstant(createdAgo, office(random))
    const executedAt = calendar.pastInstant(signedAgo, office(random))
    const finalizedAt = Math.max(createdAt + 60_000, executedAt - random.int(1, 5) * MS_PER_DAY)
    const touchedAgo = Math.max(yesterday, signedAgo - random.int(0, Math.min(signedAgo - 1, 240)))
    const updatedAt = Math.max(executedAt, calendar.pastInstant(touchedAgo, office(random)))
    return { createdAt, updatedAt, finalizedAt, executedAt, final: true }
  }
  const createdAgo = random.int(2, 120)
  const createdAt = calendar.pastInstant(createdAgo, office(random))
  const updatedAt = Math.max(createdAt, calendar.pastInstant(random.int(yesterday, createdAgo), office(random)))
  if (statusCode === 4) return { createdAt, updatedAt, finalizedAt: Math.max(createdAt, updatedAt - random.int(0, 3) * 3_600_000), executedAt: null, final: true }
  return { createdAt, updatedAt, finalizedAt: null, executedAt: null, final: false }
}
