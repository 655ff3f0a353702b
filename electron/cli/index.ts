import { addinManifest, ADDIN_MANIFEST_USAGE } from './commands/addin-manifest'
import { importFiles } from './commands/import'
import { keys } from './commands/keys'
import { playbooks } from './commands/playbooks'
import { serve } from './commands/serve'
import { sync } from './commands/sync'
import { templates } from './commands/templates'
import { users } from './commands/users'
import { UsageError } from './args'

const USAGE = `usage: folio <command>
  serve [--data DIR] [--port N] [--demo]      run the engine and the web UI on 127.0.0.1
  users list --data DIR [--json]              list the workspace's users
  keys create --data DIR --user EMAIL [--scopes contracts:write] [--expires ISO]
  keys revoke --data DIR KEY_OR_ID
  import --data DIR [--user EMAIL] FILE...      import .docx/.pdf files as contracts (one JSON line each)
  templates import --data DIR --docx FILE --manifest FILE   import a template; prints its id
  playbooks import --data DIR FILE              import a playbook definition (JSON); prints its id
  sync --data DIR [--remote URL --key KEY] [--interval S] [--once]   sync with the company service
  addin manifest [--data DIR] [--tls-port N] [--out FILE]   write the Folio for Word manifest (XML)`

// `addin` gathers the add-in commands; `manifest` is the one there is so far.
async function addin(argv: string[]): Promise<void> {
  const [sub, ...rest] = argv
  if (sub === 'manifest') return addinManifest(rest)
  throw new UsageError(`unknown addin command '${sub ?? ''}'\nusage: ${ADDIN_MANIFEST_USAGE}`)
}

const commands: Record<string, (argv: string[]) => Promise<void>> = { serve, users, keys, import: importFiles, templates, playbooks, sync, addin }

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
