import type { EngineContext } from '../engine/context'

/**
 * Seeds the demo workspace into an empty database (no contracts yet). Returns a one-line summary,
 * or null when the workspace already had data and was left alone.
 */
export async function seedDemoIfEmpty(ctx: EngineContext, report: (line: string) => void): Promise<string | null> {
  const count = (ctx.db.prepare('SELECT COUNT(*) AS n FROM contracts').get() as { n: number }).n
  if (count > 0) return null
  const { seedDemoWorkspace } = await import('../../resources/demo/index')
  const summary = seedDemoWorkspace(ctx.db, { now: ctx.now() })
  const line = `seeded the demo workspace (${Object.entries(summary).map(([k, v]) => `${v} ${k}`).join(', ')})`
  report(line)
  return line
}
