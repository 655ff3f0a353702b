/**
 * The status bar's place for synchronisation with the company service. Sync arrives with its
 * own issue; until then the window says plainly that this workspace works offline only.
 */
export function SyncStatus() {
  return (
    <span className="statusbar__item statusbar__sync" data-testid="sync-status" title="Synchronisation with the company service is not set up in this workspace">
      <span className="dot dot--idle" aria-hidden="true" />
      Sync not set up
    </span>
  )
}
