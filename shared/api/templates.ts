import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Nullable, StringEnum } from './common'

export const TemplateValueType = StringEnum(['string', 'number', 'boolean'])
export type TemplateValueType = Static<typeof TemplateValueType>

export const TemplateVariable = Type.Object({
  id: Type.String(),
  question: Nullable(Type.String()),
  valueType: TemplateValueType,
  required: Type.Boolean(),
  default: Type.Unknown({ description: 'suggested, typed per valueType; never applied automatically' }),
  conditional: Type.Boolean()
})
export type TemplateVariable = Static<typeof TemplateVariable>

export const TemplateValuemap = Type.Object({
  id: Type.String(),
  question: Nullable(Type.String()),
  allowMultipleSelection: Type.Boolean(),
  choices: Type.Array(Type.String())
})
export type TemplateValuemap = Static<typeof TemplateValuemap>

export const TemplatePartyType = StringEnum(['entity', 'individual', 'unknown'])
export const TemplateParty = Type.Object({
  id: Type.String(),
  label: Nullable(Type.String()),
  type: Nullable(TemplatePartyType),
  attributes: Type.Array(Type.String())
})
export type TemplateParty = Static<typeof TemplateParty>

export const Template = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  version: Type.String(),
  createdAt: DateTime,
  variables: Type.Array(TemplateVariable),
  valuemaps: Type.Array(TemplateValuemap),
  parties: Type.Array(TemplateParty)
})
export type Template = Static<typeof Template>
export const TemplateListResponse = Type.Array(Template)
export type TemplateListResponse = Static<typeof TemplateListResponse>
