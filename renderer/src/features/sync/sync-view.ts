import type { OutboxChange } from '../../../../shared/api/outbox'
import type { SyncPhase, SyncStatusResponse } from '../../../../shared/api/sync'
import { formatDay } from '../../lib/dates'

export type SyncTone = 'ok' | 'busy' | 'warn' | 'down' | 'idle'

export interface SyncIndicator {
  tone: SyncTone
  text: string
  /** The longer explanation (a tooltip, the screen's summary). */
  detail: string
}

const PHASES: Record<SyncPhase, string> = {
  connecting: 'connecting',
  reference: 'reference data',
  contracts: 'contracts',
  verify: 'checking for removed contracts',
  push: 'sending changes'
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "just now", "4 min ago", "3 h ago", or the day. */
export function ago(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`
  return formatDay(iso)
}

/**
 * What the status bar says about sync, in the lawyer's words: whether the company service has
 * everything, what is waiting, what needs them (conflicts, refused changes).
 */
export function indicatorOf(status: SyncStatusResponse | null, now: number): SyncIndicator {
  if (!status) return { tone: 'idle', text: 'Sync…', detail: 'Asking the engine about sync' }
  const waiting = status.pending > 0 ? ` · ${plural(status.pending, 'change')} waiting` : ''
  switch (status.state) {
    case 'unconfigured':
      return { tone: 'idle', text: 'Sync not set up', detail: 'This workspace is not connected to the company service: open Sync to connect' }
    case 'syncing': {
      const p = status.progress
      const count = p && p.done > 0 ? (p.total !== null ? ` ${p.done.toLocaleString('en-GB')} of ${p.total.toLocaleString('en-GB')}` : ` ${p.done.toLocaleString('en-GB')}`) : ''
      return { tone: 'busy', text: `Syncing ${p ? PHASES[p.phase] : ''}${count}…`, detail: 'Exchanging changes with the company service' }
    }
    case 'offline':
      return {
        tone: 'down',
        text: `Offline${waiting}`,
        detail: `The company service cannot be reached; Folio syncs as soon as it can.${status.lastError ? ` ${status.lastError.message}` : ''}`
      }
    case 'error':
      return { tone: 'down', text: 'Sync failed', detail: status.lastError?.message ?? 'The last sync failed' }
    case 'idle': {
      if (status.conflicts > 0) return { tone: 'warn', text: plural(status.conflicts, 'conflict') + ' to resolve', detail: 'Changed here and on the company service: choose which value to keep' }
      if (status.rejected.length > 0) return { tone: 'warn', text: `${plural(status.rejected.length, 'change')} refused`, detail: 'The company service refused some changes: open Sync for the reasons' }
      const when = status.lastSuccessAt ? `synced ${ago(status.lastSuccessAt, now)}` : 'not synced yet'
      return { tone: status.lastSuccessAt ? 'ok' : 'idle', text: `${status.lastSuccessAt ? 'Up to date' : 'Connected'} · ${when}${waiting}`, detail: `Connected to ${status.remoteUrl ?? 'the company service'}` }
    }
  }
}

/** A value as the contract shows it: dates as days, parties and statuses by label, lists joined. */
export function describeValue(value: unknown, type: string | null): string {
  if (value === null || value === undefined || value === '') return '—'
  if (type === 'date' && typeof value === 'number') return formatDay(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => describeValue(v, null)).join(', ')
  if (typeof value === 'object') {
    const { label, id } = value as { label?: unknown; id?: unknown }
    if (typeof label === 'string') return label
    if (typeof id === 'string') return id
    return JSON.stringify(value)
  }
  if (typeof value === 'number') return value.toLocaleString('en-GB')
  return String(value)
}

/** One change of the outbox in a line: what it sets. */
export function describeChange(change: OutboxChange): string {
  switch (change.operation) {
    case 'contract.status':
      return `Status → ${change.payload.status}`
    case 'contract.generate':
      return `New contract from a template: ${change.payload.contractName}`
    case 'contract.properties': {
      const properties = change.payload.properties
      const keys = Object.keys(properties)
      return keys.length === 0 ? 'Properties' : `Properties: ${keys.map((k) => `${k} → ${describeValue(properties[k], null)}`).join(', ')}`
    }
  }
}
