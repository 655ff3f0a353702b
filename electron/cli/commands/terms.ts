import { KEY_TERM_NAMES, type KeyTermName } from '../../../shared/api/key-terms'
import { HEX24_PATTERN } from '../../../shared/api/common'
import { engineConfig, openWorkspace } from '../../engine/index'
import { requireOption, UsageError } from '../args'
import { defineCommand, type OptionValues } from '../command'
import { cliAuth } from '../auth'
import { runTerms, type TermsRequest } from '../terms/run-terms'

const USAGE = 'folio terms --data DIR [--user EMAIL] [--json] [--apply TERMS] [--refresh] [CONTRACT_ID...]'

const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' },
  user: { type: 'string', value: 'EMAIL', description: 'act as this user (default: the window’s user)' },
  json: { type: 'boolean', description: 'one JSON line per contract instead of a table' },
  apply: { type: 'string', value: 'TERMS', description: "write terms to their properties: 'all' or names separated by commas" },
  refresh: { type: 'boolean', description: 'read the terms of texts that have none yet and store them' }
} as const

export const termsCommand = defineCommand({
  name: 'terms',
  summary: 'key terms of contracts: show them, read earlier imports, apply them',
  arguments: '[CONTRACT_ID...]',
  options: OPTIONS,
  examples: ['folio terms --data ~/Folio', 'folio terms --data ~/Folio --refresh', 'folio terms --data ~/Folio --apply expirationDate,noticePeriod 64b7f0c2a1e4d5f6a7b8c9d0'],
  run: (values, positionals) => terms(values, positionals)
})

const isTerm = (name: string): name is KeyTermName => (KEY_TERM_NAMES as readonly string[]).includes(name)

/** --apply's list: `all`, or term names separated by commas. */
function readApply(value: string | undefined): TermsRequest['apply'] {
  if (value === undefined) return []
  if (value.trim() === 'all') return 'all'
  const names = value.split(',').map((name) => name.trim()).filter((name) => name.length > 0)
  const unknown = names.filter((name) => !isTerm(name))
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(`--apply takes 'all' or key terms separated by commas (${KEY_TERM_NAMES.join(', ')}); ${unknown.length > 0 ? `'${unknown.join("', '")}' is not one` : 'none was given'}\nusage: ${USAGE}`)
  }
  return [...new Set(names.filter(isTerm))]
}

/** The arguments of `folio terms`, read into a request (a usage error names what is wrong). */
export function readTermsArguments(values: OptionValues<typeof OPTIONS>, positionals: string[]): { dataDir: string; user: string | undefined; request: TermsRequest } {
  const dataDir = requireOption(values.data, 'data', USAGE)
  const malformed = positionals.filter((id) => !new RegExp(HEX24_PATTERN).test(id))
  if (malformed.length > 0) throw new UsageError(`'${malformed.join("', '")}' is not a contract id (24 hexadecimal characters)\nusage: ${USAGE}`)
  return { dataDir, user: values.user, request: { json: values.json === true, apply: readApply(values.apply), refresh: values.refresh === true, contractIds: positionals } }
}

/**
 * `folio terms`: the key terms of contracts, as a table or JSON lines; `--refresh` reads the terms
 * of texts that have none yet (imported before Folio read them, or pulled by sync) and stores
 * them; `--apply` writes terms to their properties as the window's Apply does. Exits 1 when a
 * contract could not be read or its terms applied.
 */
async function terms(values: OptionValues<typeof OPTIONS>, positionals: string[]): Promise<void> {
  const { dataDir, user, request } = readTermsArguments(values, positionals)
  const workspace = openWorkspace(engineConfig({ dataDir }), Date.now)
  try {
    const auth = cliAuth(workspace.ctx.db, user)
    process.exitCode = await runTerms(workspace.ctx, auth, request, { line: (text) => console.log(text), note: (text) => process.stderr.write(`${text}\n`) })
  } finally {
    await workspace.close()
  }
}
