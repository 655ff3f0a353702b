import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration

/** The import cycles the repository's own check (npm run lint:cycles) reports among `paths`. */
async function cycles(paths: string[]): Promise<string[][]> {
  const cwd = process.cwd()
  process.chdir(root)
  try {
    const { output } = await cruise(paths, { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } })
    const result = output as ICruiseResult
    return result.summary.violations.filter((v) => v.rule.name === 'no-circular').map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)])
  } finally {
    process.chdir(cwd)
  }
}

describe('the cycle check', () => {
  it('refuses a cycle made only of type imports, naming its modules', async () => {
    const found = await cycles(['test/lint/planted/cycle'])
    expect(found).toEqual([['test/lint/planted/cycle/context.ts', 'test/lint/planted/cycle/pairings.ts', 'test/lint/planted/cycle/context.ts']])
  })
})
