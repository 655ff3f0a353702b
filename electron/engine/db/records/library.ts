import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { IfNotFound, PositionKeyword } from '../../../../shared/api/playbooks'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface TemplateRecord {
  id: string
  definition: TemplateDefinition
  bodySha256: string | null
  createdAt: number
  updatedAt: number
}

export function insertTemplate(db: Db, t: TemplateRecord): void {
  db.prepare('INSERT INTO templates (id, name, description, version, definition, body_sha256, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    t.id,
    t.definition.name,
    t.definition.description,
    t.definition.version,
    JSON.stringify(t.definition),
    t.bodySha256,
    t.createdAt,
    t.updatedAt
  )
}

export interface PlaybookNote {
  /** technical_drafting is published; every other kind (internal rationale, escalation) never is. */
  type: string
  text: string
}

export interface PlaybookPositionRecord {
  id: string
  order: number
  name: string | null
  description: string | null
  groupId: string | null
  keywords: PositionKeyword[]
  examples: Array<{ type: string | null; title: string | null; text: string }>
  fallbacks: Array<{ title: string | null; text: string; html: string }>
  ifNotFound: IfNotFound
  notes: PlaybookNote[]
  confirmed: boolean
}

export interface PlaybookRecord {
  id: string
  lineageId: string
  name: string | null
  description: string | null
  version: number
  versionNote: string | null
  status: 'draft' | 'production' | 'retired'
  isDefault: boolean
  switchedOff: boolean
  createdAt: number
  updatedAt: number
  groups: Array<{ id: string; name: string; description: string | null; order: number }>
  positions: PlaybookPositionRecord[]
}

export function insertPlaybook(db: Db, p: PlaybookRecord): void {
  db.prepare(
    `INSERT INTO playbooks (id, lineage_id, name, description, version, version_note, status, is_default, switched_off, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(p.id, p.lineageId, p.name, p.description, p.version, p.versionNote, p.status, p.isDefault ? 1 : 0, p.switchedOff ? 1 : 0, p.createdAt, p.updatedAt)
  insertPlaybookContent(db, p.id, p.groups, p.positions)
}

/** A playbook version's groups and positions (the playbook row exists; nothing of its content does). */
export function insertPlaybookContent(db: Db, playbookId: string, groups: PlaybookRecord['groups'], positions: readonly PlaybookPositionRecord[]): void {
  const group = cachedStatement(db, 'INSERT INTO playbook_groups (id, playbook_id, name, description, sort_order) VALUES (?, ?, ?, ?, ?)')
  for (const g of groups) group.run(g.id, playbookId, g.name, g.description, g.order)
  const position = cachedStatement(
    db,
    `INSERT INTO playbook_positions (id, playbook_id, sort_order, name, description, group_id, keywords, examples, fallbacks, if_not_found, notes, confirmed)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  )
  for (const pos of positions) {
    position.run(
      pos.id,
      playbookId,
      pos.order,
      pos.name,
      pos.description,
      pos.groupId,
      JSON.stringify(pos.keywords),
      JSON.stringify(pos.examples),
      JSON.stringify(pos.fallbacks),
      JSON.stringify(pos.ifNotFound),
      JSON.stringify(pos.notes),
      pos.confirmed ? 1 : 0
    )
  }
}

export interface ClauseRecord {
  id: string
  title: string
  text: string
  html: string
  tags: string[]
  defaultComment: string
  /** Empty: the whole company sees it. */
  groupIds: string[]
  createdAt: number
  updatedAt: number
}

export function insertClause(db: Db, c: ClauseRecord): void {
  db.prepare('INSERT INTO clauses (id, title, text, html, tags, default_comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    c.id,
    c.title,
    c.text,
    c.html,
    JSON.stringify(c.tags),
    c.defaultComment,
    c.createdAt,
    c.updatedAt
  )
  const link = db.prepare('INSERT INTO clause_groups (clause_id, group_id) VALUES (?, ?)')
  for (const g of c.groupIds) link.run(c.id, g)
}

export interface EmailRecord {
  id: string
  contractId: string
  subject: string
  sender: string
  recipient: string
  body: string
  bodyPlainText: string
  attachments: Array<{ fileName: string; contentType: string; size: number }>
  sentAt: number
}

export function insertEmail(db: Db, e: EmailRecord): void {
  db.prepare(
    'INSERT INTO emails (id, contract_id, subject, sender, recipient, body, body_plain_text, attachments, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'
  ).run(e.id, e.contractId, e.subject, e.sender, e.recipient, e.body, e.bodyPlainText, JSON.stringify(e.attachments), e.sentAt)
}
