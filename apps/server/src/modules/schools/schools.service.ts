import { randomInt } from 'node:crypto';
import {
  fileIdOf,
  SCHOOL_MESSAGES,
  schoolLevelName,
  schoolTypeName,
  type TAddDayNumRequest,
  type TAddSchoolRequest,
  type TAddSchoolResponse,
  type TAutoCreateSchoolRoleRequest,
  type TLoginBrand,
  type TPage,
  type TSchoolAdminCreated,
  type TSchoolAdminForm,
  type TSchoolDetail,
  type TSchoolForm,
  type TSchoolPageQuery,
  type TSchoolRow,
  type TSchoolSettings,
  type TSchoolSettingsForm,
  type TSchoolStatusRequest,
  type TUpdateSchoolRequest,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays, daysBetween, schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { scopedSchoolId } from '../../lib/school-scope';
import { insertDefaultFoods } from '../../seed/food-library';
import { insertDefaultPresetTexts } from '../../seed/preset-text-defaults';
import { insertDefaultBanks } from '../../seed/question-banks';
import { hashPassword } from '../auth/passwords';
import { uploadsRepository } from '../uploads/uploads.repository';
import { schoolsRepository, type TSchoolColumns } from './schools.repository';

/**
 * Days from the school's own today to the end of its service: the same calendar the login
 * uses to decide whether a school is still in service.
 */
const daysLeft = (school: { serviceUntil: string | null; timeZone: string }) =>
  school.serviceUntil === null ? null : daysBetween(schoolToday(school.timeZone), school.serviceUntil);

// No 0/O, 1/l/I: the password is read off a screen and typed in by someone else.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A 10-character initial password with letters and digits (meets PASSWORD_PATTERN). */
export function generatePassword(): string {
  const pick = (from: string) => from[randomInt(from.length)]!;
  const chars = [pick(LETTERS), pick(DIGITS)];
  while (chars.length < 10) chars.push(pick(LETTERS + DIGITS));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const columnsOf = (form: TSchoolForm): TSchoolColumns => ({
  name: form.Name,
  region: form.Region,
  schoolType: form.SchoolType,
  schoolLevel: form.SchoolLevel,
  address: form.Address,
  contactName: form.ContactName,
  contactPhone: form.ContactPhone,
  serviceUntil: form.ServiceUntil,
  themeTemplate: form.ThemeTemplate,
  loginTitle: form.LoginTitle,
  // absent: the zone stays (a new school gets the column's default, Asia/Shanghai)
  ...(form.TimeZone === undefined ? {} : { timeZone: form.TimeZone }),
});

/** All schools, paged, with their service days left and head counts (C01). */
export async function findSchoolPage(db: Db, q: TSchoolPageQuery): Promise<TPage<TSchoolRow>> {
  const { rows, total } = await schoolsRepository(db).findPage({
    name: q.Name,
    region: q.Region,
    enabled: q.Status === undefined ? undefined : q.Status === 1,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  const data = rows.map((r) => ({
    Id: r.id,
    Name: r.name,
    Region: r.region,
    SchoolType: r.schoolType,
    SchoolTypeName: schoolTypeName(r.schoolType),
    SchoolLevel: r.schoolLevel,
    SchoolLevelName: schoolLevelName(r.schoolLevel),
    ServiceUntil: r.serviceUntil,
    DaysLeft: daysLeft(r),
    TimeZone: r.timeZone,
    ContactName: r.contactName,
    ContactPhone: r.contactPhone,
    AdminNum: r.adminNum,
    StudentNum: r.studentNum,
    Status: r.enabled ? 1 : 0,
    Logo: r.logo,
  }));
  return pageOf(data, total, q.PageIndex, q.PageSize);
}

/** One school for the edit form. */
export async function getSchool(db: Db, id: number): Promise<TSchoolDetail> {
  const row = await schoolsRepository(db).findSchool(id);
  if (!row) throw AppError.notFound();
  return {
    Id: row.id,
    Name: row.name,
    Region: row.region,
    SchoolType: row.schoolType,
    SchoolLevel: row.schoolLevel,
    Address: row.address,
    ContactName: row.contactName,
    ContactPhone: row.contactPhone,
    ServiceUntil: row.serviceUntil ?? '',
    ThemeTemplate: row.themeTemplate,
    LoginTitle: row.loginTitle,
    Status: row.enabled ? 1 : 0,
    TimeZone: row.timeZone,
  };
}

/** Hashes the given or a generated initial password (outside the transaction: ~30 ms). */
async function prepareAdmin(form: TSchoolAdminForm) {
  const password = form.Password || generatePassword();
  return { password, passwordHash: await hashPassword(password) };
}

/** Adds the school's 园长 login; the login name and phone must be new to the platform. */
async function insertAdmin(
  tx: DbOrTx,
  schoolId: number,
  form: TSchoolAdminForm,
  prepared: { password: string; passwordHash: string },
): Promise<TSchoolAdminCreated> {
  const repo = schoolsRepository(tx);
  const clash = await repo.findPersonClash(form.LoginName, form.Phone);
  const lower = (v: string | null) => v?.toLowerCase();
  if (clash.some((c) => lower(c.loginName) === lower(form.LoginName) || c.phone === form.LoginName))
    throw AppError.badRequest(SCHOOL_MESSAGES.loginNameTaken);
  if (clash.length) throw AppError.badRequest(SCHOOL_MESSAGES.adminPhoneTaken);
  const uID = await repo.insertAdmin({
    schoolId,
    loginName: form.LoginName,
    realName: form.RealName,
    phone: form.Phone,
    passwordHash: prepared.passwordHash,
  });
  return { uID, LoginName: form.LoginName, RealName: form.RealName, InitialPassword: prepared.password };
}

/** Creates a school and its administrator login in one transaction (C01). */
export async function createSchool(db: Db, req: TAddSchoolRequest): Promise<TAddSchoolResponse> {
  const prepared = await prepareAdmin(req.Admin);
  return db.transaction(async (tx) => {
    const repo = schoolsRepository(tx);
    if (await repo.nameTaken(req.Name)) throw AppError.badRequest(SCHOOL_MESSAGES.nameTaken);
    const id = await repo.insert(columnsOf(req));
    const admin = await insertAdmin(tx, id, req.Admin, prepared);
    // A new school starts with the default question banks, ready for questionnaires,
    // and the system preset texts its teachers pick from.
    await insertDefaultBanks(tx, id);
    await insertDefaultPresetTexts(tx, id);
    // and the food library, seeded from the composition table (issue 20).
    await insertDefaultFoods(tx, id);
    return { Id: id, Admin: admin };
  });
}

/** AutoCreateSchoolRole: one more 园长 login for an existing school. */
export async function createSchoolAdmin(
  db: Db,
  req: TAutoCreateSchoolRoleRequest,
): Promise<TSchoolAdminCreated> {
  const prepared = await prepareAdmin(req);
  return db.transaction(async (tx) => {
    if (!(await schoolsRepository(tx).findSchool(req.SchoolId))) throw AppError.notFound();
    return insertAdmin(tx, req.SchoolId, req, prepared);
  });
}

export async function updateSchool(db: Db, req: TUpdateSchoolRequest) {
  await db.transaction(async (tx) => {
    const repo = schoolsRepository(tx);
    if (!(await repo.findSchool(req.Id))) throw AppError.notFound();
    if (await repo.nameTaken(req.Name, req.Id)) throw AppError.badRequest(SCHOOL_MESSAGES.nameTaken);
    await repo.update(req.Id, columnsOf(req));
  });
}

/** AddDayNum: extends the service by N days from today or from its end, whichever is later. */
export async function addServiceDays(db: Db, req: TAddDayNumRequest) {
  return db.transaction(async (tx) => {
    const repo = schoolsRepository(tx);
    const row = await repo.findSchool(req.Id);
    if (!row) throw AppError.notFound();
    if (!row.serviceUntil) throw AppError.badRequest(SCHOOL_MESSAGES.noServiceLimit);
    const today = schoolToday(row.timeZone);
    // ISO dates compare as text (a comparison, not Math.max: these are strings).
    const from = row.serviceUntil.localeCompare(today) > 0 ? row.serviceUntil : today;
    const until = addDays(from, req.DayNum);
    await repo.update(req.Id, { serviceUntil: until });
    return { ServiceUntil: until, DaysLeft: daysBetween(today, until) };
  });
}

/**
 * Stops or re-enables a school. Stopping ends its sessions at once (their next call is a
 * 401) and its logins are refused; the caller's own school cannot be stopped.
 */
export async function setSchoolStatus(db: Db, p: Principal, req: TSchoolStatusRequest) {
  await db.transaction(async (tx) => {
    const repo = schoolsRepository(tx);
    const row = await repo.findSchool(req.Id);
    if (!row) throw AppError.notFound();
    const enable = req.Status === 1;
    if (!enable && req.Id === p.schoolId) throw AppError.badRequest(SCHOOL_MESSAGES.cannotStopOwn);
    if (row.enabled === enable)
      throw AppError.badRequest(enable ? SCHOOL_MESSAGES.alreadyEnabled : SCHOOL_MESSAGES.alreadyStopped);
    await repo.update(req.Id, { enabled: enable });
    if (!enable) await repo.revokeSessions(req.Id);
  });
}

export async function findRegions(db: Db) {
  return schoolsRepository(db).findRegions();
}

/** 本园设置: the caller's own school. */
export async function getSettings(db: Db, p: Principal): Promise<TSchoolSettings> {
  const row = await schoolsRepository(db).findSchool(p.schoolId);
  if (!row) throw AppError.notFound();
  return {
    Id: row.id,
    Name: row.name,
    LoginTitle: row.loginTitle,
    ThemeTemplate: row.themeTemplate,
    Logo: row.logo,
    Region: row.region,
    SchoolType: row.schoolType,
    SchoolTypeName: schoolTypeName(row.schoolType),
    SchoolLevel: row.schoolLevel,
    SchoolLevelName: schoolLevelName(row.schoolLevel),
    ServiceUntil: row.serviceUntil,
    DaysLeft: daysLeft(row),
    TimeZone: row.timeZone,
    Today: schoolToday(row.timeZone),
  };
}

/** Saves 本园设置; a SchoolId other than the caller's is 404 (DECISIONS 5). */
export async function updateSettings(db: Db, p: Principal, form: TSchoolSettingsForm) {
  const schoolId = scopedSchoolId(p, form.SchoolId);
  await db.transaction(async (tx) => {
    const repo = schoolsRepository(tx);
    if (!(await repo.findSchool(schoolId))) throw AppError.notFound();
    if (await repo.nameTaken(form.Name, schoolId)) throw AppError.badRequest(SCHOOL_MESSAGES.nameTaken);
    // A logo is a picture this school uploaded, never another school's file or any URL.
    if (form.Logo && !(await uploadsRepository(tx).findImage(schoolId, fileIdOf(form.Logo))))
      throw AppError.badRequest(SCHOOL_MESSAGES.logoInvalid);
    await repo.update(schoolId, {
      name: form.Name,
      loginTitle: form.LoginTitle,
      themeTemplate: form.ThemeTemplate,
      ...(form.Logo === undefined ? {} : { logo: form.Logo }),
      ...(form.TimeZone === undefined ? {} : { timeZone: form.TimeZone }),
    });
  });
}

/** What the branded login page may show about a school in use: name, title, logo. */
export async function getLoginBrand(db: Db, id: number): Promise<TLoginBrand> {
  const row = await schoolsRepository(db).findSchool(id);
  if (!row?.enabled) throw AppError.notFound();
  return { Name: row.name, LoginTitle: row.loginTitle, Logo: row.logo };
}
