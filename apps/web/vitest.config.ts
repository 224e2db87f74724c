import { defineConfig } from 'vitest/config';

// Unit tests cover pure logic only (http rules, tabs, navigation tree, chunk timeouts);
// browser journeys live in /e2e against the real server.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  },
});
