import { randomInt } from 'node:crypto';
import {
  AUTH_MESSAGES,
  boundTeacherMessage,
  grantBeyondReachMessage,
  IdentityDigit,
  PASSWORD_PATTERN,
  platformRoleMessage,
  revokeBeyondReachMessage,
  type TAddUserRequest,
  type TIssuedPassword,
  type TPage,
  type TRoleOption,
  type TUpdateUserRequest,
  type TUserDetail,
  type TUserPageQuery,
  type TUserRow,
  USER_MESSAGES,
  UserStatus,
  userBeyondReachMessage,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { mayCrossSchools, type Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { scopedSchoolId } from '../../lib/school-scope';
import { hashPassword } from '../auth/passwords';
import { firstBeyondReach } from '../roles/grant-reach';
import { isSchoolLevelRole } from '../roles/school-level';
import {
  findIdentityAnywhere,
  personsRepository,
  type TIdentityRow,
  usersRepository,
} from './users.repository';

/** The school's logins with their roles and the teacher each works as (C10). */
export async function findUserPage(db: Db, p: Principal, q: TUserPageQuery): Promise<TPage<TUserRow>> {
  const repo = usersRepository(db, scopedSchoolId(p, q.SchoolId));
  const { rows, total } = await repo.findPage({
    name: q.Name,
    roleId: q.RoleId || undefined,
    status: q.Status,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
    schoolView: !p.isSuper,
  });
  const ids = rows.map((r) => r.uID);
  const [roles, teachers] = await Promise.all([repo.findRoles(ids), repo.findTeachers(ids)]);
  const data = rows.map(({ createdAt, ...r }) => {
    const mine = roles.filter((x) => x.userId === r.uID);
    return {
      ...r,
      UserIdentity: [...new Set(mine.map((x) => x.digit).filter(Boolean))].sort().join(''),
      RoleNames: mine.map((x) => x.name),
      RoleIds: mine.map((x) => x.roleId),
      IsPlatformAdmin: mine.some((x) => x.isSuper),
      TeacherName: teachers.find((x) => x.userId === r.uID)?.name ?? null,
      CreateTime: createdAt.toISOString(),
    };
  });
  return pageOf(data, total, q.PageIndex, q.PageSize);
}

/** Roles a login of the school may be given; platform-level ones only by the platform administrator. */
export async function findRoleOptions(db: Db, p: Principal, schoolId?: number): Promise<TRoleOption[]> {
  const rows = await usersRepository(db, scopedSchoolId(p, schoolId)).findGrantableRoles();
  return rows
    .filter((r) => p.isSuper || isSchoolLevelRole(r))
    .map((r) => ({ Id: r.id, Name: r.name, IsPlatform: r.schoolId === null, Description: r.description }));
}

/**
 * The login a call acts on: of the caller's school (any school for the platform
 * administrator), else 404. The platform operator's and district logins are out of a
 * school's sight, so they answer 404 too.
 */
export async function targetOf(tx: DbOrTx, p: Principal, id: number): Promise<TIdentityRow> {
  const row = await findIdentityAnywhere(tx, id);
  if (!row || (!mayCrossSchools(p) && row.schoolId !== p.schoolId)) throw AppError.notFound();
  if (!p.isSuper) {
    const roles = await usersRepository(tx, row.schoolId).findRoles([row.id]);
    if (roles.some((r) => !isSchoolLevelRole({ isSuper: r.isSuper, identityDigit: r.digit })))
      throw AppError.notFound();
  }
  return row;
}

/**
 * The roles asked for, all grantable in the school, whatever the request says: another
 * school's role is 404; a platform-level role (平台管理员, 区域管理员) is the platform's alone
 * to grant, 400 with its name. Of the roles the login does not hold yet (`held`), each must be
 * within the caller's own rights (a 用户管理 user never grants 园长), else 400 with its name.
 * Nothing is written before this passes.
 */
async function checkRoles(
  tx: DbOrTx,
  p: Principal,
  schoolId: number,
  roleIds: number[],
  held: number[] = [],
) {
  const unique = [...new Set(roleIds)];
  const rows = await usersRepository(tx, schoolId).findGrantableRoles(unique);
  if (rows.length !== unique.length) throw AppError.notFound();
  const platformOnly = p.isSuper ? undefined : rows.find((r) => !isSchoolLevelRole(r));
  if (platformOnly) throw AppError.badRequest(platformRoleMessage(platformOnly.name));
  const beyond = await firstBeyondReach(
    tx,
    p,
    rows.filter((r) => !held.includes(r.id)),
  );
  if (beyond) throw AppError.badRequest(grantBeyondReachMessage(beyond.name));
  return rows;
}

/** The roles a login loses may only be taken away by someone who could grant them. */
async function checkRemoved(tx: DbOrTx, p: Principal, schoolId: number, userId: number, kept: number[]) {
  const current = await usersRepository(tx, schoolId).findRoles([userId]);
  const removed = current
    .filter((r) => !kept.includes(r.roleId))
    .map((r) => ({ id: r.roleId, name: r.name, identityDigit: r.digit }));
  const beyond = await firstBeyondReach(tx, p, removed);
  if (beyond) throw AppError.badRequest(revokeBeyondReachMessage(beyond.name));
  return current.map((r) => r.roleId);
}

/**
 * The login a change acts on (edit, new password, 停用, delete), held to the caller's reach:
 * one holding a role with rights beyond the caller's (a 园长, for a 用户管理 user) is refused,
 * else resetting its password would hand the caller its rights.
 */
async function changeableTarget(tx: DbOrTx, p: Principal, id: number): Promise<TIdentityRow> {
  const row = await targetOf(tx, p, id);
  const held = await usersRepository(tx, row.schoolId).findRoles([row.id]);
  const beyond = await firstBeyondReach(
    tx,
    p,
    held.map((r) => ({ id: r.roleId, name: r.name, identityDigit: r.digit })),
  );
  if (beyond) throw AppError.badRequest(userBeyondReachMessage(beyond.name));
  return row;
}

/** Refuses a login name or phone another person holds. */
async function checkUnique(
  tx: DbOrTx,
  f: { loginName: string; phone: string | null; exceptPersonId?: number },
) {
  const others = await personsRepository(tx).findConflicts(f);
  if (others.some((o) => o.loginName.toLowerCase() === f.loginName.toLowerCase()))
    throw AppError.badRequest(USER_MESSAGES.loginNameTaken);
  if (f.phone && others.some((o) => o.phone === f.phone)) throw AppError.badRequest(USER_MESSAGES.phoneTaken);
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/** A 10-character password meeting PASSWORD_PATTERN, without look-alike characters (0/O, 1/l). */
export function generatePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LETTERS), pick(DIGITS), ...Array.from({ length: 8 }, () => pick(ALPHABET))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** One login for the edit form. */
export async function getUser(db: Db, p: Principal, id: number): Promise<TUserDetail> {
  const row = await targetOf(db, p, id);
  const roles = await usersRepository(db, row.schoolId).findRoles([id]);
  return {
    Id: row.id,
    SchoolId: row.schoolId,
    uLoginName: row.loginName,
    uRealName: row.realName,
    Phone: row.phone,
    RoleIds: roles.map((r) => r.roleId),
    Status: row.status,
    Shared: await personsRepository(db).hasOtherSchool(row.personId, row.schoolId),
  };
}

/**
 * Adds a login with its roles and a generated password, shown once. A login name whose
 * every identity was deleted is taken up again (the person, not a new one).
 */
export async function createUser(db: Db, p: Principal, req: TAddUserRequest): Promise<TIssuedPassword> {
  const schoolId = scopedSchoolId(p, req.SchoolId);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    await checkRoles(tx, p, schoolId, req.RoleIds);
    const people = personsRepository(tx);
    const repo = usersRepository(tx, schoolId);
    const [same] = (await people.findConflicts({ loginName: req.uLoginName, phone: null })).filter(
      (o) => o.loginName.toLowerCase() === req.uLoginName.toLowerCase(),
    );
    const revived = same && (await people.countLiveIdentities(same.id)) === 0 ? same : undefined;
    await checkUnique(tx, { loginName: req.uLoginName, phone: req.Phone, exceptPersonId: revived?.id });
    const person = { loginName: req.uLoginName, phone: req.Phone, realName: req.uRealName, passwordHash };
    let userId: number;
    if (revived) {
      await people.update(revived.id, { ...person, enabled: true });
      const own = await repo.findOwnIdentityOf(revived.id);
      userId = own?.id ?? (await repo.insertUser({ personId: revived.id, realName: req.uRealName }));
      if (own) await repo.updateUser(own.id, { realName: req.uRealName, status: UserStatus.active });
    } else {
      const personId = await people.insert(person);
      userId = await repo.insertUser({ personId, realName: req.uRealName });
    }
    await repo.setRoles(userId, [...new Set(req.RoleIds)]);
    return userId;
  });
  return { Id: id, Password: password };
}

