import { Type, type Static } from '@sinclair/typebox'

export const TestResponse = Type.Object({ message: Type.String() })
export type TestResponse = Static<typeof TestResponse>

export const StatusCode = Type.Integer({ minimum: 1, maximum: 6 })

export { DEFAULT_STATUS_LABELS } from './status-labels'

/**
 * The payload of GET /v2/contract-statuses is "not shown" in the spec; Folio answers
 * `{statuses: [{code, label, defaultLabel, configured}]}`. `label` is what lists display: the
 * company label, or `STATUS_<n>` when the company configured none.
 */
export const ContractStatus = Type.Object({
  code: StatusCode,
  label: Type.String(),
  defaultLabel: Type.String(),
  configured: Type.Boolean({ description: 'false when the company has no label for this code' })
})
export type ContractStatus = Static<typeof ContractStatus>

export const ContractStatusesResponse = Type.Object({ statuses: Type.Array(ContractStatus) })
export type ContractStatusesResponse = Static<typeof ContractStatusesResponse>

/**
 * GET /v2/openapi.json: the OpenAPI 3.1 document of everything the engine serves. Only its frame
 * is described here; the OpenAPI specification describes the rest.
 */
export const OpenApiDocument = Type.Object(
  {
    openapi: Type.String({ pattern: '^3\\.1\\.' }),
    info: Type.Object({ title: Type.String(), version: Type.String() }),
    paths: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()))
  },
  { additionalProperties: true }
)
export type OpenApiDocument = Static<typeof OpenApiDocument>
