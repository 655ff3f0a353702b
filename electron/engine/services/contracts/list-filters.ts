import { createHash } from 'node:crypto'
import type { ContractListQuery, ContractListQueryV1 } from '../../../../shared/api'
import { PARTY_ROLES } from '../../../../shared/api/contracts'
import type { Db } from '../../db/connection'
import { loadPropertyCatalogue } from '../../db/queries/catalogue'
import { categoryIdsLabelled, findCategoryId } from '../../db/queries/categories'
import { findUsersByEmail } from '../../db/queries/users'
import { BadRequestError } from '../../errors'
import { isHex24 } from '../../ids'
import { parseIsoInstant } from '../../time'
import type { Principal } from '../../domain/principal'
import { contractVisibilitySql } from '../../domain/access'
import { coerceFilterValue } from '../../domain/properties'
import { foldForKeyword, foldForSearch } from '../../domain/text/fold'
import { DRIVE_BELOW, DRIVE_RANGE_BELOW, sortColumn, type ContractFilter, type Driver, type Predicate, type SqlPart } from '../../db/queries/contract-filter'

type AnyListQuery = ContractListQuery | ContractListQueryV1

/** Trigram search needs three characters; shorter keywords are checked row by row only. */
const TRIGRAM_MIN = 3

const part = (sql: string, ...params: unknown[]): SqlPart => ({ sql, params })

export function buildContractFilter(db: Db, user: Principal, query: AnyListQuery, version: 'v1' | 'v2'): ContractFilter {
  const f: ContractFilter = {
    predicates: [{ check: part('c.deleted = 0'), onSearchDocuments: part('s.deleted = 0') }],
    sort: query.sort ?? 'createdAt',
    order: query.order ?? 'desc',
    fingerprint: '',
    matchesNothing: false
  }
  const add = (predicate: Predicate) => f.predicates.push(predicate)
  const visibility: SqlPart = contractVisibilitySql(user)
  if (visibility.sql) add(visibilityPredicate(user, visibility))

  if (query.keyword !== undefined) add(keywordPredicate(query.keyword))
  if (query.type !== undefined) add({ check: part('c.type = ?', query.type) })
  if (query.status !== undefined) {
    const codes = parseStatusList(query.status)
    const marks = codes.map(() => '?').join(', ')
    add({ check: part(`+c.status_code IN (${marks})`, ...codes), driver: indexed(`c.status_code IN (${marks})`, codes), onSearchDocuments: part(`s.status_code IN (${marks})`, ...codes) })
  }
  for (const predicate of partyPredicates(query)) add(predicate)
  if (query.category !== undefined) {
    const id = resolveCategory(db, query.category, version)
    if (id === null) f.matchesNothing = true
    else add({ check: part('+c.category_id = ?', id), driver: indexed('c.category_id = ?', [id]), onSearchDocuments: part('s.category_id = ?', id) })
  }
  if (query.owner !== undefined) {
    const id = resolveOwner(db, query.owner, version)
    if (id === null) f.matchesNothing = true
    else add({ check: part('+c.owner_id = ?', id), driver: indexed('c.owner_id = ?', [id]) })
  }
  const sortColumnName = sortColumn(f.sort).slice(2)
  for (const [column, after, before] of [
    ['created_at', 'createdAfter', 'createdBefore'],
    ['updated_at', 'updatedAfter', 'updatedBefore'],
    ['renewal_anchor_date', 'renewalAfter', 'renewalBefore'],
    ['expiration_date', 'expirationAfter', 'expirationBefore']
  ] as const) {
    const bounds = dateBounds(query, after, before)
    if (bounds.length === 0) continue
    const range = (prefix: string) => bounds.map(([op]) => `${prefix}${column} ${op} ?`).join(' AND ')
    const values = bounds.map(([, ms]) => ms)
    if (column === sortColumnName) {
      // A range of the sort order itself: the walk seeks straight to it.
      add({ check: part(range('c.'), ...values) })
    } else {
      const driver = column in COVERING_RANGE_INDEXES ? dateRange(column, range('c.'), values) : undefined
      add({ check: part(range('+c.'), ...values), ...(driver ? { driver } : {}) })
    }
  }
  if (query.renewalState !== undefined) add({ check: part('c.renewal_state = ? COLLATE NOCASE', query.renewalState) })
  for (const predicate of propertyPredicates(db, query)) add(predicate)

  // Of the effective query: a default stated or left out is the same walk.
  f.fingerprint = fingerprint({ ...query, sort: f.sort, order: f.order })
  return f
}

