import type { ContractStatus } from '../../../shared/api/general'
import { DEFAULT_STATUS_LABELS } from '../../../shared/api/status-labels'

/**
 * The label the window shows for a status: the company's label, else the default one. The API
 * prints `STATUS_<n>` where the company configured no label (lists and the detail must keep
 * doing so); a lawyer reads "Pending Approval".
 */
export function statusLabel(label: string): string {
  const numbered = /^STATUS_(\d+)$/.exec(label)
  return numbered ? (DEFAULT_STATUS_LABELS[Number(numbered[1])] ?? label) : label
}

/** The label of an entry of GET /v2/contract-statuses. */
export function configuredStatusLabel(status: ContractStatus): string {
  return status.configured ? status.label : status.defaultLabel
}
