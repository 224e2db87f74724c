// Types of setup.mjs for the TypeScript files that import it (e2e/playwright.config.ts).
export const root: string;
export const NODE_VERSION: string;
export function run(
  cmd: string,
  args: string[],
  opts?: { env?: Record<string, string>; allowFailure?: boolean },
): number;
export function ensureProjectNode(): Promise<void>;
export function ensureInstalled(): void;
export function ensureServerBuilt(opts?: { force?: boolean }): void;
export function ensureWebBuilt(opts?: { force?: boolean }): void;