/** What a non-admin may see; a user who sees few contracts starts from them through the owner, requester and group indexes. */
function visibilityPredicate(user: Principal, visibility: SqlPart): Predicate {
  const sources = ['SELECT rowid FROM contracts WHERE owner_id = ?', 'SELECT rowid FROM contracts WHERE requester_id = ?']
  const params: unknown[] = [user.id, user.id]
  if (user.role === 'member' && user.groupIds.length > 0) {
    sources.push(`SELECT rowid FROM contracts WHERE group_id IN (${user.groupIds.map(() => '?').join(', ')})`)
    params.push(...user.groupIds)
  }
  return { check: part(visibility.sql.replace(/c\.(owner_id|requester_id|group_id)/g, '+c.$1'), ...visibility.params), driver: byIds('c.rowid', sources.join(' UNION '), params) }
}

/** A driver over a plain indexed condition of the contracts table. */
function indexed(where: string, params: readonly unknown[], driveBelow = DRIVE_BELOW): Driver {
  return { column: 'c.rowid', probe: part(`SELECT c.rowid FROM contracts c WHERE ${where}`, ...params), driveBelow }
}

const COVERING_RANGE_INDEXES: Record<string, string> = {
  expiration_date: 'contracts_expiration_created',
  renewal_anchor_date: 'contracts_renewal_created'
}

/** A date-range driver, with the index that covers the range and the createdAt order. */
function dateRange(column: string, where: string, params: readonly unknown[]): Driver {
  return { ...indexed(where, params, DRIVE_RANGE_BELOW), range: { where: part(where, ...params), coveringIndex: COVERING_RANGE_INDEXES[column]! } }
}

/** A driver over a subquery of contract ids (or rowids). */
function byIds(column: 'c.id' | 'c.rowid', subquery: string, params: readonly unknown[]): Driver {
  return { column, probe: part(subquery, ...params), driveBelow: DRIVE_BELOW }
}

function dateBounds(query: AnyListQuery, after: string, before: string): Array<['>=' | '<=', number]> {
  const bounds: Array<['>=' | '<=', number]> = []
  for (const [name, op] of [[after, '>='], [before, '<=']] as const) {
    const raw = (query as Record<string, unknown>)[name]
    if (typeof raw !== 'string') continue
    const ms = parseIsoInstant(raw)
    if (ms === null) throw new BadRequestError(`Query parameter '${name}' must be an ISO 8601 date or date-time`)
    bounds.push([op, ms])
  }
  return bounds
}

/**
 * The keyword filter: a case- and accent-insensitive substring of the name or the reference
 * (`keyword_text`). From three characters on, the trigram index can find the candidates.
 */
function keywordPredicate(keyword: string): Predicate {
  const trimmed = keyword.trim()
  if (trimmed.length === 0) throw new BadRequestError("Query parameter 'keyword' must not be blank")
  const check = part('instr(c.keyword_text, ?) > 0', foldForKeyword(trimmed))
  if ([...trimmed].length < TRIGRAM_MIN) return { check }
  // A quoted phrase is a substring match for the trigram tokenizer, in either column.
  const phrase = `"${trimmed.replace(/"/g, '""')}"`
  return { check, driver: byIds('c.rowid', 'SELECT rowid FROM contracts_keyword WHERE contracts_keyword MATCH ?', [phrase]) }
}

