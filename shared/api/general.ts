import { Type, type Static } from '@sinclair/typebox'

export const TestResponse = Type.Object({ message: Type.String() })
export type TestResponse = Static<typeof TestResponse>

export const StatusCode = Type.Integer({ minimum: 1, maximum: 6 })

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
