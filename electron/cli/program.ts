import { Command, CommanderError, Option } from 'commander'
import { version } from '../../package.json'
import { UsageError } from './args'
import type { CliCommand, CommandGroup } from './command'
import { completionScript, isShell, SHELLS } from './completion'

const EXAMPLES_HEADING = '\nExamples:\n'

/** A command's options and arguments, as commander reads them. */
function declare(command: Command, spec: CliCommand): Command {
  // Every argument is optional to the parser: the command's own check names what is missing, as
  // its usage errors always have. Surplus arguments reach the command too, for the same reason.
  command.description(spec.summary).allowExcessArguments(true)
  for (const argument of spec.arguments?.split(' ') ?? []) command.argument(argument.startsWith('[') ? argument : `[${argument}]`)
  if (spec.arguments) command.usage(`[options] ${spec.arguments}`)
  for (const [name, option] of Object.entries(spec.options)) {
    if (option.type === 'boolean') command.addOption(new Option(`--${name}`, option.description))
    else if (option.multiple) command.addOption(new Option(`--${name} <${option.value}>`, `${option.description} (repeatable)`).argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]))
    else command.addOption(new Option(`--${name} <${option.value}>`, option.description))
  }
  if (spec.examples.length > 0) command.addHelpText('after', `${EXAMPLES_HEADING}${spec.examples.map((line) => `  $ ${line}`).join('\n')}`)
  return command.action(async (...received: unknown[]) => {
    // commander passes the arguments, the options, then the command itself.
    const self = received.at(-1)
    if (!(self instanceof Command)) throw new Error(`commander called ${spec.name} without its command`)
    const parsed = self.opts<Record<string, unknown>>()
    const values: Record<string, string | boolean | string[] | undefined> = {}
    for (const option of self.options) {
      const value = parsed[option.attributeName()]
      const name = option.long?.replace(/^--/, '') ?? option.attributeName()
      if (typeof value === 'string' || typeof value === 'boolean' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) values[name] = value
    }
    await spec.run(values, self.args)
  })
}

/**
 * `folio` and its commands on commander: help on every command (`--help`, `folio help keys`), the
 * nearest command or option suggested for a typo, `--version`, and usage errors with exit code 2.
 * `commands` is the whole list (registry.ts); a name with a space is a subcommand of its group.
 */
export function buildProgram(commands: readonly CliCommand[], groups: readonly CommandGroup[]): Command {
  const program = new Command('folio')
    .description('Folio: an offline contract workspace for lawyers. Every command works on a workspace folder (--data DIR).')
    .version(version, '-v, --version', 'print Folio’s version')
    .helpCommand('help [command]', 'show the help of a command')
    .showSuggestionAfterError(true)
    .showHelpAfterError('(folio <command> --help shows its options and examples)')
    .configureOutput({ outputError: (text, write) => write(`folio: ${text.replace(/^error: /, '')}`) })
    .exitOverride()
  program.addHelpText('after', `${EXAMPLES_HEADING}  $ folio serve --demo\n  $ folio import --data ~/Folio ~/Downloads/*.pdf\n  $ folio keys create --data ~/Folio --user amelia@firm.example\n  $ folio import --help`)

  const groupCommands = new Map<string, Command>()
  const groupOf = (name: string): Command => {
    const existing = groupCommands.get(name)
    if (existing) return existing
    const summary = groups.find((group) => group.name === name)?.summary ?? ''
    const group = program.command(name).description(summary)
    // The subcommand's group names itself in the error: "unknown keys command 'crate' (Did you mean create?)".
    group.configureOutput({ outputError: (text, write) => write(`folio: ${text.replace(/^error: unknown command '/, `unknown ${name} command '`).replace(/^error: /, '')}`) })
    groupCommands.set(name, group)
    return group
  }
  for (const spec of commands) {
    const [first, second] = spec.name.split(' ')
    if (first === undefined) continue
    declare(second === undefined ? program.command(first) : groupOf(first).command(second), spec)
  }

  program
    .command('completion')
    .description('print the shell completion script for bash, zsh or PowerShell')
    .argument('<shell>', SHELLS.join(', '))
    .addHelpText(
      'after',
      `${EXAMPLES_HEADING}  $ folio completion bash > ~/.local/share/bash-completion/completions/folio\n  $ folio completion zsh > "\${fpath[1]}/_folio"\n  PS> folio completion powershell | Out-String | Invoke-Expression`
    )
    .action((shell: string) => {
      if (!isShell(shell)) throw new UsageError(`completion is written for ${SHELLS.join(', ')}, not '${shell}'`)
      process.stdout.write(completionScript(program, shell))
    })
  return program
}

/** Runs the command line; answers the exit code: 0 done or help shown, 2 a usage error. */
export async function runProgram(program: Command, argv: readonly string[]): Promise<void> {
  if (argv.length === 0) {
    program.outputHelp()
    return
  }
  try {
    await program.parseAsync([...argv], { from: 'user' })
  } catch (error) {
    // Help and --version end through here too, with commander's exit code 0.
    if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2)
    throw error
  }
}
