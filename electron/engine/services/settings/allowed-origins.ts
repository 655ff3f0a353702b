import type { Db } from '../../db/connection'
import { getSetting } from '../../db/queries/settings'
import { setSetting } from '../../db/writers/settings'
import { BadRequestError } from '../../errors'
import { runWrite } from '../../db/write'

const SETTING = 'allowed_origins'

/**
 * An origin a company-hosted pane may call the engine from: exactly `https://host[:port]`. A
 * wildcard would hand the lawyer's contracts to every page under a domain; a path means the
 * person typed a URL where an origin belongs (browsers send origins without one).
 * Returns the origin in the form browsers send it (lower-case host, no default port), or why not.
 */
export function readOrigin(value: string): { origin: string } | { problem: string } {
  const text = value.trim()
  if (text.includes('*')) return { problem: `'${value}' has a wildcard: give each origin exactly, e.g. https://addins.firm.example` }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { problem: `'${value}' is not an origin: write it as https://host or https://host:port` }
  }
  if (url.protocol !== 'https:') return { problem: `'${value}' must use https (Office loads panes only from https)` }
  if (url.username || url.password) return { problem: `'${value}' carries a user name or password: an origin is only https://host[:port]` }
  if (url.pathname !== '/' || /[?#]/.test(text)) return { problem: `'${value}' has a path: an origin is only https://host[:port], without anything after it` }
  return { origin: url.origin }
}

/**
 * The origins allowed to call the engine from a browser (CORS): those given to `folio serve`
 * with --cors-origin for this run, and those stored in the workspace from the window or
 * PUT /local/settings/allowed-origins. Read on every cross-origin request, so they are kept in
 * memory and written through.
 */
export class AllowedOrigins {
  private stored: string[]

  constructor(
    private readonly db: Db,
    readonly commandLine: readonly string[]
  ) {
    this.stored = readStored(db)
  }

  /** The workspace's own list (not the command line's). */
  list(): string[] {
    return [...this.stored]
  }

  allows(origin: string | undefined | null): boolean {
    if (!origin) return false
    return this.commandLine.includes(origin) || this.stored.includes(origin)
  }

  /** Replaces the stored list; every bad entry is named in one 400 and nothing changes. */
  async replace(origins: readonly string[]): Promise<string[]> {
    const accepted: string[] = []
    const problems: string[] = []
    origins.forEach((value, index) => {
      const read = readOrigin(value)
      if ('problem' in read) problems.push(`origins[${index}] ${read.problem}`)
      else if (!accepted.includes(read.origin)) accepted.push(read.origin)
    })
    if (problems.length > 0) throw new BadRequestError(problems.join('; '))
    await runWrite(this.db, (tx) => setSetting(tx, SETTING, JSON.stringify(accepted)), 'Saving the allowed origins')
    this.stored = accepted
    return this.list()
  }
}

function readStored(db: Db): string[] {
  const raw = getSetting(db, SETTING)
  if (raw === null) return []
  const parsed: unknown = JSON.parse(raw)
  return Array.isArray(parsed) ? parsed.filter((o): o is string => typeof o === 'string') : []
}
