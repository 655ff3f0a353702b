import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import type { CompareRequest, ComparisonSummary } from '../../../../shared/api/compare'
import type { ContractVersion } from '../../../../shared/api/versions'
import { useServices, useShared } from '../../app/services'
import { describeError } from '../../api/errors'
import { isEditable } from '../../app/use-global-keys'
import { Icon } from '../../components/icons'
import { EmptyState, ErrorState, Loading, Notice } from '../../components/state-views'
import { saveBlob } from '../../lib/files'
import { useSearchParamsPatch } from '../../lib/use-search-params-patch'
import { useRemote } from '../../lib/use-remote'
import { ContractPicker } from '../search/ContractPicker'
import { ChangeList } from './ChangeList'
import { CHANGES_ONLY_FROM } from './compare-fold'
import { CompareRows } from './CompareRows'
import { positionsByEntry } from './compare-model'
import { createCompareStore, type CompareView } from './compare-store'
import { LensPanel } from './LensPanel'

/** Another contract is chosen for the older side, but not yet picked. */
const CHOOSE = 'choose'

function versionParam(value: string | null, versions: readonly ContractVersion[]): number | null {
  const n = Number(value)
  return Number.isInteger(n) && versions.some((v) => v.version === n) ? n : null
}

/** What to compare, from the address: versions of this contract, or another contract's text against one of them. */
function requestFrom(contractId: string, params: URLSearchParams, versions: readonly ContractVersion[]): CompareRequest | null {
  const latest = versions[versions.length - 1]?.version
  if (latest === undefined) return null
  const newer = versionParam(params.get('new'), versions) ?? latest
  const other = params.get('with')
  const playbookId = params.get('playbook')
  const lens = playbookId ? { playbookId } : {}
  if (other === CHOOSE) return null
  if (other) return { old: { contractId: other }, new: { contractId, version: newer }, ...lens }
  const older = versionParam(params.get('old'), versions) ?? (newer > 1 ? newer - 1 : null)
  return older === null ? null : { old: { contractId, version: older }, new: { contractId, version: newer }, ...lens }
}

function SummaryLine({ summary, approximate }: { summary: ComparisonSummary; approximate: boolean }) {
  const parts = [
    [summary.changed, 'changed'],
    [summary.inserted, 'inserted'],
    [summary.deleted, 'deleted'],
    [summary.moved, 'moved'],
    [summary.renumbered, 'renumbered']
  ] as const
  return (
    <p className="compare-summary" data-testid="compare-summary">
      {parts.map(([count, label]) => (
        <span key={label} className={`compare-summary__part compare-row__kind--${label}`}>
          <strong>{count}</strong> {label}
        </span>
      ))}
      <span className="muted">
        {summary.equal} unchanged · {summary.wordsInserted} words inserted, {summary.wordsDeleted} deleted
      </span>
      {approximate && <span className="tag tag--warn">The texts differ so much that some moves may show as deletions and insertions</span>}
    </p>
  )
}

/**
 * Two texts compared: two versions of a contract, or another contract against one of its
 * versions. Side by side or inline, a change list to step through with n and p, the playbook lens,
 * and the redline as a tracked-changes .docx.
 */
