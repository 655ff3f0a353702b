import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import {
  IPC_MENU_COMMAND,
  IPC_OPEN_DOCUMENT,
  IPC_OPEN_FILE_DIALOG,
  IPC_WINDOW_SESSION,
  type DesktopSession,
  type FolioWindowApi,
  type MenuCommand,
  type PickedFile
} from '../../shared/window-api'

// Wraps each channel in a function so the window never holds ipcRenderer itself. The session is
// asked for, not handed over as an argument: arguments land on the renderer's command line.
const api: FolioWindowApi = {
  session: () => ipcRenderer.invoke(IPC_WINDOW_SESSION) as Promise<DesktopSession>,
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
