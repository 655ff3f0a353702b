/**
 * The Content Security Policy of Folio's window, in the browser and in Electron alike: scripts and
 * connections only from the engine's own origin, no plugins, no framing, no base or form tricks.
 * Inline styles are allowed (React's style attributes).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join('; ')
