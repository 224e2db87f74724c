import { API } from '@kg/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';
import { classes, schools, students } from '../db/schema';
import { diskFileStore } from '../modules/uploads/file-store';
import { tempDataDir } from '../modules/uploads/test-support';
import { DEMO_SCHOOL } from './demo';
import { seedDemoPhotos } from './demo-photos';

const dataDir = tempDataDir('demo-photos');
const h = useHarness({ dataDir });

describe('demo portraits', () => {
  it('draws one JPEG per child of the demo school, served to that school only, once', async () => {
    const made = await seedDemoPhotos(h.db, diskFileStore(dataDir));
    expect(made).toBe(200);
    const [school] = await h.db.select().from(schools).where(eq(schools.name, DEMO_SCHOOL));
    const left = await h.db
      .select()
      .from(students)
      .where(and(eq(students.schoolId, school!.id), isNull(students.photo)));
    expect(left).toHaveLength(0);
    const [klass] = await h.db.select().from(classes).where(eq(classes.schoolId, school!.id));
    const admin = await h.login('admin');
    const roster = (await h.call(API.reports.classRoster, { ClassId: klass!.id }, admin)).json().response;
    const photo = roster.Students[0].Photo as string;
    const res = await h.get(photo, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await h.get(photo, await h.login('rainbow'))).statusCode).toBe(404);
    expect(await seedDemoPhotos(h.db, diskFileStore(dataDir))).toBe(0);
  });
});
