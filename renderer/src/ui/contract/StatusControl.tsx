import { useEffect, useState } from 'react'
import type { ContractStatus } from '../../../../shared/api/general'
import type { StatusUpdateResponse } from '../../../../shared/api/writes'
import { describeError } from '../../api/errors'
import { useApi, useServices, useShared } from '../../app/services'
import { configuredStatusLabel, statusLabel } from '../../components/status-label'

/** The detail shows a label (or `STATUS_<n>`); the code comes from the workspace's status list. */
export function statusCodeOf(status: { label: string } | string, statuses: readonly ContractStatus[]): number | null {
  const label = typeof status === 'string' ? status : status.label
  const byLabel = statuses.find((s) => s.label === label)
  if (byLabel) return byLabel.code
  const numbered = /^STATUS_(\d+)$/.exec(label)
  return numbered ? Number(numbered[1]) : null
}

/** Changes a contract's status like a manual change in the application (no workflows run). */
export function StatusControl(props: { contractId: string; status: { label: string } | string; onChanged: (response: StatusUpdateResponse) => void }) {
  const api = useApi()
  const { reference } = useServices()
  const statuses = useShared(reference, (s) => s.statuses)
  const ensure = useShared(reference, (s) => s.ensure)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => ensure('statuses'), [ensure])
  const list = statuses.data ?? []
  const code = statusCodeOf(props.status, list)

  const change = async (next: number) => {
    setSaving(true)
    setError(null)
    try {
      props.onChanged(await api.call('updateContractStatus', { params: { id: props.contractId }, body: { status: next } }))
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="status-control">
      <label htmlFor="contract-status" className="visually-hidden">
        Status
      </label>
      <select
        id="contract-status"
        className={`input input--compact status-select status-select--${code ?? 0}`}
        value={code ?? ''}
        disabled={saving || list.length === 0}
        onChange={(event) => void change(Number(event.target.value))}
      >
        {code === null && <option value="">{statusLabel(typeof props.status === 'string' ? props.status : props.status.label)}</option>}
        {list.map((status) => (
          <option key={status.code} value={status.code}>
            {configuredStatusLabel(status)}
          </option>
        ))}
      </select>
      {saving && <span className="muted">Saving…</span>}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  )
}
