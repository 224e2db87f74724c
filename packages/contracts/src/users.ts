import { z } from 'zod';
import { PHONE_PATTERN } from './auth';
import { ClassRole } from './classes';
import { ZPageQuery } from './envelope';
import { fillText } from './message-text';

/**
 * users.status of an identity: 1 active, 0 disabled (停用), -1 deleted. A deleted identity is
 * kept (records it wrote keep their author) but is never listed and can never sign in.
 */
export const UserStatus = { active: 1, disabled: 0, deleted: -1 } as const;

/** Login names: a letter first (so a name never reads as a phone number), 3 to 32 characters. */
export const LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.@-]{2,31}$/;

export const USER_MESSAGES = {
  loginNameRequired: '请输入登录账号',
  loginNameInvalid: '账号须以字母开头，由3-32位字母、数字或 _ . @ - 组成',
  loginNameTaken: '该账号已存在',
  realNameRequired: '请输入姓名',
  phoneInvalid: '请输入正确的手机号',
  phoneTaken: '该手机号已被其他账号使用',
  roleRequired: '请至少选择一个角色',
  selectToDelete: '请选择要删除的用户',
  selectUser: '请选择用户',
  notYourself: '不能停用或删除自己的账号',
  lastAdmin: '本园至少需要保留一位可用的园长账号',
  sharedAccount: '该账号同时属于其他幼儿园，登录账号、手机号和密码只能由平台管理员修改',
  notTeacher: '该用户尚未绑定教师，请先在教师管理中为教师绑定此登录账号',
  classTwice: '同一个班级只能选择一个角色',
  roleInvalid: '请选择班级角色',
  passwordReset: '密码已重置',
  // Templates: the functions below fill them; the error code travels with the name as a param.
  boundTeacher: '该用户已绑定教师“{teacher}”，请先在教师管理中解除绑定或删除教师后再删除用户',
  platformRole: '角色“{role}”只能由平台管理员授予',
  grantBeyondReach: '不能授予超出自身权限的角色“{role}”',
  revokeBeyondReach: '不能取消超出自身权限的角色“{role}”',
  userBeyondReach: '该用户拥有超出自身权限的角色“{role}”，不能修改',
  adminIdentityBeyondReach: '只有园长可以设置园长身份的角色',
  headTaken: '{className}已有班主任“{head}”，请先在班级管理中调整',
} as const;

/** `该用户已绑定教师“王丽”…`: deleting would leave the teacher without a login. */
export const boundTeacherMessage = (teacher: string) => fillText(USER_MESSAGES.boundTeacher, { teacher });
/** `角色“区域管理员”只能由平台管理员授予`: a school grants only its school-level roles. */
export const platformRoleMessage = (role: string) => fillText(USER_MESSAGES.platformRole, { role });
/**
 * `不能授予超出自身权限的角色“园长”`: a school user grants or takes away only roles whose
 * rights they hold themselves (issue 14 item 20).
 */
export const grantBeyondReachMessage = (role: string) => fillText(USER_MESSAGES.grantBeyondReach, { role });
export const revokeBeyondReachMessage = (role: string) => fillText(USER_MESSAGES.revokeBeyondReach, { role });
/** Resetting the password of (or editing, stopping, deleting) a login above the caller. */
export const userBeyondReachMessage = (role: string) => fillText(USER_MESSAGES.userBeyondReach, { role });
/** Only a 园长 creates a role with the 园长 identity (whole-school sight). */
export const adminIdentityBeyondReachMessage = USER_MESSAGES.adminIdentityBeyondReach;
/** A class has one head teacher (班主任). */
export const headTakenMessage = (className: string, head: string) =>
  fillText(USER_MESSAGES.headTaken, { className, head });

const loginName = z
  .string({ error: USER_MESSAGES.loginNameRequired })
  .trim()
  .min(1, USER_MESSAGES.loginNameRequired)
  .regex(LOGIN_NAME_PATTERN, USER_MESSAGES.loginNameInvalid);
const realName = z
  .string({ error: USER_MESSAGES.realNameRequired })
  .trim()
  .min(1, USER_MESSAGES.realNameRequired)
  .max(50);
const phone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, USER_MESSAGES.phoneInvalid)
  .nullable()
  .or(z.literal('').transform(() => null))
  .default(null);
const roleIds = z
  .array(z.number().int().min(1), { error: USER_MESSAGES.roleRequired })
  .min(1, USER_MESSAGES.roleRequired)
  .max(20);

