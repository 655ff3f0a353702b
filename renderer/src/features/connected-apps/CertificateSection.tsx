import { useState } from 'react'
import type { TrustResponse } from '../../../../shared/api/tls'
import { useApi } from '../../app/services'
import { describeError } from '../../api/errors'
import { ErrorState, Loading } from '../../components/state-views'
import { Tag } from '../../components/status-badge'
import { formatDay } from '../../lib/dates'
import { useRemote } from '../../lib/use-remote'

/**
 * Office loads add-in panes only over https: Folio serves itself on https://localhost with its
 * own certificate, which this computer must trust once. The system may ask the lawyer to confirm.
 */
export function CertificateSection() {
  const api = useApi()
  const status = useRemote((signal) => api.call('getTlsStatus', { signal }), [api])
  const [trusting, setTrusting] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)

  const trust = async () => {
    setTrusting(true)
    setOutcome(null)
    try {
      const answer: TrustResponse = await api.call('trustCertificate')
      status.setData(() => answer)
      setOutcome({ tone: answer.trusted ? 'ok' : 'error', text: answer.message })
    } catch (error) {
      setOutcome({ tone: 'error', text: describeError(error) })
    } finally {
      setTrusting(false)
    }
  }

  const state = status.state
  if (state.status === 'error' && !state.data) {
    const off = state.error.includes('HTTPS is off')
    return (
      <section className="apps-section" aria-label="HTTPS for Office add-ins">
        <h2 className="apps-heading">HTTPS for Office add-ins</h2>
        {off ? <p className="muted">{state.error}</p> : <ErrorState message={state.error} onRetry={status.reload} />}
      </section>
    )
  }
  const data = state.data
  return (
    <section className="apps-section" aria-label="HTTPS for Office add-ins">
      <h2 className="apps-heading">HTTPS for Office add-ins</h2>
      {!data ? (
        <Loading label="Checking the certificate…" compact />
      ) : (
        <div className="apps-card">
          <div className="apps-card__line">
            <strong>{data.url ?? 'HTTPS is off'}</strong>
            <span data-testid="certificate-trust">{data.trusted ? <Tag tone="ok">Trusted on this computer</Tag> : <Tag tone="warn">Not trusted yet</Tag>}</span>
            <span className="statusbar__spacer" />
            {(!data.trusted || data.renewal) && (
              <button type="button" className="button button--primary" disabled={trusting} onClick={() => void trust()}>
                {trusting ? 'Waiting for the system…' : data.renewal ? 'Trust the renewed certificate' : 'Trust the certificate'}
              </button>
            )}
          </div>
          {data.certificate && (
            <p className="muted">
              Valid until {formatDay(data.certificate.notAfter)} · SHA-256 <span className="apps-mono">{data.certificate.fingerprint}</span>
            </p>
          )}
          {data.renewal && <p className="notice notice--warning">A renewed certificate (valid until {formatDay(data.renewal.notAfter)}) waits to be trusted. Folio keeps serving the current one until then.</p>}
          {outcome && <p className={outcome.tone === 'ok' ? 'notice notice--success' : 'notice notice--error'}>{outcome.text.split('\n')[0]}</p>}
          <ul className="apps-stores">
            {data.stores.map((store) => (
              <li key={store.store}>
                {store.store}: {store.trusted ? 'trusted' : 'not trusted'} <span className="muted">({store.detail})</span>
              </li>
            ))}
          </ul>
          {!data.trusted && (
            <details className="apps-details">
              <summary>Trust it by hand</summary>
              <pre className="apps-mono">{data.commands.join('\n')}</pre>
              <p className="muted">Or run folio addin trust in a terminal.</p>
            </details>
          )}
        </div>
      )}
    </section>
  )
}
