import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { canonicalChoice, choicesUnderParent, chosenValues, describeParentValue, ownChoicesOf } from './choices'
import { coercePropertyValue, type ChoiceScope, type Coerced } from './coerce-value'
import { isAddableTo, parentKeyOf, type PropertyDefinitionRecord, type PropertyProblem } from './definition'

/** PUT /v2/contracts/{id}/properties: "sets up to 20 property values". */
export const MAX_PROPERTIES_PER_UPDATE = 20

export interface PropertyUpdateContext {
  /** The catalogue, by key. */
  definitions: ReadonlyMap<string, PropertyDefinitionRecord>
  contractCategoryId: string | null
  /** The contract's values as stored now, by key. */
  currentValues: ReadonlyMap<string, StoredPropertyValue>
  /** True for a confirmed, not deleted party. */
  partyExists(id: string): boolean
}

export type PropertyUpdateResult =
  | { ok: true; changes: Map<string, StoredPropertyValue | null> }
  | { ok: false; problems: PropertyProblem[] }

/** The field of the request body the problems about its shape are reported under. */
const BODY_FIELD = 'properties'

/**
 * Checks a property update against the catalogue and the contract, and gives the stored form of
 * every value (null clears). Reports every problem at once so a lawyer fixes a form in one pass.
 */
export function validatePropertyUpdate(input: unknown, ctx: PropertyUpdateContext): PropertyUpdateResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ key: BODY_FIELD, message: 'properties must be an object mapping property keys to values' }] }
  }
  const entries = Object.entries(input)
  const problems: PropertyProblem[] = []
  if (entries.length < 1 || entries.length > MAX_PROPERTIES_PER_UPDATE) {
    problems.push({
      key: BODY_FIELD,
      message: `properties must contain 1 to ${MAX_PROPERTIES_PER_UPDATE} keys, got ${entries.length}`
    })
  }

  const requested = new Map<string, { def: PropertyDefinitionRecord; raw: unknown }>()
  const keyProblems = new Map<string, string>()
  for (const [key, raw] of entries) {
    const def = ctx.definitions.get(key)
    if (def === undefined) {
      keyProblems.set(key, `unknown property '${key}' (see GET /v2/properties for the catalogue)`)
    } else if (!isAddableTo(def, ctx.contractCategoryId)) {
      const where = ctx.contractCategoryId === null ? 'a contract without a category' : "contracts in this contract's category"
      keyProblems.set(key, `property '${key}' cannot be added to ${where}`)
    } else {
      requested.set(key, { def, raw })
    }
  }

  const requestKeys = new Set(entries.map(([key]) => key))
  const resolver = new UpdateResolver(ctx, requested, requestKeys)
  const changes = new Map<string, StoredPropertyValue | null>()
  for (const [key] of entries) {
    const keyProblem = keyProblems.get(key)
    if (keyProblem !== undefined) {
      problems.push({ key, message: keyProblem })
      continue
    }
    const outcome = resolver.outcomeOf(key)
    if (outcome.ok) changes.set(key, outcome.value)
    else problems.push({ key, message: outcome.message })
  }
  problems.push(...strandedChildren(ctx, changes, requestKeys))

  return problems.length > 0 ? { ok: false, problems } : { ok: true, changes }
}

/** Joins problems into the `message` of one 400 error body. */
export function describePropertyProblems(problems: readonly PropertyProblem[]): string {
  return problems.map((problem) => problem.message).join('; ')
}

type Resulting = { state: 'value'; value: StoredPropertyValue } | { state: 'empty' } | { state: 'undetermined' }

/**
 * Coerces requested values on demand, so a conditional property can see its parent's resulting
 * value (spec rule 2) whatever order the keys came in, and parents of parents resolve too.
 */
class UpdateResolver {
  private readonly outcomes = new Map<string, Coerced>()
  private readonly resolving = new Set<string>()

  constructor(
    private readonly ctx: PropertyUpdateContext,
    private readonly requested: ReadonlyMap<string, { def: PropertyDefinitionRecord; raw: unknown }>,
    private readonly requestKeys: ReadonlySet<string>
  ) {}

