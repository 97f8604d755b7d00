import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite boots a WASM Postgres per test file; give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
