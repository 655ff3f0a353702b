import type { CliCommand, CommandGroup } from './command'
import { addinTrust } from './commands/addin'
import { addinManifestCommand } from './commands/addin-manifest'
import { checkCommand } from './commands/check'
import { importCommand } from './commands/import'
import { keysCreate, keysList, keysRevoke } from './commands/keys'
import { ocrCommand } from './commands/ocr'
import { pairingsApprove, pairingsDeny, pairingsList } from './commands/pairings'
import { playbooksImport } from './commands/playbooks'
import { serveCommand } from './commands/serve'
import { syncCommand } from './commands/sync'
import { templatesImport } from './commands/templates'
import { termsCommand } from './commands/terms'
import { usersList } from './commands/users'

/**
 * Every command of `folio`, in the order `folio --help` lists them. Adding one: declare it with
 * defineCommand in its module under commands/ (name, summary, options, examples, run) and add it
 * here; a subcommand (`name: 'terms show'`) also names its group below. Help, did-you-mean,
 * completion and exit codes follow from the declaration.
 */
export const COMMANDS: readonly CliCommand[] = [
  serveCommand,
  importCommand,
  ocrCommand,
  termsCommand,
  checkCommand,
  usersList,
  keysCreate,
  keysList,
  keysRevoke,
  pairingsList,
  pairingsApprove,
  pairingsDeny,
  addinTrust,
  addinManifestCommand,
  templatesImport,
  playbooksImport,
  syncCommand
]

export const GROUPS: readonly CommandGroup[] = [
  { name: 'users', summary: 'the workspace’s users' },
  { name: 'keys', summary: 'API keys for scripts: create, list, revoke' },
  { name: 'pairings', summary: 'answer add-ins and scripts asking to pair (headless engine)' },
  { name: 'addin', summary: 'what Office add-ins need: the certificate trusted, the manifest' },
  { name: 'templates', summary: 'import document templates' },
  { name: 'playbooks', summary: 'import playbooks' }
]
