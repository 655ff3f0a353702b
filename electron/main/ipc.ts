import { dialog, ipcMain, shell, type BrowserWindow, type IpcMainInvokeEvent, type OpenDialogOptions } from 'electron'
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, extname, join } from 'node:path'
import {
  IPC_OPEN_DOCUMENT,
  IPC_OPEN_FILE_DIALOG,
  IPC_WINDOW_SESSION,
  MAX_OPENED_DOCUMENT_BYTES,
  MAX_PICKED_FILE_BYTES,
  type DesktopSession,
  type DocumentToOpen,
  type OpenFileDialogOptions,
  type PickedFile
} from '../../shared/window-api'
import { isSameOrigin } from './security'

const MEDIA_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
}

/** Only documents are opened with the system's application: never a name that could run code. */
const OPENABLE = new Set(Object.keys(MEDIA_TYPES))

class BridgeError extends Error {}

function readDialogOptions(value: unknown): OpenFileDialogOptions {
  if (typeof value !== 'object' || value === null) throw new BridgeError('openFileDialog takes an options object')
  const extensions = 'extensions' in value && Array.isArray(value.extensions) ? value.extensions : []
  const valid = extensions.filter((e): e is string => typeof e === 'string' && /^[a-z0-9]{1,8}$/i.test(e))
  const title = 'title' in value && typeof value.title === 'string' ? value.title.slice(0, 200) : undefined
  const multiple = 'multiple' in value && value.multiple === true
  return { title, extensions: valid, multiple }
}

function readDocument(value: unknown): DocumentToOpen {
  if (typeof value !== 'object' || value === null) throw new BridgeError('openDocument takes a document')
  const fileName = 'fileName' in value && typeof value.fileName === 'string' ? value.fileName : ''
  const bytes = 'bytes' in value && value.bytes instanceof Uint8Array ? value.bytes : null
  if (!bytes || bytes.byteLength > MAX_OPENED_DOCUMENT_BYTES) throw new BridgeError('The document is missing or too large to open')
  // A plain file name with a document extension, whatever the window sent.
  const safe = basename(fileName).replace(/[^\p{L}\p{N} ._()–-]/gu, '_').slice(0, 150) || 'contract'
  if (!OPENABLE.has(extname(safe).toLowerCase())) throw new BridgeError('Only .pdf and .docx documents can be opened')
  return { fileName: safe, bytes }
}

/**
 * The bridge's handlers. Each checks that the request comes from the window's own page on the
 * engine's origin, and validates its payload: the window is treated as untrusted.
 */
export function registerBridge(launch: { engineOrigin: string; sessionKey: string; appVersion: string }, window: () => BrowserWindow | null): void {
  const { engineOrigin } = launch
  const fromWindow = (event: IpcMainInvokeEvent) => {
    const url = event.senderFrame?.url ?? ''
    if (!isSameOrigin(url, engineOrigin)) throw new BridgeError('Refused: the request did not come from Folio’s window')
  }

  // The session goes only to the window's own top-level page on the engine's origin: never to a
  // frame inside it, nor to any other web contents.
  ipcMain.handle(IPC_WINDOW_SESSION, (event): DesktopSession => {
    fromWindow(event)
    const owner = window()
    if (!owner || event.sender !== owner.webContents || event.senderFrame !== owner.webContents.mainFrame) {
      throw new BridgeError('Refused: only Folio’s window receives its session')
    }
    return { engineUrl: engineOrigin, sessionKey: launch.sessionKey, appVersion: launch.appVersion }
  })

  ipcMain.handle(IPC_OPEN_FILE_DIALOG, async (event, raw: unknown): Promise<PickedFile[]> => {
    fromWindow(event)
    const options = readDialogOptions(raw)
    const owner = window()
    const dialogOptions: OpenDialogOptions = {
      title: options.title,
      filters: options.extensions.length ? [{ name: 'Documents', extensions: options.extensions }] : [],
      properties: options.multiple ? ['openFile', 'multiSelections'] : ['openFile']
    }
    const result = owner ? await dialog.showOpenDialog(owner, dialogOptions) : await dialog.showOpenDialog(dialogOptions)
    if (result.canceled) return []
    const files: PickedFile[] = []
    for (const path of result.filePaths) {
      const info = await stat(path)
      if (!info.isFile() || info.size > MAX_PICKED_FILE_BYTES) continue
      files.push({ name: basename(path), type: MEDIA_TYPES[extname(path).toLowerCase()] ?? '', bytes: new Uint8Array(await readFile(path)) })
    }
    return files
  })

  ipcMain.handle(IPC_OPEN_DOCUMENT, async (event, raw: unknown): Promise<void> => {
    fromWindow(event)
    const document = readDocument(raw)
    // A fresh folder per document: two contracts with the same file name never overwrite each other.
    const folder = join(tmpdir(), 'folio-open', randomBytes(6).toString('hex'))
    await mkdir(folder, { recursive: true })
    const path = join(folder, document.fileName)
    await writeFile(path, document.bytes)
    const failure = await shell.openPath(path)
    if (failure) throw new BridgeError(failure)
  })
}
