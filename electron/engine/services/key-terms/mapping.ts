import { KEY_TERM_NAMES, type KeyTermName } from '../../../../shared/api/key-terms'
import { KEY_TERM_LABELS, KEY_TERM_PROPERTY_TYPES, type KeyTermPropertiesBody, type KeyTermPropertiesResponse, type MappedProperty } from '../../../../shared/api/key-term-actions'
import type { Db } from '../../db/connection'
import { loadPropertyCatalogue } from '../../db/queries/catalogue'
import { getSetting } from '../../db/queries/settings'
import { setSetting } from '../../db/writers/settings'
import { runWrite } from '../../db/write'
import { defaultMapping, fitsTerm } from '../../domain/key-terms/default-mapping'
import type { PropertyDefinitionRecord } from '../../domain/properties'
import { BadRequestError } from '../../errors'

const SETTING = 'key_term_properties'

type Chosen = Partial<Record<KeyTermName, string | null>>

function readChosen(db: Db): Chosen {
  const raw = getSetting(db, SETTING)
  if (raw === null) return {}
  const parsed: unknown = JSON.parse(raw)
  if (typeof parsed !== 'object' || parsed === null) return {}
  const chosen: Chosen = {}
  for (const term of KEY_TERM_NAMES) {
    const value: unknown = (parsed as Record<string, unknown>)[term]
    if (value === null || typeof value === 'string') chosen[term] = value
  }
  return chosen
}

export interface ResolvedMapping {
  /** The property each term is written to; null when none (shown, never dropped). */
  property: Record<KeyTermName, PropertyDefinitionRecord | null>
  chosen: Record<KeyTermName, boolean>
  /** What Folio's default maps each term to on this catalogue, whether or not the term follows it. */
  defaults: Record<KeyTermName, PropertyDefinitionRecord | null>
}

/**
 * Each term's property: the one chosen for the workspace, else Folio's default for its catalogue.
 * A chosen property the catalogue no longer has, or no longer with a fitting type (sync replaced
 * the catalogue), maps the term to nothing rather than to a property that would refuse it.
 */
export function resolveMapping(db: Db): ResolvedMapping {
  const catalogue = loadPropertyCatalogue(db)
  const chosen = readChosen(db)
  const defaultKeys = defaultMapping(catalogue)
  const fitting = (term: KeyTermName, key: string | null): PropertyDefinitionRecord | null => {
    const def = key === null ? undefined : catalogue.get(key)
    return def && fitsTerm(term, def) ? def : null
  }
  const property = {} as Record<KeyTermName, PropertyDefinitionRecord | null>
  const isChosen = {} as Record<KeyTermName, boolean>
  const defaults = {} as Record<KeyTermName, PropertyDefinitionRecord | null>
  for (const term of KEY_TERM_NAMES) {
    defaults[term] = fitting(term, defaultKeys[term])
    isChosen[term] = term in chosen
    property[term] = isChosen[term] ? fitting(term, chosen[term] ?? null) : defaults[term]
  }
  return { property, chosen: isChosen, defaults }
}

const shown = (def: PropertyDefinitionRecord | null): MappedProperty | null => (def ? { key: def.key, label: def.label, type: def.type } : null)

/** GET /local/settings/key-term-properties. */
export function keyTermProperties(db: Db): KeyTermPropertiesResponse {
  const { property, chosen, defaults } = resolveMapping(db)
  return {
    mappings: KEY_TERM_NAMES.map((term) => ({ term, property: shown(property[term]), chosen: chosen[term], default: shown(defaults[term]), accepts: [...KEY_TERM_PROPERTY_TYPES[term]] }))
  }
}

/**
 * PUT /local/settings/key-term-properties: maps the terms given in `properties` (null: to
 * nothing) and puts those in `followDefault` back on Folio's default, which then moves with the
 * catalogue; the others keep theirs. Every property named must exist and fit its term, and no term
 * may be both mapped and put back; every problem is named in one 400 and nothing changes.
 */
export async function saveKeyTermProperties(db: Db, body: KeyTermPropertiesBody): Promise<KeyTermPropertiesResponse> {
  const catalogue = loadPropertyCatalogue(db)
  const properties = body.properties ?? {}
  const followDefault = new Set(body.followDefault ?? [])
  const problems: string[] = []
  for (const term of KEY_TERM_NAMES) {
    const key = properties[term]
    if (key === undefined) continue
    // Named under properties., as every other problem of a term, so that a form shows it beside the term.
    if (followDefault.has(term)) {
      problems.push(`properties.${term}: the ${KEY_TERM_LABELS[term].toLowerCase()} is also in followDefault; a term either follows Folio's default or is mapped here, not both`)
      continue
    }
    if (key === null) continue
    const def = catalogue.get(key)
    const wanted = KEY_TERM_PROPERTY_TYPES[term].join(' or ')
    if (!def) problems.push(`properties.${term}: no property '${key}' in the catalogue (see GET /v2/properties)`)
    else if (def.manualOnly) problems.push(`properties.${term}: '${key}' is filled by people only (manualOnly): Folio never writes what it reads there`)
    else if (!fitsTerm(term, def)) problems.push(`properties.${term}: '${key}' is a ${def.type ?? 'untyped'} property; the ${KEY_TERM_LABELS[term].toLowerCase()} needs a ${wanted} property`)
  }
  if (problems.length > 0) throw new BadRequestError(problems.join('; '))
  await runWrite(
    db,
    (tx) => {
      const chosen = { ...readChosen(tx) }
      for (const term of KEY_TERM_NAMES) {
        const key = properties[term]
        if (key !== undefined) chosen[term] = key
        if (followDefault.has(term)) delete chosen[term]
      }
      setSetting(tx, SETTING, JSON.stringify(chosen))
    },
    'Saving the key-term properties'
  )
  return keyTermProperties(db)
}
