import { useEffect, useMemo, useState } from 'react'
import type { MeResponse } from '../../../../shared/api/keys'
import { createApiClient } from '../../api/client'
import { ApiCallError } from '../../api/errors'
import { createServices, ServicesContext, useShared } from '../../app/services'
import { useDocumentTheme } from '../../app/use-theme'
import { ContractTab } from '../contract/ContractTab'
import { ClausesTab } from '../clauses/ClausesTab'
import { GenerateTab } from '../generate/GenerateTab'
import type { OfficeJsSource } from '../office/load-office'
import { KeyStore, type PaneKey } from '../pairing/key-store'
import { PairingScreen } from '../pairing/PairingScreen'
import { ReviewTab } from '../review/ReviewTab'
import { detectCapabilities } from '../word/capabilities'
import { linkedContractId } from '../word/document-link'
import { KeywordHighlighter } from '../word/highlight'
import type { WordHost } from '../word/word-api'
import { PaneWordContext, type PaneWord } from './pane-word'
import { StatusLine } from './StatusLine'

export interface PaneProps {
  host: WordHost
  officeSource: OfficeJsSource
  /** The pane's own storage (localStorage): its key, its remembered choices. */
  storage: Storage | null
  /** Folio's engine: the origin that served the pane. */
  baseUrl: string
}

const TABS = [
  { id: 'review', label: 'Review' },
  { id: 'contract', label: 'Contract' },
  { id: 'clauses', label: 'Clauses' },
  { id: 'generate', label: 'Generate' }
] as const
type Tab = (typeof TABS)[number]['id']

/** Folio for Word: pairs first, then reviews, links, inserts and generates inside the open document. */
export function PaneApp(props: PaneProps) {
  const keyStore = useMemo(() => new KeyStore(props.storage, props.host.office.partitionKey), [props.storage, props.host])
  const [paneKey, setPaneKey] = useState<PaneKey | null>(() => keyStore.read())
  const word = useMemo<PaneWord>(() => {
    const capabilities = detectCapabilities(props.host.office)
    return { host: props.host, capabilities, highlighter: new KeywordHighlighter(props.host, capabilities) }
  }, [props.host])
  const pairingApi = useMemo(() => createApiClient({ baseUrl: props.baseUrl, key: '', desktop: null }), [props.baseUrl])

  if (!paneKey) {
    return (
      <div className="pane">
        <PairingScreen
          api={pairingApi}
          onPaired={(key) => {
            keyStore.write(key)
            setPaneKey(key)
          }}
        />
      </div>
    )
  }
  return (
    <PaneWordContext.Provider value={word}>
      <PairedPane
        key={paneKey.keyId}
        {...props}
        paneKey={paneKey}
        onForget={() => {
          keyStore.forget()
          setPaneKey(null)
        }}
      />
    </PaneWordContext.Provider>
  )
}

function PairedPane(props: PaneProps & { paneKey: PaneKey; onForget: () => void }) {
  const services = useMemo(() => createServices({ baseUrl: props.baseUrl, key: props.paneKey.key, desktop: null }, props.storage), [props.baseUrl, props.paneKey.key, props.storage])
  const theme = useShared(services.settings, (s) => s.theme)
  const textSize = useShared(services.settings, (s) => s.textSize)
  useDocumentTheme(theme, textSize)
  const [tab, setTab] = useState<Tab>('review')
  const [me, setMe] = useState<MeResponse | null>(null)
  const [revoked, setRevoked] = useState(false)
  const [linkedId, setLinkedId] = useState<string | null>(() => linkedContractId(props.host.office.document.settings))

  // Who the key acts as, and whether Folio still accepts it (a revoked key answers 403).
  useEffect(() => {
    let stopped = false
    const check = () =>
      services.api.call('getMe').then(
        (answer) => !stopped && setMe(answer),
        (error: unknown) => !stopped && error instanceof ApiCallError && error.status === 403 && setRevoked(true)
      )
    void check()
    const timer = setInterval(() => void check(), 30_000)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [services])

  return (
    <ServicesContext.Provider value={services}>
      <div className="pane">
        {revoked ? (
          <section className="pane-pairing" role="alert">
            <h1 className="pane-title">Folio no longer accepts this pane</h1>
            <p>Its key was revoked in Folio’s window (Connected apps), or Folio’s workspace changed.</p>
            <button type="button" className="button button--primary" onClick={props.onForget}>
              Connect again
            </button>
          </section>
        ) : (
          <>
            <nav className="pane-tabs" role="tablist" aria-label="Folio for Word">
              {TABS.map((t) => (
                <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} className={tab === t.id ? 'pane-tab is-on' : 'pane-tab'} onClick={() => setTab(t.id)}>
                  {t.label}
                </button>
              ))}
            </nav>
            <main className="pane-body">
              {tab === 'review' && <ReviewTab linkedContractId={linkedId} storage={props.storage} />}
              {tab === 'contract' && <ContractTab linkedContractId={linkedId} onLinkChanged={setLinkedId} canEdit={me?.scopes.includes('contracts:write') ?? props.paneKey.scopes.includes('contracts:write')} />}
              {tab === 'clauses' && <ClausesTab />}
              {tab === 'generate' && <GenerateTab />}
            </main>
          </>
        )}
        <StatusLine me={me} officeSource={props.officeSource} onForget={props.onForget} />
      </div>
    </ServicesContext.Provider>
  )
}
