import { setImmediate } from 'node:timers/promises'
import { listProblems } from '../../problem-list'
import type { PlaybookImportBody, PlaybookImportResponse } from '../../../../shared/api/local'
import type { EngineContext } from '../../context'
import { recordAudit } from '../../db/writers/audit'
import { insertPlaybook, retirePlaybook, type PlaybookPositionRecord } from '../../db/writers'
import { playbookLineageOf, playbookLineageState } from '../../db/queries/playbooks'
import { runWrite } from '../../db/write'
import { BadRequestError } from '../../errors'
import { newId } from '../../ids'
import { validatePattern } from '../../playbooks'
import type { AuthContext } from '../../domain/principal'

type ImportedPlaybook = PlaybookImportBody['playbook']

/** Patterns checked between two turns of the event loop: a few milliseconds of work. */
const PATTERNS_PER_TURN = 100

/**
 * Everything wrong with the playbook's keywords and groups, by position and keyword. Checking a
 * pattern compiles it (a tenth of a millisecond or so), and a playbook may hold half a million
 * keywords, so the engine answers other requests between slices of the work.
 */
export async function playbookProblems(playbook: ImportedPlaybook): Promise<string[]> {
  let checked = 0
  const problems: string[] = []
  const groupIds = new Set((playbook.groups ?? []).map((g) => g.id))
  const orders = new Set<number>()
  for (const position of playbook.positions) {
    const where = `position ${position.order}${position.name ? ` (${position.name})` : ''}`
    if (orders.has(position.order)) problems.push(`${where}: another position has the same order`)
    orders.add(position.order)
    if (position.groupId && !groupIds.has(position.groupId)) problems.push(`${where}: groupId '${position.groupId}' is not one of the playbook's groups`)
    for (const keyword of position.keywords) {
      if (keyword.value.trim() === '') problems.push(`${where}: a ${keyword.type} keyword is blank`)
      else if (keyword.type === 'pattern') {
        if (++checked % PATTERNS_PER_TURN === 0) await setImmediate()
        const check = validatePattern(keyword.value)
        if (!check.ok) problems.push(`${where}: pattern ${JSON.stringify(keyword.value)}: ${check.reason}`)
      }
    }
  }
  return problems
}

/**
 * POST /local/playbooks/import: validates the whole playbook (every pattern compiled and checked
 * by the matcher's own rules) and stores it as a production version. When `id` names a playbook
 * already here, the import is that playbook's next version and retires the current one.
 */
export async function importPlaybook(ctx: EngineContext, auth: AuthContext, body: PlaybookImportBody): Promise<PlaybookImportResponse> {
  const playbook = body.playbook
  const problems = await playbookProblems(playbook)
  if (problems.length > 0) throw new BadRequestError(`The playbook cannot be imported: ${listProblems(problems)}`)
  return runWrite(ctx.db, (tx): PlaybookImportResponse => {
    const now = ctx.now()
    const lineageId = (playbook.id ? playbookLineageOf(tx, playbook.id.toLowerCase()) : null) ?? newId()
    const lineage = playbookLineageState(tx, lineageId)
    if (lineage.productionId !== null) retirePlaybook(tx, lineage.productionId, now)
    // Group ids are the file's own; stored groups get fresh ones so a playbook can be imported again.
    const groupIds = new Map((playbook.groups ?? []).map((g) => [g.id, newId()]))
    const id = newId()
    const version = lineage.latestVersion + 1
    insertPlaybook(tx, {
      id,
      lineageId,
      name: playbook.name,
      description: playbook.description ?? null,
      version,
      versionNote: playbook.versionNote ?? null,
      status: 'production',
      isDefault: playbook.isDefault ?? false,
      switchedOff: false,
      createdAt: now,
      updatedAt: now,
      groups: (playbook.groups ?? []).map((g) => ({ id: groupIds.get(g.id)!, name: g.name, description: g.description ?? null, order: g.order })),
      positions: playbook.positions.map(
        (p): PlaybookPositionRecord => ({
          id: newId(),
          order: p.order,
          name: p.name,
          description: p.description ?? null,
          groupId: p.groupId ? (groupIds.get(p.groupId) ?? null) : null,
          keywords: p.keywords,
          examples: p.examples ?? [],
          fallbacks: p.fallbacks ?? [],
          ifNotFound: p.ifNotFound,
          notes: p.notes ?? [],
          confirmed: p.confirmed ?? true
        })
      )
    })
    recordAudit(tx, { at: now, userId: auth.user.id, apiKeyId: auth.keyId, action: 'playbook.imported', contractId: null, details: { id, version, replaces: lineage.productionId } })
    const confirmed = playbook.positions.filter((p) => p.confirmed !== false).length
    return { id, name: playbook.name, version, positions: confirmed, unconfirmedPositions: playbook.positions.length - confirmed, replaces: lineage.productionId }
  }, `The import of playbook ${playbook.name}`)
}
