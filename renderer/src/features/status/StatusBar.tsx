import { Link } from 'react-router'
import { useServices, useShared } from '../../app/services'
import { Icon } from '../../components/icons'
import type { ThemeChoice } from '../../stores/settings'
import { SyncStatus } from '../sync/SyncStatus'

const NEXT_THEME: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' }
/** The visible word first, so a spoken command ("click Auto") finds the button (WCAG 2.5.3). */
const THEME_SHOWN: Record<ThemeChoice, string> = { system: 'Auto', light: 'Light', dark: 'Dark' }
const THEME_LABEL: Record<ThemeChoice, string> = { system: 'Auto theme: follows the system', light: 'Light theme', dark: 'Dark theme' }

function EngineState() {
  const { engine, session } = useServices()
  const reachable = useShared(engine, (s) => s.reachable)
  const host = session.baseUrl.replace(/^https?:\/\//, '')
  if (reachable === null) {
    return (
      <span className="statusbar__item" data-testid="engine-status">
        <span className="dot dot--idle" aria-hidden="true" /> Connecting to the engine…
      </span>
    )
  }
  return (
    <span className="statusbar__item" data-testid="engine-status" title={`Folio’s local engine at ${session.baseUrl}`}>
      <span className={reachable ? 'dot dot--ok' : 'dot dot--down'} aria-hidden="true" />
      {reachable ? `Engine ready · ${host}` : 'Engine not answering'}
    </span>
  )
}

function OutboxState() {
  const { engine } = useServices()
  const pending = useShared(engine, (s) => s.pendingChanges)
  const rejected = useShared(engine, (s) => s.rejectedChanges)
  if (pending === null) return null
  const text =
    rejected && rejected > 0
      ? `${rejected} change${rejected === 1 ? '' : 's'} refused by the service`
      : pending > 0
        ? `${pending} change${pending === 1 ? '' : 's'} waiting to sync`
        : 'All changes saved'
  return (
    <span className="statusbar__item" title="Changes are saved in this workspace at once and queued for the company service">
      {text}
    </span>
  )
}

function ImportProgress() {
  const { imports } = useServices()
  const items = useShared(imports, (s) => s.items)
  const busy = items.filter((i) => i.state === 'queued' || i.state === 'uploading' || i.state === 'extracting').length
  if (busy === 0) return null
  const done = items.filter((i) => i.state === 'imported' || i.state === 'failed').length
  return (
    <Link className="statusbar__item statusbar__link" to="/import">
      Importing {done + 1} of {done + busy}…
    </Link>
  )
}

export function StatusBar() {
  const { session, settings } = useServices()
  const theme = useShared(settings, (s) => s.theme)
  const setTheme = useShared(settings, (s) => s.setTheme)
  return (
    <footer className="statusbar" aria-label="Status">
      <EngineState />
      <OutboxState />
      <ImportProgress />
      <span className="statusbar__spacer" />
      <SyncStatus />
      <span className="statusbar__item statusbar__muted">{session.desktop ? `Folio ${session.appVersion ?? ''}` : 'Browser mode'}</span>
      <button type="button" className="statusbar__button" onClick={() => setTheme(NEXT_THEME[theme])} title={THEME_LABEL[theme]} aria-label={THEME_LABEL[theme]}>
        <Icon name={theme === 'dark' ? 'moon' : 'sun'} size={14} />
        <span>{THEME_SHOWN[theme]}</span>
      </button>
    </footer>
  )
}
