// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { KeyTermPropertiesPage } from '../../../renderer/src/features/key-terms/KeyTermPropertiesPage'
import { startTestEngine, type TestEngine } from '../../helpers/engine'
import { seedFixtureWorkspace, users } from '../../helpers/fixture-workspace'
import { renderInWindow } from './helpers/render'

let t: TestEngine
beforeAll(async () => {
  t = await startTestEngine({ seed: (engine) => seedFixtureWorkspace(engine.db), listen: true })
  // A property kept for people to fill: the engine never writes a key term there, so it is never offered.
  t.engine.db.prepare("UPDATE property_definitions SET manual_only = 1 WHERE key = 'court'").run()
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  cleanup()
  // Each test starts from Folio's defaults and the catalogue as seeded.
  t.engine.db.prepare("DELETE FROM settings WHERE key = 'key_term_properties'").run()
  t.engine.db.prepare("UPDATE property_definitions SET manual_only = 0 WHERE key = 'contract_value'").run()
})

/** The screen as Folio's window shows it (its session), or as the holder of another key would. */
function open(key: string = t.engine.sessionKey) {
  return renderInWindow(<KeyTermPropertiesPage />, { url: t.url, key })
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label)
const optionsOf = (label: string) => Array.from(select(label).options).map((option) => [option.value, option.textContent])
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' })

async function ready() {
  await screen.findByLabelText('Notice period')
}

