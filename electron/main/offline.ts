/**
 * Nothing leaves the machine unless the user asks. Every Electron setting through which the
 * window could reach the network is decided here, in plain code the tests run under Node; the
 * shell (index.ts) applies the decisions to Electron's real objects, which match the narrow
 * shapes below.
 */

/** How Folio's window spells: with dictionaries already on the machine, or not at all. */
export type SpellcheckSetting = 'local' | 'off'

/** FOLIO_SPELLCHECK: `off` turns spelling off; anything else (or nothing) keeps local dictionaries. */
export function spellcheckSetting(raw: string | undefined): SpellcheckSetting {
  return raw?.trim().toLowerCase() === 'off' ? 'off' : 'local'
}

export interface SpellcheckPlan {
  enabled: boolean
  /** Languages to check (Hunspell platforms); empty on macOS, whose own spellchecker picks them. */
  languages: string[]
  /**
   * Where Electron would fetch a missing Hunspell dictionary. Electron's default is Google's CDN;
   * Folio points it at the engine on this machine, which has none to give, so a language whose
   * dictionary is not installed stays unchecked instead of being downloaded.
   */
  dictionaryDownloadUrl: string
}

/**
 * macOS checks with the system's own spellchecker, which downloads nothing. Windows and Linux
 * use Hunspell files: Folio checks the languages whose dictionary is already in the dictionaries
 * folder (Electron's `Dictionaries` under the user data folder, where an administrator may
 * place `.bdic` files), and with none there, spelling is off rather than fetched.
 */
export function spellcheckPlan(options: { setting: SpellcheckSetting; platform: NodeJS.Platform; installedDictionaries: readonly string[]; engineUrl: string }): SpellcheckPlan {
  const dictionaryDownloadUrl = `${options.engineUrl}/local/no-dictionaries/`
  if (options.setting === 'off') return { enabled: false, languages: [], dictionaryDownloadUrl }
  if (options.platform === 'darwin') return { enabled: true, languages: [], dictionaryDownloadUrl }
  const languages = [...new Set(options.installedDictionaries.map(dictionaryLanguage).filter((l): l is string => l !== null))].sort()
  return { enabled: languages.length > 0, languages, dictionaryDownloadUrl }
}

/** `en-US-10-1.bdic` → `en-US`; null for a file that is not a Hunspell dictionary. */
export function dictionaryLanguage(fileName: string): string | null {
  const match = /^([a-z]{2,3}(?:-[A-Z]{2})?)(?:-\d+)*\.bdic$/i.exec(fileName)
  return match?.[1] ?? null
}

/** What the window asks to open outside Folio, and what Folio does with it. */
export type ExternalDecision = { action: 'open'; url: string } | { action: 'ask'; url: string } | { action: 'refuse'; reason: string }

/**
 * `shell.openExternal` hands a URL to the system, which may start any program registered for its
 * scheme: only http and https are ever passed on. Addresses the app itself built (its help
 * pages, the company service it syncs with) open at once; anything else is shown to the user,
 * who decides.
 */
export function externalLinkDecision(raw: string, appBuilt: readonly string[]): ExternalDecision {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { action: 'refuse', reason: 'not a valid address' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { action: 'refuse', reason: `${url.protocol} addresses are never opened` }
  if (url.username !== '' || url.password !== '') return { action: 'refuse', reason: 'addresses with credentials in them are never opened' }
  const href = url.href
  const built = appBuilt.some((allowed) => {
    try {
      const base = new URL(allowed)
      // The company service's address covers its pages; a help link is matched exactly.
      return base.pathname === '/' ? base.origin === url.origin : base.href === href
    } catch {
      return false
    }
  })
  return built ? { action: 'open', url: href } : { action: 'ask', url: href }
}

/**
 * Requests the window's session may make: the engine's own origin, and Chromium's internal
 * schemes (devtools, the page's own data and blob URLs). Anything else is cancelled before it is
 * sent, whatever asked for it (a link prefetch, a hyperlink audit ping, a stray image).
 */
export function mayRequest(raw: string, engineUrl: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (['devtools:', 'data:', 'blob:', 'chrome-extension:'].includes(url.protocol)) return true
  return url.origin === new URL(engineUrl).origin
}

/** The window's web preferences that bear on the network (and on what a page can reach). */
export function windowWebPreferences(plan: SpellcheckPlan) {
  return {
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    // Hunspell starts only with a plan that has dictionaries on the machine.
    spellcheck: plan.enabled,
    enableWebSQL: false,
    experimentalFeatures: false,
    safeDialogs: true
  } as const
}

/**
 * The parts of Electron's Session that can make the window reach the network, as Folio uses
 * them. Electron's Session satisfies this shape; the tests pass a recorder.
 */
export interface NetworkSession {
  setSpellCheckerEnabled(enable: boolean): void
  setSpellCheckerLanguages(languages: string[]): void
  setSpellCheckerDictionaryDownloadURL(url: string): void
  setPermissionRequestHandler(handler: ((webContents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null): void
  setPermissionCheckHandler(handler: ((webContents: unknown, permission: string) => boolean) | null): void
  webRequest: {
    onBeforeRequest(listener: ((details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void) | null): void
  }
}

/**
 * Applies the offline decisions to the window's session: the spellchecker's dictionaries, every
 * permission refused (geolocation, for one, would ask a network location service), and every
 * request off the engine's origin cancelled.
 */
export function applyOfflineSession(session: NetworkSession, plan: SpellcheckPlan, engineUrl: string, onBlocked?: (url: string) => void): void {
  session.setSpellCheckerDictionaryDownloadURL(plan.dictionaryDownloadUrl)
  session.setSpellCheckerEnabled(plan.enabled)
  if (plan.enabled && plan.languages.length > 0) session.setSpellCheckerLanguages(plan.languages)
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed = mayRequest(details.url, engineUrl)
    if (!allowed) onBlocked?.(details.url)
    callback({ cancel: !allowed })
  })
}
