import { PAGE_ROLES } from '@kg/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { permissions, rolePermissions, roles, systemVersions } from '../db/schema';
import { ensureDefaultFoods } from './food-library';
import { MENU, type MenuSeed } from './menu';
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
  {
    code: 'kitchen',
    name: '膳食管理员',
    identityDigit: '5',
    isSuper: false,
    sort: 5,
    description: '管理食材库、菜品与带量食谱',
  },
] as const;

/**
 * Makes sure the platform roles, the navigation tree and every school's system preset texts
 * exist, and reconciles the built-in navigation entries with the page manifest. Safe to run at
 * every start (one transaction): it adds what is missing, puts back what the manifest owns and
 * leaves what a school or the platform chose alone.
 */
export async function ensurePlatformData(db: DbOrTx) {
  await db.transaction(async (tx) => {
    const existingRoles = await tx.select().from(roles).where(isNull(roles.schoolId));
    const roleIds = new Map(existingRoles.map((r) => [r.code, r.id]));
    for (const r of PLATFORM_ROLES) {
      if (roleIds.has(r.code)) continue;
      const [row] = await tx
        .insert(roles)
        .values({ ...r, schoolId: null })
        .returning({ id: roles.id });
      roleIds.set(r.code, row!.id);
    }

    const known = new Set(
      (await tx.select({ v: systemVersions.version }).from(systemVersions)).map((r) => r.v),
    );
    const missing = RELEASES.filter((r) => !known.has(r.version));
    if (missing.length) await tx.insert(systemVersions).values(missing);

    await reconcileMenu(tx, roleIds);
    await ensureDefaultPresetTexts(tx);
    await ensureDefaultFoods(tx);
  });
}

type TEntryRow = typeof permissions.$inferSelect;

/**
 * The columns of a built-in entry the manifest owns: the permission it grants, whether it is a
 * button and which handler, and its page flags. The name, icon, order, place in the tree,
 * hidden and enabled stay as the platform set them.
 */
function shippedColumns(m: MenuSeed) {
  return {
    apiCode: m.apiCode ?? null,
    isButton: m.isButton ?? false,
    func: m.func ?? null,
    keepAlive: m.keepAlive ?? false,
    noNeedHome: m.noNeedHome ?? false,
    noTabPage: m.noTabPage ?? false,
    showTitle: m.showTitle ?? true,
  };
}

/**
 * A built-in entry still at a path an earlier release shipped (`movedFrom`, e.g. 使用帮助's
 * external help site that never existed) gets the manifest's; a path the platform chose itself
 * stays.
 */
function movedColumns(m: MenuSeed, row: TEntryRow) {
  return m.path && m.movedFrom?.includes(row.path) ? { path: m.path, isExternal: false } : {};
}

/**
 * Reconciles the built-in navigation entries (matched by their stable code) with the page
 * manifest:
 * - an entry the database lacks is added (under its parent), once;
 * - an entry it has gets back the columns the manifest owns (shippedColumns, movedColumns);
 * - the built-in school roles (园长, 教师, 保健医生) hold exactly the built-in entries the
 *   manifest gives them. Links of other roles (区域管理员, a school's or the platform's own)
 *   and entries the platform added itself are left alone, and so are renames.
 * Entries from before codes existed are matched by name under the same parent once, and get
 * their code.
 */
async function reconcileMenu(tx: DbOrTx, roleIds: Map<string, number>) {
  const existing = await tx.select().from(permissions);
  const byCode = new Map(existing.filter((r) => r.code).map((r) => [r.code!, r]));
  const ids = new Map<string, number>();
  for (const m of MENU) {
    const parentId = m.parent ? ids.get(m.parent)! : 0;
    let row = byCode.get(m.key);
    if (!row) {
      row = existing.find((r) => !r.code && r.name === m.name && r.parentId === parentId);
      if (row) await tx.update(permissions).set({ code: m.key }).where(eq(permissions.id, row.id));
    }
    if (row) {
      ids.set(m.key, row.id);
      const wanted: Partial<TEntryRow> = { ...shippedColumns(m), ...movedColumns(m, row) };
      const stale = Object.entries(wanted).some(([k, v]) => row[k as keyof TEntryRow] !== v);
      if (stale) await tx.update(permissions).set(wanted).where(eq(permissions.id, row.id));
      continue;
    }
    const [inserted] = await tx
      .insert(permissions)
      .values({
        ...shippedColumns(m),
        code: m.key,
        parentId,
        name: m.name,
        path: m.path ?? '',
        icon: m.icon ?? '',
        sort: m.sort,
        isHidden: m.isHidden ?? false,
        isExternal: false,
      })
      .returning({ id: permissions.id });
    ids.set(m.key, inserted!.id);
  }
  await reconcileRoleLinks(tx, roleIds, ids);
}

/** The built-in school roles hold exactly the built-in entries the manifest gives them. */
async function reconcileRoleLinks(tx: DbOrTx, roleIds: Map<string, number>, ids: Map<string, number>) {
  const managed = PAGE_ROLES.map((code) => roleIds.get(code)!);
  const builtIn = new Set(ids.values());
  const linkKey = (roleId: number, permissionId: number) => `${roleId}:${permissionId}`;
  const wanted = new Map<string, { roleId: number; permissionId: number }>();
  for (const m of MENU)
    for (const code of m.roles) {
      const link = { roleId: roleIds.get(code)!, permissionId: ids.get(m.key)! };
      wanted.set(linkKey(link.roleId, link.permissionId), link);
    }
  const held = await tx.select().from(rolePermissions).where(inArray(rolePermissions.roleId, managed));
  const heldKeys = new Set(held.map((l) => linkKey(l.roleId, l.permissionId)));
  const toAdd = [...wanted].filter(([k]) => !heldKeys.has(k)).map(([, link]) => link);
  if (toAdd.length) await tx.insert(rolePermissions).values(toAdd);
  for (const l of held) {
    if (!builtIn.has(l.permissionId) || wanted.has(linkKey(l.roleId, l.permissionId))) continue;
    await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, l.roleId), eq(rolePermissions.permissionId, l.permissionId)));
  }
}

/** The id of a navigation entry by path (tests use it to change what a role may do). */
export async function permissionIdByPath(db: DbOrTx, path: string) {
  const [row] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.path, path));
  return row?.id;
}
