import { useEffect } from 'react'
import type { ThemeChoice, TextSize } from '../stores/settings'

/** Puts the resolved theme and the reading size on <html>, following the system when asked to. */
export function useDocumentTheme(theme: ThemeChoice, textSize: TextSize): void {
  useEffect(() => {
    const root = document.documentElement
    const media = window.matchMedia?.('(prefers-color-scheme: dark)')
    const apply = () => {
      root.dataset.theme = theme === 'system' ? (media?.matches ? 'dark' : 'light') : theme
    }
    apply()
    if (theme !== 'system' || !media) return
    media.addEventListener('change', apply)
    return () => media.removeEventListener('change', apply)
  }, [theme])
  useEffect(() => {
    document.documentElement.dataset.textSize = textSize
  }, [textSize])
}
