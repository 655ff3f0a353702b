import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../electron/engine/db/migrate'
import { tempDir } from '../../helpers/engine'

describe('migration 5 (keyword text)', () => {
  it('folds the name and reference of every existing contract, case and accents', () => {
    const db = new Database(join(tempDir('folio-m5-'), 'folio.db'))
    migrate(db, { to: 4 })
    db.prepare(
      "INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at) VALUES (?, 'external', ?, ?, 1, 0, 0)"
    ).run('a'.repeat(24), 'Société Générale – Crédit Agreement', 'SG/2024-É1')
    migrate(db, { to: 5 })
    expect(db.prepare('SELECT keyword_text FROM contracts').get()).toEqual({ keyword_text: 'societe generale – credit agreement\u0000sg/2024-e1' })
    db.close()
  })
})
