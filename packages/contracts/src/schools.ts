import { z } from 'zod';
import { PASSWORD_PATTERN, PHONE_PATTERN } from './auth';
import { ZPageQuery } from './envelope';
import { isTimeZone } from './time-zones';
import { STORED_FILE_PATH } from './uploads';
import { LOGIN_NAME_PATTERN, USER_MESSAGES } from './users';

/**
 * Schools for the platform administrator (C01) and a school's own settings (本园设置).
 * Wire names follow the legacy API (PascalCase, Id/Name options).
 */

export const SCHOOL_MESSAGES = {
  nameRequired: '请输入学校名称',
  nameTooLong: '学校名称不能超过50个字',
  nameTaken: '学校名称已存在',
  typeRequired: '请选择办园性质',
  levelRequired: '请选择学校等级',
  serviceUntilRequired: '请选择服务截止日期',
  dateInvalid: '日期格式不正确',
  contactPhoneInvalid: '请输入正确的联系电话',
  templateInvalid: '主题内容模板只能是模板1或模板5',
  loginNameRequired: '请输入园长登录账号',
  /** the same rule as every login name (users.ts) */
  loginNameInvalid: USER_MESSAGES.loginNameInvalid,
  loginNameTaken: '该登录账号已被使用',
  realNameRequired: '请输入园长姓名',
  adminPhoneRequired: '请输入园长手机号',
  adminPhoneInvalid: '请输入正确的园长手机号',
  adminPhoneTaken: '该手机号已绑定其他账号',
  passwordWeak: '初始密码至少8位，且包含字母和数字',
  dayNumInvalid: '延长天数须为1到3650之间的整数',
  noServiceLimit: '该学校服务不限期，无需延长',
  cannotStopOwn: '不能停用您当前登录所在的学校',
  alreadyStopped: '该学校已停用',
  alreadyEnabled: '该学校已启用',
  logoInvalid: '请上传学校Logo图片',
  timeZoneInvalid: '请选择有效的时区',
  stopConfirm: '停用后该校所有账号将立即退出且无法登录，是否确认停用？',
} as const;

/** 办园性质 (schools.school_type). */
export const SCHOOL_TYPES = [
  { Id: 1, Name: '公办园' },
  { Id: 2, Name: '民办园' },
  { Id: 3, Name: '普惠性民办园' },
  { Id: 4, Name: '集体办园' },
  { Id: 5, Name: '企事业单位办园' },
] as const;

/** 学校等级 (schools.school_level). */
export const SCHOOL_LEVELS = [
  { Id: 1, Name: '省示范园' },
  { Id: 2, Name: '市示范园' },
  { Id: 3, Name: '一级园' },
  { Id: 4, Name: '二级园' },
  { Id: 5, Name: '三级园' },
  { Id: 6, Name: '未定级' },
] as const;

/** Theme content home templates a school may use (DECISIONS 42, B09); 1 is the default. */
export const THEME_TEMPLATES = [1, 5] as const;
export const DEFAULT_THEME_TEMPLATE = 1;

/** AddDayNum bounds: up to ten years at once. */
export const MAX_SERVICE_DAYS = 3650;

/** schools.enabled on the wire: 1 in use, 0 stopped. */
export const SchoolStatus = { enabled: 1, stopped: 0 } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** what the image upload answers: /files/<uuid> */

const idOf = (list: readonly { Id: number }[], msg: string) =>
  z
    .number({ error: msg })
    .int()
    .refine((v) => list.some((o) => o.Id === v), msg);

/** Empty text is "none" (null) for the optional fields. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => v || null);

const ZTemplate = z
  .number({ error: SCHOOL_MESSAGES.templateInvalid })
  .int()
  .refine((v) => (THEME_TEMPLATES as readonly number[]).includes(v), SCHOOL_MESSAGES.templateInvalid);

const ZName = z.string().trim().min(1, SCHOOL_MESSAGES.nameRequired).max(50, SCHOOL_MESSAGES.nameTooLong);

/** The school's IANA time zone (its "today"); absent: unchanged (new schools: Asia/Shanghai). */
const ZTimeZone = z
  .string({ error: SCHOOL_MESSAGES.timeZoneInvalid })
  .trim()
  .refine(isTimeZone, SCHOOL_MESSAGES.timeZoneInvalid)
  .optional();

