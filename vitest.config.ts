import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { PrerequisitesReporter } from './test/helpers/prerequisites-reporter'

/**
 * Three tiers, chosen by where a test file lives so that a new file lands in one without a list:
 * - integration: spawned processes and tools (Chromium, LibreOffice, poppler, openssl, certutil,
 *   tsc, ESLint, dependency-cruiser), the built app or the shared corpus — test/e2e, test/cli,
 *   test/lint, `*.integration.test.*` and `*-corpus.test.*` anywhere;
 * - engine: routes in-process over real SQLite — test/engine and test/sync;
 * - unit: everything else under test/ (pure modules, migrations, the docs' links),
 *   with the renderer's components in jsdom as their own project, `unit-dom`.
 * `npm run test:fast` runs unit, unit-dom and engine without a build; `npm test` builds and runs all.
 */
const integration = ['test/e2e/**/*.test.{ts,tsx}', 'test/cli/**/*.test.{ts,tsx}', 'test/lint/**/*.test.{ts,tsx}', 'test/**/*.integration.test.{ts,tsx}', 'test/**/*-corpus.test.{ts,tsx}']
const engine = ['test/engine/**/*.test.{ts,tsx}', 'test/sync/**/*.test.{ts,tsx}']
/** Components rendered in jsdom (`// @vitest-environment jsdom`): each file gets a fresh window and module graph. */
const dom = ['test/unit/renderer/**/*.test.{ts,tsx}', 'test/**/*.test.tsx']
const all = ['test/**/*.test.{ts,tsx}']
const inCi = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI)

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: on a two-core laptop, one fork, idle while
    // its test waits for a socket, a thread or the disk. Two keep both cores at work.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Polls wait for what the window or a worker does in its own time; a machine busy with other
    // suites can take seconds where a quiet one takes milliseconds. A poll still ends at once when met.
    expect: { poll: { timeout: 15_000 } },
    // In CI a missing tool or corpus is a broken machine, not a reason to pass: a skipped test fails the run.
    reporters: inCi ? ['default', new PrerequisitesReporter()] : ['default'],
    projects: [
      // Pure modules share one fork per worker instead of re-importing the engine for every file:
      // nothing in them mocks a module or leaves a global behind (a spy is restored before its test
      // ends). This, with the engine tier below, is most of what keeps `test:fast` fast.
      { extends: true, test: { name: 'unit', include: all, exclude: [...integration, ...engine, ...dom], isolate: false } },
      { extends: true, test: { name: 'unit-dom', include: dom, exclude: [...integration, ...engine] } },
      // Engine tests each open their own workspace in a temporary directory and mock nothing, so one
      // fork runs many files without re-importing the engine for each. (Worker threads are not an
      // option: re2's addon aborts when a second thread loads it.)
      { extends: true, test: { name: 'engine', include: engine, exclude: integration, isolate: false } },
      // Serving the built demo, importing PDFs or starting Chromium is a process of its own: on a
      // loaded machine their set-up takes minutes where a quiet one takes seconds.
      { extends: true, test: { name: 'integration', include: integration, testTimeout: 120_000, hookTimeout: 180_000 } }
    ]
  }
})
