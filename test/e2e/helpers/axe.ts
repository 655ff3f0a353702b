/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, Result } from 'axe-core'
import type { Page } from 'playwright-core'

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> }
  }
}

/** axe-core's own build, read from node_modules: the page never fetches it, so no CDN and no CSP exception. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The rules Folio is held to: WCAG 2.0 and 2.1, levels A and AA (what EN 301 549 cites). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The violations axe finds in the page as it is now, one line each with the elements at fault, so a
 * failing test names the rule, the screen and the nodes. The script is evaluated through the
 * debugging protocol, which a page's CSP does not govern, rather than added as a <script>.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE)
  const results = await page.evaluate((tags) => {
    if (!window.axe) throw new Error('axe-core did not load in the page')
    return window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
  }, WCAG_21_AA)
  return results.violations.map(describe)
}

function describe(violation: Result): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`)
  const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : []
  return [`${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}`, ...nodes, ...more].join('\n')
}
