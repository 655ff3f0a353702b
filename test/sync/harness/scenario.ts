import type { SyncOutcome, SyncStatusResponse } from '../../../shared/api/sync'
import type { SyncControl } from '../../../electron/engine/sync-control'
import type { TestEngine } from '../../helpers/engine'
import { DEMO_ADMIN_ID } from '../../../resources/demo/catalogue/people'
import { seededRandom } from '../../helpers/seeded-random'
import { RecordedSleep } from './clock'
import { FaultProxy } from './proxy'
import { startDemoRemote, startLocal } from './remote'

/** The company service (a demo engine), the fault proxy in front of it, and the local engine syncing through it. */
export interface Scenario {
  remote: TestEngine
  proxy: FaultProxy
  local: TestEngine
  /** The key the local engine syncs with (its user on the service). */
  remoteKey: string
  /** A key of the service's administrator, for checking the service's side. */
  adminKey: string
  sleep: RecordedSleep
  sync: SyncControl
  run(): Promise<SyncOutcome>
  status(): SyncStatusResponse
  close(): Promise<void>
}

export interface ScenarioOptions {
  /** The service user whose key the local engine syncs with (default: the demo's administrator). */
  user?: string
  scopes?: string[]
  /**
   * One request attempt's timeout. Scenarios that inject timeouts pass a short one so they cost
   * little; the default is the client's own, because on a loaded machine a generation can take
   * seconds and a short default turned a slow answer into an adoption the test did not plan.
   */
  timeoutMs?: number
  maxAttempts?: number
  seed?: number
  /** Contracts per list page during pulls (default 200). */
  pageSize?: number
}

export async function startScenario(options: ScenarioOptions = {}): Promise<Scenario> {
  const remote = await startDemoRemote()
  const proxy = await FaultProxy.start(remote.url)
  const sleep = new RecordedSleep()
  const local = await startLocal({
    sync: {
      schedule: false,
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
      client: {
        sleep: sleep.sleep,
        random: seededRandom(options.seed ?? 1),
        timeoutMs: options.timeoutMs ?? 30_000,
        backoff: { maxAttempts: options.maxAttempts ?? 8, baseDelayMs: 50, maxDelayMs: 2_000, maxRetryAfterMs: 10_000 }
      }
    }
  })
  const remoteKey = remote.keyFor(options.user ?? DEMO_ADMIN_ID, { scopes: options.scopes ?? ['contracts:write'] })
  const adminKey = remote.keyFor(DEMO_ADMIN_ID, { scopes: ['contracts:write'] })
  const sync = local.engine.ctx.sync!
  await sync.configure({ remoteUrl: proxy.url, apiKey: remoteKey })
  return {
    remote,
    proxy,
    local,
    remoteKey,
    adminKey,
    sleep,
    sync,
    run: () => sync.run(),
    status: () => sync.status(),
    async close() {
      await local.close()
      await proxy.close()
      await remote.close()
    }
  }
}

/** How many audit events of `action` the service recorded for a contract: each change it applied once is one. */
export function remoteAuditCount(s: Scenario, action: string, contractId: string): number {
  return (s.remote.engine.db.prepare('SELECT COUNT(*) AS n FROM audit_events WHERE action = ? AND contract_id = ?').get(action, contractId) as { n: number }).n
}

export function remoteContractsNamed(s: Scenario, name: string): Array<{ id: string; reference: string; template_id: string | null }> {
  return s.remote.engine.db.prepare('SELECT id, reference, template_id FROM contracts WHERE name = ? ORDER BY created_at').all(name) as Array<{ id: string; reference: string; template_id: string | null }>
}

/** Values for the demo's mutual NDA template that pass every rule. */
export function ndaValues(counterparty: string): Record<string, unknown> {
  return {
    effectiveDate: '2026-03-01',
    purpose: 'evaluating a logistics software partnership',
    disclosurePeriodMonths: 12,
    governingLaw: 'England and Wales',
    disputeResolution: 'Courts',
    company: { name: 'Harbourline Group Ltd' },
    counterparty: { type: 'entity', name: counterparty }
  }
}
