import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import type { ContractDetail } from '../../../../shared/api/contracts'
import type { KeyTermEvidence, KeyTermName } from '../../../../shared/api/key-terms'
import { KEY_TERM_LABELS } from '../../../../shared/api/key-term-actions'
import type { PropertyUpdateResponse, StatusUpdateResponse } from '../../../../shared/api/writes'
import { useServices, useShared } from '../../app/services'
import { isEditable } from '../../app/use-global-keys'
import { Icon } from '../../components/icons'
import { ErrorState, Loading, Notice } from '../../components/state-views'
import { Tag } from '../../components/status-badge'
import { formatInstant } from '../../lib/dates'
import { useRemote } from '../../lib/use-remote'
import { useSearchParamsPatch } from '../../lib/use-search-params-patch'
import type { DocumentTarget } from '../document/DocumentView'
import { searchTerms, type Highlight } from '../../ui/document/highlight'
import { useContractDocument } from '../document/use-contract-document'
import { ReviewPanel, type ReviewFocus } from '../review/ReviewPanel'
import { ChecksPanel, type ChecksFocus } from '../checks/ChecksPanel'
import type { DraftingChecks } from '../../../../shared/api/drafting-checks'
import { termDefinitions } from '../../lib/drafting-checks'
import { VersionsPanel } from '../versions/VersionsPanel'
import { KeyTermsPanel } from '../key-terms/KeyTermsPanel'
import { createKeyTermsStore } from '../key-terms/key-terms-store'
import { evidenceFocus } from '../key-terms/evidence-focus'
import { createVersionsStore, type VersionsStore } from '../versions/versions-store'
import { matchHighlights } from '../../ui/review/review-model'
import { DocumentPane } from './DocumentPane'
import { PartiesPanel } from './PartiesPanel'
import { PropertiesPanel } from '../../ui/contract/PropertiesPanel'
import { StatusControl, statusCodeOf } from '../../ui/contract/StatusControl'

const TYPE_NAMES = { template: 'Template contract', playbook: 'Playbook contract', external: 'External contract' } as const

type Panel = 'details' | 'versions' | 'review' | 'checks' | 'terms'
const PANELS: readonly Panel[] = ['versions', 'review', 'checks', 'terms']

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files')
}

/** What became of the last upload of a new version, under the header. */
function UploadNotice({ store }: { store: VersionsStore }) {
  const upload = useShared(store, (s) => s.upload)
  const dismiss = useShared(store, (s) => s.dismiss)
  if (upload.state === 'idle') return null
  const close = (
    <button type="button" className="link-button" onClick={dismiss}>
      Dismiss
    </button>
  )
  if (upload.state === 'uploading') return <Notice tone="info">Uploading and reading {upload.fileName}…</Notice>
  if (upload.state === 'failed') {
    return (
      <Notice tone="error">
        {upload.fileName} was not added: {upload.message} {close}
      </Notice>
    )
  }
  return (
    <Notice tone="success">
      Version {upload.version.version} added ({upload.version.fileName}, {upload.version.paragraphCount.toLocaleString('en-GB')} paragraphs): the contract now reads as this version. {close}
    </Notice>
  )
}

function applyPropertyUpdate(contract: ContractDetail, response: PropertyUpdateResponse): ContractDetail {
  const properties = { ...contract.properties }
  for (const [key, value] of Object.entries(response.updated)) {
    const existing = properties[key]
    if (value === null) delete properties[key]
    else if (existing) properties[key] = { ...existing, value }
  }
  return { ...contract, properties }
}

