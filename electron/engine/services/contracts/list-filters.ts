import { createHash } from 'node:crypto'
import type { ContractListQuery, ContractListQueryV1, ContractSort, Order } from '../../../../shared/api'
import { PARTY_ROLES } from '../../../../shared/api/contracts'
import type { Db } from '../../db/connection'
import { loadPropertyCatalogue } from '../../db/queries/catalogue'
import { findUsersByEmail } from '../../db/queries/users'
import { BadRequestError } from '../../errors'
import { isHex24 } from '../../ids'
import { parseIsoInstant } from '../../time'
import type { Principal } from '../auth/principal'
import { contractVisibilitySql } from '../access/contracts'
import { coerceFilterValue } from '../properties'
import { foldForSearch } from '../text/fold'

/** SQL over `contracts c` for one list request: conditions joined with AND, and the sort. */
export interface ContractFilter {
  conditions: string[]
  params: unknown[]
  sort: ContractSort
  order: Order
  /** Identifies the filter set, so a cursor cannot be replayed on another query. */
  fingerprint: string
  /** Set when a resolved filter can match nothing (unknown category label, owner, ...). */
  matchesNothing: boolean
}

type AnyListQuery = ContractListQuery | ContractListQueryV1

const SORT_COLUMNS: Record<ContractSort, string> = {
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
  renewalAnchorDate: 'c.renewal_anchor_date'
}
export function sortColumn(sort: ContractSort): string {
  return SORT_COLUMNS[sort]
}

/** Trigram search needs three characters; shorter keywords scan with LIKE. */
const TRIGRAM_MIN = 3

export function buildContractFilter(db: Db, user: Principal, query: AnyListQuery, version: 'v1' | 'v2'): ContractFilter {
  const f: ContractFilter = {
    conditions: ['c.deleted = 0'],
    params: [],
    sort: query.sort ?? 'createdAt',
    order: query.order ?? 'desc',
    fingerprint: '',
    matchesNothing: false
  }
  const add = (sql: string, ...params: unknown[]) => {
    f.conditions.push(sql)
    f.params.push(...params)
  }
  const visibility = contractVisibilitySql(user)
  if (visibility.sql) add(visibility.sql, ...visibility.params)

  if (query.keyword !== undefined) addKeyword(add, query.keyword)
  if (query.type !== undefined) add('c.type = ?', query.type)
  if (query.status !== undefined) {
    const codes = parseStatusList(query.status)
    add(`c.status_code IN (${codes.map(() => '?').join(', ')})`, ...codes)
  }
  addPartyFilters(add, query)
  if (query.category !== undefined) {
    const id = resolveCategory(db, query.category, version)
    if (id === null) f.matchesNothing = true
    else add('c.category_id = ?', id)
  }
  if (query.owner !== undefined) {
    const id = resolveOwner(db, query.owner, version)
    if (id === null) f.matchesNothing = true
    else add('c.owner_id = ?', id)
  }
  const bounds: Array<[keyof ContractListQuery, string, '>=' | '<=']> = [
    ['createdAfter', 'c.created_at', '>='],
    ['createdBefore', 'c.created_at', '<='],
    ['updatedAfter', 'c.updated_at', '>='],
    ['updatedBefore', 'c.updated_at', '<='],
    ['renewalAfter', 'c.renewal_anchor_date', '>='],
    ['renewalBefore', 'c.renewal_anchor_date', '<='],
    ['expirationAfter', 'c.expiration_date', '>='],
    ['expirationBefore', 'c.expiration_date', '<=']
  ]
  for (const [name, column, op] of bounds) {
    const raw = (query as Record<string, unknown>)[name]
    if (typeof raw !== 'string') continue
    const ms = parseIsoInstant(raw)
    if (ms === null) throw new BadRequestError(`Query parameter '${name}' must be an ISO 8601 date or date-time`)
    add(`${column} ${op} ?`, ms)
  }
  if (query.renewalState !== undefined) add('c.renewal_state = ? COLLATE NOCASE', query.renewalState)
  addPropertyFilters(db, add, query)

  f.fingerprint = fingerprint(query)
  return f
}