/** Edits a login's name, account and phone; account data of a shared person: platform only. */
export async function updateUser(db: Db, p: Principal, req: TUpdateUserRequest) {
  await db.transaction(async (tx) => {
    const row = await changeableTarget(tx, p, req.Id);
    const people = personsRepository(tx);
    const shared = await people.hasOtherSchool(row.personId, row.schoolId);
    const accountChanged = row.loginName !== req.uLoginName || (row.phone ?? null) !== req.Phone;
    if (accountChanged && shared && !p.isSuper) throw AppError.badRequest(USER_MESSAGES.sharedAccount);
    await checkUnique(tx, { loginName: req.uLoginName, phone: req.Phone, exceptPersonId: row.personId });
    await people.update(row.personId, {
      loginName: req.uLoginName,
      phone: req.Phone,
      ...(shared ? {} : { realName: req.uRealName }),
    });
    await usersRepository(tx, row.schoolId).updateUser(row.id, { realName: req.uRealName });
  });
}

/**
 * Sets a new password (given, meeting the rules, or generated and shown once); every
 * session of the person ends, so the old password stops working at once.
 */
export async function resetPassword(
  db: Db,
  p: Principal,
  req: { Id: number; Password?: string },
): Promise<TIssuedPassword> {
  const given = req.Password?.trim() ? req.Password : undefined;
  if (given !== undefined && !PASSWORD_PATTERN.test(given))
    throw AppError.badRequest(AUTH_MESSAGES.passwordWeak);
  const password = given ?? generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await changeableTarget(tx, p, req.Id);
    const people = personsRepository(tx);
    if (!p.isSuper && (await people.hasOtherSchool(row.personId, row.schoolId)))
      throw AppError.badRequest(USER_MESSAGES.sharedAccount);
    await people.update(row.personId, { passwordHash });
    await people.revokeSessions(row.personId, p.sessionId);
  });
  return { Id: req.Id, Password: password };
}

