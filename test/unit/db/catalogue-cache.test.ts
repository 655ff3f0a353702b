import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../electron/engine/db/connection'
import { loadPropertyCatalogue } from '../../../electron/engine/db/queries/catalogue'
import { tempDir } from '../../helpers/engine'

function workspace(): Db {
  const db = openDatabase(join(tempDir('folio-catalogue-'), 'folio.db'))
  db.prepare("INSERT INTO property_definitions (id, key, label, type, sort_order, created_at) VALUES ('p1', 'governing_law', 'Governing law', 'string', 1, 0)").run()
  return db
}

describe('the property catalogue kept in memory', () => {
  it('is parsed once while the catalogue stays the same', () => {
    const db = workspace()
    const first = loadPropertyCatalogue(db)
    expect([...first.keys()]).toEqual(['governing_law'])
    expect(loadPropertyCatalogue(db)).toBe(first)
    db.close()
  })

  it('is read again after a definition is added, changed or removed, or its categories change', () => {
    const db = workspace()
    const before = loadPropertyCatalogue(db)
    db.prepare("INSERT INTO property_definitions (id, key, label, type, sort_order, created_at) VALUES ('p2', 'contract_value', 'Value', 'number', 2, 0)").run()
    expect([...loadPropertyCatalogue(db).keys()]).toEqual(['governing_law', 'contract_value'])
    db.prepare("UPDATE property_definitions SET label = 'Law' WHERE id = 'p1'").run()
    expect(loadPropertyCatalogue(db).get('governing_law')?.label).toBe('Law')
    db.prepare("INSERT INTO property_definition_categories (property_id, category_id) VALUES ('p1', 'cat1')").run()
    expect(loadPropertyCatalogue(db).get('governing_law')?.categoryIds).toEqual(['cat1'])
    db.prepare("DELETE FROM property_definitions WHERE id = 'p2'").run()
    const after = loadPropertyCatalogue(db)
    expect([...after.keys()]).toEqual(['governing_law'])
    expect(after).not.toBe(before)
    db.close()
  })

  it('never serves a change that was rolled back, even after another change is committed', () => {
    const db = workspace()
    loadPropertyCatalogue(db)
    const rolledBack = db.transaction(() => {
      db.prepare("UPDATE property_definitions SET label = 'Draft label' WHERE id = 'p1'").run()
      expect(loadPropertyCatalogue(db).get('governing_law')?.label).toBe('Draft label')
      throw new Error('roll back')
    })
    expect(() => rolledBack()).toThrow('roll back')
    expect(loadPropertyCatalogue(db).get('governing_law')?.label).toBe('Governing law')
    db.prepare("UPDATE property_definitions SET label = 'Applicable law' WHERE id = 'p1'").run()
    expect(loadPropertyCatalogue(db).get('governing_law')?.label).toBe('Applicable law')
    db.close()
  })

  it('sees changes another connection commits', () => {
    const db = workspace()
    const other = new Database(db.name)
    expect(loadPropertyCatalogue(db).get('governing_law')?.label).toBe('Governing law')
    other.prepare("UPDATE property_definitions SET label = 'Law (edited elsewhere)' WHERE id = 'p1'").run()
    expect(loadPropertyCatalogue(db).get('governing_law')?.label).toBe('Law (edited elsewhere)')
    other.close()
    db.close()
  })
})
