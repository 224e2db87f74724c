import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { permissions, rolePermissions, roles, systemVersions } from '../db/schema';
import { MENU } from './menu';
import { ensureDefaultPresetTexts } from './preset-text-defaults';
import { RELEASES } from './versions';

/** The roles every installation has (platform-wide: schoolId null). */
export const PLATFORM_ROLES = [
  {
    code: 'platform_admin',
    name: '平台管理员',
    identityDigit: '0',
    isSuper: true,
    sort: 0,
    description: '管理所有学校与平台设置',
  },
  {
    code: 'school_admin',
    name: '园长',
    identityDigit: '1',
    isSuper: false,
    sort: 1,
    description: '管理本园的全部数据',
  },
  {
    code: 'teacher',
    name: '教师',
    identityDigit: '2',
    isSuper: false,
    sort: 2,
    description: '观察与评价所带班级的幼儿',
  },
  {
    code: 'doctor',
    name: '保健医生',
    identityDigit: '3',
    isSuper: false,
    sort: 3,
    description: '负责幼儿健康与膳食',
  },
  {
    code: 'district',
    name: '区域管理员',
    identityDigit: '4',
    isSuper: false,
    sort: 4,
    description: '查看辖区内各园的统计数据',
  },
] as const;

/**
 * Makes sure the platform roles, the navigation tree and every school's system preset texts
 * exist. Safe to run at every start: it adds what is missing and leaves what a school changed
 * alone.
 */
export async function ensurePlatformData(db: DbOrTx) {
  const existingRoles = await db.select().from(roles).where(isNull(roles.schoolId));
  const roleIds = new Map(existingRoles.map((r) => [r.code, r.id]));
  for (const r of PLATFORM_ROLES) {
    if (roleIds.has(r.code)) continue;
    const [row] = await db
      .insert(roles)
      .values({ ...r, schoolId: null })
      .returning({ id: roles.id });
    roleIds.set(r.code, row!.id);
  }

  const known = new Set(
    (await db.select({ v: systemVersions.version }).from(systemVersions)).map((r) => r.v),
  );
  const missing = RELEASES.filter((r) => !known.has(r.version));
  if (missing.length) await db.insert(systemVersions).values(missing);

  await ensureMenu(db, roleIds);
  await moveHelpInApp(db);
  await ensureDefaultPresetTexts(db);
}

/**
 * Adds the built-in navigation entries a database does not have yet, by their stable code,
 * with their role links. Entries already there are left as the school may have changed
 * them (names, order, role assignments). Entries from before codes existed are matched by
 * name under the same parent once, and get their code.
 */
async function ensureMenu(db: DbOrTx, roleIds: Map<string, number>) {
  const existing = await db.select().from(permissions);
  const byCode = new Map(existing.filter((r) => r.code).map((r) => [r.code!, r]));
  const ids = new Map<string, number>();
  for (const m of MENU) {
    const parentId = m.parent ? ids.get(m.parent)! : 0;
    let row = byCode.get(m.key);
    if (!row) {
      row = existing.find((r) => !r.code && r.name === m.name && r.parentId === parentId);
      if (row) await db.update(permissions).set({ code: m.key }).where(eq(permissions.id, row.id));
    }
    if (row) {
      ids.set(m.key, row.id);
      continue;
    }
    const [inserted] = await db
      .insert(permissions)
      .values({
        code: m.key,
        parentId,
        name: m.name,
        path: m.path ?? '',
        icon: m.icon ?? '',
        sort: m.sort,
        isHidden: m.isHidden ?? false,
        isButton: m.isButton ?? false,
        isExternal: m.isExternal ?? false,
        func: m.func ?? null,
        apiCode: m.apiCode ?? null,
        keepAlive: m.keepAlive ?? false,
        noNeedHome: m.noNeedHome ?? false,
        noTabPage: m.noTabPage ?? false,
        showTitle: m.showTitle ?? true,
      })
      .returning({ id: permissions.id });
    ids.set(m.key, inserted!.id);
    const links = m.roles.map((code) => ({ roleId: roleIds.get(code)!, permissionId: inserted!.id }));
    if (links.length) await db.insert(rolePermissions).values(links);
  }
}

/**
 * 使用帮助 used to open https://help.kindergrowth.cn/, a site that never existed. A database
 * whose entry still points there gets the in-app page (issue 14 item 13); an entry a school
 * changed itself is left alone.
 */
async function moveHelpInApp(db: DbOrTx) {
  await db
    .update(permissions)
    .set({ path: '/Help', isExternal: false })
    .where(and(eq(permissions.code, 'help'), eq(permissions.path, 'https://help.kindergrowth.cn/')));
}

/** The id of a navigation entry by path (tests use it to change what a role may do). */
export async function permissionIdByPath(db: DbOrTx, path: string) {
  const [row] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.path, path));
  return row?.id;
}
