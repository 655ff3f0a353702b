import { createStore, type StoreApi } from 'zustand/vanilla'

export type ThemeChoice = 'system' | 'light' | 'dark'
export type TextSize = 'small' | 'medium' | 'large'

export interface SettingsState {
  theme: ThemeChoice
  textSize: TextSize
  setTheme(theme: ThemeChoice): void
  setTextSize(size: TextSize): void
}

export type SettingsStore = StoreApi<SettingsState>

const STORAGE_KEY = 'folio.settings'

interface Stored {
  theme?: unknown
  textSize?: unknown
}

function read(storage: Storage | null): { theme: ThemeChoice; textSize: TextSize } {
  let stored: Stored = {}
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}')
    if (typeof parsed === 'object' && parsed !== null) stored = parsed
  } catch {
    // Unreadable settings: start from the defaults.
  }
  const theme = stored.theme === 'light' || stored.theme === 'dark' ? stored.theme : 'system'
  const textSize = stored.textSize === 'small' || stored.textSize === 'large' ? stored.textSize : 'medium'
  return { theme, textSize }
}

/** The lawyer's display preferences, kept in the window's local storage. */
export function createSettingsStore(storage: Storage | null): SettingsStore {
  const store = createStore<SettingsState>()((set) => ({
    ...read(storage),
    setTheme: (theme) => set({ theme }),
    setTextSize: (textSize) => set({ textSize })
  }))
  store.subscribe((state) => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify({ theme: state.theme, textSize: state.textSize }))
    } catch {
      // Storage full or denied: the choice still holds for this session.
    }
  })
  return store
}
