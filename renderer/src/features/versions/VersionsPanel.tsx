import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ContractVersion } from '../../../../shared/api/versions'
import { useServices, useShared } from '../../app/services'
import { describeError } from '../../api/errors'
import { Icon } from '../../components/icons'
import { ErrorState, Loading, Notice } from '../../components/state-views'
import { Tag } from '../../components/status-badge'
import { formatInstant } from '../../lib/dates'
import { saveBlob } from '../../lib/files'
import type { VersionsStore } from './versions-store'

const SOURCES: Record<ContractVersion['source'], string> = {
  import: 'uploaded',
  generation: 'generated',
  sync: 'from the company service',
  ocr: 'read by OCR'
}

function VersionItem({ contractId, version }: { contractId: string; version: ContractVersion }) {
  const { api } = useServices()
  const [message, setMessage] = useState<string | null>(null)
  const download = async () => {
    setMessage(null)
    try {
      const file = await api.download('downloadContractVersion', { params: { id: contractId, version: version.version } })
      saveBlob(file.blob, file.fileName)
    } catch (error) {
      setMessage(describeError(error))
    }
  }
  const who = version.createdBy?.name ?? (version.source === 'sync' ? 'the company service' : null)
  return (
    <li className="versions__item" data-version={version.version}>
      <div className="versions__head">
        <strong>Version {version.version}</strong>
        {version.current && <Tag tone="info">Current</Tag>}
        <span className="versions__spacer" />
        {version.size > 0 && (
          <button type="button" className="button button--quiet button--compact" onClick={() => void download()} aria-label={`Download version ${version.version}`} title="Download this version's file">
            <Icon name="download" size={14} />
          </button>
        )}
      </div>
      <div className="versions__file" title={version.fileName}>
        {version.fileName || 'Text only (no file)'}
      </div>
      <div className="versions__meta muted">
        {SOURCES[version.source]}
        {who ? ` by ${who}` : ''} · {formatInstant(version.createdAt)} · {version.paragraphCount.toLocaleString('en-GB')} paragraphs
      </div>
      {message && <Notice tone="error">{message}</Notice>}
    </li>
  )
}

/**
 * A contract's versions, newest first, and the way into comparing them: choose two versions, or
 * compare the latest with another contract.
 */
export function VersionsPanel({ contractId, store, onUpload }: { contractId: string; store: VersionsStore; onUpload: () => void }) {
  const navigate = useNavigate()
  const status = useShared(store, (s) => s.status)
  const versions = useShared(store, (s) => s.versions)
  const error = useShared(store, (s) => s.error)
  const refresh = useShared(store, (s) => s.refresh)
  const latest = versions[versions.length - 1]?.version ?? null
  const [older, setOlder] = useState<number | null>(null)
  const [newer, setNewer] = useState<number | null>(null)
  const chosenNewer = newer ?? latest
  const chosenOlder = older ?? (chosenNewer !== null && chosenNewer > 1 ? chosenNewer - 1 : null)

  if (status === 'loading' && versions.length === 0) return <Loading compact label="Loading the versions…" />
  if (status === 'error' && versions.length === 0) return <ErrorState title="The versions could not be loaded" message={error ?? ''} onRetry={refresh} />

  const open = (query: string) => void navigate(`/contracts/${contractId}/compare?${query}`)
  return (
    <section className="versions" aria-label="Versions">
      <button type="button" className="button" onClick={onUpload}>
        <Icon name="import" size={14} /> Upload new version
      </button>
      {versions.length === 0 ? (
        <p className="muted">No document is stored yet: upload the first version, or drop a file on this page.</p>
      ) : (
        <>
          <h2 className="side-panel__heading">Compare</h2>
          {versions.length > 1 ? (
            <div className="versions__compare">
              <label className="filter__label" htmlFor="compare-older">
                Older
              </label>
              <select id="compare-older" className="input input--compact" value={chosenOlder ?? ''} onChange={(event) => setOlder(Number(event.target.value))}>
                {versions.map((v) => (
                  <option key={v.version} value={v.version}>
                    Version {v.version}
                  </option>
                ))}
              </select>
              <label className="filter__label" htmlFor="compare-newer">
                Newer
              </label>
              <select id="compare-newer" className="input input--compact" value={chosenNewer ?? ''} onChange={(event) => setNewer(Number(event.target.value))}>
                {versions.map((v) => (
                  <option key={v.version} value={v.version}>
                    Version {v.version}
                  </option>
                ))}
              </select>
              <button type="button" className="button button--primary" disabled={chosenOlder === null || chosenNewer === null || chosenOlder === chosenNewer} onClick={() => open(`old=${chosenOlder}&new=${chosenNewer}`)}>
                Compare
              </button>
            </div>
          ) : (
            <p className="muted">Upload the counterparty’s draft as a new version to compare it with this one.</p>
          )}
          <button type="button" className="link-button" onClick={() => open(`new=${latest}&with=choose`)}>
            Compare with another contract…
          </button>
          <h2 className="side-panel__heading">Versions</h2>
          <ol className="versions__list" reversed>
            {[...versions].reverse().map((version) => (
              <VersionItem key={version.version} contractId={contractId} version={version} />
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
