import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { engineConfig, openWorkspace } from '../../engine/index'
import { ApiError } from '../../engine/errors'
import { importTemplate } from '../../engine/services/templates/import'
import { requireOption, UsageError } from '../args'
import { cliAuth } from '../auth'
import { defineCommand, type OptionValues } from '../command'

const USAGE = 'folio templates import --data DIR --docx FILE --manifest FILE'

const OPTIONS = {
  data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' },
  docx: { type: 'string', value: 'FILE', description: 'the template’s Word body, with {tags} (required)' },
  manifest: { type: 'string', value: 'FILE', description: 'the template’s definition: its fields and questions (required)' },
  user: { type: 'string', value: 'EMAIL', description: 'act as this user (default: the window’s user)' }
} as const

export const templatesImport = defineCommand({
  name: 'templates import',
  summary: 'import a template; prints its id',
  options: OPTIONS,
  examples: ['folio templates import --data ~/Folio --docx nda.docx --manifest nda.yaml'],
  run: (values) => templates(values)
})

/** Prints the new template's id on stdout; what the author should look at goes to stderr. */
async function templates(values: OptionValues<typeof OPTIONS>): Promise<void> {
  const docxPath = requireOption(values.docx, 'docx', USAGE)
  const manifestPath = requireOption(values.manifest, 'manifest', USAGE)
  const workspace = openWorkspace(engineConfig({ dataDir: requireOption(values.data, 'data', USAGE) }), Date.now)
  try {
    const result = await importTemplate(workspace.ctx, cliAuth(workspace.ctx.db, values.user), {
      docx: { fileName: basename(docxPath), bytes: readFileSync(docxPath) },
      manifest: { fileName: basename(manifestPath), text: readFileSync(manifestPath, 'utf8') }
    })
    console.log(result.id)
    process.stderr.write(`imported "${result.name}" (version ${result.version}, ${result.tags} tags)\n`)
    if (result.undeclaredTags.length > 0) process.stderr.write(`tags the definition does not declare (they print [●]): ${result.undeclaredTags.join(', ')}\n`)
    if (result.unusedFields.length > 0) process.stderr.write(`declared fields the body never uses: ${result.unusedFields.join(', ')}\n`)
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(error.message)
    throw error
  } finally {
    await workspace.close()
  }
}
