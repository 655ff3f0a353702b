import RE2 from 're2'
import { describe, expect, it } from 'vitest'
import { compilePlaybook, matchParagraphs, validatePattern } from '../../../electron/engine/playbooks'
import { DemoCalendar } from '../../../resources/demo/calendar'
import { composeDocument } from '../../../resources/demo/documents/compose'
import type { DemoContractDoc } from '../../../resources/demo/documents/model'
import type { Outline } from '../../../resources/demo/documents/outline'
import { demoContractDocuments } from '../../../resources/demo/index'
import { demoPlaybooks } from '../../../resources/demo/playbooks'

const NOW = Date.UTC(2025, 10, 21, 9)
const playbooks = demoPlaybooks(new DemoCalendar(NOW))
const patterns = playbooks.flatMap((p) => p.positions.flatMap((pos) => pos.keywords.filter((k) => k.type === 'pattern').map((k) => ({ playbook: `${p.name} v${p.version}`, value: k.value }))))

describe('the demo playbooks’ keywords', () => {
  it('include pattern keywords in every playbook version', () => {
    expect(new Set(patterns.map((p) => p.playbook)).size).toBe(playbooks.length)
    expect(patterns.length).toBeGreaterThanOrEqual(15)
  })

  it.each(patterns)('$playbook: /$value/ compiles in RE2 and passes the engine’s pattern rules', ({ value }) => {
    expect(() => new RE2(value, 'iu')).not.toThrow()
    expect(validatePattern(value)).toEqual({ ok: true })
  })

  it('compile into every version of both playbooks without a problem', () => {
    for (const playbook of playbooks) expect(compilePlaybook(playbook.positions).problems, playbook.name ?? '').toEqual([])
  })
})

/** The paragraphs of a document as its text would be extracted: headings, clauses, list items. */
function paragraphsOf(outline: Outline): string[] {
  const clauses = [...outline.clauses, ...outline.schedules.flatMap((s) => s.clauses)]
  return [
    ...outline.preamble.map((b) => b.text),
    ...clauses.flatMap((c) => [c.heading.toUpperCase(), ...c.items.flatMap((i) => [i.text, ...(i.list?.items ?? [])])])
  ]
}

describe('matching the demo documents against the commercial playbook', () => {
  const commercial = playbooks.find((p) => p.status === 'production' && !p.isDefault)
  if (commercial === undefined) throw new Error('no production commercial playbook')
  const compiled = compilePlaybook(commercial.positions.filter((p) => p.confirmed))
  const docs = demoContractDocuments({ now: NOW })
  const found = (doc: DemoContractDoc, position: string) => {
    const result = matchParagraphs(compiled, paragraphsOf(composeDocument(doc))).find((r) => r.name === position)
    if (result === undefined) throw new Error(`no position ${position}`)
    return result.matches.length > 0
  }

  it('finds a limitation of liability exactly in the documents that have one', () => {
    const withClause = docs.filter((d) => d.clauses.liability.kind !== 'absent')
    expect(withClause.length).toBeGreaterThan(20)
    expect(docs.length - withClause.length).toBeGreaterThan(20)
    for (const doc of docs) expect(found(doc, 'Limitation of liability cap'), doc.name).toBe(doc.clauses.liability.kind !== 'absent')
  })

  it('finds a non-compete exactly in the documents that restrict competition', () => {
    expect(docs.filter((d) => d.clauses.nonCompete).length).toBeGreaterThan(5)
    for (const doc of docs) expect(found(doc, 'Non-compete'), doc.name).toBe(doc.clauses.nonCompete)
  })

  it('finds exclusivity exactly where it is granted, not in "exclusive jurisdiction" or non-exclusive appointments', () => {
    expect(docs.filter((d) => d.clauses.exclusivity).length).toBeGreaterThan(3)
    for (const doc of docs) expect(found(doc, 'Exclusivity'), doc.name).toBe(doc.clauses.exclusivity)
  })

  it('finds the governing law in every document', () => {
    for (const doc of docs) expect(found(doc, 'Governing law and jurisdiction'), doc.name).toBe(true)
  })
})
