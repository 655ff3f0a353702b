import { useEffect, useState, type DragEvent } from 'react'
import { NavLink, Outlet, useNavigate } from 'react-router'
import { Icon, type IconName } from '../components/icons'
import { StatusBar } from '../features/status/StatusBar'
import { PairingPrompt } from '../features/connected-apps/PairingPrompt'
import { watchPairings } from '../features/connected-apps/pairing-store'
import { monitorEngine } from '../stores/engine-status'
import { warmScreens } from './screens'
import { useServices, useShared } from './services'
import { focusSearch, useGlobalKeys } from './use-global-keys'
import { useDocumentTheme } from './use-theme'
import { pickFilesWithDesktopDialog } from '../lib/files'
import { IMPORTABLE_EXTENSIONS } from '../stores/imports'

const SECTIONS: ReadonlyArray<{ path: string; label: string; icon: IconName }> = [
  { path: '/contracts', label: 'Contracts', icon: 'contracts' },
  { path: '/renewals', label: 'Renewals', icon: 'renewals' },
  { path: '/search', label: 'Search', icon: 'search' },
  { path: '/generate', label: 'Generate', icon: 'generate' },
  { path: '/import', label: 'Import', icon: 'import' },
  { path: '/sync', label: 'Sync', icon: 'sync' },
  { path: '/connected-apps', label: 'Connected apps', icon: 'link' },
  { path: '/settings/key-term-properties', label: 'Key term properties', icon: 'settings' }
]

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files')
}

/** The window: navigation, the current screen, the status bar; files dropped anywhere are imported. */
export function Shell() {
  const services = useServices()
  const navigate = useNavigate()
  const theme = useShared(services.settings, (s) => s.theme)
  const textSize = useShared(services.settings, (s) => s.textSize)
  const [dragging, setDragging] = useState(false)
  useDocumentTheme(theme, textSize)
  useGlobalKeys()

  useEffect(() => monitorEngine(services.engine, services.api), [services])
  // An add-in asking to pair is answered here, whatever screen is open.
  useEffect(() => watchPairings(services.pairings, services.api), [services])

  // Once the first screen is up, the others' code loads while the lawyer reads.
  useEffect(() => {
    const timer = setTimeout(warmScreens, 1500)
    return () => clearTimeout(timer)
  }, [])

  // The desktop app's menu: navigation, import, search and theme.
  useEffect(() => {
    const desktop = services.session.desktop
    if (!desktop) return
    return desktop.onMenuCommand((command) => {
      switch (command.kind) {
        case 'navigate':
          void navigate(command.path)
          break
        case 'focus-search':
          focusSearch(navigate)
          break
        case 'set-theme':
          services.settings.getState().setTheme(command.theme)
          break
        case 'import-files':
          void pickFilesWithDesktopDialog(services.session, [...IMPORTABLE_EXTENSIONS]).then((files) => {
            if (files && files.length > 0) {
              services.imports.getState().add(files)
              void navigate('/import')
            }
          })
          break
      }
    })
  }, [services, navigate])

  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return
    event.preventDefault()
    setDragging(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length === 0) return
    services.imports.getState().add(files)
    void navigate('/import')
  }

  return (
    <div
      className="app"
      onDragOver={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        if (!dragging) setDragging(true)
      }}
      onDragLeave={(event) => {
        if (event.relatedTarget === null) setDragging(false)
      }}
      onDrop={onDrop}
    >
      <nav className="sidebar" aria-label="Sections">
        <div className="sidebar__brand">
          <span className="sidebar__mark" aria-hidden="true">
            F
          </span>
          Folio
        </div>
        <ul className="sidebar__nav">
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} className={({ isActive }) => (isActive ? 'sidebar__link is-active' : 'sidebar__link')}>
                <Icon name={section.icon} />
                <span>{section.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        {/* The engine serves its API reference beside the window (browser mode); the desktop shell opens only https links outside. */}
        {!services.session.desktop && (
          <a className="sidebar__link sidebar__link--docs" href={`${services.session.baseUrl}/docs`} target="_blank" rel="noreferrer">
            <Icon name="link" />
            <span>API reference</span>
          </a>
        )}
        <div className="sidebar__hint">
          <kbd>/</kbd> search · <kbd>↑</kbd>
          <kbd>↓</kbd> move · <kbd>Enter</kbd> open
        </div>
      </nav>
      <main className="main" id="main">
        <Outlet />
      </main>
      <StatusBar />
      <PairingPrompt />
      {dragging && (
        <div className="drop-overlay" aria-hidden="true">
          <div className="drop-overlay__card">
            <Icon name="import" size={28} />
            <strong>Drop to import</strong>
            <span>PDF and Word documents become contracts in this workspace</span>
          </div>
        </div>
      )}
    </div>
  )
}
