/** Where Microsoft requires add-ins to load Office.js from. */
export const OFFICE_JS_CDN = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js'
/** The copy Folio's engine serves from the @microsoft/office-js package, for when the CDN is out of reach. */
export const OFFICE_JS_LOCAL = '/addin/office-js/office.js'

export type OfficeJsSource = 'cdn' | 'folio'

export type OfficeJsLoad = { source: OfficeJsSource } | { source: null; problem: string }

/** Adds a script and waits for it; a request the network leaves hanging counts as failed after `timeoutMs`. */
export function loadScript(doc: Document, src: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script')
    const timer = setTimeout(() => {
      script.remove()
      reject(new Error(`${src} did not load within ${timeoutMs / 1000} s`))
    }, timeoutMs)
    script.src = src
    script.onload = () => {
      clearTimeout(timer)
      resolve()
    }
    script.onerror = () => {
      clearTimeout(timer)
      script.remove()
      reject(new Error(`${src} could not be loaded`))
    }
    doc.head.appendChild(script)
  })
}

/**
 * Office.js from Microsoft's CDN, as Microsoft requires; when that fails (offline, on a plane),
 * Folio's own copy. The status line says which one runs.
 */
export async function loadOfficeJs(doc: Document = document, timeoutMs = 10_000): Promise<OfficeJsLoad> {
  try {
    await loadScript(doc, OFFICE_JS_CDN, timeoutMs)
    return { source: 'cdn' }
  } catch {
    try {
      await loadScript(doc, OFFICE_JS_LOCAL, timeoutMs)
      return { source: 'folio' }
    } catch (error) {
      return { source: null, problem: `Office.js could not be loaded from Microsoft or from Folio (${error instanceof Error ? error.message : String(error)}).` }
    }
  }
}
