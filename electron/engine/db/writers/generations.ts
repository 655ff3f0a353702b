import type { WriteTx } from '../write'

export interface NewContractGeneration {
  contractId: string
  templateId: string
  templateVersion: string
  fieldValues: unknown
  effectiveDate: number | null
  triggerWorkflows: boolean
  createdAt: number
}

/** The contract_generations and workflow_requests tables' one writer: what a persisted generation was made from. */
export function insertContractGeneration(tx: WriteTx, generation: NewContractGeneration): void {
  tx.prepare(
    `INSERT INTO contract_generations (contract_id, template_id, template_version, field_values, effective_date, trigger_workflows, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`
  ).run(
    generation.contractId,
    generation.templateId,
    generation.templateVersion,
    JSON.stringify(generation.fieldValues),
    generation.effectiveDate,
    generation.triggerWorkflows ? 1 : 0,
    generation.createdAt
  )
}

/** A request for the service's templateContractCreated workflows, sent with the generation's outbox entry. */
export function insertWorkflowRequest(tx: WriteTx, request: { id: string; contractId: string; outboxId: string; createdAt: number }): void {
  tx.prepare("INSERT INTO workflow_requests (id, event, contract_id, outbox_id, created_at) VALUES (?, 'templateContractCreated', ?, ?, ?)").run(
    request.id,
    request.contractId,
    request.outboxId,
    request.createdAt
  )
}
