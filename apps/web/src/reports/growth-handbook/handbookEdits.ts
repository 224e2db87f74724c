import {
  ProcessPageType,
  RATING_LEVELS,
  type THandbook,
  type THandbookItem,
  type TSubmitProcessPageRequest,
  type TTableAnswer,
} from '@kg/contracts';
import { observationTable, type TTitleField } from './handbookTables';

/**
 * The handbook's on-page edits (design Q7, H33, H34) as pure functions: what a click or a
 * renamed title makes of a table, the save it sends, and the page shown while it is saved.
 */

/** An observation-table title: one of the four header titles, or a row's title. */
export type TTitleTarget = { field: TTitleField } | { row: number };

/** H33: a title is at most 10 characters (ZTableAnswer), counted as the reader sees them. */
export const TITLE_MAX = 10;

/** A table's content as a save sends it; what the page shows until the refetch. */
export type TTableEdit =
  | { type: typeof ProcessPageType.table1; Table: TTableAnswer }
  | { type: typeof ProcessPageType.table2; List: THandbookItem['List'] };

/** A typed title as stored: trimmed, at most TITLE_MAX characters; null when nothing is left. */
export function titleText(value: string): string | null {
  const text = Array.from(value.trim()).slice(0, TITLE_MAX).join('');
  return text || null;
}

/** H34: the row rated 1 真棒, 2 较好 or 3 加油; null when nothing changes. */
export function rated(item: THandbookItem, index: number, level: number): TTableEdit | null {
  const row = item.List[index];
  if (!row || row.isActivite === level || !RATING_LEVELS.some((l) => l.value === level)) return null;
  return {
    type: ProcessPageType.table2,
    List: item.List.map((r, i) => (i === index ? { ...r, isActivite: level } : r)),
  };
}

/** H33: the table with one title renamed; null when nothing changes (or nothing was typed). */
export function retitled(item: THandbookItem, target: TTitleTarget, value: string): TTableEdit | null {
  const title = titleText(value);
  const table = observationTable(item.Table);
  if (title === null) return null;
  if ('field' in target) {
    if (table[target.field] === title) return null;
    return { type: ProcessPageType.table1, Table: { ...table, [target.field]: title } };
  }
  const row = table.List[target.row];
  if (!row || row.title === title) return null;
  const List = table.List.map((r, i) => (i === target.row ? { ...r, title } : r));
  return { type: ProcessPageType.table1, Table: { ...table, List } };
}

/** The submit for an edit (H20, Q7): the whole table as JSON text, with the stamp it started from. */
export function editRequest(item: THandbookItem, edit: TTableEdit, stamp: string): TSubmitProcessPageRequest {
  const content =
    edit.type === ProcessPageType.table1
      ? JSON.stringify(edit.Table)
      : JSON.stringify({ title: item.Title, List: edit.List });
  return {
    id: item.Id,
    type: edit.type,
    content,
    cateName: item.CateName,
    imgList: [],
    audioList: [],
    videoList: [],
    UpdatedAt: stamp,
  };
}

/** The handbook as shown while edits are saved: each edited item with its new table. */
export function withEdits(data: THandbook, edits: Readonly<Record<number, TTableEdit>>): THandbook {
  if (Object.keys(edits).length === 0) return data;
  return {
    ...data,
    groups: data.groups.map((g) => ({
      ...g,
      infos: g.infos.map((item) => {
        const edit = edits[item.Id];
        if (!edit) return item;
        return edit.type === ProcessPageType.table1
          ? { ...item, Table: edit.Table }
          : { ...item, List: edit.List };
      }),
    })),
  };
}

/**
 * What a refused table edit says. A 409 means someone saved the table in between: the page is
 * reloaded with their version, so the shared "your text is kept" wording would be wrong there
 * ('stale'); another refusal says the server's own reason (null), anything else 'failed'.
 */
export function editFailureKind(error: unknown): 'stale' | 'failed' | null {
  if (typeof error !== 'object' || error === null) return 'failed';
  const { status, message } = error as { status?: number; message?: string };
  if (status === 409) return 'stale';
  return message ? null : 'failed';
}
