import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { engineConfig, openWorkspace } from '../../engine/index'
import { ApiError } from '../../engine/errors'
import { importTemplate } from '../../engine/services/templates/import'
import { parse, requireOption, UsageError } from '../args'
import { cliAuth } from '../auth'

const USAGE = 'folio templates import --data DIR --docx FILE --manifest FILE'

/** Prints the new template's id on stdout; what the author should look at goes to stderr. */
export async function templates(argv: string[]): Promise<void> {
  const [sub, ...rest] = argv
  if (sub !== 'import') throw new UsageError(`unknown templates command '${sub ?? ''}'\nusage: ${USAGE}`)
  const { values } = parse(rest, { data: { type: 'string' }, docx: { type: 'string' }, manifest: { type: 'string' }, user: { type: 'string' } }, USAGE)
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
