/**
 * What Folio's preload exposes to the window as `window.folio`: this launch's session (asked for
 * over IPC once the page has loaded, never passed on the renderer's command line, where other
 * users of the machine could read it in the process list), a native file dialog that hands back
 * the chosen files' bytes (the window itself has no file system access), opening a document with
 * the system's own application, and the application menu's commands. Nothing else crosses the
 * bridge.
 */
export interface FolioWindowApi {
  /** The main process answers only the window's own page on the engine's origin. */
  session(): Promise<DesktopSession>
  openFileDialog(options: OpenFileDialogOptions): Promise<PickedFile[]>
  /** Saves the bytes to a temporary file and opens it (Word, Preview, Acrobat…). */
  openDocument(document: DocumentToOpen): Promise<void>
  /** Listens to the application menu; returns a function that stops listening. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
}

/** What the desktop shell hands its window for this launch. */
export interface DesktopSession {
  engineUrl: string
  sessionKey: string
  appVersion: string
}

export interface OpenFileDialogOptions {
  title?: string
  /** Extensions without the dot, e.g. ['pdf', 'docx']. */
  extensions: string[]
  multiple: boolean
}

export interface PickedFile {
  name: string
  /** The media type guessed from the extension; empty when unknown. */
  type: string
  bytes: Uint8Array
}

export interface DocumentToOpen {
  fileName: string
  bytes: Uint8Array
}

/** Menu items the window acts on; everything else the menu does itself (zoom, copy, quit). */
export type MenuCommand =
  | { kind: 'navigate'; path: '/contracts' | '/renewals' | '/search' | '/generate' | '/import' | '/settings/key-term-properties' }
  | { kind: 'import-files' }
  | { kind: 'focus-search' }
  | { kind: 'set-theme'; theme: 'system' | 'light' | 'dark' }

export const IPC_OPEN_FILE_DIALOG = 'folio:open-file-dialog'
export const IPC_OPEN_DOCUMENT = 'folio:open-document'
export const IPC_MENU_COMMAND = 'folio:menu-command'
export const IPC_WINDOW_SESSION = 'folio:window-session'

/** Limits the main process holds the bridge to, so a compromised page cannot exhaust memory or disk. */
export const MAX_PICKED_FILE_BYTES = 100 * 1024 * 1024
export const MAX_OPENED_DOCUMENT_BYTES = 200 * 1024 * 1024
