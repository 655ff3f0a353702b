import type { DemoRandom } from '../random'
import { ARCHETYPES, type Archetype, type ContractType } from './archetypes'
import type { ContractSlot } from './draft'

export const CONTRACT_TYPES: readonly ContractType[] = ['template', 'playbook', 'external']
export const STATUS_CODES = [1, 2, 3, 4, 5, 6] as const

/** Most of a book is signed; a working team always has some in every stage. */
const STATUS_WEIGHTS = [
  [1, 10],
  [2, 14],
  [3, 8],
  [4, 7],
  [5, 46],
  [6, 15]
] as const

/** One contract drawn as the book's proportions have it: the large workspace is made of these. */
export function drawSlot(random: DemoRandom, index: number): ContractSlot {
  const archetype = random.weighted(ARCHETYPES.map((a) => [a, a.weight] as const))
  return {
    index,
    archetype,
    type: drawType(random, archetype),
    statusCode: random.weighted(STATUS_WEIGHTS),
    deleted: random.chance(0.01)
  }
}

export function drawType(random: DemoRandom, archetype: Archetype): ContractType {
  return random.weighted(CONTRACT_TYPES.map((t) => [t, archetype.types[t]] as const))
}

/** An archetype that occurs with this storage origin, as often as the book has it. */
export function drawArchetypeFor(random: DemoRandom, type: ContractType): Archetype {
  return random.weighted(ARCHETYPES.filter((a) => a.types[type] > 0).map((a) => [a, a.weight * a.types[type]] as const))
}
