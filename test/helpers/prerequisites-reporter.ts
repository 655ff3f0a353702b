import type { Reporter, TestModule } from 'vitest/node'

/**
 * Tests that need something outside the repository (Chromium, LibreOffice, poppler, certutil, the
 * built app, `../shared/corpus`) skip with a message on a developer's machine that lacks it. In CI
 * that machine is ours to equip, so a skip means the run proved less than it claims: this reporter
 * lists every skipped test with its reason and fails the run. One mechanism for every suite, however
 * it skips (`describe.skipIf`, `it.skip(reason)`, `ctx.skip(note)`). A test that only states why a
 * suite cannot run is declared only when it cannot (`if (!ready) describe(…, () => it.skip(reason))`),
 * so it never shows as skipped where the suite runs.
 */
export class PrerequisitesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped: string[] = []
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result()
        if (result.state !== 'skipped' || test.options.mode === 'todo') continue
        skipped.push(`  ${module.relativeModuleId} › ${test.fullName}${result.note ? ` (${result.note})` : ''}`)
      }
    }
    if (skipped.length === 0) return
    process.stderr.write(`\nCI runs every test: ${skipped.length} skipped, so a tool or ../shared/corpus is missing on this machine:\n${skipped.join('\n')}\n`)
    process.exitCode = 1
  }
}
