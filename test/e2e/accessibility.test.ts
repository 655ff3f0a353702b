import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot } from './helpers/browser'
import { openDemoWindow, type DemoWindow } from './helpers/demo'
import { axeViolations } from './helpers/axe'
import { join } from 'node:path'
import { apiOf, builtFolio, repoRoot, type ServedFolio } from '../helpers/folio-serve'

/*
 * WCAG 2.1 AA, checked by axe-core in Chromium on every screen of the window, in the light and the
 * dark theme: each state is reached as a lawyer reaches it (clicks, choices, a query typed), then
 * scanned whole. Any violation fails the test and is named with the elements at fault.
 */
/** Every screen as scanned, in both themes; docs/images takes its pictures from here. */
const SCREENS = join(repoRoot, 'test-results', 'window')

type Screen = { name: string; open(page: Page): Promise<void>; close?(): Promise<void> }

describe.skipIf(!hasChromium || !builtFolio)('the window meets WCAG 2.1 AA (axe-core)', () => {
  let demo: DemoWindow | undefined
  let engine: ServedFolio
  let page: Page
  /** The demo's negotiated licence: two versions to compare, text to read and review. */
  let licence: string

  // Serving the demo workspace takes a while on a busy machine.
  beforeAll(async () => {
    demo = await openDemoWindow()
    engine = demo.engine
    page = demo.page
    licence = demo.licence
  }, 180_000)
  afterAll(() => demo?.close())

  const choosePlaybook = async (select: string) => {
    const values = await page.locator(`${select} option`).evaluateAll((options) => options.map((option) => (option instanceof HTMLOptionElement ? option.value : '')).filter((value) => value !== ''))
    await page.locator(select).selectOption(values[0] ?? '')
  }

  const screens: Screen[] = [
    {
      name: 'contracts',
      open: async () => {
        await page.goto(`${engine.url}/contracts`)
        await page.locator('[data-contract-row]').first().waitFor()
      }
    },
    {
      name: 'contract: details',
      open: async () => {
        await page.goto(`${engine.url}/contracts/${licence}`)
        await page.locator('[data-paragraph="1"]').waitFor()
      }
    },
    {
      name: 'contract: find in the document',
      open: async () => {
        await page.goto(`${engine.url}/contracts/${licence}`)
        await page.locator('[data-paragraph="1"]').waitFor()
        await page.keyboard.press('Control+f')
        const field = page.getByLabel('Text to find')
        await expect.poll(() => field.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true)
        await field.fill('licen')
        await page.locator('mark.hl--find-current').waitFor()
      }
    },
    {
      name: 'contract: versions',
      open: async () => {
        await page.goto(`${engine.url}/contracts/${licence}?panel=versions`)
        await page.locator('[data-version]').first().waitFor()
      }
    },
    {
      name: 'contract: key terms',
      open: async () => {
        await page.goto(`${engine.url}/contracts/${licence}?panel=terms`)
        await page.getByTestId('key-terms').waitFor()
      }
    },
    {
      name: 'contract: drafting checks',
      open: async () => {
        await page.goto(`${engine.url}/contracts/${licence}?panel=checks`)
        await page.locator('.checks__group').first().waitFor()
      }
    },
    {
      name: 'contract: playbook review',
      open: async () => {
        await page.goto(`${engine.url}/contracts/${licence}?panel=review`)
        await page.locator('#review-playbook').waitFor()
        await choosePlaybook('#review-playbook')
        await page.getByTestId('coverage-summary').waitFor()
      }
    },
    {
      name: 'search with results',
      open: async () => {
        await page.goto(`${engine.url}/search`)
        await page.getByLabel('Search every contract').fill('termination')
        await page.keyboard.press('Enter')
        await page.locator('[data-evidence]').first().waitFor()
      }
    },
    {
      name: 'generate with its preview',
      open: async () => {
        await page.goto(`${engine.url}/generate`)
        await page.getByRole('link', { name: /Mutual Non-Disclosure Agreement/ }).click()
        await page.getByTestId('preview-page').waitFor()
      }
    },
    {
      name: 'import',
      open: async () => {
        await page.goto(`${engine.url}/import`)
        await page.getByRole('heading', { level: 1 }).waitFor()
      }
    },
    {
      name: 'renewals',
      open: async () => {
        await page.goto(`${engine.url}/renewals`)
        await page.getByRole('heading', { level: 1 }).waitFor()
        await page.locator('.timeline__dot').first().waitFor()
      }
    },
    {
      name: 'sync',
      open: async () => {
        await page.goto(`${engine.url}/sync`)
        await page.getByRole('heading', { level: 1 }).waitFor()
      }
    },
    {
      name: 'connected apps',
      open: async () => {
        await page.goto(`${engine.url}/connected-apps`)
        await page.getByRole('heading', { level: 1 }).waitFor()
      }
    },
    {
      name: 'key term properties',
      open: async () => {
        await page.goto(`${engine.url}/settings/key-term-properties`)
        await page.getByLabel('Notice period').waitFor()
        // A choice changed and not saved yet: Save and Discard enabled, every select labelled.
        await page.getByLabel('Notice period').selectOption('none')
        await expect.poll(() => page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true)
      }
    },
    {
      name: 'compare side by side',
      open: async () => {
        await page.goto(`${engine.url}/contracts/${licence}/compare?old=1&new=2`)
        await page.getByTestId('compare-summary').waitFor()
      }
    },
    {
      name: 'compare with the playbook lens',
      open: async () => {
        await page.goto(`${engine.url}/contracts/${licence}/compare?old=1&new=2&panel=lens`)
        await page.locator('#lens-playbook').waitFor()
        await choosePlaybook('#lens-playbook')
        await page.getByTestId('lens-summary').waitFor({ timeout: 15_000 })
      }
    },
    {
      name: 'the pairing prompt',
      open: async () => {
        await apiOf({ url: engine.url, key: null }).call('createPairing', { body: { appName: 'Clause report script', scopes: [] } })
        await page.goto(`${engine.url}/contracts`)
        await page.getByRole('alertdialog').waitFor()
      },
      // The prompt is modal: answered, so that the next screen is the lawyer's again.
      close: async () => {
        const api = apiOf(engine)
        for (const { pairingId } of (await api.call('listPairings')).pairings) await api.call('denyPairing', { params: { pairingId } })
      }
    }
  ]

  for (const theme of ['light', 'dark'] as const) {
    describe(`${theme} theme`, () => {
      beforeAll(async () => {
        await page.emulateMedia({ colorScheme: theme })
      })
      for (const screen of screens) {
        it(`${screen.name}: no violation`, async () => {
          await screen.open(page)
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
          await screenshot(page, `${theme}-${screen.name.replace(/[^a-z]+/gi, '-').toLowerCase()}`, SCREENS)
          const violations = await axeViolations(page)
          await screen.close?.()
          expect(violations).toEqual([])
        })
      }
    })
  }
})
