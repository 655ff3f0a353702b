import type { Command } from 'commander'

export const SHELLS = ['bash', 'zsh', 'powershell'] as const
export type Shell = (typeof SHELLS)[number]

export function isShell(name: string): name is Shell {
  return (SHELLS as readonly string[]).includes(name)
}

/**
 * What can follow each command path: '' → the commands, 'keys' → its subcommands and options,
 * 'keys create' → its options. Read from the parser's own tree, so completion never drifts from
 * what the parser accepts.
 */
export function completionWords(program: Command): Map<string, string[]> {
  const words = new Map<string, string[]>()
  const walk = (command: Command, path: string) => {
    const subcommands = command.commands.map((sub) => sub.name())
    const options = command.options.flatMap((option) => (option.long ? [option.long] : []))
    words.set(path, [...subcommands, ...options, '--help'])
    for (const sub of command.commands) walk(sub, path === '' ? sub.name() : `${path} ${sub.name()}`)
  }
  walk(program, '')
  const completion = words.get('completion')
  if (completion) words.set('completion', [...SHELLS, ...completion])
  return words
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

function bash(words: Map<string, string[]>): string {
  const cases = [...words].map(([path, list]) => `    ${quote(path)}) words=${quote(list.join(' '))} ;;`).join('\n')
  const paths = [...words.keys()].filter((path) => path !== '').map(quote).join(' ')
  return `# folio completion for bash (folio completion bash)
_folio() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" word candidate known words=""
  local i
  # The command path is the longest run of words that names a command; option values are skipped.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    candidate="\${path:+$path }$word"
    for known in ${paths}; do
      if [[ "$candidate" == "$known" ]]; then path="$candidate"; break; fi
    done
  done
  case "$path" in
${cases}
  esac
  COMPREPLY=( $(compgen -W "$words" -- "$cur") )
}
complete -o default -F _folio folio
`
}

function zsh(words: Map<string, string[]>): string {
  // zsh runs the bash function through its own bashcompinit layer: one definition for both shells.
  return `#compdef folio
# folio completion for zsh (folio completion zsh)
autoload -U +X bashcompinit && bashcompinit
${bash(words)}`
}

function powershell(words: Map<string, string[]>): string {
  const table = [...words].map(([path, list]) => `    ${quote(path)} = @(${list.map(quote).join(', ')})`).join('\n')
  return `# folio completion for PowerShell (folio completion powershell | Out-String | Invoke-Expression)
Register-ArgumentCompleter -Native -CommandName folio -ScriptBlock {
  param($wordToComplete, $commandAst, $cursorPosition)
  $words = @{
${table}
  }
  $path = ''
  foreach ($element in $commandAst.CommandElements | Select-Object -Skip 1) {
    $text = $element.ToString()
    if ($element.Extent.EndOffset -ge $cursorPosition -and $text -eq $wordToComplete) { break }
    $candidate = if ($path) { "$path $text" } else { $text }
    if ($words.ContainsKey($candidate)) { $path = $candidate }
  }
  $words[$path] | Where-Object { $_ -like "$wordToComplete*" } | ForEach-Object {
    [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)
  }
}
`
}

/** The completion script for `shell`, covering every command, subcommand and option. */
export function completionScript(program: Command, shell: Shell): string {
  const words = completionWords(program)
  return shell === 'bash' ? bash(words) : shell === 'zsh' ? zsh(words) : powershell(words)
}
