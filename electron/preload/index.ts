import { contextBridge, ipcRenderer } from 'electron'
import { ARG_APP_VERSION, ARG_ENGINE_URL, ARG_SESSION_KEY, IPC_OPEN_FILE_DIALOG, type FolioWindowApi } from './api'

// The main process passes this launch's values as arguments; a sandboxed preload reads argv only.
function argument(prefix: string): string {
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length) ?? ''
}

const api: FolioWindowApi = {
  engineUrl: argument(ARG_ENGINE_URL),
  sessionKey: argument(ARG_SESSION_KEY),
  appVersion: argument(ARG_APP_VERSION),
  openFileDialog: (options) => ipcRenderer.invoke(IPC_OPEN_FILE_DIALOG, options) as Promise<string[]>
}

contextBridge.exposeInMainWorld('folio', api)