export const ZSchoolPageQuery = ZPageQuery.extend({
  Name: z.string().trim().max(50).optional(),
  Region: z.string().trim().max(100).optional(),
  /** 1 enabled, 0 stopped; absent: all */
  Status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});
export type TSchoolPageQuery = z.infer<typeof ZSchoolPageQuery>;

export const ZSchoolRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Region: z.string().nullable(),
  SchoolType: z.number().int(),
  SchoolTypeName: z.string(),
  SchoolLevel: z.number().int(),
  SchoolLevelName: z.string(),
  /** YYYY-MM-DD; null: no limit */
  ServiceUntil: z.string().nullable(),
  /** days from the school's today to ServiceUntil (negative: expired); null: no limit */
  DaysLeft: z.number().int().nullable(),
  /** IANA zone of the school's day */
  TimeZone: z.string(),
  ContactName: z.string().nullable(),
  ContactPhone: z.string().nullable(),
  AdminNum: z.number().int(),
  StudentNum: z.number().int(),
  Status: z.number().int(),
  Logo: z.string().nullable(),
});
export type TSchoolRow = z.infer<typeof ZSchoolRow>;

export const ZSchoolForm = z.object({
  Name: ZName,
  Region: optionalText(100),
  SchoolType: idOf(SCHOOL_TYPES, SCHOOL_MESSAGES.typeRequired),
  SchoolLevel: idOf(SCHOOL_LEVELS, SCHOOL_MESSAGES.levelRequired),
  Address: optionalText(200),
  ContactName: optionalText(50),
  ContactPhone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, SCHOOL_MESSAGES.contactPhoneInvalid)
    .nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
  ServiceUntil: z
    .string({ error: SCHOOL_MESSAGES.serviceUntilRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.serviceUntilRequired)
    .regex(ISO_DATE, SCHOOL_MESSAGES.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(v)), SCHOOL_MESSAGES.dateInvalid),
  ThemeTemplate: ZTemplate.default(DEFAULT_THEME_TEMPLATE),
  LoginTitle: optionalText(100),
  TimeZone: ZTimeZone,
});
export type TSchoolForm = z.infer<typeof ZSchoolForm>;

