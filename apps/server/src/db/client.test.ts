import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('the embedded database a server opens (PGlite under the data directory)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kg-client-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Issue 16: the buffer pool initdb sizes at 160 MB was most of the idle server's memory.
  it('runs with a 32 MB buffer pool and migrates', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const shown = await handle.db.execute(sql`show shared_buffers`);
      expect((shown as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]?.shared_buffers).toBe(
        '32MB',
      );
      const tables = await handle.db.execute(
        sql`select to_regclass('public.schools') is not null as present`,
      );
      expect((tables as unknown as { rows: Array<{ present: boolean }> }).rows[0]?.present).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
