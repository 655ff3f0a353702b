/// <reference types="node" />
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'
export const hasChromium = existsSync(CHROMIUM)

export interface Window {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

/**
 * Debian's Chromium, headless, on a fresh profile: no state leaks from one run to the next. It
 * signs in as a lawyer does, through the one-time `link` the engine printed (`folio serve`,
 * `engine.windowLink()`), and waits for the page to drop the token from its address.
 * `home` gives it another HOME, whose NSS database (~/.pki/nssdb) decides which certificates it trusts.
 */
export async function openWindow(options: { link: string; home?: string }): Promise<Window> {
  const profile = mkdtempSync(join(tmpdir(), 'folio-e2e-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    ...(options.home ? { env: { ...process.env, HOME: options.home } } : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    viewport: { width: 1400, height: 900 },
    acceptDownloads: true
  })
  const page = context.pages()[0] ?? (await context.newPage())
  // A step that cannot happen fails in seconds, naming the step, rather than at the test's timeout.
  page.setDefaultTimeout(8_000)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(options.link)
  await page.waitForURL((url) => !url.searchParams.has('token'))
  const cookies = await context.cookies()
  if (!cookies.some((cookie) => cookie.name.startsWith('folio-session-') && cookie.httpOnly && cookie.sameSite === 'Strict')) {
    throw new Error(`The window link gave the browser no session cookie: ${JSON.stringify(cookies.map((c) => c.name))}`)
  }
  return {
    context,
    page,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
      if (problems.length > 0) throw new Error(`The window threw:\n${problems.join('\n')}`)
    }
  }
}

/** The screenshots of the main screens, overwritten by each run; printed so a person can look. */
export const SCREENSHOT_FOLDER = join(tmpdir(), 'folio-e2e-screens')

export async function screenshot(page: Page, name: string, folder: string = SCREENSHOT_FOLDER): Promise<void> {
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: join(folder, `${name}.png`) })
}
