import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '../../shared/window-api'

export interface MenuActions {
  /** Sends a command to the window (navigation, import, theme). */
  send(command: MenuCommand): void
  showAbout(): void
  openWorkspaceFolder(): void
}

/**
 * The application menu: the sections of the window with keyboard shortcuts, import, theme, and the
 * platform's standard Edit, View and Window menus (copy, zoom, full screen).
 */
export function buildMenuTemplate(actions: MenuActions, platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin'
  const go = (path: Extract<MenuCommand, { kind: 'navigate' }>['path']) => () => actions.send({ kind: 'navigate', path })
  const about: MenuItemConstructorOptions = { label: 'About Folio', click: actions.showAbout }
  const template: MenuItemConstructorOptions[] = []
  if (isMac) {
    template.push({
      label: 'Folio',
      submenu: [about, { type: 'separator' }, { role: 'services' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }]
    })
  }
  template.push(
    {
      label: 'File',
      submenu: [
        { label: 'Import Documents…', accelerator: 'CmdOrCtrl+O', click: () => actions.send({ kind: 'import-files' }) },
        { label: 'New Contract from Template…', accelerator: 'CmdOrCtrl+N', click: go('/generate') },
        { type: 'separator' },
        { label: 'Show Workspace Folder', click: actions.openWorkspaceFolder },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' }
      ]
    },
    { role: 'editMenu' },
    {
      label: 'Go',
      submenu: [
        { label: 'Contracts', accelerator: 'CmdOrCtrl+1', click: go('/contracts') },
        { label: 'Renewals', accelerator: 'CmdOrCtrl+2', click: go('/renewals') },
        { label: 'Search', accelerator: 'CmdOrCtrl+3', click: go('/search') },
        { label: 'Generate', accelerator: 'CmdOrCtrl+4', click: go('/generate') },
        { label: 'Import', accelerator: 'CmdOrCtrl+5', click: go('/import') },
        { type: 'separator' },
        { label: 'Key Term Properties', click: go('/settings/key-term-properties') },
        { type: 'separator' },
        { label: 'Find…', accelerator: 'CmdOrCtrl+F', click: () => actions.send({ kind: 'focus-search' }) }
      ]
    },
    {
      label: 'View',
      submenu: [
        {
          label: 'Theme',
          submenu: [
            { label: 'Follow the System', click: () => actions.send({ kind: 'set-theme', theme: 'system' }) },
            { label: 'Light', click: () => actions.send({ kind: 'set-theme', theme: 'light' }) },
            { label: 'Dark', click: () => actions.send({ kind: 'set-theme', theme: 'dark' }) }
          ]
        },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        { type: 'separator' },
        { role: 'reload' },
        { role: 'toggleDevTools' }
      ]
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: isMac ? [] : [about] }
  )
  return template
}
