import { app, BrowserWindow, dialog, Menu, nativeTheme, safeStorage, screen, session, shell } from 'electron'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { IPC_MENU_COMMAND, type MenuCommand } from '../../shared/window-api'
import { enginePort, engineTlsPort, startEngine, type EngineHost } from './engine-host'
import { registerBridge } from './ipc'
import { buildMenuTemplate } from './menu'
import { redirectNativeAddons } from './native-addons'
import { hardenSession, hardenWindow } from './security'
import { applyOfflineSession, externalLinkDecision, spellcheckPlan, spellcheckSetting, windowWebPreferences, type SpellcheckPlan } from './offline'
import { loadWindowState, saveWindowState, WINDOW_LIMITS } from './window-state'

// Thin shell: start the engine, open the window on it, keep Electron's defences up.
redirectNativeAddons(process.env.FOLIO_ELECTRON_NATIVE_DIR)
app.setName('Folio')
// The same folder `folio serve` opens by default (electron/cli/paths.ts), whatever the package name.
app.setPath('userData', join(app.getPath('appData'), 'Folio'))

const windowStateFile = () => join(app.getPath('userData'), 'window-state.json')

/** Hunspell dictionaries already on this machine (Electron's folder for them); none is ever downloaded. */
function installedDictionaries(): string[] {
  try {
    return readdirSync(join(app.getPath('userData'), 'Dictionaries'))
  } catch {
    return []
  }
}

/** Addresses Folio itself builds and may open without asking: the company service it syncs with. */
function appBuiltAddresses(host: EngineHost): string[] {
  const remote = host.engine.ctx.sync?.config().remoteUrl
  return remote ? [remote] : []
}

/** Anything the window asks to open outside Folio that Folio did not build is shown to the user first. */
function openOutside(host: EngineHost, owner: () => BrowserWindow | null, url: string): void {
  const decision = externalLinkDecision(url, appBuiltAddresses(host))
  if (decision.action === 'refuse') return
  if (decision.action === 'open') {
    void shell.openExternal(decision.url)
    return
  }
  const options = {
    type: 'question' as const,
    buttons: ['Cancel', 'Open in browser'],
    defaultId: 0,
    cancelId: 0,
    title: 'Open an address outside Folio?',
    message: 'Folio was asked to open an address in your browser. Open it only if you expected it.',
    detail: decision.url
  }
  const window = owner()
  void (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options)).then(({ response }) => {
    if (response === 1) void shell.openExternal(decision.url)
  })
}

function createWindow(host: EngineHost, spelling: SpellcheckPlan): BrowserWindow {
  const state = loadWindowState(
    windowStateFile(),
    screen.getAllDisplays().map((display) => display.workArea)
  )
  const window = new BrowserWindow({
    width: state.width,
    height: state.height,
    x: state.x,
    y: state.y,
    ...WINDOW_LIMITS,
    title: 'Folio',
    show: false,
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#16171a' : '#f6f5f1',
    // Nothing on the renderer's command line (other users can read it in the process list): the
    // window asks for its session over IPC once loaded.
    webPreferences: { preload: join(__dirname, '../preload/index.cjs'), ...windowWebPreferences(spelling) }
  })
  if (state.maximized) window.maximize()
  window.once('ready-to-show', () => window.show())
  hardenWindow(window, host.url, (url) => openOutside(host, () => (window.isDestroyed() ? null : window), url))

  let timer: ReturnType<typeof setTimeout> | undefined
  const remember = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (!window.isDestroyed() && !window.isMinimized()) saveWindowState(windowStateFile(), window.getNormalBounds(), window.isMaximized())
    }, 400)
  }
  window.on('resize', remember)
  window.on('move', remember)
  window.on('close', () => {
    clearTimeout(timer)
    saveWindowState(windowStateFile(), window.getNormalBounds(), window.isMaximized())
  })
  return window
}

async function main(): Promise<void> {
  await app.whenReady()
  const log = (line: string, error?: unknown) => (error === undefined ? console.log(line) : console.error(line, error))
  let host: EngineHost
  try {
    host = await startEngine({
      dataDir: join(app.getPath('userData'), 'workspace'),
      port: enginePort(process.env.FOLIO_PORT),
      tlsPort: engineTlsPort(process.env.FOLIO_TLS_PORT),
      rendererDir: join(__dirname, '../renderer'),
      log,
      // Where the OS offers no keychain (some Linux desktops), the key stays in a user-only file.
      ...(safeStorage.isEncryptionAvailable() ? { cipher: safeStorage } : {})
    })
  } catch (error) {
    dialog.showErrorBox('Folio could not start', error instanceof Error ? error.message : String(error))
    app.exit(1)
    return
  }

  hardenSession(session.defaultSession, host.url)
  const spelling = spellcheckPlan({
    setting: spellcheckSetting(process.env.FOLIO_SPELLCHECK),
    platform: process.platform,
    installedDictionaries: installedDictionaries(),
    engineUrl: host.url
  })
  applyOfflineSession(session.defaultSession, spelling, host.url, (url) => log(`Folio kept the window from reaching ${url}`))
  let window: BrowserWindow | null = createWindow(host, spelling)
  window.on('closed', () => (window = null))
  registerBridge({ engineOrigin: host.url, sessionKey: host.engine.sessionKey, appVersion: app.getVersion() }, () => window)
  // An add-in asking to pair waits on the lawyer: the prompt is in the window, so draw the eye to it
  // (the taskbar entry flashes, the Dock icon bounces) without stealing focus from Word.
  host.engine.ctx.pairings.onRequested(() => {
    if (!window) return
    if (window.isMinimized()) window.restore()
    window.flashFrame(true)
  })

  const send = (command: MenuCommand) => window?.webContents.send(IPC_MENU_COMMAND, command)
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate(
        {
          send,
          showAbout: () =>
            void dialog.showMessageBox({
              type: 'info',
              title: 'About Folio',
              message: `Folio ${app.getVersion()}`,
              detail: `Contracts, offline. The local engine answers at ${host.url}${host.engine.tlsUrl ? `, and Office add-ins at ${host.engine.tlsUrl}` : ''}.`
            }),
          openWorkspaceFolder: () => void shell.openPath(join(app.getPath('userData'), 'workspace'))
        },
        process.platform
      )
    )
  )

  app.on('second-instance', () => {
    if (!window) return
    if (window.isMinimized()) window.restore()
    window.focus()
  })

  // The engine closes its database cleanly before the process goes.
  let closed = false
  app.on('will-quit', (event) => {
    if (closed) return
    event.preventDefault()
    void host.engine.close().finally(() => {
      closed = true
      app.quit()
    })
  })
  app.on('window-all-closed', () => app.quit())

  await window.loadURL(host.url)
}

if (app.requestSingleInstanceLock()) {
  void main()
} else {
  app.quit()
}
