import { requireOption, UsageError } from '../args'
import { defineCommand, type OptionValues } from '../command'
import { cliAuth } from '../auth'
import { blocks, checkContract, checkFile, fileKind, outcomeLine, outcomeReport, type CheckOutcome } from '../drafting-check'
import { engineConfig, openWorkspace } from '../../engine/index'

const USAGE = 'folio check --data DIR [--user EMAIL] [--json] CONTRACT_ID... | folio check [--json] --file FILE.docx|.pdf'

const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (required with contract ids)' },
  user: { type: 'string', value: 'EMAIL', description: 'act as this user (default: the window’s user)' },
  json: { type: 'boolean', description: 'one JSON line per text: {findings, definitions, summary}' },
  file: { type: 'string', value: 'FILE', description: 'check a .docx or .pdf before it is imported' }
} as const

export const checkCommand = defineCommand({
  name: 'check',
  summary: 'drafting checks of contracts or a file; exit 1 on an error finding',
  arguments: '[CONTRACT_ID...]',
  options: OPTIONS,
  examples: ['folio check --data ~/Folio 64b7f0c2a1e4d5f6a7b8c9d0', 'folio check --json --file "Supply Agreement (their draft).docx"'],
  run: (values, positionals) => check(values, positionals)
})

/**
 * Runs the drafting checks on contracts of the workspace, or on a file before it is imported, and
 * reports every finding: one JSON line per text with --json, a readable report otherwise. Exits 1
 * when an error-severity finding is found (or a text could not be checked), so that a script can
 * stop a draft going out; 0 otherwise; 2 for a mistake on the command line.
 */
async function check(values: OptionValues<typeof OPTIONS>, positionals: string[]): Promise<void> {
  const print = (outcome: CheckOutcome) => console.log(values.json ? outcomeLine(outcome) : outcomeReport(outcome))
  let outcomes: CheckOutcome[]
  if (values.file !== undefined) {
    if (positionals.length > 0) throw new UsageError(`--file checks one file; contract ids go without it\nusage: ${USAGE}`)
    const kind = fileKind(values.file)
    if (kind === null) throw new UsageError(`--file takes a .docx or a .pdf, not '${values.file}'\nusage: ${USAGE}`)
    const outcome = await checkFile(values.file, kind)
    print(outcome)
    outcomes = [outcome]
  } else {
    const dataDir = requireOption(values.data, 'data', USAGE)
    if (positionals.length === 0) throw new UsageError(`name at least one contract id, or --file FILE\nusage: ${USAGE}`)
    const workspace = openWorkspace(engineConfig({ dataDir }), Date.now)
    try {
      const auth = cliAuth(workspace.ctx.db, values.user)
      outcomes = positionals.map((id) => {
        const outcome = checkContract(workspace.ctx, auth, id)
        print(outcome)
        return outcome
      })
    } finally {
      await workspace.close()
    }
  }
  if (outcomes.some(blocks)) process.exitCode = 1
}
