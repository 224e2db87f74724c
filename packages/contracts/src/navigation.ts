import { z } from 'zod';

/** Route meta carried by a navigation entry (A12-A14, A48, A52). */
export const ZRouteMeta = z.object({
  title: z.string(),
  requireAuth: z.boolean(),
  NoTabPage: z.boolean(),
  NoNeedHome: z.boolean(),
  keepAlive: z.boolean(),
  /** false on tools, resource management, cloud disk, venues (A48) */
  showTitle: z.boolean(),
});
export type TRouteMeta = z.infer<typeof ZRouteMeta>;

/** One node of GetNavigationBar's tree (menus, pages and buttons). */
export type TNavigationNode = {
  id: number;
  pid: number;
  order: number;
  name: string;
  path: string;
  iconCls: string;
  IsHide: boolean;
  IsButton: boolean;
  /** opens `path` (an absolute URL) in a new tab */
  IsExternal: boolean;
  /** the function name of a button, e.g. "handleDel"; danger-style when it suggests delete/stop (B11) */
  Func: string | null;
  meta: TRouteMeta;
  children: TNavigationNode[];
};

export const ZNavigationNode: z.ZodType<TNavigationNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    order: z.number().int(),
    name: z.string(),
    path: z.string(),
    iconCls: z.string(),
    IsHide: z.boolean(),
    IsButton: z.boolean(),
    IsExternal: z.boolean(),
    Func: z.string().nullable(),
    meta: ZRouteMeta,
    children: z.array(ZNavigationNode),
  }),
);

export const ZNavigationQuery = z.object({ uid: z.coerce.number().int().optional() });

/** The root GetNavigationBar answers: a synthetic node (id 0, 根节点) holding the tree. */
export type TNavigationRoot = TNavigationNode;
