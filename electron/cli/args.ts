import { parseArgs, type ParseArgsConfig } from 'node:util'

/** A CLI mistake: printed with the usage line, exit code 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>

type Parsed<T extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>>

export function parse<T extends Options>(argv: string[], options: T, usage: string): Parsed<T> {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nusage: ${usage}`)
  }
}

export function requireOption(value: string | undefined, name: string, usage: string): string {
  if (value === undefined || value.length === 0) throw new UsageError(`--${name} is required\nusage: ${usage}`)
  return value
}
