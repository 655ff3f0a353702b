const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'"
]

/**
 * The Content Security Policy of Folio's window, in the browser and in Electron alike: scripts and
 * connections only from the engine's own origin, no plugins, no framing, no base or form tricks.
 * Inline styles are allowed (React's style attributes).
 */
export const PAGE_CSP = [...COMMON_DIRECTIVES, "script-src 'self'", "frame-ancestors 'none'"].join('; ')

/**
 * The pages that frame an add-in's pane in Office on the web. `frame-ancestors` is checked
 * against every ancestor, so the editor's frame (officeapps.live.com) and the page around it
 * (office.com, a SharePoint or OneDrive site, microsoft365.com, cloud.microsoft) must all be
 * listed. Desktop Office does not frame the pane in a page and is unaffected.
 */
export const OFFICE_FRAME_ANCESTORS = [
  "'self'",
  'https://*.officeapps.live.com',
  'https://*.office.com',
  'https://*.office365.com',
  'https://*.microsoft365.com',
  'https://*.cloud.microsoft',
  'https://*.sharepoint.com',
  'https://onedrive.live.com'
]

/** Where Microsoft serves office.js: the pane loads it from there when the computer is online. */
export const OFFICE_JS_ORIGIN = 'https://appsforoffice.microsoft.com'

/**
 * Pages under /addin/ (Office add-in panes): the window's policy, except that Office's own pages
 * may frame them and office.js may load from Microsoft. The window's pages keep refusing every
 * frame.
 */
export const ADDIN_CSP = [
  "default-src 'self'",
  `script-src 'self' ${OFFICE_JS_ORIGIN}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${OFFICE_JS_ORIGIN}`,
  "font-src 'self' data:",
  // Office.js talks to its host through Microsoft's pages and frames them.
  `connect-src 'self' ${OFFICE_JS_ORIGIN}`,
  `frame-src 'self' ${OFFICE_JS_ORIGIN}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  `frame-ancestors ${OFFICE_FRAME_ANCESTORS.join(' ')}`
].join('; ')
