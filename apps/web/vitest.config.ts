import { defineConfig } from 'vitest/config';

// Unit tests cover pure logic only (http rules, tabs, navigation tree, chunk timeouts);
// browser journeys live in /e2e against the real server.
export default defineConfig({
  test: {
    environment: 'jsdom',
    // The test files of a worker share one jsdom and their modules (issue 16: a fresh jsdom and
    // import per file was 30 of the 34 s). A test must not rely on what another file left
    // behind: shuffled runs (--sequence.shuffle) check it.
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  },
});
