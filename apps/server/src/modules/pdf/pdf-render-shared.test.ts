import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API, REPORT_ROUTES } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useHarness, useSecondInstance } from '../../../test/harness';
import { classes, renderTokenRevocations, schools } from '../../db/schema';
import { DEMO_SCHOOL } from '../../seed/demo';
import { seedDemoPhotos } from '../../seed/demo-photos';
import { diskFileStore } from '../uploads/file-store';
import { tempDataDir } from '../uploads/test-support';

/** These tests print the real report pages: the web app must be built (npm test builds it first). */
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
if (!existsSync(path.join(webDist, 'index.html')))
  throw new Error(`no web build in ${webDist}: run "npm run build" (npm test does) before the PDF tests`);

/**
 * Issue 21: instance 2 takes the print, its print browser is sent to instance 1 (instance 2 does
 * not even listen), so the page, the data call and every photo are read from instance 1 with a
 * render token instance 2 signed. The store is one folder, as one object store would be.
 */
const dataDir = tempDataDir('pdf-render-shared');
const h = useHarness({ dataDir, webDist });
let origin = '';
beforeAll(async () => {
  await seedDemoPhotos(h.db, diskFileStore(dataDir));
  origin = await h.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
const instance2 = useSecondInstance(h, () => ({
  dataDir,
  webDist,
  pdf: { ...testConfig().pdf, renderOrigin: origin },
}));

describe('a print taken by one instance, its browser served by another', () => {
  it("prints the roster with every photo through instance 1 on instance 2's token, then revokes it", async () => {
    const admin = await (async () => {
      const res = await instance2.call(API.auth.login, { name: 'admin', pass: 'Kinder@2026', uID: 0 });
      return res.json().response.token as string;
    })();
    const [klass] = await h.db
      .select({ id: classes.id })
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .where(and(eq(schools.name, DEMO_SCHOOL), eq(classes.name, '小一班')));
    const before = (await h.db.select().from(renderTokenRevocations)).length;
    const res = await instance2.call(
      API.pdf.render,
      { route: REPORT_ROUTES.classRoster, query: { ClassId: klass!.id }, name: '小一班_幼儿名册.pdf' },
      admin,
    );
    expect(res.json()).toMatchObject({ success: true });
    const file = await h.get(res.json().response, admin);
    expect(file.statusCode).toBe(200);
    const roster = (await h.call(API.reports.classRoster, { ClassId: klass!.id }, admin)).json().response;
    const images = execFileSync('pdfimages', ['-list', '-'], { input: file.rawPayload, encoding: 'utf8' })
      .split('\n')
      .filter((l) => /^\s*\d+\s+\d+\s+image/.test(l));
    expect(images.length).toBeGreaterThanOrEqual(roster.Students.length);
    expect((await h.db.select().from(renderTokenRevocations)).length).toBe(before + 1);
  }, 90_000);
});