export function parseStatusList(raw: string): number[] {
  const parts = raw.split(',').map((p) => p.trim())
  const codes = parts.map(Number)
  if (parts.some((p) => !/^[1-6]$/.test(p))) {
    throw new BadRequestError(`Query parameter 'status' must be a comma-separated list of status codes 1 to 6 (e.g. 2,3); got '${raw}'`)
  }
  return [...new Set(codes)]
}

function partyPredicates(query: AnyListQuery): Predicate[] {
  const role = query.partyRole
  if (role !== undefined && query.party === undefined && query.counterparty === undefined) {
    throw new BadRequestError("Query parameter 'partyRole' narrows a 'party' or 'counterparty' filter: send one of them too")
  }
  if (role !== undefined && !(PARTY_ROLES as readonly string[]).includes(role)) {
    throw new BadRequestError(`Query parameter 'partyRole' must be one of: ${PARTY_ROLES.join(', ')}`)
  }
  const roleSql = role !== undefined ? ' AND cp.role = ?' : ''
  const roleParams = role !== undefined ? [role] : []
  const predicates: Predicate[] = []
  if (query.party !== undefined) {
    const links = `FROM contract_parties cp WHERE cp.party_id = ? AND cp.review_state = 'confirmed'${roleSql}`
    const params = [query.party.toLowerCase(), ...roleParams]
    predicates.push({
      check: part(`EXISTS (SELECT 1 ${links} AND cp.contract_id = c.id)`, ...params),
      driver: byIds('c.id', `SELECT cp.contract_id ${links}`, params)
    })
  }
  if (query.counterparty !== undefined) {
    const folded = foldForSearch(query.counterparty)
    if (folded.length === 0) throw new BadRequestError("Query parameter 'counterparty' must contain a name")
    const links = `FROM contract_parties cp JOIN parties p ON p.id = cp.party_id
                WHERE p.search_text LIKE ? ESCAPE '\\' AND p.confirmed = 1 AND p.deleted_at IS NULL
                  AND cp.review_state = 'confirmed'${roleSql}`
    const params = [`%${folded.replace(/[\\%_]/g, (m) => `\\${m}`)}%`, ...roleParams]
    predicates.push({
      check: part(`EXISTS (SELECT 1 ${links} AND cp.contract_id = c.id)`, ...params),
      driver: byIds('c.id', `SELECT cp.contract_id ${links}`, params)
    })
  }
  return predicates
}

function resolveCategory(db: Db, value: string, version: 'v1' | 'v2'): string | null {
  if (isHex24(value)) {
    const byId = findCategoryId(db, value.toLowerCase())
    if (byId !== null || version === 'v1') return byId ?? value.toLowerCase()
  }
  const matches = categoryIdsLabelled(db, value.trim())
  if (matches.length > 1) {
    throw new BadRequestError(`Query parameter 'category': the label '${value}' is ambiguous (${matches.length} categories carry it); filter by category id instead`)
  }
  return matches[0] ?? null
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

function propertyPredicates(db: Db, query: AnyListQuery): Predicate[] {
  const entries = Object.entries(query).filter(([name]) => name.startsWith('property['))
  if (entries.length === 0) return []
  const catalogue = loadPropertyCatalogue(db)
  return entries.map(([name, raw]): Predicate => {
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
    return {
      check: part('EXISTS (SELECT 1 FROM contract_property_terms t WHERE t.key = ? AND t.term = ? AND t.contract_id = c.id)', key, coerced.term),
      driver: byIds('c.id', 'SELECT t.contract_id FROM contract_property_terms t WHERE t.key = ? AND t.term = ?', [key, coerced.term])
    }
  })
}

function fingerprint(query: AnyListQuery): string {
  const entries = Object.entries(query)
    .filter(([k]) => k !== 'cursor' && k !== 'pagesize')
    .sort(([a], [b]) => a.localeCompare(b))
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 16)
}
