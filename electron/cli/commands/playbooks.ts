import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { PlaybookImportBody } from '../../../shared/api/local'
import { engineConfig, openWorkspace } from '../../engine/index'
import { ApiError } from '../../engine/errors'
import { formatValidationErrors } from '../../engine/http/validation-messages'
import { importPlaybook } from '../../engine/services/playbooks/import'
import { requireOption, UsageError } from '../args'
import { cliAuth } from '../auth'
import { defineCommand, type OptionValues } from '../command'

const USAGE = 'folio playbooks import --data DIR FILE'

const OPTIONS = { data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' }, user: { type: 'string', value: 'EMAIL', description: 'act as this user (default: the window’s user)' } } as const

export const playbooksImport = defineCommand({
  name: 'playbooks import',
  summary: 'import a playbook definition (JSON); prints its id',
  arguments: 'FILE',
  options: OPTIONS,
  examples: ['folio playbooks import --data ~/Folio saas-buyer.json'],
  run: (values, positionals) => playbooks(values, positionals)
})

/** Imports a playbook definition (JSON) and prints the new playbook's id. */
async function playbooks(values: OptionValues<typeof OPTIONS>, positionals: string[]): Promise<void> {
  const file = positionals[0]
  if (!file || positionals.length > 1) throw new UsageError(`give exactly one playbook file\nusage: ${USAGE}`)
  let body: unknown
  try {
    body = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new UsageError(`${file} is not a readable JSON file: ${(error as Error).message}`)
  }
  // The same schema and messages as POST /local/playbooks/import.
  const validate = new Ajv({ allErrors: true, strict: false }).compile<PlaybookImportBody>(PlaybookImportBody)
  if (!validate(body)) throw new UsageError(`${file}: ${formatValidationErrors('body', validate.errors ?? [])}`)
  const workspace = openWorkspace(engineConfig({ dataDir: requireOption(values.data, 'data', USAGE) }), Date.now)
  try {
    const result = await importPlaybook(workspace.ctx, cliAuth(workspace.ctx.db, values.user), body)
    console.log(result.id)
    process.stderr.write(`imported "${result.name ?? 'untitled'}" version ${result.version}: ${result.positions} positions (${result.unconfirmedPositions} awaiting review)${result.replaces ? `; retired ${result.replaces}` : ''}\n`)
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(error.message)
    throw error
  } finally {
    await workspace.close()
  }
}
