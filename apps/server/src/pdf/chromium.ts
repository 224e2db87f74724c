import { existsSync } from 'node:fs';

/** Where the print browser comes from: config, Debian's package, or the npm package. */
export type BrowserChoice = 'auto' | 'system' | 'sparticuz' | 'none';

export type BrowserSource = {
  executablePath: string;
  args: string[];
  source: 'configured' | 'system' | 'sparticuz';
};

/** Flags this machine's headless Chromium needs (closed network, no sandbox as root, no GPU). */
export const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @sparticuz/chromium's defaults we refuse: one process would let a crash take every page, and the web's security model stays on. */
const REFUSED_SPARTICUZ_ARGS = [
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
];

/**
 * Finds a Chromium to print with: an explicit path, then `/usr/bin/chromium`, then the
 * browser bundled in `@sparticuz/chromium` (unpacked to the temp directory on first use).
 * Null when there is none: the PDF endpoints then answer 503 and the rest keeps working.
 */
export async function findChromium(
  choice: BrowserChoice,
  configuredPath?: string,
): Promise<BrowserSource | null> {
  if (choice === 'none') return null;
  if (configuredPath) {
    return existsSync(configuredPath)
      ? { executablePath: configuredPath, args: BASE_ARGS, source: 'configured' }
      : null;
  }
  if (choice !== 'sparticuz') {
    const found = SYSTEM_CHROMIUM.find((p) => existsSync(p));
    if (found) return { executablePath: found, args: BASE_ARGS, source: 'system' };
    if (choice === 'system') return null;
  }
  return sparticuz();
}

async function sparticuz(): Promise<BrowserSource | null> {
  try {
    const { default: bundled } = await import('@sparticuz/chromium');
    const executablePath = await bundled.executablePath();
    const args = bundled.args.filter(
      (a) => !REFUSED_SPARTICUZ_ARGS.includes(a) && !a.startsWith('--headless') && !BASE_ARGS.includes(a),
    );
    return { executablePath, args: [...BASE_ARGS, ...args], source: 'sparticuz' };
  } catch {
    return null;
  }
}
