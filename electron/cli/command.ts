/**
 * What a command of `folio` declares: its name, what it does, its options and arguments, examples,
 * and the function that runs it with the parsed values. The parser (commander, in program.ts)
 * builds help, did-you-mean, completion and usage errors from this declaration alone, so a command
 * module holds its logic and this one description, nothing about parsing.
 */
export type OptionSpec =
  | { type: 'string'; value: string; description: string; multiple?: false }
  | { type: 'string'; value: string; description: string; multiple: true }
  | { type: 'boolean'; description: string }

export type OptionSpecs = Readonly<Record<string, OptionSpec>>

/** The parsed value of each option, absent when not given; typed from the declaration. */
export type OptionValues<O extends OptionSpecs> = {
  readonly [K in keyof O]?: O[K] extends { type: 'boolean' } ? boolean : O[K] extends { multiple: true } ? string[] : string
}

export interface CommandSpec<O extends OptionSpecs> {
  /** `serve`, or `keys create` for a subcommand of `keys`. */
  name: string
  /** One line: what it does, for `folio --help` and the command's own help. */
  summary: string
  /** Positional arguments as shown in the usage line: `FILE...`, `[CONTRACT_ID...]`, `CODE`. */
  arguments?: string
  options: O
  /** Whole command lines a lawyer or an administrator would type. */
  examples: readonly string[]
  run(values: OptionValues<O>, positionals: string[]): Promise<void> | void
}

/** A declared command with its option types erased, so every command fits in one list. */
export interface CliCommand {
  name: string
  summary: string
  arguments?: string
  options: OptionSpecs
  examples: readonly string[]
  run(values: Readonly<Record<string, string | boolean | string[] | undefined>>, positionals: string[]): Promise<void> | void
}

/** Declares a command; its `run` receives values typed from its options. */
export function defineCommand<O extends OptionSpecs>(spec: CommandSpec<O>): CliCommand {
  return {
    ...spec,
    // The parser has checked each value against its declaration (string, boolean, repeated).
    run: (values, positionals) => spec.run(values as OptionValues<O>, positionals)
  }
}

/** A group of subcommands (`keys`, `addin`): its one-line summary for `folio --help`. */
export interface CommandGroup {
  name: string
  summary: string
}

/** The usage line of a command, as printed in its errors: `folio keys revoke --data DIR KEY_OR_ID`. */
export function usageLine(command: CliCommand): string {
  const options = Object.entries(command.options).map(([name, option]) => (option.type === 'boolean' ? `[--${name}]` : `[--${name} ${option.value}]${option.multiple ? '...' : ''}`))
  return ['folio', command.name, ...options, command.arguments ?? ''].filter(Boolean).join(' ')
}
