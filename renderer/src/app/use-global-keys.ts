import { useEffect } from 'react'
import { useNavigate } from 'react-router'

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (!(target instanceof HTMLInputElement)) return false
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file'].includes(target.type)
}

/** Focuses the current screen's search field, or opens the search screen when it has none. */
export function focusSearch(navigate: (path: string) => unknown): void {
  const field = document.querySelector<HTMLInputElement>('[data-search-field]')
  if (field) {
    field.focus()
    field.select()
  } else void navigate('/search')
}

/** `/` searches from anywhere outside a text field, as in most reading tools. */
export function useGlobalKeys(): void {
  const navigate = useNavigate()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return
      event.preventDefault()
      focusSearch(navigate)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [navigate])
}
