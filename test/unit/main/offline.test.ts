import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  applyOfflineSession,
  dictionaryLanguage,
  externalLinkDecision,
  mayRequest,
  spellcheckPlan,
  spellcheckSetting,
  windowWebPreferences,
  type NetworkSession
} from '../../../electron/main/offline'
import { repoRoot } from '../../helpers/folio-serve'

const ENGINE = 'http://127.0.0.1:48620'

/** Records what the shell would set on Electron's session. */
function recordingSession() {
  const set: Record<string, unknown> = {}
  let permissionRequest: ((webContents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null
  let permissionCheck: ((webContents: unknown, permission: string) => boolean) | null = null
  let beforeRequest: ((details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void) | null = null
  const session: NetworkSession = {
    setSpellCheckerEnabled: (enable) => (set.spellCheckerEnabled = enable),
    setSpellCheckerLanguages: (languages) => (set.spellCheckerLanguages = languages),
    setSpellCheckerDictionaryDownloadURL: (url) => (set.dictionaryDownloadUrl = url),
    setPermissionRequestHandler: (handler) => (permissionRequest = handler),
    setPermissionCheckHandler: (handler) => (permissionCheck = handler),
    webRequest: { onBeforeRequest: (listener) => (beforeRequest = listener) }
  }
  return {
    session,
    set,
    granted: (permission: string) =>
      new Promise<boolean>((resolve) => {
        if (!permissionRequest) throw new Error('no permission handler was set')
        permissionRequest(null, permission, resolve)
      }),
    checked: (permission: string) => {
      if (!permissionCheck) throw new Error('no permission check handler was set')
      return permissionCheck(null, permission)
    },
    cancelled: (url: string) =>
      new Promise<boolean>((resolve) => {
        if (!beforeRequest) throw new Error('no request filter was set')
        beforeRequest({ url }, (response) => resolve(response.cancel === true))
      })
  }
}

describe('every Electron setting that can reach the network is offline', () => {
  it('the spellchecker never downloads a dictionary: its download address is the engine on this machine', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      for (const setting of ['local', 'off'] as const) {
        const plan = spellcheckPlan({ setting, platform, installedDictionaries: ['en-US-10-1.bdic'], engineUrl: ENGINE })
        expect(new URL(plan.dictionaryDownloadUrl).origin).toBe(ENGINE)
        const recorder = recordingSession()
        applyOfflineSession(recorder.session, plan, ENGINE)
        expect(recorder.set.dictionaryDownloadUrl).toBe(`${ENGINE}/local/no-dictionaries/`)
      }
    }
  })

  it('on Linux and Windows only the dictionaries already on the machine are used; with none, spelling is off', () => {
    expect(spellcheckPlan({ setting: 'local', platform: 'linux', installedDictionaries: ['en-US-10-1.bdic', 'de-DE-3-0.bdic', 'README', 'en-US-10-1.bdic'], engineUrl: ENGINE })).toEqual({
      enabled: true,
      languages: ['de-DE', 'en-US'],
      dictionaryDownloadUrl: `${ENGINE}/local/no-dictionaries/`
    })
    expect(spellcheckPlan({ setting: 'local', platform: 'win32', installedDictionaries: [], engineUrl: ENGINE }).enabled).toBe(false)
    const recorder = recordingSession()
    applyOfflineSession(recorder.session, spellcheckPlan({ setting: 'local', platform: 'linux', installedDictionaries: ['fr.bdic'], engineUrl: ENGINE }), ENGINE)
    expect(recorder.set).toMatchObject({ spellCheckerEnabled: true, spellCheckerLanguages: ['fr'] })
  })

  it('macOS spells with the system’s own checker, which downloads nothing; FOLIO_SPELLCHECK=off turns spelling off everywhere', () => {
    expect(spellcheckPlan({ setting: 'local', platform: 'darwin', installedDictionaries: [], engineUrl: ENGINE }).enabled).toBe(true)
    expect(spellcheckSetting('off')).toBe('off')
    expect(spellcheckSetting(' OFF ')).toBe('off')
    expect(spellcheckSetting(undefined)).toBe('local')
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const plan = spellcheckPlan({ setting: 'off', platform, installedDictionaries: ['en-US-10-1.bdic'], engineUrl: ENGINE })
      expect(plan.enabled).toBe(false)
      expect(windowWebPreferences(plan).spellcheck).toBe(false)
      const recorder = recordingSession()
      applyOfflineSession(recorder.session, plan, ENGINE)
      expect(recorder.set.spellCheckerEnabled).toBe(false)
      expect(recorder.set.spellCheckerLanguages).toBeUndefined()
    }
  })

  it('reads a dictionary’s language from its file name, and nothing from other files', () => {
    expect(['en-US-10-1.bdic', 'pt-BR-3-0.bdic', 'fr.bdic', 'en-US.dic', 'notes.txt'].map(dictionaryLanguage)).toEqual(['en-US', 'pt-BR', 'fr', null, null])
  })

  it('every permission is refused (geolocation would ask a network location service)', async () => {
    const recorder = recordingSession()
    applyOfflineSession(recorder.session, spellcheckPlan({ setting: 'off', platform: 'linux', installedDictionaries: [], engineUrl: ENGINE }), ENGINE)
    for (const permission of ['geolocation', 'notifications', 'media', 'openExternal', 'clipboard-read', 'midi', 'fullscreen']) {
      expect(await recorder.granted(permission)).toBe(false)
      expect(recorder.checked(permission)).toBe(false)
    }
  })

  it('the window’s session sends nothing off the engine’s origin', async () => {
    const blocked: string[] = []
    const recorder = recordingSession()
    applyOfflineSession(recorder.session, spellcheckPlan({ setting: 'off', platform: 'linux', installedDictionaries: [], engineUrl: ENGINE }), ENGINE, (url) => blocked.push(url))
    const expectations: [string, boolean][] = [
      [`${ENGINE}/v2/contracts`, false],
      [`${ENGINE}/assets/index.js`, false],
      ['devtools://devtools/bundled/inspector.html', false],
      ['blob:http://127.0.0.1:48620/5a1e', false],
      ['https://redirector.gvt1.com/edgedl/chrome/dict/en-us-10-1.bdic', true],
      ['https://appsforoffice.microsoft.com/lib/1/hosted/office.js', true],
      ['http://127.0.0.1:48621/v2/test', true],
      ['http://localhost:48620/v2/test', true],
      ['file:///etc/passwd', true],
      ['not a url', true]
    ]
    for (const [url, cancelled] of expectations) expect([url, await recorder.cancelled(url)]).toEqual([url, cancelled])
    expect(blocked).toHaveLength(expectations.filter(([, cancelled]) => cancelled).length)
    expect(mayRequest('data:text/plain,hi', ENGINE)).toBe(true)
  })

  it('web preferences: isolated, sandboxed, no Node, no webview, no insecure content, no drag-and-drop navigation', () => {
    expect(windowWebPreferences(spellcheckPlan({ setting: 'local', platform: 'darwin', installedDictionaries: [], engineUrl: ENGINE }))).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
      enableWebSQL: false,
      experimentalFeatures: false,
      safeDialogs: true
    })
  })

  it('the shell applies these decisions, passes nothing on the command line, and uses no updater, crash reporter or net module', () => {
    const main = readFileSync(join(repoRoot, 'electron', 'main', 'index.ts'), 'utf8')
    expect(main).toContain('applyOfflineSession(session.defaultSession')
    expect(main).toContain('...windowWebPreferences(spelling)')
    expect(main).not.toContain('additionalArguments')
    expect(main).not.toMatch(/shell\.openExternal\(url\)/)
    for (const file of ['index.ts', 'ipc.ts', 'menu.ts', 'security.ts', 'engine-host.ts']) {
      const source = readFileSync(join(repoRoot, 'electron', 'main', file), 'utf8')
      for (const networked of ['autoUpdater', 'crashReporter', 'net.request', 'netLog', 'setProxy']) expect([file, source.includes(networked)]).toEqual([file, false])
    }
    const preload = readFileSync(join(repoRoot, 'electron', 'preload', 'index.ts'), 'utf8')
    expect(preload).not.toContain('process.argv')
    expect(preload).toContain("contextBridge.exposeInMainWorld('folio', api)")
  })
})

