import { DraftingChecks } from './drafting-checks'
import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Id24, Nullable, StringEnum } from './common'
import { TemplateParty, TemplatePartyType, TemplateValueType, TemplateVariable } from './templates'

// ---- POST /v2/contracts/generate ------------------------------------------------------------

/**
 * The spec: "`options` accepts no other properties". Folio reads `null` as omitted, for every
 * optional field of the body and of its options.
 */
export const GenerateOptions = Type.Object(
  {
    persist: Nullable(Type.Boolean({ default: true, description: 'store a contract record; false returns the document instead' })),
    triggerWorkflows: Nullable(
      Type.Boolean({ description: 'defaults to `persist`; cannot be true when `persist` is false; runs templateContractCreated workflows' })
    ),
    reference: Nullable(Type.String({ maxLength: 128, description: 'rendered where the template prints `{{__reference}}`; accepted only with `persist` false' }))
  },
  { additionalProperties: false }
)
export type GenerateOptions = Static<typeof GenerateOptions>

export const GenerateRequestBody = Type.Object(
  {
    templateId: Id24,
    contractName: Type.Optional(
      Nullable(Type.String({ maxLength: 256, pattern: '\\S', description: 'not blank; defaults to the service name followed by the word "contract"' }))
    ),
    values: Type.Optional(
      Nullable(
        Type.Record(Type.String(), Type.Unknown(), {
          description:
            'flat map keyed by variable, valuemap and party ids from GET /v2/templates/{id}: only those ids, each value of its declared type, every required one present'
        })
      )
    ),
    options: Type.Optional(Nullable(Type.Partial(GenerateOptions)))
  },
  { additionalProperties: false }
)
export type GenerateRequestBody = Static<typeof GenerateRequestBody>

// ---- POST /local/templates/{id}/preview -------------------------------------------------------

/** What the generate form holds so far; answers still missing or not yet valid print as blanks. */
export const TemplatePreviewBody = Type.Object(
  {
    values: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'as in POST /v2/contracts/generate' })),
    reference: Type.Optional(Type.String({ maxLength: 128, description: 'printed where the template has `{{__reference}}`' }))
  },
  { additionalProperties: false }
)
export type TemplatePreviewBody = Static<typeof TemplatePreviewBody>

export const TemplatePreviewResponse = Type.Object({
  html: Type.String({ description: 'the document as generation would write it, as HTML; each blank is <mark class="blank">[●]</mark>' }),
  blanks: Type.Integer({ minimum: 0 }),
  /** What generation would refuse in the values given (answers still missing are not problems here). */
  problems: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
  paragraphs: Type.Array(Type.String(), { description: 'the generated document read as an import reads it: what the checks index' }),
  checks: DraftingChecks
})
export type TemplatePreviewResponse = Static<typeof TemplatePreviewResponse>

/** `options.persist` true: the service (or Folio) stored a contract record. */
export const GeneratedContract = Type.Object({
  persisted: Type.Literal(true),
  id: Id24,
  name: Type.String(),
  reference: Type.String({ description: 'allocated by the service' }),
  template: Id24,
  company: Type.String(),
  createdAt: DateTime,
  effectiveDate: Nullable(DateTime),
  values: Type.Record(Type.String(), Type.Unknown(), { description: 'the values used' })
})
export type GeneratedContract = Static<typeof GeneratedContract>

/** `options.persist` false: nothing is stored; the .docx comes back base64-encoded. */
export const GeneratedDocument = Type.Object({
  persisted: Type.Literal(false),
  name: Type.String(),
  template: Id24,
  reference: Nullable(Type.String({ description: 'the supplied reference' })),
  fileName: Type.String(),
  contentType: Type.String(),
  document: Type.String({ contentEncoding: 'base64', description: 'the bytes of a .docx file' })
})
export type GeneratedDocument = Static<typeof GeneratedDocument>

export const GenerateResponse = Type.Union([GeneratedContract, GeneratedDocument])
export type GenerateResponse = Static<typeof GenerateResponse>

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

// ---- Folio's stored template definition ----------------------------------------------------

/** The caller sends the label; the document prints the text. */
export const ValuemapChoice = Type.Object({
  label: Type.String({ minLength: 1 }),
  text: Type.String()
})
export type ValuemapChoice = Static<typeof ValuemapChoice>

export const DefinitionValuemap = Type.Object({
  id: Type.String(),
  question: Nullable(Type.String()),
  allowMultipleSelection: Type.Boolean(),
  options: Type.Array(ValuemapChoice)
})
export type DefinitionValuemap = Static<typeof DefinitionValuemap>

/** `{{tag}}` for Folio's own templates, `{tag}` for imported real-world templates. */
export const TagStyle = StringEnum(['double', 'single'])
export type TagStyle = Static<typeof TagStyle>

/**
 * What Folio stores beside a template body: a superset of the API's `Template` (which is derived
 * from it by `toApiTemplate`). Every field is present; the manifest below is the lenient input.
 */
export const TemplateDefinition = Type.Object({
  name: Type.String(),
  description: Type.String(),
  version: Type.String(),
  variables: Type.Array(TemplateVariable),
  valuemaps: Type.Array(DefinitionValuemap),
  parties: Type.Array(TemplateParty),
  effectiveDateVariable: Nullable(Type.String({ description: 'the variable whose value gives GeneratedContract.effectiveDate' })),
  tagStyle: TagStyle
})
export type TemplateDefinition = Static<typeof TemplateDefinition>

// ---- Folio's template manifest (JSON or YAML, written by people) ----------------------------

/**
 * Ids and attribute names appear inside tags, so they are limited to letters, digits, `_` and `-`
 * (not first): a dot separates a party from its attribute, and `#`, `^`, `/` open and close blocks.
 */
export const FIELD_ID_PATTERN = '^[\\p{L}_][\\p{L}\\p{N}_-]*$'
const FieldId = Type.String({ pattern: FIELD_ID_PATTERN })

const ManifestVariable = Type.Object({
  id: FieldId,
  question: Type.Optional(Nullable(Type.String())),
  valueType: Type.Optional(TemplateValueType),
  required: Type.Optional(Type.Boolean({ default: false })),
  default: Type.Optional(Type.Unknown()),
  conditional: Type.Optional(Type.Boolean({ default: false }))
})

const ManifestValuemap = Type.Object({
  id: FieldId,
  question: Type.Optional(Nullable(Type.String())),
  allowMultipleSelection: Type.Optional(Type.Boolean({ default: false })),
  options: Type.Array(Type.Union([Type.String({ description: 'a label printed as itself' }), ValuemapChoice]), { minItems: 1 })
})

const ManifestParty = Type.Object({
  id: FieldId,
  label: Type.Optional(Nullable(Type.String())),
  type: Type.Optional(Nullable(TemplatePartyType)),
  attributes: Type.Optional(Type.Array(FieldId))
})

/**
 * The manifest a template author writes beside a .docx body. Omitted fields take the defaults
 * shown; `valueType` defaults to `boolean` for a conditional variable and `string` otherwise.
 */
export const TemplateManifest = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    description: Type.Optional(Type.String({ default: '' })),
    version: Type.Optional(Type.String({ default: '1' })),
    variables: Type.Optional(Type.Array(ManifestVariable)),
    valuemaps: Type.Optional(Type.Array(ManifestValuemap)),
    parties: Type.Optional(Type.Array(ManifestParty)),
    effectiveDateVariable: Type.Optional(Nullable(Type.String())),
    tagStyle: Type.Optional(TagStyle)
  },
  { additionalProperties: false }
)
export type TemplateManifest = Static<typeof TemplateManifest>
