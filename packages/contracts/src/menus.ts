import { z } from 'zod';
import { Permission, type TPermission } from './permissions';

export const MENU_MESSAGES = {
  nameRequired: '请输入菜单名称',
  nameTooLong: '菜单名称不能超过50个字',
  pathRequired: '请输入路由地址',
  pathInvalid: '路由地址须以 / 开头',
  externalInvalid: '外部链接须以 http:// 或 https:// 开头',
  funcRequired: '请输入按钮的方法名',
  funcInvalid: '方法名须以字母开头，只能包含字母和数字',
  iconInvalid: '图标须为 antd 图标名称，例如 UserOutlined',
  apiCodeInvalid: '请选择有效的接口权限',
  parentInvalid: '上级菜单不能选择自身或其下级',
  selectToDelete: '请选择要删除的菜单',
  hasChildren: '该菜单下还有子菜单或按钮，请先删除它们',
  builtIn: '系统内置菜单不能删除，可以编辑或隐藏',
} as const;

/** The API permissions an entry may grant (Permission values). */
export const API_CODES: readonly TPermission[] = Object.values(Permission);

const ZMenuFields = z.object({
  Name: z
    .string({ error: MENU_MESSAGES.nameRequired })
    .trim()
    .min(1, MENU_MESSAGES.nameRequired)
    .max(50, MENU_MESSAGES.nameTooLong),
  /** 0: top level */
  ParentId: z.number().int().min(0).default(0),
  Path: z.string().trim().max(300).default(''),
  Icon: z
    .string()
    .trim()
    .max(50)
    .regex(/^([A-Z][A-Za-z0-9]*)?$/, MENU_MESSAGES.iconInvalid)
    .default(''),
  Sort: z.number().int().min(0).max(9999).default(0),
  IsHidden: z.boolean().default(false),
  IsButton: z.boolean().default(false),
  IsExternal: z.boolean().default(false),
  /** a button's handler name on its page, e.g. handleAdd */
  Func: z
    .string()
    .trim()
    .max(50)
    .nullable()
    .transform((v) => v || null)
    .default(null),
  /** the API permission the entry grants to the roles holding it */
  ApiCode: z
    .string()
    .trim()
    .nullable()
    .transform((v) => v || null)
    .default(null),
  KeepAlive: z.boolean().default(false),
  NoTabPage: z.boolean().default(false),
  NoNeedHome: z.boolean().default(false),
  ShowTitle: z.boolean().default(true),
  Enabled: z.boolean().default(true),
});

/** A button needs its handler name; a link an absolute URL; a page a path from the root. */
function checkKind(m: z.infer<typeof ZMenuFields>, ctx: z.RefinementCtx) {
  const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (m.IsButton) {
    if (!m.Func) fail(MENU_MESSAGES.funcRequired, 'Func');
    else if (!/^[A-Za-z][A-Za-z0-9]*$/.test(m.Func)) fail(MENU_MESSAGES.funcInvalid, 'Func');
  } else if (m.IsExternal) {
    if (!/^https?:\/\/\S+$/.test(m.Path)) fail(MENU_MESSAGES.externalInvalid, 'Path');
  } else if (m.Path && !m.Path.startsWith('/')) fail(MENU_MESSAGES.pathInvalid, 'Path');
  if (m.ApiCode && !API_CODES.includes(m.ApiCode as TPermission))
    fail(MENU_MESSAGES.apiCodeInvalid, 'ApiCode');
}

export const ZMenuForm = ZMenuFields.superRefine(checkKind);
export type TMenuForm = z.infer<typeof ZMenuForm>;

export const ZUpdateMenuRequest = ZMenuFields.extend({ Id: z.number().int().min(1) }).superRefine(checkKind);
export type TUpdateMenuRequest = z.infer<typeof ZUpdateMenuRequest>;

export const ZMenuTreeQuery = z.object({ Name: z.string().trim().max(50).optional() });

/** One row of the menu tree table; `children` only when it has some (antd tree rows). */
export type TMenuRow = {
  Id: number;
  ParentId: number;
  Code: string | null;
  Name: string;
  Path: string;
  Icon: string;
  Sort: number;
  IsHidden: boolean;
  IsButton: boolean;
  IsExternal: boolean;
  Func: string | null;
  ApiCode: string | null;
  KeepAlive: boolean;
  NoTabPage: boolean;
  NoNeedHome: boolean;
  ShowTitle: boolean;
  Enabled: boolean;
  /** shipped with the product: editable, never deleted */
  IsBuiltIn: boolean;
  /** how many roles hold it */
  RoleCount: number;
  children?: TMenuRow[];
};

export const ZMenuRow: z.ZodType<TMenuRow> = z.lazy(() =>
  z.object({
    Id: z.number().int(),
    ParentId: z.number().int(),
    Code: z.string().nullable(),
    Name: z.string(),
    Path: z.string(),
    Icon: z.string(),
    Sort: z.number().int(),
    IsHidden: z.boolean(),
    IsButton: z.boolean(),
    IsExternal: z.boolean(),
    Func: z.string().nullable(),
    ApiCode: z.string().nullable(),
    KeepAlive: z.boolean(),
    NoTabPage: z.boolean(),
    NoNeedHome: z.boolean(),
    ShowTitle: z.boolean(),
    Enabled: z.boolean(),
    IsBuiltIn: z.boolean(),
    RoleCount: z.number().int(),
    children: z.array(ZMenuRow).optional(),
  }),
);
