import type { Migration } from './migration'
import { contractKeywordText } from '../../domain/text/fold'

/**
 * The keyword filter's folded text (name and reference, case and accents folded). A common
 * keyword is answered by walking contracts in list order and checking this column, which stops
 * after one page; a rare one through the trigram index. Both read the same folding.
 */
export const m0005KeywordText: Migration = {
  version: 5,
  name: 'keyword-text',
  up(db) {
    db.exec("ALTER TABLE contracts ADD COLUMN keyword_text TEXT NOT NULL DEFAULT ''")
    const rows = db.prepare('SELECT rowid, name, reference FROM contracts').all() as Array<{ rowid: number; name: string; reference: string }>
    const update = db.prepare('UPDATE contracts SET keyword_text = ? WHERE rowid = ?')
    for (const row of rows) update.run(contractKeywordText(row.name, row.reference), row.rowid)
  }
}
