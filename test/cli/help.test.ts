import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { COMMANDS, GROUPS } from '../../electron/cli/registry'
import { tempDir } from '../helpers/engine'

const BIN = fileURLToPath(new URL('../../bin/folio.js', import.meta.url))
const built = existsSync(fileURLToPath(new URL('../../out/main/cli.js', import.meta.url)))
const { version } = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string }
const hasBash = spawnSync('bash', ['--version']).error === undefined

function folio(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

/*
 * The command line explains itself: `--help` on every command and group (exit 0, with examples),
 * the nearest command or option offered for a typo (exit 2, as every usage error), `--version`,
 * and completion scripts for bash, zsh and PowerShell that know every command and option.
 */
// Each run starts a Node process; on a busy machine a few seconds each.
describe.skipIf(!built)('folio helps itself', { timeout: 180_000 }, () => {
  it('answers --help on every command with its usage, options and examples, exit 0', () => {
    for (const command of COMMANDS) {
      const r = folio(...command.name.split(' '), '--help')
      expect([command.name, r.status, r.stderr]).toEqual([command.name, 0, ''])
      expect(r.stdout).toContain(`Usage: folio ${command.name} [options]${command.arguments ? ` ${command.arguments}` : ''}`)
      expect(r.stdout).toContain(command.summary)
      for (const option of Object.keys(command.options)) expect(r.stdout).toContain(`--${option}`)
      expect(r.stdout).toContain(`Examples:\n  $ ${command.examples[0] ?? ''}`)
    }
  })

  it('answers --help on every group with its subcommands, and on folio itself', () => {
    for (const group of GROUPS) {
      const r = folio(group.name, '--help')
      expect([group.name, r.status]).toEqual([group.name, 0])
      const subcommands = COMMANDS.filter((c) => c.name.startsWith(`${group.name} `)).map((c) => c.name.split(' ')[1] ?? '')
      for (const sub of subcommands) expect(r.stdout).toMatch(new RegExp(`^  ${sub} `, 'm'))
    }
    for (const asked of [[], ['--help'], ['help']]) {
      const r = folio(...asked)
      expect(r.status).toBe(0)
      expect(r.stdout).toContain('Usage: folio [options] [command]')
      for (const name of new Set(COMMANDS.map((c) => c.name.split(' ')[0] ?? ''))) expect(r.stdout).toMatch(new RegExp(`^  ${name} `, 'm'))
    }
    expect(folio('help', 'import').stdout).toContain('Usage: folio import [options] FILE...')
  })

  it('prints its version', () => {
    expect(folio('--version')).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' })
  })

  it('offers the nearest command, subcommand or option for a typo, with exit 2', () => {
    expect(folio('improt')).toMatchObject({ status: 2, stdout: '', stderr: expect.stringContaining("folio: unknown command 'improt'\n(Did you mean import?)") })
    expect(folio('keys', 'crate')).toMatchObject({ status: 2, stderr: expect.stringContaining("folio: unknown keys command 'crate'\n(Did you mean create?)") })
    expect(folio('import', '--dat', 'x', 'a.pdf')).toMatchObject({ status: 2, stderr: expect.stringContaining("folio: unknown option '--dat'\n(Did you mean --data?)") })
    expect(folio('users', 'list', '--jsn')).toMatchObject({ status: 2, stderr: expect.stringContaining('(Did you mean --json?)') })
    expect(folio('serve', '--port')).toMatchObject({ status: 2, stderr: expect.stringContaining("option '--port <N>' argument missing") })
  })

  it('prints completion scripts that name every command, subcommand and option', () => {
    for (const shell of ['bash', 'zsh', 'powershell']) {
      const r = folio('completion', shell)
      expect([shell, r.status, r.stderr]).toEqual([shell, 0, ''])
      for (const command of COMMANDS) {
        expect(r.stdout).toContain(`'${command.name}'`)
        for (const option of Object.keys(command.options)) expect(r.stdout).toContain(`--${option}`)
      }
    }
    expect(folio('completion', 'zsh').stdout.split('\n').slice(0, 3)).toEqual(['#compdef folio', '# folio completion for zsh (folio completion zsh)', 'autoload -U +X bashcompinit && bashcompinit'])
    expect(folio('completion', 'powershell').stdout).toContain('Register-ArgumentCompleter -Native -CommandName folio')
    expect(folio('completion', 'fish')).toMatchObject({ status: 2, stderr: "folio: completion is written for bash, zsh, powershell, not 'fish'\n" })
  })

  it.skipIf(!hasBash)('completes in bash: commands, then subcommands, then options, past option values', () => {
    const script = join(tempDir('folio-completion-'), 'folio.bash')
    writeFileSync(script, folio('completion', 'bash').stdout)
    const complete = (...words: string[]) => {
      const array = words.map((word) => `'${word}'`).join(' ')
      const r = spawnSync('bash', ['-c', `source '${script}'; COMP_WORDS=(folio ${array}); COMP_CWORD=${words.length}; _folio; echo "\${COMPREPLY[*]}"`], { encoding: 'utf8' })
      return r.stdout.trim()
    }
    expect(complete('im')).toBe('import')
    expect(complete('keys', 'cr')).toBe('create')
    expect(complete('keys', 'create', '--data', 'keys', '--ex')).toBe('--expires')
    expect(complete('import', '--data', '/srv/folio', '--v')).toBe('--version-of')
    expect(complete('completion', 'p')).toBe('powershell')
  })
})
