import { useEffect, useRef, useState } from 'react'
import type { KeyItem } from '../../../../shared/api/keys'
import { useApi } from '../../app/services'
import { describeError } from '../../api/errors'
import { ErrorState, Loading } from '../../components/state-views'
import { Tag } from '../../components/status-badge'
import { formatInstant } from '../../lib/dates'
import { useRemote } from '../../lib/use-remote'
import { describeScopes } from './pairing-view'

const KIND_LABEL: Record<KeyItem['kind'], string> = { paired: 'Paired app', key: 'API key', session: 'This window' }

/** Keys and paired apps, newest first; revoking one refuses its very next request. */
export function KeyList({ pairingRevision }: { pairingRevision: number }) {
  const api = useApi()
  const keys = useRemote((signal) => api.call('listKeys', { signal }), [api])
  // An answered pairing may have added a key: reload, keeping the list on screen meanwhile.
  const { reload } = keys
  const shownRevision = useRef(pairingRevision)
  useEffect(() => {
    if (shownRevision.current === pairingRevision) return
    shownRevision.current = pairingRevision
    reload()
  }, [pairingRevision, reload])
  const [revoking, setRevoking] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const revoke = async (key: KeyItem) => {
    setRevoking(key.id)
    setError(null)
    try {
      await api.call('revokeKey', { params: { id: key.id } })
      keys.setData((current) => ({ keys: current.keys.filter((k) => k.id !== key.id) }))
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setRevoking(null)
    }
  }

  return (
    <section className="apps-section" aria-label="Apps and keys">
      <h2 className="apps-heading">Apps and keys</h2>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {keys.state.status === 'error' && !keys.state.data && <ErrorState message={keys.state.error} onRetry={keys.reload} />}
      {keys.state.status === 'loading' && !keys.state.data && <Loading label="Reading the keys…" compact />}
      {keys.state.data && (
        <table className="apps-table">
          <thead>
            <tr>
              <th scope="col">App or key</th>
              <th scope="col">Acts as</th>
              <th scope="col">May</th>
              <th scope="col">Paired from</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Revoke</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.state.data.keys.map((key) => (
              <tr key={key.id} data-key={key.id}>
                <td>
                  <strong>{key.label ?? 'Unnamed key'}</strong> <Tag tone={key.kind === 'paired' ? 'info' : 'neutral'}>{KIND_LABEL[key.kind]}</Tag>
                  {key.expiresAt && <div className="muted">Expires {formatInstant(key.expiresAt)}</div>}
                </td>
                <td title={key.user.email}>{key.user.name}</td>
                <td>{describeScopes(key.scopes)}</td>
                <td>{key.origin ?? (key.kind === 'paired' ? 'a program on this computer' : '—')}</td>
                <td>{formatInstant(key.createdAt)}</td>
                <td>{key.kind === 'session' ? 'Now' : key.lastUsedAt ? formatInstant(key.lastUsedAt) : 'Never'}</td>
                <td className="apps-table__action">
                  {key.kind !== 'session' && (
                    <button type="button" className="button button--compact" disabled={revoking !== null} onClick={() => void revoke(key)}>
                      {key.kind === 'paired' ? 'Disconnect' : 'Revoke'}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