export function ComparePage() {
  const { id = '' } = useParams()
  const { api } = useServices()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParamsPatch()

  const detail = useRemote((signal) => api.call('getContract', { params: { id }, signal }), [api, id])
  const versions = useRemote((signal) => api.call('listContractVersions', { params: { id }, signal }), [api, id])
  const versionList = useMemo(() => versions.state.data?.versions ?? [], [versions.state.data])
  const [store] = useState(() => createCompareStore(api, params.get('view') === 'inline' ? 'inline' : 'side'))
  useEffect(() => () => store.getState().dispose(), [store])
  const state = useShared(store, (s) => s)
  const request = useMemo(() => requestFrom(id, params, versionList), [id, params, versionList])
  const requestKey = JSON.stringify(request)
  useEffect(() => {
    if (request) store.getState().load(request)
    // The request is rebuilt on every render; its JSON says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, store])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return
      if (event.key === 'n') store.getState().next()
      else if (event.key === 'p') store.getState().previous()
      else if (event.key === 'Escape' && !event.defaultPrevented) void navigate(`/contracts/${id}?panel=versions`)
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store, navigate, id])

  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const exportRedline = async () => {
    if (!request) return
    setExporting(true)
    setExportError(null)
    try {
      const file = await api.download('exportRedline', { body: { old: request.old, new: request.new } })
      saveBlob(file.blob, file.fileName)
    } catch (error) {
      setExportError(describeError(error))
    } finally {
      setExporting(false)
    }
  }

  const panel = params.get('panel') === 'lens' ? 'lens' : 'changes'
  const setView = (view: CompareView) => {
    state.setView(view)
    setParams({ view: view === 'side' ? null : view })
  }
  const other = params.get('with')
  const otherDetail = useRemote((signal) => (other && other !== CHOOSE ? api.call('getContract', { params: { id: other }, signal }) : Promise.resolve(null)), [api, other])
  const lensByEntry = useMemo(() => positionsByEntry(state.answer?.lens?.positions ?? []), [state.answer])
  const currentRow = state.changes[state.current] ?? null
  // Long documents open on their changes; the choice, once made, lives in the address.
  const unchanged = params.get('unchanged')
  const changesOnly = unchanged === 'fold' || (unchanged !== 'show' && state.rows.length > CHANGES_ONLY_FROM)
  const answer = state.answer
  const name = detail.state.data?.name ?? ''
  const sideLabel = (side: 'old' | 'new') => {
    const s = answer?.[side]
    if (!s) return ''
    return s.contractId === id && s.version !== null ? `Version ${s.version}` : `${s.name}${s.version === null ? '' : ` (version ${s.version})`}`
  }

  if (versions.state.status === 'error') return <div className="page"><ErrorState title="The versions could not be loaded" message={versions.state.error} onRetry={versions.reload} /></div>
  return (
    <div className="page page--contract page--compare">
      <header className="contract-header">
        <button type="button" className="button button--quiet button--compact" onClick={() => void navigate(`/contracts/${id}?panel=versions`)} aria-label="Back to the contract">
          <Icon name="back" />
        </button>
        <div className="contract-header__title">
          <h1 className="page__title">Compare</h1>
          <p className="page__subtitle" title={name}>
            {name}
          </p>
        </div>
        <span className="segmented segmented--small" role="radiogroup" aria-label="View">
          {(['side', 'inline'] as const).map((view) => (
            <button key={view} type="button" role="radio" aria-checked={state.view === view} className={state.view === view ? 'segmented__option is-on' : 'segmented__option'} onClick={() => setView(view)}>
              {view === 'side' ? 'Side by side' : 'Inline'}
            </button>
          ))}
        </span>
        <label className="compare-changes-only">
          <input type="checkbox" checked={changesOnly} onChange={(event) => setParams({ unchanged: event.target.checked ? 'fold' : 'show' })} /> Changes only
        </label>
        <button type="button" className="button button--primary" onClick={() => void exportRedline()} disabled={!request || exporting} title="The newer text as a Word document with every change tracked">
          <Icon name="download" size={14} /> {exporting ? 'Exporting…' : 'Export redline'}
        </button>
      </header>
      {exportError && <Notice tone="error">The redline could not be exported: {exportError}</Notice>}
      <div className="compare-toolbar">
        <div className="compare-toolbar__sides">
          <label className="filter__label" htmlFor="compare-old">
            Older
          </label>
          <select
            id="compare-old"
            className="input input--compact"
            value={other ? CHOOSE : String(request?.old.version ?? '')}
            onChange={(event) => (event.target.value === CHOOSE ? setParams({ with: CHOOSE, old: null }) : setParams({ with: null, old: event.target.value }))}
          >
            {versionList.map((v) => (
              <option key={v.version} value={v.version}>
                Version {v.version} · {v.fileName}
              </option>
            ))}
            <option value={CHOOSE}>{other && other !== CHOOSE ? `Another contract: ${otherDetail.state.data?.name ?? '…'}` : 'Another contract…'}</option>
          </select>
          {other === CHOOSE && <ContractPicker label="Compare with" inputId="compare-with" exclude={new Set([id])} onPick={(picked) => setParams({ with: picked.id })} />}
          <label className="filter__label" htmlFor="compare-new">
            Newer
          </label>
          <select id="compare-new" className="input input--compact" value={String(request?.new.version ?? versionList[versionList.length - 1]?.version ?? '')} onChange={(event) => setParams({ new: event.target.value })}>
            {versionList.map((v) => (
              <option key={v.version} value={v.version}>
                Version {v.version} · {v.fileName}
              </option>
            ))}
          </select>
        </div>
        <div className="compare-toolbar__nav">
          <span className="muted" aria-live="polite" data-testid="change-position">
            {state.changes.length === 0 ? 'No changes' : state.current < 0 ? `${state.changes.length} changes` : `Change ${state.current + 1} of ${state.changes.length}`}
          </span>
          <button type="button" className="button button--compact" onClick={state.previous} disabled={state.changes.length === 0} title="Previous change (p)">
            Previous <kbd>p</kbd>
          </button>
          <button type="button" className="button button--compact" onClick={state.next} disabled={state.changes.length === 0} title="Next change (n)">
            Next <kbd>n</kbd>
          </button>
        </div>
      </div>
      {answer && <SummaryLine summary={answer.summary} approximate={answer.approximate} />}
      <div className="contract-body">
        <section className="document-pane compare-pane" aria-label="Comparison">
          {state.view === 'side' && answer && (
            <header className="compare-pane__columns">
              <span>{sideLabel('old')}</span>
              <span>{sideLabel('new')}</span>
            </header>
          )}
          {state.status === 'error' ? (
            <ErrorState title="The texts could not be compared" message={state.error ?? ''} onRetry={() => request && state.load(request)} />
          ) : !request ? (
            versions.state.status === 'loading' ? (
              <Loading label="Loading the versions…" />
            ) : (
              <EmptyState title={other === CHOOSE ? 'Choose the contract to compare with' : 'Nothing to compare yet'}>
                {other === CHOOSE ? 'Find it by name or reference above; its current text is compared with this contract’s version.' : 'This contract has one version: upload the counterparty’s draft as a new version, or compare with another contract.'}
              </EmptyState>
            )
          ) : !answer ? (
            <Loading label="Comparing…" />
          ) : (
            <CompareRows rows={state.rows} view={state.view} currentRow={currentRow} target={state.target} changesOnly={changesOnly} />
          )}
        </section>
        <aside className="side-panel" aria-label="Changes and playbook lens">
          <div className="tabs" role="tablist">
            <button type="button" role="tab" aria-selected={panel === 'changes'} className={panel === 'changes' ? 'tab is-active' : 'tab'} onClick={() => setParams({ panel: null })}>
              Changes
            </button>
            <button type="button" role="tab" aria-selected={panel === 'lens'} className={panel === 'lens' ? 'tab is-active' : 'tab'} onClick={() => setParams({ panel: 'lens' })}>
              Playbook lens
            </button>
          </div>
          <div className="side-panel__body" role="tabpanel">
            {panel === 'changes' ? (
              <ChangeList rows={state.rows} changes={state.changes} currentRow={currentRow} positionsByEntry={lensByEntry} onChoose={state.goToRow} />
            ) : (
              <LensPanel contract={detail.state.data ?? null} playbookId={params.get('playbook')} lens={answer?.lens ?? null} loading={state.status === 'loading'} onChoosePlaybook={(playbook) => setParams({ playbook })} onJump={state.goToRow} />
            )}
          </div>
        </aside>
      </div>
    </div>
  )
}