/** Whether these logins include an active 园长 that nobody else could replace. */
async function leavesNoAdmin(tx: DbOrTx, schoolId: number, ids: number[], keepsAdmin = false) {
  if (keepsAdmin) return false;
  const repo = usersRepository(tx, schoolId);
  const roles = await repo.findRoles(ids);
  const rows = await repo.findIdentities(ids);
  const admins = rows.filter(
    (r) =>
      r.status === UserStatus.active &&
      roles.some((x) => x.userId === r.id && x.digit === IdentityDigit.schoolAdmin),
  );
  return admins.length > 0 && (await repo.countActiveAdmins(ids)) === 0;
}

/** 停用 / 启用 a login; a disabled login's sessions end at once (its next call is 401). */
export async function setUserStatus(db: Db, p: Principal, req: { Id: number; Status: 0 | 1 }) {
  await db.transaction(async (tx) => {
    const row = await changeableTarget(tx, p, req.Id);
    const repo = usersRepository(tx, row.schoolId);
    if (req.Status === UserStatus.disabled) {
      if (row.id === p.userId) throw AppError.badRequest(USER_MESSAGES.notYourself);
      if (await leavesNoAdmin(tx, row.schoolId, [row.id])) throw AppError.badRequest(USER_MESSAGES.lastAdmin);
      await repo.revokeSessions([row.id]);
    }
    await repo.setStatus([row.id], req.Status);
  });
}

/** Replaces a login's roles; the school keeps at least one 园长. */
export async function assignUserRoles(db: Db, p: Principal, req: { Id: number; RoleIds: number[] }) {
  await db.transaction(async (tx) => {
    const row = await targetOf(tx, p, req.Id);
    const held = await checkRemoved(tx, p, row.schoolId, row.id, req.RoleIds);
    const roles = await checkRoles(tx, p, row.schoolId, req.RoleIds, held);
    const keepsAdmin = roles.some((r) => r.identityDigit === IdentityDigit.schoolAdmin);
    if (await leavesNoAdmin(tx, row.schoolId, [row.id], keepsAdmin))
      throw AppError.badRequest(USER_MESSAGES.lastAdmin);
    await usersRepository(tx, row.schoolId).setRoles(row.id, [...new Set(req.RoleIds)]);
  });
}

/**
 * Deletes logins without losing records: the identity is kept as deleted (never listed,
 * never signs in), its roles and sessions end. A login a teacher works as is refused.
 */
export async function deleteUsers(db: Db, p: Principal, ids: number[]) {
  await db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    if (unique.includes(p.userId)) throw AppError.badRequest(USER_MESSAGES.notYourself);
    const rows: TIdentityRow[] = [];
    for (const id of unique) rows.push(await changeableTarget(tx, p, id));
    const people = personsRepository(tx);
    for (const schoolId of new Set(rows.map((r) => r.schoolId))) {
      const here = rows.filter((r) => r.schoolId === schoolId).map((r) => r.id);
      const repo = usersRepository(tx, schoolId);
      const [bound] = await repo.findTeachers(here);
      if (bound) throw AppError.badRequest(boundTeacherMessage(bound.name));
      if (await leavesNoAdmin(tx, schoolId, here)) throw AppError.badRequest(USER_MESSAGES.lastAdmin);
      await repo.setStatus(here, UserStatus.deleted);
      await repo.removeRoles(here);
      await repo.revokeSessions(here);
    }
    // A person left with no identity frees their phone number for someone else.
    for (const personId of new Set(rows.map((r) => r.personId)))
      if ((await people.countLiveIdentities(personId)) === 0) await people.update(personId, { phone: null });
  });
}
