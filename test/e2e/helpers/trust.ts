/// <reference types="node" />
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { tempDir } from '../../helpers/engine'
import { repoRoot } from '../../helpers/folio-serve'

/** Whether NSS's certutil is installed (folio addin trust needs it on Linux). */
export const hasCertutil = spawnSync('certutil', ['-H']).error === undefined

/**
 * A fresh HOME whose NSS database (the one Chromium reads) trusts the https certificate of the
 * workspace in `dataDir`, put there by `folio addin trust --user-only` as a lawyer would run it.
 * Chromium started with this HOME trusts Folio's pane without any certificate error ignored.
 */
export function homeTrustingFolio(dataDir: string): string {
  const home = tempDir('folio-home-')
  const trusted = spawnSync(process.execPath, [join(repoRoot, 'bin', 'folio.js'), 'addin', 'trust', '--user-only', '--data', dataDir], {
    encoding: 'utf8',
    env: { ...process.env, HOME: home }
  })
  if (trusted.status !== 0) throw new Error(`folio addin trust failed: ${trusted.stdout}${trusted.stderr}`)
  return home
}