describe('openExternal: only what the app built opens at once; anything else is asked; other schemes never', () => {
  const built = ['https://clm.firm.example']

  it('the company service’s pages open at once', () => {
    expect(externalLinkDecision('https://clm.firm.example/contracts/42', built)).toEqual({ action: 'open', url: 'https://clm.firm.example/contracts/42' })
  })

  it('any other web address is shown to the user first', () => {
    for (const url of ['https://clm.firm.example.evil.example/', 'https://evil.example/', 'http://clm.firm.example/', 'https://clm.firm.example:8443/']) {
      expect(externalLinkDecision(url, built).action).toBe('ask')
    }
  })

  it('other schemes and addresses with credentials are refused outright', () => {
    for (const url of ['file:///etc/passwd', 'smb://server/share', 'javascript:alert(1)', 'ms-word:ofe|u|https://x', 'https://user:pw@clm.firm.example/', 'not a url']) {
      expect(externalLinkDecision(url, built).action).toBe('refuse')
    }
  })

  it('a help link is matched exactly, not by its origin', () => {
    const help = ['https://help.folio.example/security']
    expect(externalLinkDecision('https://help.folio.example/security', help).action).toBe('open')
    expect(externalLinkDecision('https://help.folio.example/other', help).action).toBe('ask')
  })
})
