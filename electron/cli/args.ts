/** A CLI mistake: printed with the usage line, exit code 2. */
export class UsageError extends Error {}

/** An option a command cannot run without; the parser leaves the check to the command so the message names the usage. */
export function requireOption(value: string | undefined, name: string, usage: string): string {
  if (value === undefined || value.length === 0) throw new UsageError(`--${name} is required\nusage: ${usage}`)
  return value
}
