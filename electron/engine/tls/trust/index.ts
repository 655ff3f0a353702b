import { homedir } from 'node:os'
import { LinuxSystemStore } from './linux-system'
import { MacKeychainStore } from './macos'
import { NssStore } from './nss'
import type { TrustStore } from './types'
import { WindowsRootStore } from './windows'

export type { TrustCheck, TrustStore } from './types'

export interface TrustStoreOptions {
  platform?: NodeJS.Platform
  /** The user's home folder (the NSS database and the login keychain live under it). */
  homeDir?: string
  /** Also the system's store (Linux, when running as root). */
  system?: boolean
}

/**
 * Where this computer keeps trusted certificates for the user: macOS, the login keychain;
 * Windows, the CurrentUser Root store; Linux, the NSS database Chromium reads, and the system
 * store when asked for (as root).
 */
export function trustStoresFor(options: TrustStoreOptions = {}): TrustStore[] {
  const platform = options.platform ?? process.platform
  const home = options.homeDir ?? homedir()
  if (platform === 'darwin') return [new MacKeychainStore(home)]
  if (platform === 'win32') return [new WindowsRootStore()]
  return options.system ? [new NssStore(home), new LinuxSystemStore()] : [new NssStore(home)]
}

/** Whether running as root (Linux, macOS), where the system store may be written. */
export function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}
