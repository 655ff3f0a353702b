import { describe, expect, it } from 'vitest'
import { PlaybookDetail, PlaybookPosition } from '../../../shared/api/playbooks'
import { compilePlaybook } from '../../../electron/engine/playbooks'
import { loadCuadPositions, readCuadPlaybookJson } from './cuad-playbook'

describe('the CUAD review playbook fixture', () => {
  const json = readCuadPlaybookJson()
  const playbook = typeof json === 'object' && json !== null && 'playbook' in json ? json.playbook : null
  const positions = loadCuadPositions()

  it('has the fields of GET /v2/playbooks/{id}, plus `confirmed` on positions', () => {
    expect(Object.keys(playbook ?? {}).sort()).toEqual(Object.keys(PlaybookDetail.properties).sort())
    for (const stored of positions) {
      expect(Object.keys(stored).sort()).toEqual([...Object.keys(PlaybookPosition.properties), 'confirmed'].sort())
    }
  })

  it('counts published and unconfirmed positions as the service does', () => {
    const confirmed = positions.filter((stored) => stored.confirmed).length
    expect(playbook).toMatchObject({ positionCount: confirmed, unconfirmedPositionCount: positions.length - confirmed })
    expect([confirmed, positions.length - confirmed]).toEqual([20, 2])
  })

  it('keeps unpublished notes, which the engine must filter out', () => {
    const types = new Set(positions.flatMap((stored) => stored.notes.map((note) => note.type)))
    expect([...types].sort()).toEqual(['escalation', 'internal_rationale', 'technical_drafting'])
  })

  it('gives every published position exact, pattern and negative keywords, all of them valid', () => {
    for (const stored of positions.filter((candidate) => candidate.confirmed)) {
      expect([stored.name, [...new Set(stored.keywords.map((keyword) => keyword.type))].sort()]).toEqual([stored.name, ['exact', 'negative', 'pattern']])
    }
    expect(compilePlaybook(positions).problems).toEqual([])
  })
})
