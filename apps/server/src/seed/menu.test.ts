import {
  PAGE_MANIFEST,
  PAGE_ROLES,
  PageRole,
  Permission,
  REPORT_ROUTES,
  type TManifestEntry,
} from '@kg/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';
import { permissions, rolePermissions, roles, schools } from '../db/schema';
import { MENU } from './menu';
import { ensurePlatformData } from './platform';

const h = useHarness();

const entry = async (code: string) =>
  (await h.db.select().from(permissions).where(eq(permissions.code, code)))[0]!;
const roleId = async (code: string) =>
  (
    await h.db
      .select()
      .from(roles)
      .where(and(eq(roles.code, code), isNull(roles.schoolId)))
  )[0]!.id;
/** The built-in roles holding an entry, by code. */
const holders = async (permissionId: number) => {
  const rows = await h.db
    .select({ code: roles.code })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(eq(rolePermissions.permissionId, permissionId));
  return rows.map((r) => r.code).sort();
};
const snapshot = async () => ({
  entries: await h.db.select().from(permissions).orderBy(permissions.id),
  links: (await h.db.select().from(rolePermissions)).map((l) => `${l.roleId}:${l.permissionId}`).sort(),
});

describe('the menu seed is derived from the page manifest', () => {
  it('has every manifest entry and button once, each parent before its children', () => {
    const manifest: readonly TManifestEntry[] = PAGE_MANIFEST;
    const buttons = manifest.flatMap((p) => p.buttons ?? []);
    expect(MENU).toHaveLength(PAGE_MANIFEST.length + buttons.length);
    expect(MENU.length).toBeGreaterThan(60);
    const seen = new Set<string>();
    for (const m of MENU) {
      expect(seen.has(m.key), `${m.key} twice`).toBe(false);
      if (m.parent) expect(seen.has(m.parent), `${m.key} before its parent ${m.parent}`).toBe(true);
      seen.add(m.key);
    }
  });

  it('gives each page its permission, flags and roles, and its buttons right after it', () => {
    const classes = MENU.findIndex((m) => m.key === 'classes');
    expect(MENU[classes]).toMatchObject({
      path: '/Class/Classes',
      apiCode: Permission.classRead,
      roles: [PageRole.admin, PageRole.teacher],
    });
    expect(MENU[classes + 1]).toMatchObject({
      key: 'classes.add',
      parent: 'classes',
      isButton: true,
      func: 'handleAdd',
      apiCode: Permission.classManage,
      // a button that names no roles goes to the 园长
      roles: [PageRole.admin],
    });
    expect(MENU.find((m) => m.key === 'students')).toMatchObject({ keepAlive: true });
    expect(MENU.find((m) => m.key === 'classes.roster')).toMatchObject({
      path: REPORT_ROUTES.classRoster,
      noTabPage: true,
      noNeedHome: true,
      showTitle: false,
      isHidden: true,
    });
    // platform pages: no school role, nor their buttons
    expect(MENU.filter((m) => m.key.startsWith('schools')).every((m) => m.roles.length === 0)).toBe(true);
  });

  it('grants every API permission through some entry (a permission no entry grants is one no role can hold)', () => {
    const granted = new Set(MENU.map((m) => m.apiCode));
    expect(Object.values(Permission).filter((code) => !granted.has(code))).toEqual([]);
  });

  it('keeps every role of a button within its page and every path unique', () => {
    const byKey = new Map(MENU.map((m) => [m.key, m]));
    for (const m of MENU.filter((x) => x.isButton)) {
      const page = byKey.get(m.parent!)!;
      expect(
        m.roles.filter((r) => !page.roles.includes(r)),
        m.key,
      ).toEqual([]);
    }
    const paths = MENU.flatMap((m) => (m.path ? [m.path.toLowerCase()] : []));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('built-in entries are reconciled with the manifest at start', () => {
  it('puts back the permission, flags and roles of a changed built-in entry; a rename stays', async () => {
    const classes = await entry('classes');
    const add = await entry('classes.add');
    const [teacher, doctor] = [await roleId('teacher'), await roleId('doctor')];
    // An older database: another permission, other flags, 教师 no longer and 保健医生 now holding it,
    // and a name the platform chose.
    await h.db
      .update(permissions)
      .set({
        name: '班级列表',
        apiCode: Permission.studentRead,
        keepAlive: true,
        noTabPage: true,
        noNeedHome: true,
        showTitle: false,
      })
      .where(eq(permissions.id, classes.id));
    await h.db
      .update(permissions)
      .set({ apiCode: null, func: 'handleOld', isButton: false })
      .where(eq(permissions.id, add.id));
    await h.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, teacher), eq(rolePermissions.permissionId, classes.id)));
    await h.db.insert(rolePermissions).values({ roleId: doctor, permissionId: classes.id });

    await ensurePlatformData(h.db);

    expect(await entry('classes')).toEqual({ ...classes, name: '班级列表' });
    expect(await entry('classes.add')).toEqual(add);
    expect(await holders(classes.id)).toEqual(['school_admin', 'teacher']);
  });

  it('gives a missing built-in entry back with its roles, under its parent', async () => {
    const teachers = await entry('teachers');
    const before = await entry('teachers.export');
    await h.db.delete(permissions).where(eq(permissions.id, before.id));
    await ensurePlatformData(h.db);
    const after = await entry('teachers.export');
    expect(after).toEqual({ ...before, id: after.id, parentId: teachers.id });
    expect(await holders(after.id)).toEqual(['school_admin']);
  });

  it("leaves the platform's own entries, other roles' links, and what the platform arranged alone", async () => {
    const [students, versions] = [await entry('students'), await entry('versions')];
    const district = await roleId('district');
    const [rainbow] = await h.db.select().from(schools).where(eq(schools.name, '彩虹幼儿园'));
    const [own] = await h.db
      .insert(roles)
      .values({ schoolId: rainbow!.id, code: 'custom_menu_test', name: '彩虹的保育员', identityDigit: '2' })
      .returning();
    const [link] = await h.db
      .insert(permissions)
      .values({ parentId: 0, name: '园所公告', path: 'https://example.org/notice', isExternal: true })
      .returning();
    await h.db.insert(rolePermissions).values([
      { roleId: await roleId('teacher'), permissionId: link!.id },
      { roleId: own!.id, permissionId: students.id },
      { roleId: district, permissionId: versions.id },
    ]);
    // The platform moved, re-iconed, reordered, hid and disabled built-in entries.
    const arranged = { parentId: 0, icon: 'StarOutlined', sort: 42, isHidden: true, enabled: false };
    await h.db.update(permissions).set(arranged).where(eq(permissions.id, versions.id));
    const before = await snapshot();

    await ensurePlatformData(h.db);

    expect(await snapshot()).toEqual(before);
    expect(await entry('versions')).toMatchObject(arranged);
    const { parentId, icon, sort, isHidden, enabled } = versions;
    await h.db
      .update(permissions)
      .set({ parentId, icon, sort, isHidden, enabled })
      .where(eq(permissions.id, versions.id));
  });

  it('is idempotent: a second start finds nothing to do', async () => {
    await ensurePlatformData(h.db);
    const once = await snapshot();
    await ensurePlatformData(h.db);
    expect(await snapshot()).toEqual(once);
  });

  it('leaves the built-in roles holding exactly the built-in entries the manifest gives them', async () => {
    const ids = await Promise.all(PAGE_ROLES.map(roleId));
    const builtIn = await h.db
      .select()
      .from(permissions)
      .where(
        inArray(
          permissions.code,
          MENU.map((m) => m.key),
        ),
      );
    expect(builtIn).toHaveLength(MENU.length);
    const held = new Set(
      (await h.db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids))).map(
        (l) => `${l.roleId}:${l.permissionId}`,
      ),
    );
    const idOf = new Map(builtIn.map((e) => [e.code!, e.id]));
    for (const m of MENU)
      PAGE_ROLES.forEach((code, i) => {
        expect(held.has(`${ids[i]}:${idOf.get(m.key)}`), `${code} ${m.key}`).toBe(m.roles.includes(code));
      });
  });
});
