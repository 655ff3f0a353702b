import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import {
  ARG_APP_VERSION,
  ARG_ENGINE_URL,
  ARG_SESSION_KEY,
  IPC_MENU_COMMAND,
  IPC_OPEN_DOCUMENT,
  IPC_OPEN_FILE_DIALOG,
  type FolioWindowApi,
  type MenuCommand,
  type PickedFile
} from '../../shared/window-api'

// The main process passes this launch's values as arguments; a sandboxed preload reads argv only.
function argument(prefix: string): string {
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length) ?? ''
}

// Wraps each channel in a function so the window never holds ipcRenderer itself.
const api: FolioWindowApi = {
  engineUrl: argument(ARG_ENGINE_URL),
  sessionKey: argument(ARG_SESSION_KEY),
  appVersion: argument(ARG_APP_VERSION),
  openFileDialog: (options) => ipcRenderer.invoke(IPC_OPEN_FILE_DIALOG, options) as Promise<PickedFile[]>,
  openDocument: (document) => ipcRenderer.invoke(IPC_OPEN_DOCUMENT, document) as Promise<void>,
  onMenuCommand: (listener) => {
    const handler = (_event: IpcRendererEvent, command: MenuCommand) => listener(command)
    ipcRenderer.on(IPC_MENU_COMMAND, handler)
    return () => {
      ipcRenderer.removeListener(IPC_MENU_COMMAND, handler)
    }
  }
}

contextBridge.exposeInMainWorld('folio', api)
