import { app, BrowserWindow, dialog, ipcMain, shell } from 'electron'
import { join } from 'node:path'
import { createEngine, DEFAULT_PORT, type Engine } from '../engine/index'
import { ARG_APP_VERSION, ARG_ENGINE_URL, ARG_SESSION_KEY, IPC_OPEN_FILE_DIALOG } from '../preload/api'

// Thin shell: start the engine, open the window on it, keep Electron's defences up.
let engine: Engine | null = null

async function start(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return
  }
  await app.whenReady()
  engine = await createEngine({
    dataDir: join(app.getPath('userData'), 'workspace'),
    port: Number(process.env.FOLIO_PORT ?? DEFAULT_PORT),
    rendererDir: join(__dirname, '../renderer')
  })
  const url = await engine.listen()
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    title: 'Folio',
    webPreferences: {
      preload: join(__dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      additionalArguments: [`${ARG_ENGINE_URL}${url}`, `${ARG_SESSION_KEY}${engine.sessionKey}`, `${ARG_APP_VERSION}${app.getVersion()}`]
    }
  })
  window.webContents.on('will-navigate', (event, target) => {
    if (!target.startsWith(url)) event.preventDefault()
  })
  window.webContents.setWindowOpenHandler(({ url: target }) => {
    if (target.startsWith('https://')) void shell.openExternal(target)
    return { action: 'deny' }
  })
  ipcMain.handle(IPC_OPEN_FILE_DIALOG, async (_event, options: { title?: string; extensions: string[]; multiple: boolean }) => {
    const result = await dialog.showOpenDialog(window, {
      title: options.title,
      filters: [{ name: 'Documents', extensions: options.extensions }],
      properties: options.multiple ? ['openFile', 'multiSelections'] : ['openFile']
    })
    return result.canceled ? [] : result.filePaths
  })
  await window.loadURL(url)
}

app.on('window-all-closed', () => app.quit())
app.on('will-quit', () => void engine?.close())
void start()
