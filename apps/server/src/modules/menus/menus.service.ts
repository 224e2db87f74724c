import { MENU_MESSAGES, type TMenuForm, type TMenuRow, type TUpdateMenuRequest } from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { menusRepository, type TEntry } from './menus.repository';

function toRow(e: TEntry, roleCount: number): TMenuRow {
  return {
    Id: e.id,
    ParentId: e.parentId,
    Code: e.code,
    Name: e.name,
    Path: e.path,
    Icon: e.icon,
    Sort: e.sort,
    IsHidden: e.isHidden,
    IsButton: e.isButton,
    IsExternal: e.isExternal,
    Func: e.func,
    ApiCode: e.apiCode,
    KeepAlive: e.keepAlive,
    NoTabPage: e.noTabPage,
    NoNeedHome: e.noNeedHome,
    ShowTitle: e.showTitle,
    Enabled: e.enabled,
    IsBuiltIn: e.code !== null,
    RoleCount: roleCount,
  };
}

/**
 * GetTreeTable: every entry (hidden and disabled ones too) as a tree ordered by sort; a
 * search keeps the matching entries with the groups above them.
 */
export async function findMenuTree(db: Db, q: { Name?: string }): Promise<TMenuRow[]> {
  const all = await menusRepository(db).findAll();
  const rows = all.map((r) => toRow(r.entry, r.roleCount));
  const byId = new Map(rows.map((r) => [r.Id, r]));
  let keep: Set<number> | null = null;
  if (q.Name) {
    const needle = q.Name.toLowerCase();
    keep = new Set();
    for (const r of rows) {
      if (!r.Name.toLowerCase().includes(needle) && !r.Path.toLowerCase().includes(needle)) continue;
      for (let cur: TMenuRow | undefined = r; cur && !keep.has(cur.Id); cur = byId.get(cur.ParentId))
        keep.add(cur.Id);
    }
  }
  const roots: TMenuRow[] = [];
  for (const r of rows) {
    if (keep && !keep.has(r.Id)) continue;
    const parent = byId.get(r.ParentId);
    if (!parent || (keep && !keep.has(parent.Id))) roots.push(r);
    else if (parent.children) parent.children.push(r);
    else parent.children = [r];
  }
  return roots;
}

const columnsOf = (form: TMenuForm) => ({
  parentId: form.ParentId,
  name: form.Name,
  path: form.Path,
  icon: form.Icon,
  sort: form.Sort,
  isHidden: form.IsHidden,
  isButton: form.IsButton,
  isExternal: form.IsExternal,
  func: form.IsButton ? form.Func : null,
  apiCode: form.ApiCode,
  keepAlive: form.KeepAlive,
  noTabPage: form.NoTabPage,
  noNeedHome: form.NoNeedHome,
  showTitle: form.ShowTitle,
  enabled: form.Enabled,
});

/** Adds a menu, page, button or link (B13). */
export async function createMenu(db: Db, form: TMenuForm) {
  return db.transaction(async (tx) => {
    const repo = menusRepository(tx);
    if (form.ParentId && !(await repo.findEntry(form.ParentId))) throw AppError.notFound();
    return repo.insert({ ...columnsOf(form), code: null });
  });
}

/** Edits an entry, built-in ones too; it may move, but never under itself. */
export async function updateMenu(db: Db, req: TUpdateMenuRequest) {
  await db.transaction(async (tx) => {
    const repo = menusRepository(tx);
    if (!(await repo.findEntry(req.Id))) throw AppError.notFound();
    if (req.ParentId) {
      if (!(await repo.findEntry(req.ParentId))) throw AppError.notFound();
      const links = await repo.findLinks();
      const parentOf = new Map(links.map((l) => [l.id, l.parentId]));
      const seen = new Set<number>();
      for (let cur = req.ParentId; cur && !seen.has(cur); cur = parentOf.get(cur) ?? 0) {
        if (cur === req.Id) throw AppError.badRequest(MENU_MESSAGES.parentInvalid);
        seen.add(cur);
      }
    }
    await repo.update(req.Id, columnsOf(req));
  });
}

/** Deletes entries without children; built-in entries are edited or hidden, never deleted. */
export async function deleteMenus(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const repo = menusRepository(tx);
    const unique = [...new Set(ids)];
    const links = await repo.findLinks();
    for (const id of unique) {
      const entry = await repo.findEntry(id);
      if (!entry) throw AppError.notFound();
      if (entry.code !== null) throw AppError.badRequest(MENU_MESSAGES.builtIn);
      if (links.some((l) => l.parentId === id && !unique.includes(l.id)))
        throw AppError.badRequest(MENU_MESSAGES.hasChildren);
    }
    for (const id of unique) await repo.delete(id);
  });
}
