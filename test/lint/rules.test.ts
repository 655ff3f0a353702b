import { ESLint } from 'eslint'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/** The rule ids and lines ESLint reports for `code` as if it were the file at `filePath`. */
async function violations(code: string, filePath: string): Promise<Array<{ rule: string | null; line: number }>> {
  // Import boundaries need no type information: lint the planted text without the project service.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' }
    }
  })
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars').map((m) => ({ rule: m.ruleId, line: m.line }))
}

const restricted = (line: number) => [{ rule: 'import-x/no-restricted-paths', line }]

describe('the lint enforces the architecture', () => {
  it('the engine imports nothing from sync, the desktop shell, the CLI or the demo', async () => {
    expect(await violations("import { SyncService } from '../sync/service'\nexport const s = SyncService\n", 'electron/engine/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { hostEngine } from '../../main/engine-host'\n", 'electron/engine/http/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { seedDemoWorkspace } from '../../resources/demo/index'\n", 'electron/engine/planted.ts')).toEqual(restricted(1))
  })

  it('the engine imports nothing from the electron package', async () => {
    expect(await violations("import { app } from 'electron'\nexport const a = app\n", 'electron/engine/services/planted.ts')).toEqual([{ rule: 'no-restricted-imports', line: 1 }])
  })

  it('the database layer imports nothing from services', async () => {
    expect(await violations("export { readableContract } from '../../services/contracts/read'\n", 'electron/engine/db/queries/planted.ts')).toEqual(restricted(1))
  })

  it('the database layer imports nothing from templates, the outbox, http or extraction (beyond its shape)', async () => {
    expect(await violations("export { toApiTemplate } from '../../templates/definition'\n", 'electron/engine/db/queries/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { OUTBOX } from '../outbox/rules'\n", 'electron/engine/db/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { FileReply } from '../../http/route'\n", 'electron/engine/db/writers/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { detectDocumentKind } from '../../documents/extraction/index'\n", 'electron/engine/db/writers/planted.ts')).toEqual(restricted(1))
    expect(await violations("export type { Extraction } from '../../documents/extraction/types'\n", 'electron/engine/db/writers/planted.ts')).toEqual([])
  })

  it('db/queries only reads: a statement that writes belongs to a writer under db/writers', async () => {
    const write = (sql: string) => `import { cachedStatement } from '../statements'\nexport const f = (tx: Parameters<typeof cachedStatement>[0]) => cachedStatement(tx, ${sql}).run()\n`
    const refused = [{ rule: 'no-restricted-syntax', line: 2 }]
    expect(await violations(write("'INSERT INTO audit_events (at) VALUES (1)'"), 'electron/engine/db/queries/planted.ts')).toEqual(refused)
    expect(await violations(write('`UPDATE settings SET value = 1`'), 'electron/engine/db/queries/planted.ts')).toEqual(refused)
    expect(await violations(write("'DELETE FROM sync_conflicts'"), 'electron/engine/db/queries/planted.ts')).toEqual(refused)
    expect(await violations(write("'REPLACE INTO settings (key, value) VALUES (1, 2)'"), 'electron/engine/db/queries/planted.ts')).toEqual(refused)
    expect(await violations(write("'SELECT updated_at FROM contracts'"), 'electron/engine/db/queries/planted.ts')).toEqual([])
    expect(await violations(write("'DELETE FROM sync_conflicts'"), 'electron/engine/db/writers/planted.ts')).toEqual([])
  })

  it('domain/ imports nothing from the database, services or http', async () => {
    expect(await violations("export { findContractRow } from '../db/queries/contract-rows'\n", 'electron/engine/domain/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { readableContract } from '../../services/contracts/read'\n", 'electron/engine/domain/text/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { defineRoute } from '../http/route'\n", 'electron/engine/domain/planted.ts')).toEqual(restricted(1))
  })

  it('services import nothing from http', async () => {
    expect(await violations("export { FileReply } from '../../http/route'\n", 'electron/engine/services/documents/planted.ts')).toEqual(restricted(1))
  })

  it('routes reach the database only through services', async () => {
    expect(await violations("export { currentDocument } from '../../db/queries/documents'\n", 'electron/engine/http/routes/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { contractFile } from '../../services/documents/file'\n", 'electron/engine/http/routes/planted.ts')).toEqual([])
  })

  it('SQL is written only in the db layer and sync\'s store', async () => {
    const sql = (line: number) => [{ rule: 'no-restricted-syntax', line }]
    const planted = [
      "import type { Db } from '../../db/connection'",
      "export const touch = (db: Db) => db.prepare('UPDATE contracts SET name = ?').run('x')",
      "export const wipe = (db: Db) => db.exec(`DELETE FROM outbox`)",
      "export const mode = (db: Db) => db.pragma('journal_mode')",
      "export const both = (db: Db) => db.transaction(() => 1)()",
      "export const words = (text: string) => /\\w+/.exec(text)"
    ].join('\n')
    expect(await violations(planted, 'electron/engine/services/contracts/planted.ts')).toEqual([...sql(2), ...sql(3), ...sql(4), ...sql(5)])
    expect(await violations("import { cachedStatement, type Db } from '../../engine/sync-port'\nexport const row = (db: Db) => cachedStatement(db, 'SELECT 1')\n", 'electron/sync/pull/planted.ts')).toEqual(sql(2))
    expect(await violations("import Database from 'better-sqlite3'\nexport const scratch = () => new Database(':memory:')\n", 'electron/engine/documents/planted.ts')).toEqual(sql(2))
    expect(await violations(planted, 'electron/engine/db/writers/planted.ts')).toEqual([])
    expect(await violations(planted.replace("'../../db/connection'", "'../../engine/sync-port'"), 'electron/sync/store/planted.ts')).toEqual([])
  })

  it('the window imports nothing from electron/', async () => {
    expect(await violations("export { createEngine } from '../../../electron/engine/index'\n", 'renderer/src/api/planted.ts')).toEqual(restricted(1))
  })

  it('the Word pane and the shared UI layer import nothing from the window\'s features', async () => {
    expect(await violations("export { ReviewPanel } from '../../features/review/ReviewPanel'\n", 'renderer/src/addin/pane/planted.tsx')).toEqual(restricted(1))
    expect(await violations("export { ReviewPanel } from '../../features/review/ReviewPanel'\n", 'renderer/src/ui/review/planted.tsx')).toEqual(restricted(1))
    expect(await violations("export { PropertiesPanel } from '../../ui/contract/PropertiesPanel'\n", 'renderer/src/addin/pane/planted.tsx')).toEqual([])
  })

  it('shared/ imports only shared/', async () => {
    expect(await violations("export { newId } from '../../electron/engine/ids'\n", 'shared/api/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { createApiClient } from '../renderer/src/api/client'\n", 'shared/planted.ts')).toEqual(restricted(1))
  })

  it('sync reaches the engine only through its port', async () => {
    expect(await violations("export { createEngine } from '../engine/index'\n", 'electron/sync/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { findContractRow } from '../../engine/db/queries/contract-rows'\n", 'electron/sync/pull/planted.ts')).toEqual(restricted(1))
    expect(await violations("export { createEngine, findContractRow } from '../engine/sync-port'\n", 'electron/sync/planted.ts')).toEqual([])
  })

  it('the same imports are allowed where the layering permits them', async () => {
    expect(await violations("export { computeRenewalSchedule } from '../../domain/renewal'\n", 'electron/engine/db/queries/planted.ts')).toEqual([])
  })

  it('explicit any and floating promises are errors, checked with type information', async () => {
    const eslint = new ESLint({ cwd: root, ignore: false })
    const [result] = await eslint.lintFiles([resolve(root, 'test/lint/planted/unchecked.ts')])
    expect(result?.messages.map((m) => ({ rule: m.ruleId, line: m.line }))).toEqual([
      { rule: '@typescript-eslint/no-explicit-any', line: 3 },
      { rule: '@typescript-eslint/no-floating-promises', line: 10 }
    ])
  })
})
