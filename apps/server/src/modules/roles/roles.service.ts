import { randomBytes } from 'node:crypto';
import {
  adminIdentityBeyondReachMessage,
  IdentityDigit,
  ROLE_MESSAGES,
  roleInUseMessage,
  type TAssignPermissionsRequest,
  type TPage,
  type TPermissionTreeNode,
  type TRoleForm,
  type TRoleRow,
  type TUpdateRoleRequest,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { scopedSchoolId } from '../../lib/school-scope';
import { PLATFORM_ROLES } from '../../seed/platform';
import { mayUseIdentity } from './grant-reach';
import { rolesRepository, type TRole } from './roles.repository';
import { isSchoolLevelRole } from './school-level';

const BUILT_IN = new Set<string>(PLATFORM_ROLES.map((r) => r.code));
const isBuiltIn = (r: TRole) => r.schoolId === null && BUILT_IN.has(r.code);
/** A school sees the platform's roles read-only; the platform administrator changes all. */
const isEditable = (p: Principal, r: TRole) => p.isSuper || r.schoolId === p.schoolId;

function toRow(p: Principal, r: TRole, users: number): TRoleRow {
  return {
    Id: r.id,
    Name: r.name,
    Description: r.description,
    IdentityDigit: r.identityDigit,
    SchoolId: r.schoolId,
    IsPlatform: r.schoolId === null,
    IsBuiltIn: isBuiltIn(r),
    IsSuper: r.isSuper,
    Sort: r.sort,
    Enabled: r.enabled,
    UserCount: users,
    Editable: isEditable(p, r),
  };
}

/** The platform's roles and the school's own (B12); a school sees only those it may grant. */
export async function findRolePage(
  db: Db,
  p: Principal,
  q: { PageIndex: number; PageSize: number; Name?: string; SchoolId?: number },
): Promise<TPage<TRoleRow>> {
  const { rows, total } = await rolesRepository(db).findPage({
    schoolId: scopedSchoolId(p, q.SchoolId),
    name: q.Name,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
    schoolLevelOnly: !p.isSuper,
  });
  return pageOf(
    rows.map((r) => toRow(p, r.role, r.userCount)),
    total,
    q.PageIndex,
    q.PageSize,
  );
}

/**
 * Roles the caller may see (the platform's school-level ones and their school's; all for the
 * platform), else 404.
 */
async function visibleRoles(tx: DbOrTx, p: Principal, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await rolesRepository(tx).findRoles(unique);
  const visible = rows.filter(
    (r) =>
      p.isSuper ||
      (isSchoolLevelRole(r.role) && (r.role.schoolId === null || r.role.schoolId === p.schoolId)),
  );
  if (visible.length !== unique.length) throw AppError.notFound();
  return visible;
}

async function editableRole(tx: DbOrTx, p: Principal, id: number) {
  const [row] = await visibleRoles(tx, p, [id]);
  if (!isEditable(p, row!.role)) throw AppError.forbidden();
  return row!;
}

/**
 * 区域管理员-type roles are the platform's to create; a 园长-type role (whole-school sight) only
 * a 园长's, so a user holding 角色管理 cannot raise a role above themselves (issue 14 item 20).
 */
function checkIdentity(p: Principal, digit: string) {
  if (digit === IdentityDigit.district && !p.isSuper) throw AppError.forbidden();
  if (!mayUseIdentity(p, digit)) throw AppError.badRequest(adminIdentityBeyondReachMessage);
}

/** Adds a role to the caller's school (or, for the platform administrator, any school or the platform). */
export async function createRole(db: Db, p: Principal, form: TRoleForm) {
  if (form.IsPlatform && !p.isSuper) throw AppError.forbidden();
  checkIdentity(p, form.IdentityDigit);
  const schoolId = form.IsPlatform ? null : scopedSchoolId(p, form.SchoolId);
  return db.transaction(async (tx) => {
    const repo = rolesRepository(tx);
    if (await repo.nameTaken(form.Name, schoolId)) throw AppError.badRequest(ROLE_MESSAGES.nameTaken);
    return repo.insert({
      schoolId,
      code: `custom_${randomBytes(6).toString('hex')}`,
      name: form.Name,
      description: form.Description,
      identityDigit: form.IdentityDigit,
      sort: form.Sort,
      enabled: form.Enabled,
    });
  });
}

/** Renames or re-describes a role; a built-in role keeps its identity and stays enabled. */
export async function updateRole(db: Db, p: Principal, req: TUpdateRoleRequest) {
  await db.transaction(async (tx) => {
    const { role } = await editableRole(tx, p, req.Id);
    if (isBuiltIn(role) && (req.IdentityDigit !== role.identityDigit || !req.Enabled))
      throw AppError.badRequest(ROLE_MESSAGES.builtInLocked);
    if (req.IdentityDigit !== role.identityDigit) checkIdentity(p, req.IdentityDigit);
    const repo = rolesRepository(tx);
    if (await repo.nameTaken(req.Name, role.schoolId, role.id))
      throw AppError.badRequest(ROLE_MESSAGES.nameTaken);
    await repo.update(role.id, {
      name: req.Name,
      description: req.Description,
      identityDigit: req.IdentityDigit,
      sort: req.Sort,
      enabled: req.Enabled,
    });
  });
}

/** Deletes roles nobody holds; built-in roles are never deleted. */
export async function deleteRoles(db: Db, p: Principal, ids: number[]) {
  await db.transaction(async (tx) => {
    const rows = await visibleRoles(tx, p, ids);
    if (rows.some((r) => !isEditable(p, r.role))) throw AppError.forbidden();
    if (rows.some((r) => isBuiltIn(r.role))) throw AppError.badRequest(ROLE_MESSAGES.builtIn);
    const used = rows.find((r) => r.userCount > 0);
    if (used) throw AppError.badRequest(roleInUseMessage(used.role.name, used.userCount));
    await rolesRepository(tx).delete(rows.map((r) => r.role.id));
  });
}

/** The entries a role holds (the platform administrator's role: all of them). */
export async function getPermissionIds(db: Db, p: Principal, roleId: number) {
  const [row] = await visibleRoles(db, p, [roleId]);
  const role = row!.role;
  const repo = rolesRepository(db);
  if (role.isSuper) return (await repo.findEntries()).map((e) => e.id);
  return repo.findPermissionIds(role.id);
}

/**
 * Sets what a role may see and do. A school administrator grants only entries they hold
 * themselves; entries outside their reach that the role already has stay as they are.
 * The change applies to the role's users at their next request.
 */
export async function assignPermissions(db: Db, p: Principal, req: TAssignPermissionsRequest) {
  await db.transaction(async (tx) => {
    const { role } = await editableRole(tx, p, req.RoleId);
    if (role.isSuper) throw AppError.badRequest(ROLE_MESSAGES.superHoldsAll);
    const repo = rolesRepository(tx);
    const wanted = [...new Set(req.PermissionIds)];
    if ((await repo.findEntryIds(wanted)).length !== wanted.length) throw AppError.notFound();
    let ids = wanted;
    if (!p.isSuper) {
      const held = new Set(await repo.findHeldIds(p.roleIds));
      const before = await repo.findPermissionIds(role.id);
      if (wanted.some((id) => !held.has(id) && !before.includes(id))) throw AppError.forbidden();
      ids = [...new Set([...wanted.filter((id) => held.has(id)), ...before.filter((id) => !held.has(id))])];
    }
    await repo.setPermissions(role.id, ids);
  });
}

/**
 * getpermissiontree: the navigation tree for the checkbox assignment. The platform
 * administrator gets all of it; a school administrator the entries they hold (with the
 * groups above them, disabled when not held themselves).
 */
export async function getPermissionTree(db: Db, p: Principal): Promise<TPermissionTreeNode> {
  const repo = rolesRepository(db);
  const entries = await repo.findEntries();
  const held = p.isSuper ? null : new Set(await repo.findHeldIds(p.roleIds));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const shown = new Set<number>();
  for (const e of entries) {
    if (held && !held.has(e.id)) continue;
    for (let cur: typeof e | undefined = e; cur && !shown.has(cur.id); cur = byId.get(cur.parentId))
      shown.add(cur.id);
  }
  const nodes = new Map<number, TPermissionTreeNode>();
  for (const e of entries.filter((x) => shown.has(x.id)))
    nodes.set(e.id, {
      value: e.id,
      label: e.name,
      pid: e.parentId,
      order: e.sort,
      isbtn: e.isButton,
      ishide: e.isHidden,
      icon: e.icon,
      path: e.path,
      disabled: held !== null && !held.has(e.id),
      children: [],
    });
  const root: TPermissionTreeNode = {
    value: 0,
    label: '根节点',
    pid: 0,
    order: 0,
    isbtn: false,
    ishide: false,
    icon: '',
    path: '',
    disabled: false,
    children: [],
  };
  // entries come ordered by sort, id, so each level keeps that order
  for (const node of nodes.values()) (nodes.get(node.pid) ?? root).children.push(node);
  return root;
}
