import { KEY_TERM_NAMES, type KeyTermName } from '../../../../shared/api/key-terms'
import { KEY_TERM_LABELS, KEY_TERM_PROPERTY_TYPES, type KeyTermPropertiesBody, type KeyTermPropertiesResponse } from '../../../../shared/api/key-term-actions'
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
}

/**
 * Each term's property: the one chosen for the workspace, else Folio's default for its catalogue.
 * A chosen property the catalogue no longer has, or no longer with a fitting type (sync replaced
 * the catalogue), maps the term to nothing rather than to a property that would refuse it.
 */
export function resolveMapping(db: Db): ResolvedMapping {
  const catalogue = loadPropertyCatalogue(db)
  const chosen = readChosen(db)
  const defaults = defaultMapping(catalogue)
  const property = {} as Record<KeyTermName, PropertyDefinitionRecord | null>
  const isChosen = {} as Record<KeyTermName, boolean>
  for (const term of KEY_TERM_NAMES) {
    const key = term in chosen ? (chosen[term] ?? null) : defaults[term]
    const def = key === null ? undefined : catalogue.get(key)
    property[term] = def && fitsTerm(term, def) ? def : null
    isChosen[term] = term in chosen
  }
  return { property, chosen: isChosen }
}

/** GET /local/settings/key-term-properties. */
export function keyTermProperties(db: Db): KeyTermPropertiesResponse {
  const { property, chosen } = resolveMapping(db)
  return {
    mappings: KEY_TERM_NAMES.map((term) => {
      const def = property[term]
      return { term, property: def ? { key: def.key, label: def.label, type: def.type } : null, chosen: chosen[term], accepts: [...KEY_TERM_PROPERTY_TYPES[term]] }
    })
  }
}

/**
 * PUT /local/settings/key-term-properties: maps the terms given (null: to nothing); the others
 * keep theirs. Every property named must exist and fit its term; every problem is named in one
 * 400 and nothing changes.
 */
export async function saveKeyTermProperties(db: Db, body: KeyTermPropertiesBody): Promise<KeyTermPropertiesResponse> {
  const catalogue = loadPropertyCatalogue(db)
  const problems: string[] = []
  for (const term of KEY_TERM_NAMES) {
    const key = body.properties[term]
    if (key === undefined || key === null) continue
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
        const key = body.properties[term]
        if (key !== undefined) chosen[term] = key
      }
      setSetting(tx, SETTING, JSON.stringify(chosen))
    },
    'Saving the key-term properties'
  )
  return keyTermProperties(db)
}
