import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The test files of a worker share their modules (issue 16: importing the server again for
    // each of ~100 files was 100 s of the PGlite run's 212 s). Each file still gets its own
    // database and app through useHarness(); a helper module with hooks or state exports a
    // function the file calls (see growth-records/save-fixture.ts), never module-level state.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
