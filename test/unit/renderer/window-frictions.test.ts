import { describe, expect, it } from 'vitest'
import { statusLabel } from '../../../renderer/src/components/status-label'
import { displayValue, shownUnit } from '../../../renderer/src/ui/contract/property-values'
import { createPlaybookMemory, fittingPlaybook } from '../../../renderer/src/stores/playbook-memory'

describe('what the window prints', () => {
  it('shows a status without a company label by its default label, and a company label as it is', () => {
    expect(statusLabel('STATUS_3')).toBe('Pending Approval')
    expect(statusLabel('STATUS_6')).toBe('Terminated')
    expect(statusLabel('Under Negotiation')).toBe('Under Negotiation')
    expect(statusLabel('STATUS_9')).toBe('STATUS_9')
  })

  it('prints money in the contract’s currency where it has one, and the unit otherwise', () => {
    expect(displayValue(41000, 'number', 'contract currency', 'EUR')).toBe('EUR\u00a041,000')
    expect(displayValue(1250.5, 'number', 'contract currency', 'GBP')).toBe('GBP\u00a01,250.50')
    expect(displayValue(41000, 'number', 'contract currency', null)).toBe('41,000 contract currency')
    expect(displayValue(30, 'number', 'days', 'EUR')).toBe('30 days')
    expect([shownUnit('contract currency', 'USD'), shownUnit('contract currency', 'dollars'), shownUnit('months', 'USD')]).toEqual(['USD', 'contract currency', 'months'])
  })
})

describe('the playbook a review starts with', () => {
  const playbooks = [{ id: 'p-saas' }, { id: 'p-commercial' }]

  it('is the contract’s own, else the one last used for its category, else the last used, and only one that still exists', () => {
    const memory = createPlaybookMemory(null)
    expect(fittingPlaybook({ playbook: null, category: { id: 'msa' } }, playbooks, memory.getState())).toBe(null)
    memory.getState().remember('msa', 'p-commercial')
    memory.getState().remember('nda', 'p-saas')
    expect(fittingPlaybook({ playbook: null, category: { id: 'msa' } }, playbooks, memory.getState())).toBe('p-commercial')
    expect(fittingPlaybook({ playbook: null, category: { id: 'lease' } }, playbooks, memory.getState())).toBe('p-saas')
    expect(fittingPlaybook({ playbook: 'p-saas', category: { id: 'msa' } }, playbooks, memory.getState())).toBe('p-saas')
    expect(fittingPlaybook({ playbook: 'p-retired', category: { id: 'msa' } }, playbooks, memory.getState())).toBe('p-commercial')
  })

  it('is remembered across launches in the window’s storage', () => {
    const values = new Map<string, string>()
    const storage: Storage = {
      get length() {
        return values.size
      },
      clear: () => values.clear(),
      key: (i) => [...values.keys()][i] ?? null,
      getItem: (k) => values.get(k) ?? null,
      setItem: (k, v) => void values.set(k, v),
      removeItem: (k) => void values.delete(k)
    }
    createPlaybookMemory(storage).getState().remember('msa', 'p-commercial')
    expect(createPlaybookMemory(storage).getState()).toMatchObject({ byCategory: { msa: 'p-commercial' }, last: 'p-commercial' })
  })
})
