import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig, useHarness } from '../../../test/harness';
import { buildApp } from '../../app';
import { classes, schools, students } from '../../db/schema';
import { DEMO_SCHOOL } from '../../seed/demo';

const h = useHarness({ dataDir: mkdtempSync(path.join(tmpdir(), 'kg-demo-copy-')) });

const copy = async (Kind: 'sunshine' | 'rainbow') => {
  const res = await h.call(API.schools.testDemoCopy, { Kind });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as {
    SchoolId: number;
    SchoolName: string;
    Accounts: Record<string, { name: string; phone: string; realName: string }>;
  };
};

describe('a demo school copy for the browser journeys (test mode only)', () => {
  it('copies 阳光 with its classes, children and portraits under logins of its own', async () => {
    const before = await h.db.select().from(schools);
    const one = await copy('sunshine');
    const two = await copy('sunshine');
    expect(one.SchoolName).toBe(`${DEMO_SCHOOL}-${one.SchoolId}`);
    expect(two.SchoolId).not.toBe(one.SchoolId);
    expect(Object.keys(one.Accounts).sort()).toEqual(['admin', 'doctor', 'kitchen', 'teacher']);
    expect(one.Accounts.admin!.name).not.toBe(two.Accounts.admin!.name);
    expect(one.Accounts.admin!.phone).toMatch(/^1\d{10}$/);

    const token = await h.login(one.Accounts.admin!.name);
    const info = (await h.call(API.auth.userInfo, undefined, token)).json().response;
    expect(info).toMatchObject({ SchoolId: one.SchoolId, SchoolName: one.SchoolName, uRealName: '陈园长' });
    const own = await h.db.select().from(classes).where(eq(classes.schoolId, one.SchoolId));
    expect(own).toHaveLength(8);
    const children = await h.db.select().from(students).where(eq(students.schoolId, one.SchoolId));
    expect(children).toHaveLength(200);
    expect(children.every((c) => c.photo !== null)).toBe(true);
    // the demo school itself is as it was
    expect((await h.db.select().from(schools)).length).toBe(before.length + 2);
    expect(await h.login('admin')).toBeTruthy();
  });

  it('copies the small 彩虹 with its administrator', async () => {
    const small = await copy('rainbow');
    expect(Object.keys(small.Accounts)).toEqual(['rainbow']);
    const children = await h.db.select().from(students).where(eq(students.schoolId, small.SchoolId));
    expect(children).toHaveLength(10);
    expect(await h.login(small.Accounts.rainbow!.name)).toBeTruthy();
  });

  it('does not exist outside test mode', async () => {
    const app = await buildApp({ config: testConfig({ testMode: false }), handle: h.handle, logger: false });
    await app.ready();
    try {
      const res = await app.inject({ method: 'POST', url: API.schools.testDemoCopy.path, payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
