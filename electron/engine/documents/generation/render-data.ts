import type { TemplateParty } from '../../../../shared/api/templates'
import { flatPartyTagNames, REFERENCE_TAG, type TemplateDefinition } from '../../templates/definition'
import type { PartyValue, TemplateValue, TemplateValues } from './values'

/** The spec: "Any omitted value renders as [●]". */
export const OMITTED = '[●]'

/** The chosen texts of a multiple-selection valuemap: joined where printed, iterated in a block. */
export class ChoiceList {
  constructor(readonly texts: readonly string[]) {}
}

/** A party's attributes plus `type`, `isEntity`, `isIndividual` once its type is known. */
export class PartyScope {
  constructor(readonly fields: ReadonlyMap<string, string | boolean>) {}
}

export type RenderDatum = string | number | boolean | ChoiceList | PartyScope

/** What tags are resolved against. Maps, so a tag named `constructor` finds nothing. */
export class RootScope {
  constructor(readonly fields: ReadonlyMap<string, RenderDatum>) {}
}

/**
 * Builds the data a template body is rendered with. Omitted values are left out, so their tags
 * fall through to `[●]`, except where the definition still knows something:
 * - an omitted multiple-selection valuemap iterates once over `[●]`, so a list of choices shows
 *   one placeholder item rather than vanishing;
 * - an omitted party still has `type`/`isEntity`/`isIndividual` when the template fixes its type.
 * Imported (`single`) templates also get flat party tags: `{party_1_name}` and Common Paper's
 * `{party_1_title_display}`, which prints the attribute, or nothing for an individual who has
 * none (a person signing for themself has no title or company), else `[●]`.
 */
export function buildRenderScope(def: TemplateDefinition, values: TemplateValues, reference: string | null): RootScope {
  const fields = new Map<string, RenderDatum>()
  const valueOf = (id: string): TemplateValue | undefined => (Object.hasOwn(values, id) ? values[id] : undefined)

  for (const variable of def.variables) {
    const value = valueOf(variable.id)
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields.set(variable.id, value)
  }
  for (const valuemap of def.valuemaps) {
    const value = valueOf(valuemap.id)
    const textOf = (label: string): string => valuemap.options.find((choice) => choice.label === label)?.text ?? label
    if (typeof value === 'string') fields.set(valuemap.id, textOf(value))
    else if (isLabelList(value)) fields.set(valuemap.id, new ChoiceList(value.map(textOf)))
    else if (valuemap.allowMultipleSelection) fields.set(valuemap.id, new ChoiceList([OMITTED]))
  }
  for (const party of def.parties) {
    const value = valueOf(party.id)
    const scope = partyScope(party, isPartyValue(value) ? value : undefined)
    fields.set(party.id, scope)
    if (def.tagStyle === 'single') addFlatPartyTags(party, scope, fields)
  }
  if (reference !== null) fields.set(REFERENCE_TAG, reference)
  return new RootScope(fields)
}

function partyScope(party: TemplateParty, value: PartyValue | undefined): PartyScope {
  const fields = new Map<string, string | boolean>()
  for (const attribute of party.attributes) {
    const given = value !== undefined && Object.hasOwn(value, attribute) ? value[attribute] : undefined
    if (given !== undefined) fields.set(attribute, given)
  }
  const type = party.type === 'entity' || party.type === 'individual' ? party.type : value?.['type']
  if (type === 'entity' || type === 'individual') {
    fields.set('type', type)
    fields.set('isEntity', type === 'entity')
    fields.set('isIndividual', type === 'individual')
  }
  return new PartyScope(fields)
}

function addFlatPartyTags(party: TemplateParty, scope: PartyScope, fields: Map<string, RenderDatum>): void {
  for (const { tag, attribute, display } of flatPartyTagNames(party)) {
    const value = scope.fields.get(attribute)
    if (typeof value === 'string') fields.set(tag, value)
    else if (display && scope.fields.get('type') === 'individual') fields.set(tag, '')
  }
}

function isLabelList(value: TemplateValue | undefined): value is readonly string[] {
  return Array.isArray(value)
}

function isPartyValue(value: TemplateValue | undefined): value is PartyValue {
  return typeof value === 'object' && !Array.isArray(value)
}
