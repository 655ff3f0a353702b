import { Type, type Static } from '@sinclair/typebox'

/**
 * Folio's property type system. The spec names string, number, boolean, date, list and
 * multi-option, and says party properties take a party id; `type` may also be null (untyped).
 */
export const PROPERTY_TYPES = ['string', 'number', 'boolean', 'date', 'list', 'multi-option', 'party'] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

/**
 * `options` of a property definition (the spec leaves its shape open):
 * - list and multi-option: `choices`, the allowed values;
 * - a conditional list narrows its choices by the value of a parent list property:
 *   `dependsOn` names the parent's key and `choicesByParent` maps each parent choice to the
 *   choices allowed under it (a parent choice that is absent allows no child value);
 * - number: optional `unit` for display.
 */
export const PropertyOptions = Type.Object({
  choices: Type.Optional(Type.Array(Type.String())),
  dependsOn: Type.Optional(Type.String()),
  choicesByParent: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  unit: Type.Optional(Type.String())
})
export type PropertyOptions = Static<typeof PropertyOptions>

/**
 * How values are stored (contract_properties.value, JSON) and shown in the detail response:
 * string → string; number → number; boolean → boolean; date → epoch milliseconds at 00:00 UTC;
 * list → the chosen string; multi-option → array of chosen strings; party → `{id}` stored,
 * shown as `{id, label}` (label null when the party cannot be resolved).
 */
export type StoredPropertyValue = string | number | boolean | string[] | { id: string }
