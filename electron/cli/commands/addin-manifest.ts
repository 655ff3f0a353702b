import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { version } from '../../../package.json'
import { buildAddinManifest } from '../../engine/addin/manifest'
import { DEFAULT_TLS_PORT } from '../../engine/tls/port'
import { UsageError } from '../args'
import { defineCommand, type OptionValues } from '../command'

export const ADDIN_MANIFEST_USAGE = 'folio addin manifest [--data DIR] [--tls-port N] [--out FILE]'


const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (default: Folio’s folder in your user profile)' },
  'tls-port': { type: 'string', value: 'N', description: 'the https port the pane is served on (default: FOLIO_TLS_PORT, or Folio’s own)' },
  out: { type: 'string', value: 'FILE', description: 'write the manifest to FILE instead of printing it' }
} as const

export const addinManifestCommand = defineCommand({
  name: 'addin manifest',
  summary: 'write the Folio for Word manifest (XML) for sideloading',
  options: OPTIONS,
  examples: ['folio addin manifest --out ~/folio-word.xml', 'folio addin manifest --tls-port 4443 > folio-word.xml'],
  run: (values, positionals) => addinManifest(values, positionals)
})

export function tlsPortFrom(option: string | undefined, env: NodeJS.ProcessEnv, usage: string): number {
  const text = option ?? env.FOLIO_TLS_PORT
  if (text === undefined || text === '') return DEFAULT_TLS_PORT
  const port = Number(text)
  const source = option === undefined ? 'FOLIO_TLS_PORT' : '--tls-port'
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) throw new UsageError(`${source} must be a port number from 1 to 65535, got '${text}'\nusage: ${usage}`)
  return port
}

/**
 * `folio addin manifest`: writes the XML manifest that sideloads Folio for Word, pointing at the
 * engine's https port on this computer. To stdout (so it can be piped), or to --out FILE.
 * `--data` names the workspace like every command does; the manifest itself depends only on the
 * port, which each workspace's engine serves the pane on.
 */
export async function addinManifest(values: OptionValues<typeof OPTIONS>, positionals: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0] ?? ''}'\nusage: ${ADDIN_MANIFEST_USAGE}`)
  const tlsPort = tlsPortFrom(values['tls-port'], env, ADDIN_MANIFEST_USAGE)
  const manifest = buildAddinManifest({ tlsPort, appVersion: version })
  if (values.out === undefined) {
    process.stdout.write(manifest)
    return
  }
  if (values.out === '') throw new UsageError(`--out needs a file name\nusage: ${ADDIN_MANIFEST_USAGE}`)
  const file = resolve(values.out)
  writeFileSync(file, manifest, 'utf8')
  console.error(`Wrote the Folio for Word manifest for https://localhost:${tlsPort}/addin/ to ${file}`)
}
