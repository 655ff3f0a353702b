import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { Clause, Email } from '../../../../shared/api/library'
import type { IfNotFound, PlaybookDetail, PositionKeyword } from '../../../../shared/api/playbooks'
import { newId } from '../../ids'
import { parseIsoInstant } from '../../time'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'
import { removeVanishedRows, type RemoteTable } from './vanished'

/**
 * The one writer of the library: templates, playbooks with their groups and positions, clauses
 * and emails, whether seeded, imported or pulled from the company service (origin 'remote').
 */

const ms = (iso: string): number => parseIsoInstant(iso) ?? 0
const flag = (b: boolean) => (b ? 1 : 0)

export interface TemplateRecord {
  id: string
  definition: TemplateDefinition
  bodySha256: string | null
  createdAt: number
  updatedAt: number
}

export function insertTemplate(tx: WriteTx, t: TemplateRecord): void {
  tx.prepare('INSERT INTO templates (id, name, description, version, definition, body_sha256, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
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

export function insertPlaybook(tx: WriteTx, p: PlaybookRecord): void {
  tx.prepare(
    `INSERT INTO playbooks (id, lineage_id, name, description, version, version_note, status, is_default, switched_off, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(p.id, p.lineageId, p.name, p.description, p.version, p.versionNote, p.status, p.isDefault ? 1 : 0, p.switchedOff ? 1 : 0, p.createdAt, p.updatedAt)
  insertPlaybookContent(tx, p.id, p.groups, p.positions)
}

/** A playbook version's groups and positions (the playbook row exists; nothing of its content does). */
export function insertPlaybookContent(tx: WriteTx, playbookId: string, groups: PlaybookRecord['groups'], positions: readonly PlaybookPositionRecord[]): void {
  const group = cachedStatement(tx, 'INSERT INTO playbook_groups (id, playbook_id, name, description, sort_order) VALUES (?, ?, ?, ?, ?)')
  for (const g of groups) group.run(g.id, playbookId, g.name, g.description, g.order)
  const position = cachedStatement(
    tx,
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

export function insertClause(tx: WriteTx, c: ClauseRecord): void {
  tx.prepare('INSERT INTO clauses (id, title, text, html, tags, default_comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    c.id,
    c.title,
    c.text,
    c.html,
    JSON.stringify(c.tags),
    c.defaultComment,
    c.createdAt,
    c.updatedAt
  )
  const link = tx.prepare('INSERT INTO clause_groups (clause_id, group_id) VALUES (?, ?)')
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

export function insertEmail(tx: WriteTx, e: EmailRecord): void {
  tx.prepare(
    'INSERT INTO emails (id, contract_id, subject, sender, recipient, body, body_plain_text, attachments, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'
  ).run(e.id, e.contractId, e.subject, e.sender, e.recipient, e.body, e.bodyPlainText, JSON.stringify(e.attachments), e.sentAt)
}

/** The production version a new import replaces. */
export function retirePlaybook(tx: WriteTx, id: string, now: number): void {
  tx.prepare("UPDATE playbooks SET status = 'retired', updated_at = ? WHERE id = ?").run(now, id)
}

/** The .docx body of a template whose record is already stored (the body lives in the blob store). */
export function setTemplateBody(tx: WriteTx, id: string, bodySha256: string): void {
  tx.prepare('UPDATE templates SET body_sha256 = ? WHERE id = ?').run(bodySha256, id)
}

/**
 * A template as the service describes it. `keepBody` keeps the stored definition and body (this
 * laptop holds the same template with its document, which the API cannot send); otherwise the
 * definition is the API's and the body is the service's alone.
 */
export function upsertTemplate(tx: WriteTx, t: { id: string; createdAt: string; definition: TemplateDefinition; keepBody: boolean }): void {
  const created = ms(t.createdAt)
  if (t.keepBody) {
    cachedStatement(tx, "UPDATE templates SET created_at = ?, origin = 'remote' WHERE id = ?").run(created, t.id)
    return
  }
  const d = t.definition
  cachedStatement(
    tx,
    `INSERT INTO templates (id, name, description, version, definition, body_sha256, created_at, updated_at, origin)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, version = excluded.version,
       definition = excluded.definition, body_sha256 = NULL, created_at = excluded.created_at, updated_at = excluded.updated_at, origin = 'remote'`
  ).run(t.id, d.name, d.description, d.version, JSON.stringify(d), created, created)
}

/**
 * A served playbook with its groups and positions, replacing what was stored under its id. The
 * API publishes confirmed positions only and counts the others: as many placeholder positions,
 * unconfirmed (they take part in nothing), keep that count true offline.
 */
export function replacePlaybook(tx: WriteTx, p: PlaybookDetail): void {
  const status = p.status === 'draft' || p.status === 'retired' ? p.status : 'production'
  cachedStatement(
    tx,
    `INSERT INTO playbooks (id, lineage_id, name, description, version, version_note, status, is_default, switched_off, created_at, updated_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, version = excluded.version,
       version_note = excluded.version_note, status = excluded.status, is_default = excluded.is_default, switched_off = 0,
       created_at = excluded.created_at, updated_at = excluded.updated_at, origin = 'remote'`
  ).run(p.id, p.id, p.name, p.description, p.version, p.versionNote, status, flag(p.isDefault), ms(p.createdAt), ms(p.updatedAt))
  cachedStatement(tx, 'DELETE FROM playbook_groups WHERE playbook_id = ?').run(p.id)
  cachedStatement(tx, 'DELETE FROM playbook_positions WHERE playbook_id = ?').run(p.id)
  const placeholder = { name: null, description: null, groupId: null, keywords: [], examples: [], fallbacks: [], ifNotFound: { compliant: true, status: null }, notes: [], confirmed: false }
  insertPlaybookContent(tx, p.id, p.groups, [
    ...p.positions.map((pos) => ({ ...pos, id: newId(), confirmed: true })),
    ...Array.from({ length: p.unconfirmedPositionCount }, (_, i) => ({ ...placeholder, id: newId(), order: -1 - i }))
  ])
}

/** The service says it no longer differs: only the playbook's origin changes. */
export function markPlaybookRemote(tx: WriteTx, id: string): void {
  cachedStatement(tx, "UPDATE playbooks SET origin = 'remote' WHERE id = ?").run(id)
}

export function upsertClause(tx: WriteTx, c: Clause): void {
  cachedStatement(
    tx,
    `INSERT INTO clauses (id, title, text, html, tags, default_comment, created_at, updated_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET title = excluded.title, text = excluded.text, html = excluded.html, tags = excluded.tags,
       default_comment = excluded.default_comment, created_at = excluded.created_at, updated_at = excluded.updated_at, origin = 'remote'`
  ).run(c.id, c.title, c.text, c.html, JSON.stringify(c.tags), c.defaultComment, ms(c.createdAt), ms(c.updatedAt))
}

/** `sentAt` is Folio's own field; a service without it leaves the first time the email was seen. */
export function upsertEmail(tx: WriteTx, e: Email & { sentAt?: string }, now: number): void {
  cachedStatement(
    tx,
    `INSERT INTO emails (id, contract_id, subject, sender, recipient, body, body_plain_text, attachments, sent_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET contract_id = excluded.contract_id, subject = excluded.subject, sender = excluded.sender,
       recipient = excluded.recipient, body = excluded.body, body_plain_text = excluded.body_plain_text, attachments = excluded.attachments,
       sent_at = CASE WHEN ? THEN excluded.sent_at ELSE emails.sent_at END, origin = 'remote'`
  ).run(
    e.id,
    e.contract.id,
    e.subject,
    e.sender,
    e.recipient,
    e.body,
    e.bodyPlainText,
    JSON.stringify(e.attachments),
    e.sentAt ? ms(e.sentAt) : now,
    e.sentAt ? 1 : 0
  )
}

export function removeVanishedLibrary(tx: WriteTx, table: Extract<RemoteTable, 'templates' | 'playbooks' | 'clauses' | 'emails'>, keep: readonly string[]): number {
  return removeVanishedRows(tx, table, keep)
}
