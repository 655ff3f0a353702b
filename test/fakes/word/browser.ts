import { createFakeWord, installFakeOffice, type FakeWord, type FakeWordOptions } from './index'

/**
 * The fake Word model as a page script, standing in for Office.js: end-to-end tests answer the
 * Office.js request with this file (bundled), after a line that sets `__folioFakeWordSeed`.
 * The fake stays reachable as `__folioFakeWord` for the test to read the document back.
 */
declare global {
  interface Window {
    __folioFakeWordSeed?: FakeWordOptions
    __folioFakeWord?: FakeWord
  }
}

const fake = createFakeWord(window.__folioFakeWordSeed ?? { paragraphs: [] })
installFakeOffice(window, fake)
window.__folioFakeWord = fake
