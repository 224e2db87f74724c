import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';
import { permissions } from '../db/schema';
import { ensurePlatformData } from './platform';

const h = useHarness();
const OLD_URL = 'https://help.kindergrowth.cn/';
const helpRow = () =>
  h.db
    .select()
    .from(permissions)
    .where(eq(permissions.code, 'help'))
    .then((r) => r[0]!);

describe('使用帮助 is an in-app page (issue 14 item 13)', () => {
  it('a database whose entry still opens the dead external site gets /Help at start', async () => {
    await h.db
      .update(permissions)
      .set({ path: OLD_URL, isExternal: true })
      .where(eq(permissions.code, 'help'));
    await ensurePlatformData(h.db);
    expect(await helpRow()).toMatchObject({ path: '/Help', isExternal: false });
  });

  it('an entry the platform pointed elsewhere itself is left alone', async () => {
    await h.db
      .update(permissions)
      .set({ path: 'https://help.example.org/', isExternal: true })
      .where(eq(permissions.code, 'help'));
    await ensurePlatformData(h.db);
    expect(await helpRow()).toMatchObject({ path: 'https://help.example.org/', isExternal: true });
  });
});
