import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // between tests, let the worker read the runner's replies (see the file)
    setupFiles: ['test/support/yield.ts']
  }
})
