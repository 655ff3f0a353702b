import { useRef, useState, type DragEvent } from 'react'
import { Link } from 'react-router'
import { useServices, useShared } from '../../app/services'
import { Icon } from '../../components/icons'
import { Tag } from '../../components/status-badge'
import { formatBytes, pickFilesWithDesktopDialog } from '../../lib/files'
import { describeJobProgress } from '../../../../shared/api/documents'
import { KeyTermsReadLine } from '../key-terms/KeyTermsReadLine'
import { IMPORTABLE_EXTENSIONS, isFinished, type ImportItem } from '../../stores/imports'

function ItemState({ item }: { item: ImportItem }) {
  switch (item.state) {
    case 'queued':
      return <span className="muted">Waiting</span>
    case 'uploading': {
      const percent = item.file.size > 0 ? Math.min(100, Math.round((item.sent / item.file.size) * 100)) : 0
      return (
        <span className="import-item__progress">
          <progress max={100} value={percent} aria-label={`Uploading ${item.file.name}`} /> {percent}%
        </span>
      )
    }
    case 'extracting': {
      const pages = item.progress?.phase === 'ocr' ? item.progress : null
      return (
        <span className="import-item__progress" data-testid="import-progress">
          {pages?.pages ? <progress aria-label={`Reading ${item.file.name}`} max={pages.pages} value={pages.pagesDone ?? 0} /> : <progress aria-label={`Reading ${item.file.name}`} />}{' '}
          {item.progress ? describeJobProgress(item.progress) : 'Reading the text'}…
        </span>
      )
    }
    case 'cancelled':
      return <span className="muted">Cancelled: nothing was imported</span>
    case 'imported':
      return (
        <span className="import-item__done">
          <Tag tone="ok">Imported</Tag>
          <span className="muted">{item.paragraphs.toLocaleString('en-GB')} paragraphs</span>
          <Link to={`/contracts/${item.contractId}`}>Open {item.name}</Link>
          <KeyTermsReadLine contractId={item.contractId} />
          {item.warning && <span className="muted">{item.warning}</span>}
        </span>
      )
    case 'failed':
      return (
        <span className="import-item__done">
          <Tag tone="danger">Not imported</Tag>
          <span className="field-error">{item.message}</span>
        </span>
      )
  }
}

/** Importing signed documents: drag them in or pick them; each becomes a contract to read and review. */
export function ImportPage() {
  const { imports, session } = useServices()
  const items = useShared(imports, (s) => s.items)
  const inputRef = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const finished = items.filter(isFinished).length
  const total = items.length
  const busy = items.some((i) => !isFinished(i))

  const choose = async () => {
    const picked = await pickFilesWithDesktopDialog(session, [...IMPORTABLE_EXTENSIONS])
    if (picked === null) inputRef.current?.click()
    else if (picked.length > 0) imports.getState().add(picked)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    event.stopPropagation()
    setOver(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 0) imports.getState().add(files)
  }

  return (
    <div className="page page--import">
      <header className="page__header">
        <div>
          <h1 className="page__title">Import documents</h1>
          <p className="page__subtitle">PDF and Word files become contracts in this workspace, with their text ready to read, search and review</p>
        </div>
      </header>
      <div
        className={over ? 'dropzone is-over' : 'dropzone'}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Icon name="import" size={30} />
        <strong>Drop PDF or Word files here</strong>
        <span className="muted">or</span>
        <button type="button" className="button button--primary" onClick={() => void choose()}>
          Choose files…
        </button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="visually-hidden"
          data-testid="import-input"
          aria-label="Files to import"
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            if (files.length > 0) imports.getState().add(files)
            event.target.value = ''
          }}
        />
      </div>
      {total > 0 && (
        <section className="imports" aria-label="Imports">
          <header className="imports__header">
            <span aria-live="polite">
              {busy ? `Importing: ${finished} of ${total} done` : `${finished} of ${total} done`}
            </span>
            <progress max={total} value={finished} aria-label="Overall progress" />
            {!busy && (
              <button type="button" className="button button--quiet button--compact" onClick={() => imports.getState().clearFinished()}>
                Clear list
              </button>
            )}
          </header>
          <ul className="import-list">
            {items.map((item) => (
              <li key={item.key} className={`import-item import-item--${item.state}`} data-import-state={item.state}>
                <span className="import-item__name">
                  <strong>{item.file.name}</strong>
                  <span className="muted">{formatBytes(item.file.size)}</span>
                </span>
                <ItemState item={item} />
                {(item.state === 'failed' || item.state === 'cancelled') && (
                  <button type="button" className="button button--compact button--quiet" onClick={() => imports.getState().retry(item.key)}>
                    Retry
                  </button>
                )}
                {!isFinished(item) && (
                  <button type="button" className="button button--compact button--quiet" onClick={() => imports.getState().cancel(item.key)} aria-label={`Cancel ${item.file.name}`}>
                    Cancel
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
