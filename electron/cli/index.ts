import { addin } from './commands/addin'
import { importFiles } from './commands/import'
import { keys } from './commands/keys'
import { ocr } from './commands/ocr'
import { pairings } from './commands/pairings'
import { playbooks } from './commands/playbooks'
import { serve } from './commands/serve'
import { sync } from './commands/sync'
import { templates } from './commands/templates'
import { terms } from './commands/terms'
import { users } from './commands/users'
import { UsageError } from './args'

const USAGE = `usage: folio <command>
  serve [--data DIR] [--port N] [--tls-port N|off] [--demo] [--ocr-languages eng+deu] [--document-workers N]   run the engine and the web UI on 127.0.0.1
  users list --data DIR [--json]              list the workspace's users
  keys create --data DIR --user EMAIL [--scopes contracts:write] [--expires ISO]
  keys list --data DIR [--json]               list keys and paired apps
  keys revoke --data DIR KEY_OR_ID
  pairings list|approve CODE|deny CODE --data DIR   answer add-ins asking to pair (headless engine)
  addin trust [--data DIR] [--check] [--user-only]   trust Folio's https certificate on this computer
  import --data DIR [--user EMAIL] [--ocr-languages eng+deu] FILE...   import .docx/.pdf files as contracts (one JSON line each)
  ocr --data DIR [--user EMAIL] [--ocr-languages eng+deu] [CONTRACT_ID...]   read scanned pages of contracts imported earlier
  import --data DIR [--user EMAIL] [--ocr-languages eng+deu] --version-of ID FILE   add FILE as the contract's new version
  terms --data DIR [--user EMAIL] [--json] [--apply TERMS|all] [--refresh] [CONTRACT_ID...]   key terms of contracts: show, read earlier imports, apply
  templates import --data DIR --docx FILE --manifest FILE   import a template; prints its id
  playbooks import --data DIR FILE              import a playbook definition (JSON); prints its id
  sync --data DIR [--remote URL --key KEY] [--interval S] [--once]   sync with the company service
  addin manifest [--data DIR] [--tls-port N] [--out FILE]   write the Folio for Word manifest (XML)`

const commands: Record<string, (argv: string[]) => Promise<void>> = { serve, users, keys, import: importFiles, ocr, templates, playbooks, sync, pairings, addin, terms }

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    console.log(USAGE)
    return
  }
  const command = commands[name]
  if (!command) throw new UsageError(`unknown command '${name}'\n${USAGE}`)
  await command(rest)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`folio: ${error.message}`)
    process.exit(2)
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
