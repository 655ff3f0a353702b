/**
 * What Folio's preload exposes to the window as `window.folio`: the engine's address, this launch's
 * session key, the app version, and a native file dialog. Nothing else crosses the bridge.
 */
export interface FolioWindowApi {
  engineUrl: string
  sessionKey: string
  appVersion: string
  openFileDialog(options: { title?: string; extensions: string[]; multiple: boolean }): Promise<string[]>
}

export const IPC_OPEN_FILE_DIALOG = 'folio:open-file-dialog'
export const ARG_ENGINE_URL = '--folio-engine-url='
export const ARG_SESSION_KEY = '--folio-session-key='
export const ARG_APP_VERSION = '--folio-app-version='
