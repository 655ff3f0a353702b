import type { Engine } from '../../electron/engine/index'
import { runWriteNow } from '../../electron/engine/db/write'
import { insertTemplate } from '../../electron/engine/db/writers'
import { demoTemplates } from '../../resources/demo/templates'
import { seedFixtureWorkspace } from './fixture-workspace'

/** A template with the NDA's definition and no body here: only the company service could render it. */
export const SERVICE_ONLY_TEMPLATE = 'd0c0000000000000000000ff'

/** The fixture workspace with the demo templates, their bodies built, and the service-only one. */
export async function seedWorkspaceWithDemoTemplates(engine: Pick<Engine, 'db' | 'ctx'>): Promise<void> {
  seedFixtureWorkspace(engine.db)
  const templates = demoTemplates()
  for (const template of templates) {
    const sha = engine.ctx.blobs.put(await template.buildBody())
    runWriteNow(engine.db, (tx) => insertTemplate(tx, { id: template.id, definition: template.definition, bodySha256: sha, createdAt: 0, updatedAt: 0 }))
  }
  const [nda] = templates
  if (nda === undefined) throw new Error('the demo has no templates')
  runWriteNow(engine.db, (tx) =>
    insertTemplate(tx, { id: SERVICE_ONLY_TEMPLATE, definition: { ...nda.definition, name: 'Service-only NDA' }, bodySha256: null, createdAt: 0, updatedAt: 0 })
  )
}