function addKeyword(add: (sql: string, ...p: unknown[]) => void, keyword: string): void {
  const trimmed = keyword.trim()
  if (trimmed.length === 0) throw new BadRequestError("Query parameter 'keyword' must not be blank")
  if ([...trimmed].length >= TRIGRAM_MIN) {
    // A quoted phrase is a substring match for the trigram tokenizer, in either column.
    add('c.rowid IN (SELECT rowid FROM contracts_keyword WHERE contracts_keyword MATCH ?)', `"${trimmed.replace(/"/g, '""')}"`)
  } else {
    const pattern = `%${trimmed.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    add("(c.name LIKE ? ESCAPE '\\' OR c.reference LIKE ? ESCAPE '\\')", pattern, pattern)
  }
}

export function parseStatusList(raw: string): number[] {
  const parts = raw.split(',').map((p) => p.trim())
  const codes = parts.map(Number)
  if (parts.some((p) => !/^[1-6]$/.test(p))) {
    throw new BadRequestError(`Query parameter 'status' must be a comma-separated list of status codes 1 to 6 (e.g. 2,3); got '${raw}'`)
  }
  return [...new Set(codes)]
}

function addPartyFilters(add: (sql: string, ...p: unknown[]) => void, query: AnyListQuery): void {
  const role = query.partyRole
  if (role !== undefined && query.party === undefined && query.counterparty === undefined) {
    throw new BadRequestError("Query parameter 'partyRole' narrows a 'party' or 'counterparty' filter: send one of them too")
  }
  if (role !== undefined && !(PARTY_ROLES as readonly string[]).includes(role)) {
    throw new BadRequestError(`Query parameter 'partyRole' must be one of: ${PARTY_ROLES.join(', ')}`)
  }
  const roleSql = role !== undefined ? ' AND cp.role = ?' : ''
  const roleParams = role !== undefined ? [role] : []
  if (query.party !== undefined) {
    add(
      `c.id IN (SELECT cp.contract_id FROM contract_parties cp WHERE cp.party_id = ? AND cp.review_state = 'confirmed'${roleSql})`,
      query.party.toLowerCase(),
      ...roleParams
    )
  }
  if (query.counterparty !== undefined) {
    const folded = foldForSearch(query.counterparty)
    if (folded.length === 0) throw new BadRequestError("Query parameter 'counterparty' must contain a name")
    add(
      `c.id IN (SELECT cp.contract_id FROM contract_parties cp JOIN parties p ON p.id = cp.party_id
                WHERE p.search_text LIKE ? ESCAPE '\\' AND p.confirmed = 1 AND p.deleted_at IS NULL
                  AND cp.review_state = 'confirmed'${roleSql})`,
      `%${folded.replace(/[\\%_]/g, (m) => `\\${m}`)}%`,
      ...roleParams
    )
  }
}

function resolveCategory(db: Db, value: string, version: 'v1' | 'v2'): string | null {
  if (isHex24(value)) {
    const byId = db.prepare('SELECT id FROM categories WHERE id = ?').get(value.toLowerCase()) as { id: string } | undefined
    if (byId || version === 'v1') return byId?.id ?? value.toLowerCase()
  }
  const matches = db.prepare('SELECT id FROM categories WHERE label = ? COLLATE NOCASE').all(value.trim()) as Array<{ id: string }>
  if (matches.length > 1) {
    throw new BadRequestError(`Query parameter 'category': the label '${value}' is ambiguous (${matches.length} categories carry it); filter by category id instead`)
  }
  return matches[0]?.id ?? null
}

function resolveOwner(db: Db, value: string, version: 'v1' | 'v2'): string | null {
  if (isHex24(value) || version === 'v1') return value.toLowerCase()
  const matches = findUsersByEmail(db, value.trim())
  if (matches.length > 1) {
    throw new BadRequestError(`Query parameter 'owner': the email '${value}' is ambiguous (${matches.length} users match it); filter by owner id instead`)
  }
  if (matches.length === 1) return matches[0]!.id
  return null
}

function addPropertyFilters(db: Db, add: (sql: string, ...p: unknown[]) => void, query: AnyListQuery): void {
  const entries = Object.entries(query).filter(([name]) => name.startsWith('property['))
  if (entries.length === 0) return
  const catalogue = loadPropertyCatalogue(db)
  for (const [name, raw] of entries) {
    const match = /^property\[([^\][]+)\]$/.exec(name)
    if (!match) {
      if (/^property\[[^\][]+\]\[/.test(name)) {
        throw new BadRequestError(`Query parameter '${name}': operators are not supported in property filters; pass a value to match`)
      }
      throw new BadRequestError(`Query parameter '${name}' is not a property filter: use property[<key>]=<value>`)
    }
    const key = match[1]!
    const definition = catalogue.get(key)
    if (!definition) throw new BadRequestError(`Query parameter '${name}': unknown property key '${key}' (see GET /v2/properties)`)
    const coerced = coerceFilterValue(definition, String(raw))
    if (!coerced.ok) throw new BadRequestError(`Query parameter '${name}': ${coerced.message}`)
    add('c.id IN (SELECT t.contract_id FROM contract_property_terms t WHERE t.key = ? AND t.term = ?)', key, coerced.term)
  }
}

function fingerprint(query: AnyListQuery): string {
  const entries = Object.entries(query)
    .filter(([k]) => k !== 'cursor' && k !== 'pagesize')
    .sort(([a], [b]) => a.localeCompare(b))
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 16)
}
