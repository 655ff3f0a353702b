import type { WriteTx } from '../write'
import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { Db } from '../connection'
import { getSetting, setSetting } from './settings'
import { newId } from '../../ids'

export interface StoredTemplate {
  id: string
  definition: TemplateDefinition
  bodySha256: string | null
  createdAt: number
}

export function findStoredTemplate(db: Db, id: string): StoredTemplate | null {
  const row = db.prepare('SELECT id, definition, body_sha256, created_at FROM templates WHERE id = ?').get(id.toLowerCase()) as
    | { id: string; definition: string; body_sha256: string | null; created_at: number }
    | undefined
  return row ? { id: row.id, definition: JSON.parse(row.definition) as TemplateDefinition, bodySha256: row.body_sha256, createdAt: row.created_at } : null
}

/** The company this workspace belongs to (GeneratedContract.company); minted once per workspace. */
export function companyId(tx: WriteTx): string {
  const existing = getSetting(tx, 'company_id')
  if (existing) return existing
  const id = newId()
  setSetting(tx, 'company_id', id)
  return id
}
