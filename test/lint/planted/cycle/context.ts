import type { Pairings } from './pairings'

export interface ListenerPorts {
  http(): number
}

export interface EngineContext {
  pairings: Pairings
}
