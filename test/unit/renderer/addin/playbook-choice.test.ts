// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { defaultPlaybook, rememberPlaybook } from '../../../../renderer/src/addin/review/playbook-choice'
import type { Playbook } from '../../../../shared/api/playbooks'

function playbook(id: string, isDefault: boolean): Playbook {
  const at = '2025-01-01T00:00:00.000Z'
  return { id, name: id, description: null, version: 1, versionNote: null, status: 'production', isDefault, positionCount: 1, unconfirmedPositionCount: 0, createdAt: at, updatedAt: at }
}

const PLAYBOOKS = [playbook('standard', true), playbook('company', false), playbook('saas', false), playbook('nda', false)]
const UNLINKED = { categoryId: null, playbookId: null }

describe('the playbook the pane offers', () => {
  beforeEach(() => window.localStorage.clear())

  it('offers the company’s own first playbook before the provider’s standard ones the first time', () => {
    expect(defaultPlaybook(PLAYBOOKS, window.localStorage, UNLINKED)).toBe('company')
    expect(defaultPlaybook([playbook('standard', true)], window.localStorage, UNLINKED)).toBe('standard')
    expect(defaultPlaybook([], window.localStorage, UNLINKED)).toBeNull()
  })

  it('offers the one last used for the linked contract’s category, then the contract’s own playbook, then the last used', () => {
    rememberPlaybook(window.localStorage, 'services', 'saas')
    rememberPlaybook(window.localStorage, null, 'nda')
    expect(defaultPlaybook(PLAYBOOKS, window.localStorage, { categoryId: 'services', playbookId: 'company' })).toBe('saas')
    expect(defaultPlaybook(PLAYBOOKS, window.localStorage, { categoryId: 'employment', playbookId: 'company' })).toBe('company')
    expect(defaultPlaybook(PLAYBOOKS, window.localStorage, { categoryId: 'employment', playbookId: null })).toBe('nda')
    expect(defaultPlaybook(PLAYBOOKS, window.localStorage, UNLINKED)).toBe('nda')
  })

  it('passes over remembered playbooks the workspace no longer has, and a damaged memory', () => {
    rememberPlaybook(window.localStorage, 'services', 'retired')
    expect(defaultPlaybook(PLAYBOOKS, window.localStorage, { categoryId: 'services', playbookId: 'gone' })).toBe('company')
    window.localStorage.setItem('folio.addin.playbooks', '{not json')
    expect(defaultPlaybook(PLAYBOOKS, window.localStorage, { categoryId: 'services', playbookId: null })).toBe('company')
  })
})
