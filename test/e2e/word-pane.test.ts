import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import mammoth from 'mammoth'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeJsDir } from '../../electron/engine/http/addin-page'
import { availability, UNTRACKED_NOTE } from '../../renderer/src/addin/word/capabilities'
import { createClient, fetchTransport, type Client } from '../../shared/api/client'
import type { DocumentSnapshot } from '../fakes/word'
// The page globals the fake Word model sets (__folioFakeWord).
import type {} from '../fakes/word/browser'
import { builtFolio, repoRoot, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { httpsRequest } from '../helpers/https'
import { hasChromium, openWindow, screenshot, type Window as BrowserWindow } from './helpers/browser'
import { cuadDraftParagraphs, hasCuadDraft } from './helpers/cuad-document'
import { fakeOfficeScript } from './helpers/fake-office'
import { hasCertutil, homeTrustingFolio } from './helpers/trust'

const OFFICE_JS_CDN = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js'
const SCREENSHOTS = join(repoRoot, 'test-results', 'word-pane')
const PLAYBOOK = join(repoRoot, 'test', 'fixtures', 'playbooks', 'cuad-review.json')
const AUTHOR = 'Avery Lawyer'

type Seed = { wordApi?: '1.3' | '1.4'; partitionKey?: string; platform?: 'PC' | 'OfficeOnline' }

/*
 * Folio for Word as a lawyer uses it, in headless Chromium: the pane loaded from the engine's
 * https listener (its certificate trusted with `folio addin trust` in Chromium's NSS database, no
 * certificate error ignored), Office.js answered by the fake Word model holding a real CUAD
 * contract, a real pairing allowed through the engine API as Folio's window allows it, then review,
 * highlight, clear, a fallback as a tracked change, a comment, a clause, generation, and the cut-off
 * when the app is disconnected in Connected apps. Screenshots of every step: test-results/word-pane/.
 */
describe.skipIf(!hasChromium || !builtFolio || !hasCertutil || !hasCuadDraft)('Folio for Word in Chromium, over https', () => {
  let engine: ServedFolio
  /** Folio's window: its session, over the API, as the window's prompt and Connected apps screen call it. */
  let folio: Client
  let home: string
  let playbookName: string
  let browser: BrowserWindow | undefined
  let page: Page
  const draft = hasCuadDraft ? cuadDraftParagraphs() : []
  const governingLaw = draft.findIndex((text) => text.includes('THIS AGREEMENT SHALL BE GOVERNED'))
  // The document in Word: the draft, where the lawyer has pressed Enter twice after the governing-law clause.
  const document = [...draft.slice(0, governingLaw + 1), '', '', ...draft.slice(governingLaw + 1)]

  beforeAll(async () => {
    engine = await serveDemo()
    folio = createClient(fetchTransport(engine.url), { key: () => engine.key })
    home = homeTrustingFolio(engine.dataDir)
    const imported = await folio.call('importPlaybook', { body: JSON.parse(readFileSync(PLAYBOOK, 'utf8')) })
    playbookName = imported.name ?? ''
  })
  afterAll(async () => {
    await browser?.close()
    await engine?.stop()
  })

  /** A fresh Chromium profile opening the pane; Office.js from the CDN (the fake) or, offline, from Folio. */
  async function openPane(seed: Seed = {}, cdn: 'reachable' | 'offline' = 'reachable'): Promise<{ page: Page; officeJsServed: Promise<string> }> {
    await browser?.close()
    browser = await openWindow({ home, link: await engine.windowLink() })
    const opened = browser.page
    await opened.setViewportSize({ width: 360, height: 900 })
    const fake = { status: 200, contentType: 'application/javascript', body: await fakeOfficeScript({ paragraphs: document, author: AUTHOR, ...seed }) }
    let served: (body: string) => void = () => undefined
    const officeJsServed = new Promise<string>((resolve) => (served = resolve))
    if (cdn === 'reachable') await opened.route(OFFICE_JS_CDN, (route) => route.fulfill(fake))
    else {
      await opened.route(OFFICE_JS_CDN, (route) => route.abort('internetdisconnected'))
      // Folio's copy is asked of the engine for real; the page then runs the fake in its place,
      // since Microsoft's office.js outside Word never reports a Word host.
      await opened.route('**/addin/office-js/office.js', async (route) => {
        const answer = await httpsRequest(route.request().url(), { ca: readFileSync(join(engine.dataDir, 'tls', 'localhost.crt'), 'utf8') })
        served(answer.status === 200 ? answer.body : `${answer.status}`)
        await route.fulfill(fake)
      })
    }
    const response = await opened.goto(`${engine.tlsUrl}/addin/`)
    expect([response?.status(), new URL(opened.url()).protocol]).toEqual([200, 'https:'])
    return { page: opened, officeJsServed }
  }

  /** Allow in Folio's window: the pending pairing showing the pane's code, approved by the window's session. */
  async function allowInFolio(pane: Page, scopes?: [] | ['contracts:write']): Promise<void> {
    const code = await pane.getByTestId('pairing-code').textContent()
    const { pairings } = await folio.call('listPairings')
    const pairing = pairings.find((p) => p.code === code)
    expect(pairing && [pairing.appName, pairing.origin, pairing.scopes]).toEqual(['Folio for Word', engine.tlsUrl, ['contracts:write']])
    await folio.call('approvePairing', { params: { pairingId: pairing?.pairingId ?? '' }, body: scopes ? { scopes } : {} })
    await pane.getByRole('tab', { name: 'Review' }).waitFor()
  }

  const snapshot = async (pane: Page): Promise<DocumentSnapshot> => {
    const state = await pane.evaluate(() => window.__folioFakeWord?.snapshot() ?? null)
    if (!state) throw new Error('The fake Word model is not in the page')
    return state
  }
  const shoot = (pane: Page, name: string) => screenshot(pane, name, SCREENSHOTS)
  const status = (pane: Page) => pane.getByTestId('pane-status').textContent()

  async function review(pane: Page): Promise<string | null> {
    await pane.getByLabel('Playbook', { exact: true }).selectOption({ label: playbookName })
    await pane.getByRole('button', { name: /^Review (this document|again)$/ }).click()
    return pane.getByTestId('review-summary').textContent()
  }
  const position = (pane: Page, name: string) => pane.getByRole('listitem').filter({ has: pane.getByRole('button', { name: new RegExp(`^${name}`) }) })

  it('pairs: the pane shows a code, Folio’s window allows it, and the pane holds its own key', async () => {
    ;({ page } = await openPane())
    const code = page.getByTestId('pairing-code')
    await code.waitFor()
    await expect.poll(() => code.textContent()).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/)
    expect(await status(page)).toContain('Not connected yet')
    await shoot(page, '01-pairing-code')

    await allowInFolio(page)
    await expect.poll(() => status(page)).toContain('As Amelia Hart · can edit')
    expect(await status(page)).toContain('Office.js: Microsoft')
    const stored = await page.evaluate(() => Object.keys(window.localStorage))
    expect(stored).toEqual(['folio.addin.key'])
    expect((await snapshot(page)).settings).toEqual({})
    await shoot(page, '02-paired')
  })

  it('reviews the CUAD draft against the playbook: found positions with their paragraphs, missing ones with what their absence means', async () => {
    const expected = await folio.call('matchPlaybook', { params: { id: (await folio.call('listPlaybooks', { query: { pagesize: 50 } })).playbooks.find((p) => p.name === playbookName)?.id ?? '' }, body: { paragraphs: draft } })
    const found = expected.positions.filter((p) => p.matches.length > 0).map((p) => p.name)
    expect(found).toEqual(['Governing law', 'Assignment', 'Audit rights', 'Change of control', 'Non-disparagement', 'Term and expiry'])
    expect(await review(page)).toBe(`6 of 20 positions found in ${draft.length} paragraphs`)
    expect(await page.locator('.position--found .position__name').allTextContents()).toEqual(found)
    const missing = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Cap on liability/ }) })
    expect(await missing.locator('.position__head').textContent()).toBe('Cap on liabilityMissing: Unlimited liability')
    await shoot(page, '03-review')
  })

  it('selects a matched paragraph and highlights its keywords; Clear highlights restores the document exactly', async () => {
    const before = await snapshot(page)
    await page.getByRole('button', { name: /^Governing law/ }).click()
    const card = position(page, 'Governing law')
    await card.getByRole('list', { name: 'Found in' }).getByRole('button').first().click()
    await page.getByRole('button', { name: 'Clear highlights' }).waitFor()
    const highlighted = await snapshot(page)
    const touched = highlighted.paragraphs.flatMap((paragraph, index) => paragraph.runs.filter((run) => run.highlight === '#FFFF00').map((run) => [index, run.text]))
    expect(touched).toEqual([[governingLaw, 'LAWS OF THE STATE OF']])
    expect(highlighted.selection.text).toBe(draft[governingLaw])
    await shoot(page, '04-highlighted')

    await page.getByRole('button', { name: 'Clear highlights' }).click()
    await page.getByRole('button', { name: 'Clear highlights' }).waitFor({ state: 'detached' })
    expect((await snapshot(page)).paragraphs).toEqual(before.paragraphs)
    await shoot(page, '05-cleared')
  })

  it('replaces the matched paragraph with a fallback as a tracked change, and adds the drafting notes as a comment', async () => {
    const card = position(page, 'Governing law')
    const neutral = card.locator('.fallback').filter({ hasText: 'Neutral law' })
    await neutral.getByRole('button', { name: 'Replace the matched paragraph' }).click()
    await card.getByText('Inserted as a tracked change.').waitFor()
    const replaced = await snapshot(page)
    expect(replaced.paragraphs[governingLaw]?.runs).toEqual([
      { text: draft[governingLaw], deleted: AUTHOR },
      { text: 'This Agreement shall be governed by the laws of England and Wales.', inserted: AUTHOR }
    ])
    expect(replaced.changeTrackingMode).toBe('Off')
    await shoot(page, '06-fallback-tracked')

    await card.getByRole('button', { name: 'Add as a comment' }).click()
    await card.getByText('Comment added to the matched paragraph.').waitFor()
    expect((await snapshot(page)).comments).toEqual([
      {
        author: AUTHOR,
        // The playbook publishes its drafting note; the internal rationale stays in the company.
        text: 'Exclude conflict-of-laws rules so the chosen law cannot point elsewhere.',
        on: `${draft[governingLaw]}This Agreement shall be governed by the laws of England and Wales.`
      }
    ])
    await shoot(page, '07-comment')
  })

  it('inserts a missing position’s fallback at the cursor, tracked', async () => {
    await page.evaluate((at) => window.__folioFakeWord?.placeCursor(at), governingLaw + 1)
    await page.getByRole('button', { name: /^Cap on liability/ }).click()
    const card = position(page, 'Cap on liability')
    await card.locator('.fallback').filter({ hasText: 'Mutual cap' }).getByRole('button', { name: 'Insert at cursor' }).click()
    await card.getByText('Inserted as a tracked change.').waitFor()
    const inserted = await snapshot(page)
    expect(inserted.paragraphs[governingLaw + 1]?.runs).toEqual([
      {
        text: "Except for breach of confidentiality and indemnities, each party's aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.",
        inserted: AUTHOR
      }
    ])
    expect(inserted.changeTrackingMode).toBe('Off')
    await shoot(page, '08-fallback-at-cursor')
  })

  it('inserts a clause from the library at the cursor with its formatting, tracked', async () => {
    await page.evaluate((at) => window.__folioFakeWord?.placeCursor(at), governingLaw + 2)
    await page.getByRole('tab', { name: 'Clauses' }).click()
    await page.getByLabel('Search clauses').fill('convenience')
    const clauses = page.getByRole('list', { name: 'Clauses' })
    await expect.poll(() => clauses.locator('strong').allTextContents()).toEqual(['Termination for convenience (90 days)'])
    await clauses.getByRole('button', { name: 'Insert at cursor' }).click()
    await clauses.getByText('Inserted at the cursor as a tracked change.').waitFor()
    expect((await snapshot(page)).paragraphs.slice(governingLaw + 2, governingLaw + 5)).toEqual([
      { runs: [{ text: 'Termination for convenience (90 days)', bold: true, inserted: AUTHOR }] },
      { runs: [{ text: 'Either party may terminate this Agreement for convenience by giving the other party not less than ninety (90) days’ written notice.', inserted: AUTHOR }] },
      { runs: [{ text: draft[governingLaw + 1] }] }
    ])
    await shoot(page, '09-clause')
  })

  it('generates a document from a template, opens it as a new Word document, and saves it as a contract', async () => {
    await page.getByRole('tab', { name: 'Generate' }).click()
    await page.getByLabel('Template').selectOption({ label: 'Mutual Non-Disclosure Agreement' })
    await page.getByLabel('Contract name').fill('Mutual NDA – Crescent Data Centres')
    await page.locator('[data-field="field-values-effectiveDate"]').getByRole('textbox').fill('2026-12-01')
    const purpose = page.locator('[data-field="field-values-purpose"]')
    await purpose.getByRole('button', { name: 'Use' }).click()
    await page.locator('[data-field="field-values-disclosurePeriodMonths"]').getByRole('textbox').fill('12')
    await page.locator('[data-field="field-values-governingLaw"]').getByRole('textbox').fill('England and Wales')
    await page.locator('[data-field="field-values-counterparty-name"]').getByRole('textbox').fill('Crescent Data Centres Ltd')
    await page.locator('[data-field="field-values-counterparty-type"]').getByText('A legal entity').click()
    await page.getByRole('button', { name: 'Open in Word' }).click()
    const opened = page.getByText(/^Opened .* as a new Word document\. Nothing was stored in Folio\.$/)
    await opened.waitFor()
    const { openedDocuments } = await snapshot(page)
    expect(openedDocuments).toHaveLength(1)
    const text = (await mammoth.extractRawText({ buffer: Buffer.from(openedDocuments[0] ?? '', 'base64') })).value
    expect(text).toContain('Crescent Data Centres Ltd')
    await shoot(page, '10-generated')

    await page.getByRole('button', { name: 'Save as contract' }).click()
    const saved = page.getByText(/^Saved as Mutual NDA – Crescent Data Centres \(.+\) in Folio\.$/)
    const reference = /\((.+)\) in Folio/.exec((await saved.textContent()) ?? '')?.[1] ?? ''
    const stored = await folio.call('listContracts', { query: { keyword: reference } })
    expect(stored.contracts.map((contract) => [contract.reference, contract.name])).toEqual([[reference, 'Mutual NDA – Crescent Data Centres']])
    expect((await snapshot(page)).openedDocuments).toHaveLength(1)
  })

  it('is cut off once disconnected in Connected apps, and says it must connect again', async () => {
    const { keys } = await folio.call('listKeys')
    const paired = keys.filter((key) => key.appName === 'Folio for Word' && key.kind === 'paired')
    expect(paired.map((key) => [key.origin, key.scopes])).toEqual([[engine.tlsUrl, ['contracts:write']]])
    await folio.call('revokeKey', { params: { id: paired[0]?.id ?? '' } })

    await page.getByRole('tab', { name: 'Review' }).click()
    await page.getByRole('button', { name: 'Review this document' }).click()
    await page.getByRole('heading', { name: 'Folio no longer accepts this pane' }).waitFor()
    await expect.poll(() => status(page)).toContain('Folio refused this pane’s key: The API key has been revoked')
    await shoot(page, '11-disconnected')

    await page.getByRole('button', { name: 'Connect again' }).click()
    const code = await page.getByTestId('pairing-code').textContent()
    const stored = await page.evaluate(() => Object.keys(window.localStorage))
    expect(['folio.addin.key', 'folio.addin.pairing'].map((name) => stored.includes(name))).toEqual([false, true])
    const waiting = (await folio.call('listPairings')).pairings.find((p) => p.code === code)
    await folio.call('denyPairing', { params: { pairingId: waiting?.pairingId ?? '' } })
    await page.getByText('Folio did not allow this pane: The pairing was denied in Folio').waitFor()
  })

  it('offline: Office.js comes from Folio’s copy of the @microsoft/office-js package, says so, and the pane works as before', async () => {
    const pane = await openPane({}, 'offline')
    page = pane.page
    expect(await pane.officeJsServed).toBe(readFileSync(join(officeJsDir() ?? '', 'office.js'), 'utf8'))
    await page.getByTestId('pairing-code').waitFor()
    await allowInFolio(page)
    expect(await status(page)).toContain('Office.js: Folio’s copy (offline)')
    expect(await review(page)).toBe(`6 of 20 positions found in ${draft.length} paragraphs`)
    await page.evaluate((at) => window.__folioFakeWord?.placeCursor(at), governingLaw + 1)
    await page.getByRole('button', { name: /^Termination for convenience/ }).click()
    const card = position(page, 'Termination for convenience')
    await card.getByRole('button', { name: 'Insert at cursor' }).click()
    await card.getByText('Inserted as a tracked change.').waitFor()
    expect((await snapshot(page)).paragraphs[governingLaw + 1]?.runs).toEqual([
      { text: "Either party may terminate this Agreement for convenience on ninety (90) days' written notice, without liability other than for obligations accrued before termination.", inserted: AUTHOR }
    ])
    await shoot(page, '12-offline')
  })

  it('on Word with WordApi 1.3 only, inserts untracked and says so, and offers no comment, saying why; on Word on the web its key is kept under Office’s partition', async () => {
    ;({ page } = await openPane({ wordApi: '1.3', partitionKey: 'wordweb-7|', platform: 'OfficeOnline' }))
    await page.getByTestId('pairing-code').waitFor()
    await allowInFolio(page, [])
    await expect.poll(() => status(page)).toContain('As Amelia Hart · read only')
    const stored = await page.evaluate(() => Object.keys(window.localStorage))
    expect(stored).toEqual(['wordweb-7|folio.addin.key'])

    expect(await review(page)).toBe(`6 of 20 positions found in ${draft.length} paragraphs`)
    await page.getByRole('button', { name: /^Governing law/ }).click()
    const card = position(page, 'Governing law')
    const older = { wordApi13: true, wordApi14: false }
    const commenting = availability(older, 'comment')
    expect(commenting.enabled ? null : commenting.reason).toMatch(/WordApi 1\.4/)
    expect(await card.getByRole('button', { name: 'Add as a comment' }).isDisabled()).toBe(true)
    await card.getByText(commenting.enabled ? '' : commenting.reason).waitFor()
    await card.getByText(UNTRACKED_NOTE).first().waitFor()

    await card.locator('.fallback').filter({ hasText: 'Neutral law' }).getByRole('button', { name: 'Replace the matched paragraph' }).click()
    await card.getByRole('status').filter({ hasText: UNTRACKED_NOTE }).waitFor()
    const edited = await snapshot(page)
    expect(edited.paragraphs[governingLaw]?.runs).toEqual([{ text: 'This Agreement shall be governed by the laws of England and Wales.' }])
    expect([edited.changeTrackingMode, edited.comments]).toEqual(['Off', []])
    await shoot(page, '13-wordapi-1.3')

    await page.getByRole('tab', { name: 'Clauses' }).click()
    await page.getByText(UNTRACKED_NOTE).waitFor()
    await page.getByRole('tab', { name: 'Generate' }).click()
    await page.getByLabel('Template').selectOption({ label: 'Mutual Non-Disclosure Agreement' })
    await expect.poll(() => page.getByRole('button', { name: 'Open in Word' }).isEnabled()).toBe(true)
  })
})
