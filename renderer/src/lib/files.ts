import type { Session } from '../api/session'

/**
 * Saves bytes the way the platform does downloads: an anchor with `download` on an object URL.
 * In the desktop app Electron shows its save dialog for it; in a browser it lands in Downloads.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // The click starts the download synchronously; the URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

/**
 * Opens a document for reading: with the system's application in the desktop app (Word for a
 * .docx, the PDF reader for a .pdf), in a new browser tab otherwise.
 */
export async function openBlob(session: Session, blob: Blob, fileName: string): Promise<'opened' | 'saved'> {
  if (session.desktop) {
    await session.desktop.openDocument({ fileName, bytes: new Uint8Array(await blob.arrayBuffer()) })
    return 'opened'
  }
  if (blob.type === 'application/pdf') {
    const url = URL.createObjectURL(blob)
    const opened = window.open(url, '_blank', 'noopener')
    setTimeout(() => URL.revokeObjectURL(url), 120_000)
    if (opened !== null) return 'opened'
  }
  // Browsers cannot show a .docx; saving it lets the lawyer open it in Word.
  saveBlob(blob, fileName)
  return 'saved'
}

export function base64ToBlob(base64: string, contentType: string): Blob {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type: contentType })
}

/** Files chosen through the desktop app's native dialog, as browser File objects. */
export async function pickFilesWithDesktopDialog(session: Session, extensions: string[]): Promise<File[] | null> {
  if (!session.desktop) return null
  const picked = await session.desktop.openFileDialog({ title: 'Import documents', extensions, multiple: true })
  return picked.map((file) => new File([file.bytes.slice()], file.name, { type: file.type }))
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
