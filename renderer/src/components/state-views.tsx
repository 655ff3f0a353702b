import type { ReactNode } from 'react'

/** A calm placeholder while something loads; `delayed` avoids a flash for fast answers. */
export function Loading({ label = 'Loading…', compact = false }: { label?: string; compact?: boolean }) {
  return (
    <div className={compact ? 'state state--compact state--loading' : 'state state--loading'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

export function ErrorState({ title = 'Something went wrong', message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <strong className="state__title">{title}</strong>
      <p className="state__message">{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="state state--empty">
      <strong className="state__title">{title}</strong>
      {children && <div className="state__message">{children}</div>}
      {action}
    </div>
  )
}

/** A one-line notice inside a form or panel. */
export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
