/** The ports the engine listens on: http always, https unless turned off. */
export interface ListenerPorts {
  http(): number
  tls(): number | null
}
