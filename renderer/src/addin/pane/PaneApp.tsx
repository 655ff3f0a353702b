import { useEffect, useMemo, useRef, useState } from 'react'
import { createApiClient } from '../../api/client'
import { ApiCallError } from '../../api/errors'
import { createServices, ServicesContext, useShared, type Services } from '../../app/services'
import { useDocumentTheme } from '../../app/use-theme'
import { createEngineStatusStore } from '../../stores/engine-status'
import { CheckTab } from '../check/CheckTab'
import { createSettingsStore, type SettingsStore } from '../../stores/settings'
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
import { StatusLine, type PaneAccess } from './StatusLine'

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
  { id: 'check', label: 'Check' },
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
  const pairingEngine = useMemo(() => {
    const store = createEngineStatusStore()
    // The pane's own page has just come from the engine: it answers until a request says otherwise.
    store.getState().setReachable(true)
    return store
  }, [])
  const pairingApi = useMemo(
    () => createApiClient({ baseUrl: props.baseUrl, key: '', desktop: null }, { credentials: 'omit', onReachability: (reachable) => pairingEngine.getState().setReachable(reachable) }),
    [props.baseUrl, pairingEngine]
  )
  const pairingReachable = useShared(pairingEngine, (s) => s.reachable)

  if (!paneKey) {
    return (
      <div className="pane">
        <DocumentTheme storage={props.storage} />
        <main className="pane-body">
          <PairingScreen
            api={pairingApi}
            store={keyStore}
            onPaired={(key) => {
              keyStore.write(key)
              setPaneKey(key)
            }}
          />
        </main>
        <StatusLine reachable={pairingReachable} access={{ kind: 'unpaired' }} officeSource={props.officeSource} />
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

/** The lawyer's theme before pairing too: the first screen a new pane shows is read in it. */
function DocumentTheme(props: { storage: Storage | null }) {
  const settings = useMemo<SettingsStore>(() => createSettingsStore(props.storage), [props.storage])
  useDocumentTheme(
    useShared(settings, (s) => s.theme),
    useShared(settings, (s) => s.textSize)
  )
  return null
}

/**
 * Who the key acts as, asked when the pane opens, every 30 s, and after any request Folio refused
 * (403): a key revoked in Folio's window is noticed on the pane's next request.
 */
function useKeyAccess(baseUrl: string, key: string, storage: Storage | null): { services: Services; access: PaneAccess } {
  const recheck = useRef<() => void>(() => undefined)
  const services = useMemo(() => createServices({ baseUrl, key, desktop: null }, storage, { credentials: 'omit', onForbidden: () => recheck.current() }), [baseUrl, key, storage])
  const [access, setAccess] = useState<PaneAccess>({ kind: 'checking' })
  useEffect(() => {
    let stopped = false
    let asking = false
    const check = () => {
      // getMe's own 403 comes back here: one question at a time.
      if (asking || stopped) return
      asking = true
      services.api
        .call('getMe')
        .then(
          (me) => !stopped && setAccess({ kind: 'paired', me }),
          (error: unknown) => !stopped && error instanceof ApiCallError && error.status === 403 && setAccess({ kind: 'refused', message: error.message })
        )
        .finally(() => {
          asking = false
        })
    }
    recheck.current = check
    check()
    const timer = setInterval(check, 30_000)
    return () => {
      stopped = true
      recheck.current = () => undefined
      clearInterval(timer)
    }
  }, [services])
  return { services, access }
}

function PairedPane(props: PaneProps & { paneKey: PaneKey; onForget: () => void }) {
  const { services, access } = useKeyAccess(props.baseUrl, props.paneKey.key, props.storage)
  const theme = useShared(services.settings, (s) => s.theme)
  const textSize = useShared(services.settings, (s) => s.textSize)
  useDocumentTheme(theme, textSize)
  const reachable = useShared(services.engine, (s) => s.reachable)
  const [tab, setTab] = useState<Tab>('review')
  const [linkedId, setLinkedId] = useState<string | null>(() => linkedContractId(props.host.office.document.settings))
  const scopes = access.kind === 'paired' ? access.me.scopes : props.paneKey.scopes

  return (
    <ServicesContext.Provider value={services}>
      <div className="pane">
        {access.kind === 'refused' ? (
          <section className="pane-pairing" aria-label="Folio refused this pane">
            <h1 className="pane-title">Folio no longer accepts this pane</h1>
            <p>It was disconnected in Folio’s window (Connected apps), or Folio’s workspace changed. Connect it again to go on.</p>
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
              {tab === 'check' && <CheckTab />}
              {tab === 'contract' && <ContractTab linkedContractId={linkedId} onLinkChanged={setLinkedId} canEdit={scopes.includes('contracts:write')} />}
              {tab === 'clauses' && <ClausesTab />}
              {tab === 'generate' && <GenerateTab />}
            </main>
          </>
        )}
        <StatusLine reachable={reachable} access={access} officeSource={props.officeSource} onForget={props.onForget} />
      </div>
    </ServicesContext.Provider>
  )
}
