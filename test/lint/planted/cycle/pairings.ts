// A planted type-only cycle (pairings ↔ context), as the engine once had: test/lint/cycles.test.ts
// proves the cycle check refuses it.
import type { ListenerPorts } from './context'

export interface Pairings {
  ports: ListenerPorts
}
