import { CertificateStore, checkTrust, describeTrust, runningAsRoot, trustNewest, trustStoresFor } from '../../engine/tls'
import type { StoredCertificate } from '../../engine/tls/certificate-store'
import { UsageError } from '../args'
import { defineCommand, type OptionValues } from '../command'
import { defaultDataDir } from '../paths'

const TRUST_USAGE = 'folio addin trust [--data DIR] [--check] [--user-only]'

/** Exit status 1 without a stack trace: the message has said what is wrong. */
class NotTrusted extends Error {}

const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (default: Folio’s folder in your user profile)' },
  check: { type: 'boolean', description: 'only say whether it is trusted: exit 0 if so, 1 if not' },
  'user-only': { type: 'boolean', description: 'trust it for this user only, even when run as root' }
} as const

export const addinTrust = defineCommand({
  name: 'addin trust',
  summary: 'trust Folio’s https certificate on this computer, for Office add-ins',
  options: OPTIONS,
  examples: ['folio addin trust', 'folio addin trust --check', 'sudo folio addin trust --data /srv/folio'],
  run: async (values, positionals) => {
    try {
      await trust(values, positionals)
    } catch (error) {
      if (!(error instanceof NotTrusted)) throw error
      process.exitCode = 1
    }
  }
})

function describeCertificate(certificate: StoredCertificate): string {
  return `${certificate.certFile} (SHA-256 ${certificate.fingerprint}), valid until ${new Date(certificate.notAfter).toISOString().slice(0, 10)}`
}

/**
 * Trusts Folio's https certificate where Office and Chromium look (macOS: login keychain;
 * Windows: CurrentUser Root store; Linux: the NSS database, and the system store as root), or
 * prints the commands that do it by hand. `--check` only says whether it is trusted: exit 0 if
 * so, 1 if not.
 */
async function trust(values: OptionValues<typeof OPTIONS>, positionals: string[]): Promise<void> {
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
