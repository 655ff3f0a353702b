import { useEffect } from 'react'
import { Link } from 'react-router'
import { useServices, useShared } from '../../app/services'
import { indicatorOf } from './sync-view'
import { monitorSync } from './sync-store'
import './sync.css'

/** The status bar's sync item: offline, syncing with progress, up to date, or what needs the lawyer. Opens the sync screen. */
export function SyncStatus() {
  const { sync, contractList } = useServices()
  const status = useShared(sync, (s) => s.status)
  // What a sync brought in shows in the list without the lawyer reloading it.
  useEffect(() => monitorSync(sync, () => contractList.getState().invalidate()), [sync, contractList])
  const indicator = indicatorOf(status, Date.now())
  return (
    <Link to="/sync" className="statusbar__item statusbar__sync sync-indicator" data-testid="sync-status" data-sync-state={status?.state ?? 'unknown'} title={indicator.detail}>
      <span className={`dot dot--${indicator.tone}`} aria-hidden="true" />
      <span aria-live="polite">{indicator.text}</span>
    </Link>
  )
}