/** The principal's login created with a school (the school's 园长 identity). */
export const ZSchoolAdminForm = z.object({
  LoginName: z
    .string({ error: SCHOOL_MESSAGES.loginNameRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.loginNameRequired)
    .regex(LOGIN_NAME_PATTERN, SCHOOL_MESSAGES.loginNameInvalid),
  RealName: z
    .string({ error: SCHOOL_MESSAGES.realNameRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.realNameRequired)
    .max(50),
  Phone: z
    .string({ error: SCHOOL_MESSAGES.adminPhoneRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.adminPhoneRequired)
    .regex(PHONE_PATTERN, SCHOOL_MESSAGES.adminPhoneInvalid),
  /** empty: the server generates one and answers it once */
  Password: z
    .string()
    .max(128)
    .default('')
    .refine((v) => v === '' || PASSWORD_PATTERN.test(v), SCHOOL_MESSAGES.passwordWeak),
});
export type TSchoolAdminForm = z.infer<typeof ZSchoolAdminForm>;

export const ZAddSchoolRequest = ZSchoolForm.extend({ Admin: ZSchoolAdminForm });
export type TAddSchoolRequest = z.infer<typeof ZAddSchoolRequest>;

/** The new login; InitialPassword is shown once and never stored in clear. */
export const ZSchoolAdminCreated = z.object({
  uID: z.number().int(),
  LoginName: z.string(),
  RealName: z.string(),
  InitialPassword: z.string(),
});
export type TSchoolAdminCreated = z.infer<typeof ZSchoolAdminCreated>;

export const ZAddSchoolResponse = z.object({ Id: z.number().int(), Admin: ZSchoolAdminCreated });
export type TAddSchoolResponse = z.infer<typeof ZAddSchoolResponse>;

export const ZUpdateSchoolRequest = ZSchoolForm.extend({ Id: z.number().int().min(1) });
export type TUpdateSchoolRequest = z.infer<typeof ZUpdateSchoolRequest>;

/** The edit form's data (a plain shape: response schemas carry no transforms). */
export const ZSchoolDetail = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Region: z.string().nullable(),
  SchoolType: z.number().int(),
  SchoolLevel: z.number().int(),
  Address: z.string().nullable(),
  ContactName: z.string().nullable(),
  ContactPhone: z.string().nullable(),
  /** '' when the school has no service limit */
  ServiceUntil: z.string(),
  ThemeTemplate: z.number().int(),
  LoginTitle: z.string().nullable(),
  Status: z.number().int(),
  TimeZone: z.string(),
});
export type TSchoolDetail = z.infer<typeof ZSchoolDetail>;

/** POST /api/user/AutoCreateSchoolRole: a 园长 login for an existing school. */
export const ZAutoCreateSchoolRoleRequest = ZSchoolAdminForm.extend({ SchoolId: z.number().int().min(1) });
export type TAutoCreateSchoolRoleRequest = z.infer<typeof ZAutoCreateSchoolRoleRequest>;

export const ZAddDayNumRequest = z.object({
  Id: z.number().int().min(1),
  DayNum: z
    .number({ error: SCHOOL_MESSAGES.dayNumInvalid })
    .int(SCHOOL_MESSAGES.dayNumInvalid)
    .min(1, SCHOOL_MESSAGES.dayNumInvalid)
    .max(MAX_SERVICE_DAYS, SCHOOL_MESSAGES.dayNumInvalid),
});
export type TAddDayNumRequest = z.infer<typeof ZAddDayNumRequest>;

export const ZAddDayNumResponse = z.object({ ServiceUntil: z.string(), DaysLeft: z.number().int() });

export const ZSchoolStatusRequest = z.object({
  Id: z.number().int().min(1),
  Status: z.union([z.literal(0), z.literal(1)]),
});
export type TSchoolStatusRequest = z.infer<typeof ZSchoolStatusRequest>;

/** 本园设置: what a school administrator may change about their own school. */
export const ZSchoolSettingsForm = z.object({
  /** legacy parameter; only the caller's own school (another answers 404) */
  SchoolId: z.number().int().optional(),
  Name: ZName,
  LoginTitle: optionalText(100),
  ThemeTemplate: ZTemplate,
  /** the `/files/<uuid>` path the image upload answered (a file of this school); '' or null: none; absent: unchanged */
  Logo: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || STORED_FILE_PATH.test(v), SCHOOL_MESSAGES.logoInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  TimeZone: ZTimeZone,
});
export type TSchoolSettingsForm = z.infer<typeof ZSchoolSettingsForm>;
/** What a client sends (Logo absent: unchanged). */
export type TSchoolSettingsRequest = z.input<typeof ZSchoolSettingsForm>;

export const ZSchoolSettings = z.object({
  Id: z.number().int(),
  Name: z.string(),
  LoginTitle: z.string().nullable(),
  ThemeTemplate: z.number().int(),
  Logo: z.string().nullable(),
  Region: z.string().nullable(),
  SchoolType: z.number().int(),
  SchoolTypeName: z.string(),
  SchoolLevel: z.number().int(),
  SchoolLevelName: z.string(),
  ServiceUntil: z.string().nullable(),
  DaysLeft: z.number().int().nullable(),
  /** IANA zone of the school's day */
  TimeZone: z.string(),
  /** the school's today, YYYY-MM-DD (what DaysLeft counts from) */
  Today: z.string(),
});
export type TSchoolSettings = z.infer<typeof ZSchoolSettings>;

/** The branded login page's public view of a school: nothing else is public. */
export const ZLoginBrand = z.object({
  Name: z.string(),
  LoginTitle: z.string().nullable(),
  Logo: z.string().nullable(),
});
export type TLoginBrand = z.infer<typeof ZLoginBrand>;

export const schoolTypeName = (id: number) => SCHOOL_TYPES.find((o) => o.Id === id)?.Name ?? '';
export const schoolLevelName = (id: number) => SCHOOL_LEVELS.find((o) => o.Id === id)?.Name ?? '';

/** Which demo school to copy: 阳光 (8 classes, 200 children, records) or the small 彩虹. */
export const ZDemoCopyRequest = z.object({ Kind: z.enum(['sunshine', 'rainbow']).default('sunshine') });
export type TDemoCopyRequest = z.infer<typeof ZDemoCopyRequest>;

/** A login of a demo copy: the demo account's role key (admin, teacher, doctor, rainbow). */
export const ZDemoCopyAccount = z.object({ name: z.string(), phone: z.string(), realName: z.string() });
export const ZDemoCopy = z.object({
  SchoolId: z.number().int(),
  SchoolName: z.string(),
  Accounts: z.record(z.string(), ZDemoCopyAccount),
});
export type TDemoCopy = z.infer<typeof ZDemoCopy>;
