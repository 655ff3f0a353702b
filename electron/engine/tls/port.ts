/** The https port Office add-ins are pointed at (the http port is 48620). */
export const DEFAULT_TLS_PORT = 48621

/**
 * A https port as a person writes it (`--tls-port`, FOLIO_TLS_PORT): a port number, 0 for a free
 * one, or `off`. Throws with a message naming `setting` otherwise. Imports nothing, so the desktop
 * shell can read it before the engine's modules load.
 */
export function parseTlsPort(raw: string, setting: string): number | null {
  const text = raw.trim().toLowerCase()
  if (text === 'off') return null
  const port = Number(text)
  if (text === '' || !Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${setting} takes a port number from 0 to 65535 or 'off', got '${raw}'`)
  return port
}
