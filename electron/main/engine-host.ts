import type { Engine } from '../engine/index'
import type { StringCipher } from '../sync/secret-store'
import { DEFAULT_TLS_PORT, parseTlsPort } from '../engine/tls/port'

/**
 * The engine's DEFAULT_PORT, repeated rather than imported: importing the engine here would load
 * its native addons before the redirect to their Electron builds is in place.
 */
export const DEFAULT_ENGINE_PORT = 48620

/** FOLIO_PORT, else the fixed default that Office add-ins look for. */
export function enginePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_ENGINE_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`FOLIO_PORT must be a port number from 0 to 65535, got '${raw}'`)
  return port
}

/** FOLIO_TLS_PORT (a port, 0 for a free one, or `off`), else the fixed https port add-ins are pointed at. */
export function engineTlsPort(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return DEFAULT_TLS_PORT
  return parseTlsPort(raw, 'FOLIO_TLS_PORT')
}

export interface EngineHost {
  engine: Engine
  url: string
}

/**
 * Starts the engine over the workspace, seeding the demo into an empty one. The engine's modules
 * load here, after the native addon redirect is in place.
 */
export async function startEngine(options: {
  dataDir: string
  port: number
  tlsPort: number | null
  rendererDir: string
  log: (line: string, error?: unknown) => void
  /** Electron's safeStorage, when the OS offers encryption: the sync key is then kept with the OS keychain. */
  cipher?: StringCipher
}): Promise<EngineHost> {
  const { createSyncedEngine } = await import('../sync/synced-engine')
  const { seedDemoIfEmpty } = await import('../../resources/demo/seed-workspace')
  const { SafeStorageSecretStore } = await import('../sync/secret-store')
  const engine = await createSyncedEngine({
    dataDir: options.dataDir,
    port: options.port,
    tlsPort: options.tlsPort,
    rendererDir: options.rendererDir,
    initialize: (ctx) => seedDemoIfEmpty(ctx, (line) => options.log(line)),
    log: options.log,
    ...(options.cipher ? { sync: { secrets: new SafeStorageSecretStore(options.dataDir, options.cipher) } } : {})
  })
  try {
    return { engine, url: await engine.listen() }
  } catch (error) {
    await engine.close()
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      const https = 'port' in error && error.port === options.tlsPort && options.tlsPort !== options.port
      throw new Error(
        https
          ? `Port ${options.tlsPort} (https, for Office add-ins) is already in use on this computer. Close the program using it, or start Folio with FOLIO_TLS_PORT set to another port (or off).`
          : `Port ${options.port} is already in use on this computer. Close the program using it, or start Folio with FOLIO_PORT set to another port.`
      )
    }
    throw error
  }
}