describe('the Key term properties screen', () => {
  it('offers each term Folio’s default, Not mapped and only the properties the engine would write it to, the default marked', async () => {
    open()
    await ready()
    expect(optionsOf('Notice period')).toEqual([
      ['default', 'Follow Folio’s default (Notice period)'],
      ['none', 'Not mapped'],
      ['property:contract_value', 'Contract value (number)'],
      ['property:initial_term_months', 'Initial term (number)'],
      ['property:notice_period_days', 'Notice period (number) — Folio’s default'],
      ['property:renewal_term_months', 'Renewal term (number)']
    ])
    expect(select('Notice period').value).toBe('default')
    // Strings and lists fit the governing law; the courts are filled by people only (manualOnly).
    expect(optionsOf('Governing law')).toEqual([
      ['default', 'Follow Folio’s default (Governing law)'],
      ['none', 'Not mapped'],
      ['property:employee_grade', 'Employee grade (list)'],
      ['property:end_date_basis', 'End date basis (list)'],
      ['property:governing_law', 'Governing law (list) — Folio’s default'],
      ['property:internal_note', 'Internal note (string)'],
      ['property:notice_type', 'Notice type (list)']
    ])
    // No property of the fixture's catalogue is Folio's default for the parties: nothing is.
    expect(optionsOf('Parties')).toEqual([
      ['default', 'Follow Folio’s default (not mapped)'],
      ['none', 'Not mapped'],
      ['property:internal_note', 'Internal note (string)']
    ])
    expect(select('Parties').value).toBe('default')
    expect(document.getElementById('key-term-property-parties-hint')?.textContent).toBe(
      'Offers string properties that Folio may fill. Follows Folio’s default, which maps it to none of this workspace’s properties.'
    )
    expect(optionsOf('Agreement date').map(([value]) => value)).toEqual(['default', 'none', 'property:effective_date', 'property:end_date', 'property:signed_on'])
    // Every select is described by what it offers and whether it follows Folio's default.
    const hint = document.getElementById(select('Effective date').getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Offers date properties that Folio may fill. Follows Folio’s default for this workspace’s properties: Effective date (date).')
  })

  it('saves only the terms changed, a property or Not mapped, and confirms it', async () => {
    open()
    await ready()
    fireEvent.change(select('Notice period'), { target: { value: 'property:contract_value' } })
    fireEvent.change(select('Governing law'), { target: { value: 'none' } })
    // Save waits for the engine to say who the window is.
    await expect.poll(() => saveButton().disabled).toBe(false)
    fireEvent.click(saveButton())
    await screen.findByText(/^Saved\. 2 key terms now fill the property chosen here when applied/)
    const { mappings } = await t.call('getKeyTermProperties')
    expect(mappings.map((m) => [m.term, m.property?.key ?? null, m.chosen])).toEqual([
      ['parties', null, false],
      ['agreementDate', 'signed_on', false],
      ['effectiveDate', 'effective_date', false],
      ['expirationDate', 'end_date', false],
      ['renewalTerm', 'renewal_term_months', false],
      ['noticePeriod', 'contract_value', true],
      ['governingLaw', null, true]
    ])
    // The screen shows what the engine now holds: a choice, Folio's default still marked beside it, and nothing left to save.
    expect(select('Notice period').value).toBe('property:contract_value')
    expect(document.getElementById('key-term-property-noticePeriod-hint')?.textContent).toBe(
      'Offers number properties that Folio may fill. Chosen for this workspace; Folio’s default would be Notice period (number).'
    )
    expect(optionsOf('Notice period').slice(0, 2)).toEqual([
      ['default', 'Follow Folio’s default (Notice period)'],
      ['none', 'Not mapped']
    ])
    expect(optionsOf('Notice period')).toContainEqual(['property:notice_period_days', 'Notice period (number) — Folio’s default'])
    expect(saveButton().disabled).toBe(true)
  })

  it('puts a chosen term back on Folio’s default, which the engine then follows', async () => {
    await t.call('putKeyTermProperties', { body: { properties: { noticePeriod: 'contract_value', governingLaw: null } } })
    open()
    await ready()
    expect(select('Notice period').value).toBe('property:contract_value')
    fireEvent.change(select('Notice period'), { target: { value: 'default' } })
    await expect.poll(() => saveButton().disabled).toBe(false)
    fireEvent.click(saveButton())
    await screen.findByText(/^Saved\. The key term now fills/)
    const { mappings } = await t.call('getKeyTermProperties')
    expect(mappings.filter((m) => m.term === 'noticePeriod' || m.term === 'governingLaw').map((m) => [m.term, m.property?.key ?? null, m.chosen])).toEqual([
      ['noticePeriod', 'notice_period_days', false],
      ['governingLaw', null, true]
    ])
    expect(select('Notice period').value).toBe('default')
    expect(document.getElementById('key-term-property-noticePeriod-hint')?.textContent).toBe(
      'Offers number properties that Folio may fill. Follows Folio’s default for this workspace’s properties: Notice period (number).'
    )
    expect(select('Governing law').value).toBe('none')
  })

  it('shows the engine’s refusal beside the term it names, linked to its select, and saves nothing', async () => {
    open()
    await ready()
    // The catalogue changed after the screen read it (a sync): the contract value is now for people to fill.
    t.engine.db.prepare("UPDATE property_definitions SET manual_only = 1 WHERE key = 'contract_value'").run()
    fireEvent.change(select('Notice period'), { target: { value: 'property:contract_value' } })
    await expect.poll(() => saveButton().disabled).toBe(false)
    fireEvent.click(saveButton())
    const message = "properties.noticePeriod: 'contract_value' is filled by people only (manualOnly): Folio never writes what it reads there"
    await screen.findByText(message)
    const notice = select('Notice period')
    // Focus moves to the refused term, so its message is read with it.
    await expect.poll(() => document.activeElement === notice).toBe(true)
    expect(notice.getAttribute('aria-invalid')).toBe('true')
    expect(notice.getAttribute('aria-describedby')).toBe('key-term-property-noticePeriod-hint key-term-property-noticePeriod-errors')
    expect(document.getElementById('key-term-property-noticePeriod-errors')?.textContent).toBe(message)
    expect(screen.getByRole('alert').textContent).toBe('Nothing was saved: one term needs another property (see above).')
    expect(screen.queryByText(/^Saved\./)).toBeNull()
    expect((await t.call('getKeyTermProperties')).mappings.find((m) => m.term === 'noticePeriod')?.property?.key).toBe('notice_period_days')
    // Another choice clears the refusal it no longer applies to.
    fireEvent.change(notice, { target: { value: 'property:renewal_term_months' } })
    expect(notice.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText(message)).toBeNull()
  })

  it('lets a user who may not change the workspace’s settings see the mapping but not save it', async () => {
    open(t.keyFor(users.member.email, { scopes: ['contracts:write'] }))
    await screen.findByText(/^Only Folio’s own window or an administrator may change/)
    fireEvent.change(select('Notice period'), { target: { value: 'property:contract_value' } })
    expect(saveButton().disabled).toBe(true)
    expect(saveButton().getAttribute('aria-describedby')).toBe('key-term-properties-read-only')
    expect(within(document.body).getByRole('button', { name: 'Discard changes' })).toBeTruthy()
  })
})
