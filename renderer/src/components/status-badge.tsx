import { statusLabel } from './status-label'

/**
 * A contract status as the company labels it (else by its default label). The colour follows the stable code (1 draft … 6
 * terminated), so a renamed label keeps its meaning at a glance.
 */
export function StatusBadge({ code, label }: { code: number | null; label: string }) {
  const shown = statusLabel(label)
  return (
    <span className={`status-badge status-badge--${code ?? 0}`} title={code === null ? shown : `${shown} (status ${code})`}>
      {shown}
    </span>
  )
}

export function Tag({ children, tone = 'neutral', title }: { children: string; tone?: 'neutral' | 'info' | 'warn' | 'danger' | 'ok' | 'muted'; title?: string }) {
  return (
    <span className={`tag tag--${tone}`} title={title}>
      {children}
    </span>
  )
}
