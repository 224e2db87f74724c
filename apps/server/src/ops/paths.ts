import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above `from` whose package.json has workspaces.
 * Found by walking up, so it holds for src/ops under tsx and for a bundle under dist.
 */
export function findRepoRoot(from: string): string | undefined {
  let dir = path.resolve(from);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // not ours; keep walking
      }
    }
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

export type TOpsPlaces = { dataDir: string; databaseUrl: string | undefined; backupsDir: string };

/**
 * Where an ops command works, read like the server reads it: DATA_DIR and DATABASE_URL from
 * the environment (or the flags). A relative path counts from where the user typed the
 * command (npm keeps that in INIT_CWD; `npm run -w` itself runs in the package folder), and
 * without DATA_DIR the data directory is the repository's ./data, the one `npm start` uses.
 */
export function opsPlaces(
  env: NodeJS.ProcessEnv,
  flags: { dataDir?: string; databaseUrl?: string },
  repoRoot: string | undefined,
): TOpsPlaces {
  const base = env.INIT_CWD || process.cwd();
  const home = repoRoot ?? base;
  const dataDir = flags.dataDir ?? env.DATA_DIR;
  return {
    dataDir: dataDir ? path.resolve(base, dataDir) : path.join(home, 'data'),
    databaseUrl: flags.databaseUrl ?? (env.DATABASE_URL || undefined),
    backupsDir: path.join(home, 'backups'),
  };
}

/** Resolves a path the user typed, from where they typed it. */
export function userPath(env: NodeJS.ProcessEnv, p: string): string {
  return path.resolve(env.INIT_CWD || process.cwd(), p);
}

/** The entries of a folder that count as content (none when it does not exist). */
export function contentOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name !== 'lost+found');
}
