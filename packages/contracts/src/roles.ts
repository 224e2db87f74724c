import { z } from 'zod';
import { ZPageQuery } from './envelope';
import { fillText } from './message-text';
import { IdentityDigit } from './permissions';

export const ROLE_MESSAGES = {
  nameRequired: '请输入角色名称',
  nameTooLong: '角色名称不能超过20个字',
  nameTaken: '已有同名角色',
  identityInvalid: '请选择身份类型',
  selectToDelete: '请选择要删除的角色',
  builtIn: '系统内置角色不能删除',
  builtInLocked: '系统内置角色只能修改名称、说明和排序',
  superHoldsAll: '平台管理员拥有全部权限，无需分配',
  selectRole: '请选择角色',
  /** `{name}`: the role; `{users}`: how many users hold it */
  inUse: '角色“{name}”下还有 {users} 位用户，请先为这些用户更换角色后再删除',
} as const;

/** `角色“教研组长”下还有 3 位用户…`: a role in use is never deleted. */
export const roleInUseMessage = (name: string, users: number) =>
  fillText(ROLE_MESSAGES.inUse, { name, users });

/**
 * The identity a role gives its users (the digit in UserIdentity): 1 sees the whole school,
 * 2 sees only the classes taught, 3 health doctor, 5 kitchen, '' none of these. 0 (platform) is never
 * given to a new role; 4 (district) only by the platform administrator.
 */
export const ROLE_IDENTITIES = [
  '',
  IdentityDigit.schoolAdmin,
  IdentityDigit.teacher,
  IdentityDigit.doctor,
  IdentityDigit.district,
  IdentityDigit.kitchen,
] as const;
export type TRoleIdentity = (typeof ROLE_IDENTITIES)[number];

export const ZRolePageQuery = ZPageQuery.extend({
  Name: z.string().trim().max(50).optional(),
  /** platform administrator only */
  SchoolId: z.coerce.number().int().min(0).optional(),
});

export const ZRoleRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string().nullable(),
  IdentityDigit: z.string(),
  /** null: a platform role shared by every school */
  SchoolId: z.number().int().nullable(),
  IsPlatform: z.boolean(),
  /** shipped with the product (code of the seed): never deleted */
  IsBuiltIn: z.boolean(),
  IsSuper: z.boolean(),
  Sort: z.number().int(),
  Enabled: z.boolean(),
  /** users of the listed school holding it */
  UserCount: z.number().int(),
  /** the caller may rename, delete and assign it (a school sees platform roles read-only) */
  Editable: z.boolean(),
});
export type TRoleRow = z.infer<typeof ZRoleRow>;

export const ZRoleForm = z.object({
  Name: z
    .string({ error: ROLE_MESSAGES.nameRequired })
    .trim()
    .min(1, ROLE_MESSAGES.nameRequired)
    .max(20, ROLE_MESSAGES.nameTooLong),
  Description: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .transform((v) => v || null)
    .default(null),
  IdentityDigit: z.enum(ROLE_IDENTITIES, { error: ROLE_MESSAGES.identityInvalid }).default(''),
  Sort: z.number().int().min(0).max(9999).default(10),
  Enabled: z.boolean().default(true),
  /** platform administrator only: a role shared by every school */
  IsPlatform: z.boolean().default(false),
  /** platform administrator only: the school of a school role */
  SchoolId: z.number().int().min(0).optional(),
});
export type TRoleForm = z.infer<typeof ZRoleForm>;

export const ZUpdateRoleRequest = ZRoleForm.omit({ IsPlatform: true, SchoolId: true }).extend({
  Id: z.number().int().min(1),
});
export type TUpdateRoleRequest = z.infer<typeof ZUpdateRoleRequest>;

export const ZRoleIdQuery = z.object({
  RoleId: z.coerce.number({ error: ROLE_MESSAGES.selectRole }).int().min(1, ROLE_MESSAGES.selectRole),
});

/** Role → navigation entries (menus, pages, buttons) it holds. */
export const ZAssignPermissionsRequest = z.object({
  RoleId: z.number({ error: ROLE_MESSAGES.selectRole }).int().min(1, ROLE_MESSAGES.selectRole),
  PermissionIds: z.array(z.number().int().min(1)).max(1000).default([]),
});
export type TAssignPermissionsRequest = z.infer<typeof ZAssignPermissionsRequest>;

export const ZRolePermissionIds = z.object({ PermissionIds: z.array(z.number().int()) });

/** One node of getpermissiontree (the legacy tree-select shape: value, label, pid, isbtn). */
export type TPermissionTreeNode = {
  value: number;
  label: string;
  pid: number;
  order: number;
  isbtn: boolean;
  /** hidden entries grant API access without a menu item */
  ishide: boolean;
  icon: string;
  path: string;
  /** the caller does not hold it and so cannot grant it */
  disabled: boolean;
  children: TPermissionTreeNode[];
};

export const ZPermissionTreeNode: z.ZodType<TPermissionTreeNode> = z.lazy(() =>
  z.object({
    value: z.number().int(),
    label: z.string(),
    pid: z.number().int(),
    order: z.number().int(),
    isbtn: z.boolean(),
    ishide: z.boolean(),
    icon: z.string(),
    path: z.string(),
    disabled: z.boolean(),
    children: z.array(ZPermissionTreeNode),
  }),
);
