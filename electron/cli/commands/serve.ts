import { fileURLToPath } from 'node:url'
import { existsSync } from 'node:fs'
import { DEFAULT_PORT } from '../../engine/index'
import { OcrLanguageError, parseOcrLanguages } from '../../engine/documents/extraction'
import { DEFAULT_TLS_PORT, parseTlsPort } from '../../engine/tls/port'
import { createSyncedEngine } from '../../sync/synced-engine'
import { UsageError } from '../args'
import { defaultDataDir } from '../paths'
import { seedDemoIfEmpty } from '../../../resources/demo/seed-workspace'
import { defineCommand, type OptionValues } from '../command'

const USAGE =
  'folio serve [--data DIR] [--port N] [--tls-port N|off] [--demo] [--cors-origin ORIGIN]... [--rate-limit N|off] [--ocr-languages eng+deu] [--document-workers N]'

/** The built window, next to this bundle (out/main/cli.js → out/renderer). */
function builtRendererDir(): string | null {
  const dir = fileURLToPath(new URL('../renderer', import.meta.url))
  return existsSync(dir) ? dir : null
}

const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (default: Folio’s folder in your user profile)' },
  port: { type: 'string', value: 'N', description: 'the http port on 127.0.0.1 (0: any free port)' },
  'tls-port': { type: 'string', value: 'N|off', description: 'the https port for Office add-ins, or off' },
  demo: { type: 'boolean', description: 'fill an empty workspace with the demo contracts' },
  'cors-origin': { type: 'string', value: 'ORIGIN', description: 'an add-in origin allowed to call the API', multiple: true },
  'rate-limit': { type: 'string', value: 'N|off', description: 'requests per minute per key, or off' },
  'ocr-languages': { type: 'string', value: 'eng+deu', description: 'the languages OCR reads, joined with +' },
  'document-workers': { type: 'string', value: 'N', description: 'threads that read documents (1 to 64)' }
} as const

export const serveCommand = defineCommand({
  name: 'serve',
  summary: 'run the engine and the web UI on 127.0.0.1',
  options: OPTIONS,
  examples: ['folio serve --demo', 'folio serve --data ~/Folio --port 4410 --tls-port off', 'folio serve --data ~/Folio --cors-origin https://addins.firm.example'],
  run: (values) => serve(values)
})

async function serve(values: OptionValues<typeof OPTIONS>): Promise<void> {
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number, got '${values.port}'\nusage: ${USAGE}`)
  const tlsPort = readTlsPort(values['tls-port'])
  const rateLimit = parseRateLimit(values['rate-limit'])
  const dataDir = values.data ?? defaultDataDir()
  const documentWorkers = parseDocumentWorkers(values['document-workers'])
  const ocrLanguages = values['ocr-languages'] === undefined ? undefined : parseOcrLanguages(values['ocr-languages'])
  const rendererDir = builtRendererDir()
  const engine = await createSyncedEngine({
    ...(documentWorkers === undefined ? {} : { documentWorkers }),
    ...(ocrLanguages === undefined ? {} : { ocrLanguages }),
    dataDir,
    port,
    tlsPort,
    rateLimit,
    corsOrigins: values['cors-origin'] ?? [],
    rendererDir,
    initialize: values.demo ? (ctx) => seedDemoIfEmpty(ctx, (line) => console.log(line)) : undefined,
    log: (message, error) => console.error(message, error ?? '')
  }).catch((error: unknown) => {
    throw error instanceof OcrLanguageError ? new UsageError(`${error.message}\nusage: ${USAGE}`) : error
  })
  // Installed before the address is announced (a supervisor may signal the moment it reads it)
  // and kept while closing, so a second signal cannot kill the process halfway through closing.
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`Folio received ${signal}; shutting down`)
    await engine.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  let url: string
  try {
    url = await engine.listen()
  } catch (error) {
    await engine.close()
    const failure = error as NodeJS.ErrnoException & { port?: number }
    if (failure.code === 'EADDRINUSE') {
      const https = failure.port !== undefined && failure.port === tlsPort && tlsPort !== port
      throw new UsageError(
        https
          ? `Port ${tlsPort} (https) is already in use: is Folio already running? Choose another with --tls-port, or turn https off with --tls-port off`
          : `Port ${port} is already in use: is Folio already running? Choose another with --port`
      )
    }
    throw error
  }
  console.log(`Folio is serving ${url} (workspace ${dataDir})`)
  // A second line, so that scripts reading the first keep working.
  if (engine.tlsUrl) console.log(`Folio is serving ${engine.tlsUrl}`)
  if (rendererDir) {
    // The window's session never appears in the page: a browser signs in once through a one-time
    // link, shown only here, in the terminal of the user who started Folio.
    console.log(`Open Folio in your browser: ${engine.windowLink()}`)
    engine.onWindowSignIn(() => console.log(`A browser signed in to Folio. To open Folio in another browser: ${engine.windowLink()}`))
  }
}

function readTlsPort(raw: string | undefined): number | null {
  if (raw === undefined) return DEFAULT_TLS_PORT
  try {
    return parseTlsPort(raw, '--tls-port')
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\nusage: ${USAGE}`)
  }
}

function parseDocumentWorkers(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const workers = Number(raw)
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new UsageError(`--document-workers takes a number of threads from 1 to 64, got '${raw}'`)
  return workers
}

function parseRateLimit(raw: string | undefined) {
  if (raw === undefined) return undefined
  if (raw === 'off') return null
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--rate-limit takes requests per minute or 'off', got '${raw}'`)
  return { limit, windowMs: 60_000 }
}
