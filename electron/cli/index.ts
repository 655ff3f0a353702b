import { UsageError } from './args'
import { buildProgram, runProgram } from './program'
import { COMMANDS, GROUPS } from './registry'

runProgram(buildProgram(COMMANDS, GROUPS), process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`folio: ${error.message}`)
    process.exit(2)
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
