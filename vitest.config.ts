import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Polls wait for what the window or a worker does in its own time; a machine busy with other
    // suites can take seconds where a quiet one takes milliseconds. A poll still ends at once when met.
    expect: { poll: { timeout: 15_000 } }
  }
})
