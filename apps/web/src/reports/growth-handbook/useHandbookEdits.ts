import '../reports.i18n';
import { API, type THandbook, type THandbookItem } from '@kg/contracts';
import { App } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import {
  editFailureKind,
  editRequest,
  rated,
  retitled,
  type TTableEdit,
  type TTitleTarget,
  withEdits,
} from './handbookEdits';

/** What the table sheets may do: null for a read-only handbook. */
export type THandbookEditor = {
  /** H34: a click on a rating cell */
  rate(item: THandbookItem, index: number, level: number): void;
  /** H33: a renamed observation-table title (blur or Enter) */
  retitle(item: THandbookItem, target: TTitleTarget, value: string): void;
  /** the items whose save (and the refetch after it) is under way */
  saving: ReadonlySet<number>;
} | null;

const SAVED_TOAST = 'kg-handbook-saved';

type TOptions = { enabled: boolean; refetch: () => Promise<unknown> };

/**
 * Design Q7: a writer changes the tables on the page and each change is saved at once
 * (submitPage, the whole table), since the PDF is printed from what is stored. The page shows
 * the change while it is saved; the saves of one table go one after another, each with the
 * stamp the previous one answered (a quick second click is no stale save); when a table's
 * last save is done the handbook is read again. A refusal (409 stale, a closed page) shows the
 * server's words and the stored table comes back.
 */
export function useHandbookEdits(data: THandbook | undefined, { enabled, refetch }: TOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [edits, setEdits] = useState<Record<number, TTableEdit>>({});
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const queues = useRef(new Map<number, Promise<void>>());
  const stamps = useRef(new Map<number, string>());
  const refused = useRef(new Set<number>());

  const settle = useCallback((id: number) => {
    setEdits(({ [id]: _done, ...rest }) => rest);
    setSaving((ids) => new Set([...ids].filter((i) => i !== id)));
    queues.current.delete(id);
    stamps.current.delete(id);
    refused.current.delete(id);
  }, []);

  const save = useCallback(
    (item: THandbookItem, edit: TTableEdit | null) => {
      if (!edit) return;
      const id = item.Id;
      setEdits((all) => ({ ...all, [id]: edit }));
      setSaving((ids) => new Set(ids).add(id));
      const send = async () => {
        // After a refusal the later clicks of the same table are not sent over the stored one.
        if (refused.current.has(id)) return;
        try {
          const stamp = stamps.current.get(id) ?? item.UpdatedAt;
          const saved = await http.request(
            API.processEvaluations.submitPage,
            editRequest(item, edit, stamp),
            {
              quiet: true,
            },
          );
          stamps.current.set(id, saved.UpdatedAt);
          // one toast for a run of quick clicks: each save replaces the last one's
          void message.success({ content: t('reports.growthHandbook.edit.saved'), key: SAVED_TOAST });
        } catch (error) {
          refused.current.add(id);
          const kind = editFailureKind(error);
          void message.error(kind ? t(`reports.growthHandbook.edit.${kind}`) : (error as Error).message);
        }
      };
      const queued = (queues.current.get(id) ?? Promise.resolve()).then(send);
      queues.current.set(id, queued);
      void queued.then(async () => {
        // A later change of the same table is queued behind this one: it settles the table.
        if (queues.current.get(id) !== queued) return;
        await refetch().catch(() => undefined);
        if (queues.current.get(id) === queued) settle(id);
      });
    },
    [message, refetch, settle, t],
  );

  const editor = useMemo<THandbookEditor>(
    () =>
      enabled
        ? {
            rate: (item, index, level) => save(item, rated(item, index, level)),
            retitle: (item, target, value) => save(item, retitled(item, target, value)),
            saving,
          }
        : null,
    [enabled, save, saving],
  );
  const shown = useMemo(() => (data ? withEdits(data, edits) : undefined), [data, edits]);
  return { shown, editor };
}
