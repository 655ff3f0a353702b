import { CertificateStore, checkTrust, describeTrust, runningAsRoot, trustNewest, trustStoresFor } from '../../engine/tls'
import type { StoredCertificate } from '../../engine/tls/certificate-store'
import { parse, UsageError } from '../args'
import { ADDIN_MANIFEST_USAGE, addinManifest } from './addin-manifest'
import { defaultDataDir } from '../paths'

const TRUST_USAGE = 'folio addin trust [--data DIR] [--check] [--user-only]'
const USAGE = `${TRUST_USAGE}\n       ${ADDIN_MANIFEST_USAGE}`

/** Exit status 1 without a stack trace: the message has said what is wrong. */
class NotTrusted extends Error {}

/** `folio addin …`: what Office add-ins need from this computer: its certificate trusted, and Folio for Word's manifest. */
const subcommands: Record<string, (argv: string[]) => Promise<void>> = { trust, manifest: (argv) => addinManifest(argv) }

export async function addin(argv: string[]): Promise<void> {
  const [sub, ...rest] = argv
  const command = sub === undefined ? undefined : subcommands[sub]
  if (!command) throw new UsageError(`unknown addin command '${sub ?? ''}'\nusage: ${USAGE}`)
  try {
    await command(rest)
  } catch (error) {
    if (!(error instanceof NotTrusted)) throw error
    process.exitCode = 1
  }
}

function describeCertificate(certificate: StoredCertificate): string {
  return `${certificate.certFile} (SHA-256 ${certificate.fingerprint}), valid until ${new Date(certificate.notAfter).toISOString().slice(0, 10)}`
}

/**
 * Trusts Folio's https certificate where Office and Chromium look (macOS: login keychain;
 * Windows: CurrentUser Root store; Linux: the NSS database, and the system store as root), or
 * prints the commands that do it by hand. `--check` only says whether it is trusted: exit 0 if
 * so, 1 if not.
 */
async function trust(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, { data: { type: 'string' }, check: { type: 'boolean' }, 'user-only': { type: 'boolean' } }, TRUST_USAGE)
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0] ?? ''}'\nusage: ${TRUST_USAGE}`)
  const store = new CertificateStore(values.data ?? defaultDataDir())
  const stores = trustStoresFor({ system: runningAsRoot() && values['user-only'] !== true })

  if (values.check) {
    const { current, renewal } = store.peek()
    if (!current) {
      console.log(`Folio has not made its https certificate yet (${store.dir}): start Folio once, or run folio addin trust`)
      throw new NotTrusted()
    }
    console.log(`Certificate: ${describeCertificate(current)}`)
    const report = await checkTrust(stores, current)
    console.log(describeTrust(report))
    if (renewal) console.log(`A renewed certificate waits to be trusted: ${describeCertificate(renewal)}. Run folio addin trust.`)
    if (!report.trusted) {
      console.log('Folio’s certificate is not trusted on this computer: run folio addin trust')
      throw new NotTrusted()
    }
    console.log('Folio’s certificate is trusted on this computer.')
    return
  }

  const outcome = await trustNewest(store, stores, Date.now())
  console.log(`Certificate: ${describeCertificate(outcome.set.current)}`)
  console.log(describeTrust(await checkTrust(stores, outcome.set.renewal ?? outcome.set.current)))
  console.log(outcome.message)
  if (!outcome.trusted) throw new NotTrusted()
}