  outcomeOf(key: string): Coerced {
    const known = this.outcomes.get(key)
    if (known !== undefined) return known
    const entry = this.requested.get(key)
    if (entry === undefined) throw new Error(`property '${key}' is not part of this update`)
    this.resolving.add(key)
    const outcome = coercePropertyValue(entry.def, entry.raw, {
      partyExists: (id) => this.ctx.partyExists(id),
      choiceScope: (def) => this.choiceScope(def)
    })
    this.resolving.delete(key)
    this.outcomes.set(key, outcome)
    return outcome
  }

  private choiceScope(def: PropertyDefinitionRecord): ChoiceScope {
    const parentKey = parentKeyOf(def)
    if (parentKey === null) return { kind: 'choices', choices: ownChoicesOf(def), when: '' }
    if (!this.ctx.definitions.has(parentKey)) {
      return { kind: 'problem', message: `property '${def.key}' depends on '${parentKey}', which is not in the catalogue` }
    }
    if (this.resolving.has(parentKey)) {
      return { kind: 'problem', message: `property '${def.key}' depends on '${parentKey}', which depends back on it` }
    }
    const parent = this.resultingValue(parentKey)
    if (parent.state === 'undetermined') return { kind: 'undetermined' }
    if (parent.state === 'empty') {
      return { kind: 'problem', message: `property '${def.key}' depends on '${parentKey}', which has no value` }
    }
    return {
      kind: 'choices',
      choices: choicesUnderParent(def, parent.value),
      when: ` when '${parentKey}' is ${describeParentValue(parent.value)}`
    }
  }

  /** The parent's value in this same request, else as stored. */
  private resultingValue(key: string): Resulting {
    if (this.requestKeys.has(key)) {
      if (!this.requested.has(key)) return { state: 'undetermined' }
      const outcome = this.outcomeOf(key)
      if (!outcome.ok) return { state: 'undetermined' }
      return outcome.value === null ? { state: 'empty' } : { state: 'value', value: outcome.value }
    }
    return resultingOf(this.ctx.currentValues.get(key) ?? null)
  }
}

function resultingOf(value: StoredPropertyValue | null): Resulting {
  if (value === null || (Array.isArray(value) && value.length === 0)) return { state: 'empty' }
  return { state: 'value', value }
}

/**
 * A stored conditional value the request leaves alone but whose parent it changes must still be
 * allowed afterwards. Folio refuses rather than silently clearing a negotiated value; the client
 * sets or clears the child in the same request.
 */
function strandedChildren(
  ctx: PropertyUpdateContext,
  changes: ReadonlyMap<string, StoredPropertyValue | null>,
  requestKeys: ReadonlySet<string>
): PropertyProblem[] {
  const problems: PropertyProblem[] = []
  for (const child of ctx.definitions.values()) {
    const parentKey = parentKeyOf(child)
    if (parentKey === null || requestKeys.has(child.key) || !changes.has(parentKey)) continue
    const stored = ctx.currentValues.get(child.key)
    if (stored === undefined || chosenValues(stored).length === 0) continue
    const newParent = changes.get(parentKey) ?? null
    if (sameValue(newParent, ctx.currentValues.get(parentKey) ?? null)) continue
    const held = describeParentValue(stored)
    if (newParent === null) {
      problems.push({
        key: child.key,
        message: `property '${child.key}' holds ${held}, which needs a value for '${parentKey}': clear '${child.key}' in the same request`
      })
      continue
    }
    const allowed = choicesUnderParent(child, newParent)
    if (chosenValues(stored).some((choice) => canonicalChoice(allowed, choice) === null)) {
      problems.push({
        key: child.key,
        message: `property '${child.key}' holds ${held}, which '${parentKey}' = ${describeParentValue(newParent)} does not allow: set or clear '${child.key}' in the same request`
      })
    }
  }
  return problems
}

function sameValue(a: StoredPropertyValue | null, b: StoredPropertyValue | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