export const ZUserRow = z.object({
  uID: z.number().int(),
  uLoginName: z.string(),
  uRealName: z.string(),
  Phone: z.string().nullable(),
  UserIdentity: z.string(),
  RoleNames: z.array(z.string()),
  RoleIds: z.array(z.number().int()),
  Status: z.number().int(),
  /** holds 平台管理员: out of a school administrator's reach */
  IsPlatformAdmin: z.boolean(),
  /** the teacher this login works as (教师管理), if any */
  TeacherName: z.string().nullable(),
  CreateTime: z.string(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

export const ZUserPageQuery = ZPageQuery.extend({
  /** login name, real name or phone */
  Name: z.string().trim().max(50).optional(),
  RoleId: z.coerce.number().int().min(0).optional(),
  Status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  /** platform administrator only; a school administrator's own school otherwise */
  SchoolId: z.coerce.number().int().min(0).optional(),
});
export type TUserPageQuery = z.infer<typeof ZUserPageQuery>;

export const ZSchoolQuery = z.object({ SchoolId: z.coerce.number().int().min(0).optional() });

export const ZAddUserRequest = z.object({
  uLoginName: loginName,
  uRealName: realName,
  Phone: phone,
  RoleIds: roleIds,
  /** platform administrator only: the school the new login belongs to */
  SchoolId: z.number().int().min(0).optional(),
});
export type TAddUserRequest = z.infer<typeof ZAddUserRequest>;

export const ZUpdateUserRequest = z.object({
  Id: z.number().int().min(1),
  uLoginName: loginName,
  uRealName: realName,
  Phone: phone,
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZUserDetail = z.object({
  Id: z.number().int(),
  SchoolId: z.number().int(),
  uLoginName: z.string(),
  uRealName: z.string(),
  Phone: z.string().nullable(),
  RoleIds: z.array(z.number().int()),
  Status: z.number().int(),
  /** the person also holds identities in other schools (login data: platform only) */
  Shared: z.boolean(),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

/** A password shown once to the administrator (new login, reset). */
export const ZIssuedPassword = z.object({ Id: z.number().int(), Password: z.string() });
export type TIssuedPassword = z.infer<typeof ZIssuedPassword>;

export const ZResetPasswordRequest = z.object({
  Id: z.number().int().min(1),
  /** empty: the server generates one */
  Password: z.string().max(128).optional(),
});

export const ZSetUserStatusRequest = z.object({
  Id: z.number().int().min(1),
  Status: z.union([z.literal(0), z.literal(1)]),
});

export const ZAssignUserRolesRequest = z.object({ Id: z.number().int().min(1), RoleIds: roleIds });

export const ZRoleOption = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** shared by every school (schoolId null) */
  IsPlatform: z.boolean(),
  Description: z.string().nullable(),
});
export type TRoleOption = z.infer<typeof ZRoleOption>;

export const ZClassRoleValue = z.enum([ClassRole.head, ClassRole.teacher, ClassRole.care], {
  error: USER_MESSAGES.roleInvalid,
});
export type TClassRoleValue = z.infer<typeof ZClassRoleValue>;

export const ZUserClassRoles = z.object({
  UserId: z.number().int(),
  TeacherId: z.number().int().nullable(),
  TeacherName: z.string().nullable(),
  /** the classes of the current study year, with this teacher's role in each */
  Classes: z.array(
    z.object({
      ClassId: z.number().int(),
      ClassName: z.string(),
      GradeName: z.string(),
      Role: ZClassRoleValue.nullable(),
      /** another teacher heads the class */
      HeadTeacherName: z.string().nullable(),
    }),
  ),
});
export type TUserClassRoles = z.infer<typeof ZUserClassRoles>;

export const ZAssignClassRolesRequest = z.object({
  UserId: z.number().int().min(1),
  Classes: z
    .array(z.object({ ClassId: z.number().int().min(1), Role: ZClassRoleValue }))
    .max(50)
    .default([]),
});
export type TAssignClassRolesRequest = z.infer<typeof ZAssignClassRolesRequest>;

/**
 * Delete calls send their ids in the query string (B15): `?ids=1,2`, `?ids=1&ids=2` or the
 * legacy single `?id=1`. A body is ignored.
 */
export function idsQuery(emptyMessage: string) {
  const part = z.union([z.string(), z.array(z.string())]).optional();
  const id = z.number({ error: emptyMessage }).int(emptyMessage).min(1, emptyMessage);
  return z
    .object({ ids: part, id: part })
    .transform((q) => ({
      Ids: [q.ids, q.id]
        .flat()
        .filter((v): v is string => typeof v === 'string')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean)
        .map(Number),
    }))
    .pipe(z.object({ Ids: z.array(id).min(1, emptyMessage).max(100) }));
}
