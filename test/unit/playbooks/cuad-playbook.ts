import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { MatchablePosition } from '../../../electron/engine/playbooks'

/**
 * The CUAD review playbook fixture: the published shape of GET /v2/playbooks/{id} plus what the
 * engine keeps unpublished (unconfirmed positions, internal notes).
 */
export const cuadPlaybookPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'playbooks', 'cuad-review.json')

// shared/api's schemas use OpenAPI-style enums and nullables (Type.Unsafe), which TypeBox's
// Value.Check cannot read, so the fixture is checked against this local description.
const PositionKeyword = Type.Object({ value: Type.String(), type: Type.Union([Type.Literal('pattern'), Type.Literal('exact'), Type.Literal('negative')]) })
const IfNotFound = Type.Object({ compliant: Type.Boolean(), status: Type.Union([Type.String(), Type.Null()]) })
const StoredPosition = Type.Object({
  order: Type.Integer(),
  name: Type.Union([Type.String(), Type.Null()]),
  keywords: Type.Array(PositionKeyword),
  ifNotFound: IfNotFound,
  notes: Type.Array(Type.Object({ type: Type.String(), text: Type.String() })),
  confirmed: Type.Boolean()
})
const StoredPlaybook = Type.Object({ playbook: Type.Object({ positions: Type.Array(StoredPosition) }) })
export type StoredPosition = Static<typeof StoredPosition>

export function readCuadPlaybookJson(): unknown {
  return JSON.parse(readFileSync(cuadPlaybookPath, 'utf8'))
}

export function loadCuadPositions(): StoredPosition[] {
  const json = readCuadPlaybookJson()
  if (!Value.Check(StoredPlaybook, json)) throw new Error(`${cuadPlaybookPath} does not have the stored playbook shape`)
  return json.playbook.positions
}

/** What the engine would match: confirmed positions only, as published. */
export function confirmedCuadPositions(): MatchablePosition[] {
  return loadCuadPositions()
    .filter((position) => position.confirmed)
    .map(({ order, name, ifNotFound, keywords }) => ({ order, name, ifNotFound, keywords }))
}

const extraPositionsPath = path.resolve(path.dirname(cuadPlaybookPath), 'bench-extra-positions.json')
const ExtraPositions = Type.Object({ positions: Type.Array(Type.Omit(StoredPosition, ['notes', 'confirmed'])) })

/**
 * The benchmark's playbook: the confirmed CUAD positions plus twenty positions for further CUAD
 * categories, forty in all.
 */
export function benchPositions(): MatchablePosition[] {
  const json: unknown = JSON.parse(readFileSync(extraPositionsPath, 'utf8'))
  if (!Value.Check(ExtraPositions, json)) throw new Error(`${extraPositionsPath} does not have the expected shape`)
  return [...confirmedCuadPositions(), ...json.positions]
}
