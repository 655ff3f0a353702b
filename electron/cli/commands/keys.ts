import { runWriteNow } from '../../engine/db/write'
import { openDatabase } from '../../engine/db/connection'
import { findUserById, findUsersByEmail } from '../../engine/db/queries/users'
import { workspaceFiles } from '../../engine/index'
import { listActiveApiKeys } from '../../engine/db/queries/api-keys'
import { presentKey } from '../../engine/services/auth/connected-apps'
import { createApiKey, KeyError, revokeApiKey } from '../../engine/services/auth/keys'
import { parseIsoInstant } from '../../engine/time'
import { requireOption, UsageError } from '../args'
import { defineCommand, type OptionValues } from '../command'

const USAGE =
  'folio keys create --data DIR --user EMAIL [--scopes contracts:write] [--expires ISO] [--label TEXT]\n       folio keys list --data DIR [--json]\n       folio keys revoke --data DIR KEY_OR_ID'

const CREATE_OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' },
  user: { type: 'string', value: 'EMAIL', description: 'the user the key acts as (required)' },
  scopes: { type: 'string', value: 'SCOPES', description: 'contracts:write to edit; read only when absent' },
  expires: { type: 'string', value: 'ISO', description: 'when the key stops working (ISO 8601 date or date-time)' },
  label: { type: 'string', value: 'TEXT', description: 'what the key is for, shown in Connected apps' }
} as const
const DATA_OPTION = { data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' } } as const

export const keysCreate = defineCommand({
  name: 'keys create',
  summary: 'make an API key for a script; prints only the key',
  options: CREATE_OPTIONS,
  examples: ['KEY=$(folio keys create --data ~/Folio --user amelia@firm.example --scopes contracts:write --label "Clause report")', 'folio keys create --data ~/Folio --user amelia@firm.example --expires 2027-06-30'],
  run: (values) => create(values)
})
export const keysList = defineCommand({
  name: 'keys list',
  summary: 'list keys and paired apps that still work',
  options: { ...DATA_OPTION, json: { type: 'boolean', description: 'print JSON instead of a table' } },
  examples: ['folio keys list --data ~/Folio', 'folio keys list --data ~/Folio --json'],
  run: (values, positionals) => list(values, positionals)
})
export const keysRevoke = defineCommand({
  name: 'keys revoke',
  summary: 'revoke a key or a paired app at once',
  arguments: 'KEY_OR_ID',
  options: DATA_OPTION,
  examples: ['folio keys revoke --data ~/Folio 64b7f0c2a1e4d5f6a7b8c9d0'],
  run: (values, positionals) => revoke(values, positionals)
})

function create(values: OptionValues<typeof CREATE_OPTIONS>): void {
  const db = openDatabase(workspaceFiles(requireOption(values.data, 'data', USAGE)).database)
  try {
    const who = requireOption(values.user, 'user', USAGE)
    const matches = findUsersByEmail(db, who)
    const exact = matches.filter((u) => u.email === who)
    const user = exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : findUserById(db, who)
    if (!user) throw new UsageError(matches.length > 1 ? `'${who}' matches ${matches.length} users: give the exact email` : `no user '${who}' in this workspace (folio users list shows them)`)
    let expiresAt: number | null = null
    if (values.expires !== undefined) {
      expiresAt = parseIsoInstant(values.expires)
      if (expiresAt === null) throw new UsageError(`--expires must be an ISO 8601 date or date-time, got '${values.expires}'`)
    }
    const scopes = values.scopes ? values.scopes.split(',').map((s) => s.trim()).filter(Boolean) : []
    try {
      const { key } = runWriteNow(db, (tx) => createApiKey(tx, { userId: user.id, scopes, expiresAt, label: values.label ?? null, now: Date.now() }))
      // Only the key, so scripts can capture it: KEY=$(npx folio keys create ...)
      console.log(key)
    } catch (error) {
      if (error instanceof KeyError) throw new UsageError(error.message)
      throw error
    }
  } finally {
    db.close()
  }
}

function revoke(values: OptionValues<typeof DATA_OPTION>, positionals: string[]): void {
  const keyOrId = positionals[0]
  if (!keyOrId || positionals.length > 1) throw new UsageError(`give exactly one key or key id\nusage: ${USAGE}`)
  const db = openDatabase(workspaceFiles(requireOption(values.data, 'data', USAGE)).database)
  try {
    const id = runWriteNow(db, (tx) => revokeApiKey(tx, keyOrId, Date.now()))
    if (!id) throw new UsageError('no such key in this workspace')
    console.log(`revoked ${id}`)
  } finally {
    db.close()
  }
}

/** Every key that is not revoked, paired apps included: the command line's Connected apps screen. */
function list(values: { data?: string; json?: boolean }, positionals: string[]): void {
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0] ?? ''}'\nusage: ${USAGE}`)
  const db = openDatabase(workspaceFiles(requireOption(values.data, 'data', USAGE)).database)
  try {
    const keys = listActiveApiKeys(db, null).map((record) => presentKey(record))
    if (values.json) {
      console.log(JSON.stringify(keys, null, 2))
      return
    }
    if (keys.length === 0) {
      console.log('No keys: folio keys create makes one, and apps get theirs by pairing')
      return
    }
    const day = (iso: string | null) => (iso === null ? '-' : iso.slice(0, 16).replace('T', ' '))
    const rows = keys.map((k) => [k.id, k.kind, k.label ?? '-', k.user.email, k.scopes.join(',') || 'read', k.origin ?? '-', day(k.createdAt), day(k.lastUsedAt), day(k.expiresAt)])
    const header = ['ID', 'KIND', 'LABEL', 'USER', 'SCOPES', 'ORIGIN', 'CREATED', 'LAST USED', 'EXPIRES']
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
    for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd())
  } finally {
    db.close()
  }
}
