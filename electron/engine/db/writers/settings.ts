import type { WriteTx } from '../write'
import { newId } from '../../ids'
import { getSetting } from '../queries/settings'

export function setSetting(tx: WriteTx, key: string, value: string): void {
  tx.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value)
}

/** The company this workspace belongs to (GeneratedContract.company); minted once per workspace. */
export function companyId(tx: WriteTx): string {
  const existing = getSetting(tx, 'company_id')
  if (existing) return existing
  const id = newId()
  setSetting(tx, 'company_id', id)
  return id
}
