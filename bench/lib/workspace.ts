import { runWriteNow } from '../../electron/engine/db/write'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Db } from '../../electron/engine/db/connection'
import { loadPropertyCatalogue } from '../../electron/engine/db/queries/catalogue'
import { insertContract, insertPropertyDefinition, insertUser } from '../../electron/engine/db/writers'
import { workspaceFiles } from '../../electron/engine/index'
import { createApiKey } from '../../electron/engine/services/auth/keys'
import { renewalPropertyDefinitions } from '../../resources/demo/catalogue/renewal-definitions'
import { setWindowUser } from '../../electron/engine/services/workspace/owner'

export function benchDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `folio-bench-${prefix}-`))
}

export function hexId(prefix: number, n: number): string {
  return prefix.toString(16).padStart(2, '0') + n.toString(16).padStart(22, '0')
}

/** A workspace of `count` plain contracts and the renewal catalogue, for write benchmarks. */
export function seedWriteWorkspace(dataDir: string, count: number): { contractIds: string[]; key: string } {
  const db = openDatabase(workspaceFiles(dataDir).database)
  try {
    const now = Date.now()
    const userId = hexId(1, 1)
    const contractIds: string[] = []
    runWriteNow(db, (tx) => {
      insertUser(tx, { id: userId, email: 'bench@folio.local', name: 'Bench', role: 'admin', createdAt: now })
      setWindowUser(tx, userId)
      renewalPropertyDefinitions().forEach((d, i) => insertPropertyDefinition(tx, { ...d, id: hexId(2, i), createdAt: now }))
      insertPropertyDefinition(tx, { id: hexId(2, 99), key: 'contract_value', label: 'Contract value', type: 'number', createdAt: now })
      const catalogue = loadPropertyCatalogue(tx)
      for (let i = 0; i < count; i++) {
        const id = hexId(3, i)
        contractIds.push(id)
        insertContract(tx, { id, type: 'external', name: `Bench contract ${i}`, reference: `B-${i}`, statusCode: 1, createdAt: now - i, updatedAt: now - i, ownerId: userId }, { now, catalogue })
      }
    })
    const { key } = runWriteNow(db, (tx) => createApiKey(tx, { userId, scopes: ['contracts:write'], now }))
    return { contractIds, key }
  } finally {
    db.close()
  }
}

export function openBenchDb(dataDir: string): Db {
  return openDatabase(workspaceFiles(dataDir).database)
}