/** One contract: its document to read, its properties, status and parties, and playbook review. */
export function ContractPage() {
  const { id = '' } = useParams()
  const services = useServices()
  const { api, contractList, reference } = services
  const navigate = useNavigate()
  const location = useLocation()
  const [searchParams, setParams] = useSearchParamsPatch()
  const panelParam = searchParams.get('panel')
  const panel: Panel = PANELS.find((p) => p === panelParam) ?? 'details'
  const playbookId = searchParams.get('playbook')
  const positionParam = searchParams.get('position')
  const positionOrder = positionParam !== null && /^-?\d+$/.test(positionParam) ? Number(positionParam) : null
  const paragraphParam = Number(searchParams.get('p') ?? '')
  const terms = useMemo(() => searchTerms(searchParams.get('hl') ?? ''), [searchParams])

  const detail = useRemote((signal) => api.call('getContract', { params: { id }, signal }), [api, id])
  const { document, retry, reload } = useContractDocument(id)
  // A new version changes the text the page shows: it is loaded again from the start.
  const versionAdded = useRef<() => void>(() => undefined)
  useEffect(() => {
    versionAdded.current = () => {
      reload()
      detail.reload()
      keyTerms.getState().load()
    }
  })
  const versions = useMemo(() => createVersionsStore(api, id, () => versionAdded.current()), [api, id])
  // Applied key terms are property writes: the page shows the properties the engine now holds.
  const propertiesApplied = useRef<(response: PropertyUpdateResponse) => void>(() => undefined)
  const keyTerms = useMemo(() => createKeyTermsStore(api, id, (response) => propertiesApplied.current(response)), [api, id])
  useEffect(() => versions.getState().refresh(), [versions])
  const fileInput = useRef<HTMLInputElement>(null)
  const [dropping, setDropping] = useState(false)
  const properties = useShared(reference, (s) => s.properties)
  const statuses = useShared(reference, (s) => s.statuses)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => {
    ensure('properties')
    ensure('statuses')
  }, [ensure])

  const [focus, setFocus] = useState<{ highlights: Map<number, Highlight[]>; focused: Set<number>; target: DocumentTarget | null }>(() => ({
    highlights: new Map(),
    focused: Number.isInteger(paragraphParam) && paragraphParam > 0 ? new Set([paragraphParam]) : new Set(),
    target: Number.isInteger(paragraphParam) && paragraphParam > 0 ? { paragraph: paragraphParam, seq: 1 } : null
  }))
  const [checks, setChecks] = useState<DraftingChecks | null>(null)
  const [checksKey, setChecksKey] = useState<string | null>(null)
  const definitions = useMemo(() => (checks ? termDefinitions(checks.definitions, document.paragraphs) : []), [checks, document.paragraphs])

  const onChecksFocus = useCallback(
    (next: ChecksFocus) => {
      const paragraph = next.paragraphIndex + 1
      setChecksKey(next.key)
      setFocus((current) => ({
        highlights: new Map([[paragraph, [{ start: next.start, end: next.end, kind: 'check', label: next.label }]]]),
        focused: new Set([paragraph]),
        target: { paragraph, seq: (current.target?.seq ?? 0) + 1 }
      }))
      setParams({ p: String(paragraph) })
    },
    [setParams]
  )

  const onReviewFocus = useCallback(
    (next: ReviewFocus, order: number | null) => {
      const highlights = matchHighlights(next.position)
      setFocus((current) => ({
        highlights,
        focused: new Set(highlights.keys()),
        target: next.paragraph === null ? current.target : { paragraph: next.paragraph, seq: (current.target?.seq ?? 0) + 1 }
      }))
      setParams({ position: order === null ? null : String(order), p: next.paragraph === null ? null : String(next.paragraph) })
    },
    [setParams]
  )

  const onShowEvidence = useCallback(
    (evidence: KeyTermEvidence, term: KeyTermName) => {
      setFocus((current) => evidenceFocus(evidence, KEY_TERM_LABELS[term], current.target?.seq ?? 0))
      setParams({ p: String(evidence.paragraphIndex + 1) })
    },
    [setParams]
  )

  const back = useCallback(() => {
    if (location.key !== 'default') void navigate(-1)
    else void navigate('/contracts')
  }, [location.key, navigate])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isEditable(event.target) && !event.defaultPrevented) back()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [back])

  const contract = detail.state.data
  if (!contract) {
    return (
      <div className="page">
        {detail.state.status === 'error' ? (
          <ErrorState title="This contract could not be opened" message={detail.state.error} onRetry={detail.reload} />
        ) : (
          <Loading label="Opening the contract…" />
        )}
      </div>
    )
  }

  const onStatusChanged = (response: StatusUpdateResponse) => {
    detail.setData((current) => ({ ...current, status: { label: response.status.label } }))
    contractList.getState().patchRow(contract.id, { status: response.status })
  }
  const onPropertiesSaved = (response: PropertyUpdateResponse) => {
    detail.setData((current) => applyPropertyUpdate(current, response))
    contractList.getState().patchRow(contract.id, {
      expirationDate: response.expirationDate === null ? null : new Date(response.expirationDate).toISOString(),
      renewalAnchorDate: response.renewalAnchorDate,
      renewalState: response.renewalState
    })
    // Labels of party values and newly added properties come from the engine's own view.
    detail.reload()
  }

  propertiesApplied.current = onPropertiesSaved
  const code = statusCodeOf(contract.status, statuses.data ?? [])
  const uploadVersion = (files: readonly File[]) => {
    const [file] = files
    if (file === undefined) return
    void versions.getState().addVersion(file)
  }
  // A file dropped on a contract is its new version, not a new contract (the window's own drop).
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return
    event.preventDefault()
    event.stopPropagation()
    setDropping(false)
    uploadVersion(Array.from(event.dataTransfer.files).slice(0, 1))
  }
  return (
    <div
      className="page page--contract"
      onDragOver={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        event.stopPropagation()
        event.dataTransfer.dropEffect = 'copy'
        if (!dropping) setDropping(true)
      }}
      onDragLeave={(event) => {
        if (event.relatedTarget === null || !event.currentTarget.contains(event.relatedTarget as Node)) setDropping(false)
      }}
      onDrop={onDrop}
    >
      <header className="contract-header">
        <button type="button" className="button button--quiet button--compact" onClick={back} aria-label="Back">
          <Icon name="back" />
        </button>
        <div className="contract-header__title">
          <h1 className="page__title" title={contract.name}>
            {contract.name}
          </h1>
          <p className="page__subtitle">
            <span className="mono">{contract.reference}</span>
            {contract.category?.label && <Tag>{contract.category.label}</Tag>}
            <span className="muted">{TYPE_NAMES[contract.type]}</span>
            <span className="muted">· updated {formatInstant(contract.updatedAt)}</span>
            {contract.archived && <Tag tone="muted">Archived</Tag>}
          </p>
        </div>
        <button type="button" className="button" onClick={() => fileInput.current?.click()} title="Upload the counterparty’s draft, or your own, as this contract’s new version">
          <Icon name="import" size={14} /> Upload new version
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".pdf,.docx"
          hidden
          data-testid="version-input"
          onChange={(event) => {
            uploadVersion(Array.from(event.target.files ?? []))
            event.target.value = ''
          }}
        />
        <StatusControl key={`${contract.id}-${code ?? 'x'}`} contractId={contract.id} status={contract.status} onChanged={onStatusChanged} />
      </header>
      <UploadNotice store={versions} />
      <div className="contract-body">
        <DocumentPane contractId={contract.id} contractType={contract.type} document={document} onRetry={retry} onTextChanged={() => {
            reload()
            versions.getState().refresh()
            keyTerms.getState().load()
          }} highlights={focus.highlights} terms={terms} target={focus.target} focused={focus.focused} definitions={panel === 'checks' ? definitions : undefined} />
        <aside className="side-panel" aria-label="Contract details and review">
          <div className="tabs" role="tablist">
            <button type="button" role="tab" aria-selected={panel === 'details'} className={panel === 'details' ? 'tab is-active' : 'tab'} onClick={() => setParams({ panel: null })}>
              Details
            </button>
            <button type="button" role="tab" aria-selected={panel === 'terms'} className={panel === 'terms' ? 'tab is-active' : 'tab'} onClick={() => setParams({ panel: 'terms' })}>
              Key terms
            </button>
            <button type="button" role="tab" aria-selected={panel === 'versions'} className={panel === 'versions' ? 'tab is-active' : 'tab'} onClick={() => setParams({ panel: 'versions' })}>
              Versions
            </button>
            <button type="button" role="tab" aria-selected={panel === 'review'} className={panel === 'review' ? 'tab is-active' : 'tab'} onClick={() => setParams({ panel: 'review' })}>
              Playbook review
            </button>
            <button type="button" role="tab" aria-selected={panel === 'checks'} className={panel === 'checks' ? 'tab is-active' : 'tab'} onClick={() => setParams({ panel: 'checks' })}>
              Checks
            </button>
          </div>
          <div className="side-panel__body" role="tabpanel">
            {panel === 'terms' ? (
              <KeyTermsPanel store={keyTerms} onShowEvidence={onShowEvidence} activeParagraph={focus.target?.paragraph ?? null} />
            ) : panel === 'versions' ? (
              <VersionsPanel contractId={contract.id} store={versions} onUpload={() => fileInput.current?.click()} />
            ) : panel === 'checks' ? (
              <ChecksPanel key={document.revision ?? 'none'} contractId={contract.id} currentKey={checksKey} onFocus={onChecksFocus} onChecks={setChecks} />
            ) : panel === 'details' ? (
              <>
                <h2 className="side-panel__heading">Parties</h2>
                <PartiesPanel parties={contract.parties} />
                <h2 className="side-panel__heading">Properties</h2>
                {properties.status === 'error' && <p className="field-error">{properties.error}</p>}
                <PropertiesPanel contract={contract} definitions={properties.data ?? []} onSaved={onPropertiesSaved} />
              </>
            ) : (
              <ReviewPanel
                contractId={contract.id}
                contract={contract}
                playbookId={playbookId}
                positionOrder={positionOrder}
                activeParagraph={focus.target?.paragraph ?? null}
                onChoosePlaybook={(next) => {
                  if (next !== null) services.playbookMemory.getState().remember(contract.category?.id ?? null, next)
                  setFocus((current) => ({ highlights: new Map(), focused: new Set(), target: current.target }))
                  setParams({ playbook: next, position: null })
                }}
                onFocus={onReviewFocus}
              />
            )}
          </div>
        </aside>
      </div>
      {dropping && (
        <div className="drop-overlay" aria-hidden="true">
          <div className="drop-overlay__card">
            <Icon name="import" size={28} />
            <strong>Drop to upload a new version</strong>
            <span>The file becomes the new version of {contract.name}; every earlier version stays readable</span>
          </div>
        </div>
      )}
    </div>
  )
}
