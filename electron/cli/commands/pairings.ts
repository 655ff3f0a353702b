import { engineConfig, openWorkspace } from '../../engine/index'
import type { PendingPairing } from '../../../shared/api/pairings'
import { normalisePairingCode } from '../../engine/services/auth/pairing-code'
import { ApiError } from '../../engine/errors'
import { parse, requireOption, UsageError } from '../args'
import { cliAuth } from '../auth'

const USAGE = 'folio pairings list --data DIR [--json]\n       folio pairings approve CODE --data DIR [--read-only] [--user EMAIL]\n       folio pairings deny CODE --data DIR'

/**
 * Answers pairing requests for a headless engine (`folio serve`), where there is no window to
 * click Allow in. The pairing lives in the workspace, so the running engine hands the app its key
 * at its next poll.
 */
export async function pairings(argv: string[]): Promise<void> {
  const [sub, ...rest] = argv
  if (sub !== 'list' && sub !== 'approve' && sub !== 'deny') throw new UsageError(`unknown pairings command '${sub ?? ''}'\nusage: ${USAGE}`)
  const { values, positionals } = parse(
    rest,
    { data: { type: 'string' }, json: { type: 'boolean' }, 'read-only': { type: 'boolean' }, user: { type: 'string' } },
    USAGE
  )
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
