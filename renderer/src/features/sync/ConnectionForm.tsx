import { useEffect, useState, type FormEvent } from 'react'
import type { SyncConfigResponse } from '../../../../shared/api/sync'

/**
 * The company service's address and the lawyer's API key. The engine tries the key with the
 * service before saving it and never sends it back: a saved key shows as saved, not as text.
 */
export function ConnectionForm({
  config,
  busy,
  onConnect,
  onDisconnect
}: {
  config: SyncConfigResponse | null
  busy: boolean
  onConnect: (remoteUrl: string, apiKey: string, intervalSeconds: number) => Promise<boolean>
  onDisconnect: () => void
}) {
  const [remoteUrl, setRemoteUrl] = useState(config?.remoteUrl ?? '')
  const [apiKey, setApiKey] = useState('')
  const [minutes, setMinutes] = useState(String(Math.round((config?.intervalSeconds ?? 300) / 60)))
  useEffect(() => {
    setRemoteUrl(config?.remoteUrl ?? '')
    setMinutes(String(Math.round((config?.intervalSeconds ?? 300) / 60)))
  }, [config?.remoteUrl, config?.intervalSeconds])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const interval = Math.min(1440, Math.max(1, Number(minutes) || 5)) * 60
    if (await onConnect(remoteUrl.trim(), apiKey.trim(), interval)) setApiKey('')
  }
  const storage = config?.keyStorage === 'os-keychain' ? 'The key is kept encrypted with your system’s keychain.' : 'The key is kept in a file only your user account can read.'

  return (
    <form className="sync-form" onSubmit={(event) => void submit(event)}>
      <label className="sync-form__field">
        <span>Company service address</span>
        <input className="input" type="url" required placeholder="https://clm.example.com" value={remoteUrl} onChange={(e) => setRemoteUrl(e.target.value)} autoComplete="url" />
      </label>
      <label className="sync-form__field">
        <span>Your API key</span>
        <input
          className="input"
          type="password"
          required
          placeholder={config?.hasKey ? 'A key is saved: enter a new one to replace it' : 'The key from your account settings on the service'}
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          autoComplete="off"
        />
      </label>
      <label className="sync-form__field sync-form__field--short">
        <span>Sync every (minutes)</span>
        <input className="input" type="number" min={1} max={1440} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
      </label>
      <p className="muted sync-form__note">{storage} Folio checks it with the service before saving it.</p>
      <div className="sync-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {config?.configured ? 'Save and reconnect' : 'Connect'}
        </button>
        {config?.configured && (
          <button type="button" className="button button--quiet" disabled={busy} onClick={onDisconnect}>
            Disconnect
          </button>
        )}
      </div>
    </form>
  )
}
