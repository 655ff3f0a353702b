import { homedir } from 'node:os'
import { join } from 'node:path'

/**
 * The workspace the desktop app uses: Electron's userData folder for an app named "Folio", so
 * `folio serve` without --data opens the same workspace as the window.
 */
export function defaultDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Folio', 'workspace')
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Folio', 'workspace')
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Folio', 'workspace')
}
