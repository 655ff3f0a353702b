import type { PlaybookDetail } from '../../../shared/api/playbooks'
import type { Template } from '../../../shared/api/templates'
import type { Party } from '../../../shared/api/parties'
import type { Clause, Email } from '../../../shared/api/library'
import { runWrite, markPlaybookRemote, removeVanishedLibrary, replacePlaybook, upsertClause, upsertEmail, upsertTemplate, removeVanishedParties, upsertParty, removeVanishedReference, upsertCategory, upsertPartyAttribute, upsertPropertyDefinition, writeStatusLabels, getPlaybook, fromApiTemplate, toApiTemplate, type TemplateDefinition } from '../../engine/sync-port'
import { storedPlaybookVersion, storedTemplate } from '../store/reference'
import { RemoteProtocolError } from '../remote/errors'
import type { SyncRun } from '../run-context'
import { instant, sameValue } from './values'

/** Walks a cursor-paginated list to its end. */
async function walk<T>(page: (cursor: string | null) => Promise<{ items: T[]; cursor: string | null; hasMore: boolean }>): Promise<T[]> {
  const all: T[] = []
  let cursor: string | null = null
  for (;;) {
    const result = await page(cursor)
    all.push(...result.items)
    if (!result.hasMore || !result.cursor) return all
    cursor = result.cursor
  }
}

/**
 * Refreshes the reference data whole: statuses, categories, the property catalogue, party
 * attributes, the contact book, templates, playbooks (with their positions), the clause library
 * and emails. Everything is fetched first and written in one transaction, so a sync that fails
 * halfway never leaves the catalogue half old and half new. Playbooks are fetched in full only
 * when their version or last change moved.
 */
export async function refreshReferenceData(run: SyncRun): Promise<void> {
  const { api, ctx, progress } = run
  const steps = 9
  progress.start('reference', steps)
  const statuses = await api.contractStatuses().catch((error: unknown) => {
    // The statuses payload is "not shown" in the spec: a service that answers in another shape keeps the labels here as they are.
    if (error instanceof RemoteProtocolError) return null
    throw error
  })
  progress.advance()
  const categories = (await api.categories()).categories
  progress.advance()
  const properties = (await api.properties()).properties
  progress.advance()
  const partyAttributes = (await api.partyAttributes()).partyAttributes
  progress.advance()
  const parties = await walk<Party>(async (cursor) => {
    const page = await api.listParties(cursor)
    return { items: page.parties, cursor: page.pagination.cursor, hasMore: page.pagination.hasMore }
  })
  progress.advance()
  const templates = await api.templates()
  progress.advance()
  const playbooks = await fetchChangedPlaybooks(run)
  progress.advance()
  const clauses = await walk<Clause>(async (cursor) => {
    const page = await api.listClauses(cursor)
    return { items: page.clauses, cursor: page.pagination.cursor, hasMore: page.pagination.hasMore }
  })
  progress.advance()
  const emails = await walk<Email>(async (cursor) => {
    const page = await api.listEmails(cursor)
    return { items: page.emails, cursor: page.pagination.cursor, hasMore: page.pagination.hasMore }
  })
  progress.advance()

  await runWrite(
    ctx.db,
    (tx) => {
      const now = ctx.now()
      if (statuses) writeStatusLabels(tx, statuses.statuses.map((s) => ({ code: s.code, label: s.configured ? s.label : null })))
      for (const c of categories) upsertCategory(tx, c, now)
      removeVanishedReference(tx, 'categories', categories.map((c) => c.id))
      removeVanishedReference(tx, 'property_definitions', properties.map((p) => p.id))
      for (const p of properties) upsertPropertyDefinition(tx, p, now)
      removeVanishedReference(tx, 'party_attributes', partyAttributes.map((a) => a.id))
      partyAttributes.forEach((a, i) => upsertPartyAttribute(tx, a, i))
      for (const p of parties) upsertParty(tx, p)
      removeVanishedParties(tx, parties.map((p) => p.id))
      for (const t of templates) upsertTemplate(tx, { id: t.id, createdAt: t.createdAt, definition: fromApiTemplate(t), keepBody: holdsSameTemplate(tx, t) })
      removeVanishedLibrary(tx, 'templates', templates.map((t) => t.id))
      for (const p of playbooks.changed) {
        if (sameAsStored(tx, p)) markPlaybookRemote(tx, p.id)
        else replacePlaybook(tx, p)
      }
      removeVanishedLibrary(tx, 'playbooks', playbooks.served)
      for (const c of clauses) upsertClause(tx, c)
      removeVanishedLibrary(tx, 'clauses', clauses.map((c) => c.id))
      for (const e of emails) upsertEmail(tx, e, now)
      removeVanishedLibrary(tx, 'emails', emails.map((e) => e.id))
    },
    'Storing the reference data pulled from the company service'
  )
}

/** Served playbooks (ids) and the details of those that are new or changed since the last pull. */
async function fetchChangedPlaybooks(run: SyncRun): Promise<{ served: string[]; changed: PlaybookDetail[] }> {
  const listed = await walk(async (cursor) => {
    const page = await run.api.listPlaybooks(cursor)
    return { items: page.playbooks, cursor: page.pagination.cursor, hasMore: page.pagination.hasMore }
  })
  const changed: PlaybookDetail[] = []
  for (const p of listed) {
    const stored = storedPlaybookVersion(run.ctx.db, p.id)
    if (stored && stored.origin === 'remote' && stored.version === p.version && stored.updated_at === instant(p.updatedAt)) continue
    const detail = await run.api.playbook(p.id)
    if (detail) changed.push(detail.playbook)
  }
  return { served: listed.map((p) => p.id), changed }
}

/**
 * This laptop holds the same template (imported with its document, or pulled before): keep
 * what it has, which is more than the API can describe (what each choice prints, the document).
 */
function holdsSameTemplate(db: SyncRun['ctx']['db'], template: Template): boolean {
  const stored = storedTemplate(db, template.id)
  if (!stored) return false
  const local = toApiTemplate(template.id, template.createdAt, JSON.parse(stored.definition) as TemplateDefinition)
  return sameValue(local, template)
}

/** A playbook held here whose published form is exactly the service's: its unpublished notes and suggestions stay. */
function sameAsStored(db: SyncRun['ctx']['db'], playbook: PlaybookDetail): boolean {
  try {
    return sameValue(getPlaybook(db, playbook.id).playbook, playbook)
  } catch {
    return false
  }
}
