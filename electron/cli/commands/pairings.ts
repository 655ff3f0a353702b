import { engineConfig, openWorkspace } from '../../engine/index'
import type { PendingPairing } from '../../../shared/api/pairings'
import { normalisePairingCode } from '../../engine/services/auth/pairing-code'
import { ApiError } from '../../engine/errors'
import { requireOption, UsageError } from '../args'
import { defineCommand, type OptionValues } from '../command'
import { cliAuth } from '../auth'

const USAGE = 'folio pairings list --data DIR [--json]\n       folio pairings approve CODE --data DIR [--read-only] [--user EMAIL]\n       folio pairings deny CODE --data DIR'

const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' },
  json: { type: 'boolean', description: 'print JSON instead of lines (list)' },
  'read-only': { type: 'boolean', description: 'allow reading only, whatever the app asked for (approve)' },
  user: { type: 'string', value: 'EMAIL', description: 'the user the app acts as (approve; default: the administrator)' }
} as const
const { json, 'read-only': readOnly, user, ...DATA_ONLY } = OPTIONS

export const pairingsList = defineCommand({
  name: 'pairings list',
  summary: 'list add-ins and scripts waiting to pair, with their codes',
  options: { ...DATA_ONLY, json },
  examples: ['folio pairings list --data ~/Folio'],
  run: (values, positionals) => pairings('list', values, positionals)
})
export const pairingsApprove = defineCommand({
  name: 'pairings approve',
  summary: 'allow a waiting pairing: the app receives its key at its next poll',
  arguments: 'CODE',
  options: { ...DATA_ONLY, 'read-only': readOnly, user },
  examples: ['folio pairings approve K7M-Q4P --data ~/Folio', 'folio pairings approve K7M-Q4P --data ~/Folio --read-only --user amelia@firm.example'],
  run: (values, positionals) => pairings('approve', values, positionals)
})
export const pairingsDeny = defineCommand({
  name: 'pairings deny',
  summary: 'refuse a waiting pairing',
  arguments: 'CODE',
  options: DATA_ONLY,
  examples: ['folio pairings deny K7M-Q4P --data ~/Folio'],
  run: (values, positionals) => pairings('deny', values, positionals)
})

/**
 * Answers pairing requests for a headless engine (`folio serve`), where there is no window to
 * click Allow in. The pairing lives in the workspace, so the running engine hands the app its key
 * at its next poll.
 */
async function pairings(sub: 'list' | 'approve' | 'deny', values: OptionValues<typeof OPTIONS>, positionals: string[]): Promise<void> {
  const workspace = openWorkspace(engineConfig({ dataDir: requireOption(values.data, 'data', USAGE) }), Date.now)
  try {
    const { ctx } = workspace
    if (sub === 'list') {
      const pending = ctx.pairings.pending()
      if (values.json) console.log(JSON.stringify(pending, null, 2))
      else if (pending.length === 0) console.log('No pairing requests are waiting')
      else for (const p of pending) console.log(describe(p))
      return
    }
    if (positionals.length !== 1) throw new UsageError(`give exactly one pairing code (folio pairings list shows them)\nusage: ${USAGE}`)
    const code = normalisePairingCode(positionals[0] ?? '')
    const pairing = code === null ? null : ctx.pairings.pendingByCode(code)
    if (!pairing) throw new UsageError(`no pairing request with code '${positionals[0] ?? ''}' is waiting (it may have expired): folio pairings list shows them`)
    try {
      if (sub === 'deny') {
        await ctx.pairings.deny(pairing.pairingId)
        console.log(`Denied ${pairing.appName} (${pairing.code})`)
        return
      }
      const who = cliAuth(ctx.db, values.user)
      const answer = await ctx.pairings.approve(pairing.pairingId, who.user.id, values['read-only'] ? [] : undefined)
      console.log(`Allowed ${answer.appName} (${pairing.code}) to ${answer.scopes.includes('contracts:write') ? 'read and edit' : 'read'} contracts as ${who.user.email}`)
    } catch (error) {
      if (error instanceof ApiError) throw new UsageError(error.message)
      throw error
    }
  } finally {
    await workspace.close()
  }
}

function describe(pairing: PendingPairing): string {
  const asks = pairing.scopes.includes('contracts:write') ? 'read and edit contracts' : 'read contracts'
  return `${pairing.code}  ${pairing.appName} (${pairing.origin ?? 'a program on this computer'}) asks to ${asks}, until ${pairing.expiresAt}`
}
