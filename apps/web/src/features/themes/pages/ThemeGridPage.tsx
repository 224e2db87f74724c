import '../themes.i18n';
import '../themes.css';
import { DownOutlined, SaveOutlined } from '@ant-design/icons';
import type { TThemeGrid, TThemeGridRow } from '@kg/contracts';
import { Alert, App, Button, Card, Dropdown, Empty, Grid, Skeleton, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  draftWorthRestoring,
  readDraft,
  removeDraft,
  themeGridDraftKey,
  writeDraft,
} from '../../../app/drafts/localDraft';
import { useBack } from '../../../app/routing/useBack';
import { useUnsavedChanges } from '../../../app/unsaved/UnsavedChanges';
import { useSession } from '../../../app/useSession';
import { ThemeHead } from '../components/ThemeHead';
import {
  columnGroups,
  gridBase,
  gridSaveRequest,
  pruneEdits,
  setCell,
  setColumn,
  type TGridEdits,
} from '../grid/grid.logic';
import { resultsHref, useSaveThemeGrid, useThemeGrid } from '../scoring/scoring.api';

const STATUS_COLOURS = ['default', 'processing', 'success'] as const;

/**
 * The class grid (beyond the legacy page): a class's children as rows and the theme's star
 * descriptions as columns, grouped by entry and keyword. A star is set by click, by the arrow
 * keys or by typing its number; every change is kept in this browser until the one save.
 */
export default function ThemeGridPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const themeId = Number(search.get('ThemeId')) || 0;
  const mapId = Number(search.get('ThemeMapId')) || 0;
  const grid = useThemeGrid(mapId);
  const back = useBack(resultsHref(themeId, mapId));

  if (grid.isPending) return <Skeleton active />;
  if (!grid.data)
    return (
      <Card className="kg-card">
        <Empty description={t('themes.contentMissing')}>
          <Button onClick={back}>{t('themes.back')}</Button>
        </Empty>
      </Card>
    );
  // A new grid (after a save) starts its edits afresh from what the server now holds.
  return <GridEditor key={gridBase(grid.data)} grid={grid.data} onBack={back} />;
}

/** A row of the grid with its own edits (undefined: none). */
type TGridLine = TThemeGridRow & { edit?: Record<number, number> };

/** The grid's rows, each a new record only when its own edits are (others keep theirs). */
function useGridLines(grid: TThemeGrid, edits: TGridEdits): TGridLine[] {
  const made = useRef(new Map<number, TGridLine>());
  return useMemo(() => {
    const next = new Map<number, TGridLine>();
    const lines = grid.Rows.map((row) => {
      const edit = edits[row.StudentId];
      const before = made.current.get(row.StudentId);
      const line = before && before.edit === edit && before.Scores === row.Scores ? before : { ...row, edit };
      next.set(row.StudentId, line);
      return line;
    });
    made.current = next;
    return lines;
  }, [grid, edits]);
}

function GridEditor({ grid, onBack }: { grid: TThemeGrid; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const phone = !Grid.useBreakpoint().md;
  const key = themeGridDraftKey(user?.uID ?? 0, grid.ThemeMapId);
  const save = useSaveThemeGrid((saved) => {
    removeDraft(localStorage, key);
    void message.success(t('themes.grid.saved', { count: saved.Rows.length }));
  });
  const base = gridBase(grid);
  const [edits, setEdits] = useState<TGridEdits>(() => {
    const kept = readDraft(localStorage, key);
    return draftWorthRestoring(kept, {}, base) ? pruneEdits(grid, kept!.answer as TGridEdits) : {};
  });
  const [restored, setRestored] = useState(() => Object.keys(edits).length > 0);
  const changed = Object.keys(edits).length;

  const discard = useCallback(() => {
    setEdits({});
    setRestored(false);
    removeDraft(localStorage, key);
  }, [key]);
  useUnsavedChanges(changed > 0, discard);

  /**
   * Applies a change to the edits and keeps them in this browser at once: they are a few
   * hundred bytes, and a tab closed a moment after the last star must still have it (a
   * debounced write lost it). Stable, so the columns below are made once per grid.
   */
  const apply = useCallback(
    (update: (previous: TGridEdits) => TGridEdits) =>
      setEdits((previous) => {
        const next = update(previous);
        if (Object.keys(next).length === 0) removeDraft(localStorage, key);
        else writeDraft(localStorage, key, { answer: next, base, savedAt: Date.now() });
        return next;
      }),
    [key, base],
  );

  // A refusal is shown by the request itself; the edits and the draft stay.
  const submit = () => save.mutate(gridSaveRequest(grid, edits));

  // 30 children × ~10 descriptions × up to 9 stars: a row's record changes only when its own
  // edits do, and a star cell renders again only when its row's record is new.
  const lines = useGridLines(grid, edits);
  const columns = useMemo<ColumnsType<TGridLine>>(
    () => [
      {
        title: t('themes.grid.child'),
        dataIndex: 'Name',
        fixed: 'left',
        width: phone ? 84 : 112,
        render: (name: string, row) => (
          <span className="kg-grid__child">
            <span>{name}</span>
            <Tag color={STATUS_COLOURS[row.Status]} data-testid="grid-status">
              {t(`themes.results.statusNames.${row.Status as 0 | 1 | 2}`)}
            </Tag>
          </span>
        ),
      },
      ...columnGroups(grid.Columns).map((entry) => ({
        title: entry.title,
        children: entry.keywords.map((k) => ({
          title: k.keyword,
          children: k.columns.map((c) => {
            const id = c.Eval_ThemeQuestionId;
            return {
              key: id,
              width: c.MaxStars > 3 ? 196 : 104,
              shouldCellUpdate: (row: TGridLine, previous: TGridLine) => row !== previous,
              title: (
                <ColumnHead
                  describe={c.Describe}
                  max={c.MaxStars}
                  onSetAll={(score) => apply((previous) => setColumn(grid, previous, id, score))}
                />
              ),
              render: (_: unknown, row: TGridLine) => (
                <StarCell
                  max={c.MaxStars}
                  value={row.edit?.[id] ?? row.Scores[id] ?? 0}
                  changed={row.edit?.[id] !== undefined}
                  label={t('themes.grid.starsOf', { name: row.Name, describe: c.Describe })}
                  onChange={(score) => apply((previous) => setCell(grid, previous, row.StudentId, id, score))}
                />
              ),
            };
          }),
        })),
      })),
    ],
    [grid, phone, t, apply],
  );

  return (
    <div className="kg-themes" data-testid="page-theme-grid">
      <Card className="kg-card">
        <ThemeHead
          title={`${grid.Title} · ${t('themes.grid.title')}`}
          sub={`${grid.StudyYearName} · ${grid.GradeName} · ${grid.ClassName}`}
          onBack={onBack}
          backTestId="grid-back"
        />
        <p className="kg-grid__intro">{phone ? t('themes.grid.phoneHint') : t('themes.grid.intro')}</p>
        {restored && changed > 0 && (
          <Alert
            type="info"
            showIcon
            className="kg-grid__restored"
            title={t('themes.grid.restored', { count: changed })}
            action={
              <Button size="small" onClick={discard} data-testid="grid-drop">
                {t('themes.grid.dropDraft')}
              </Button>
            }
            data-testid="grid-restored"
          />
        )}
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={changed === 0}
          loading={save.isPending}
          onClick={submit}
          data-testid="grid-save"
        >
          {t('themes.grid.save', { count: changed })}
        </Button>
      </Card>
      <Card className="kg-card">
        {grid.Columns.length === 0 ? (
          <Empty description={t('themes.grid.noColumns')} />
        ) : (
          <Table<TGridLine>
            className="kg-grid"
            rowKey="StudentId"
            size="small"
            bordered
            pagination={false}
            dataSource={lines}
            columns={columns}
            scroll={{ x: 'max-content' }}
            sticky
            locale={{ emptyText: t('themes.grid.noChildren') }}
            data-testid="grid-table"
          />
        )}
      </Card>
    </div>
  );
}

/** A column's head: its description (whole in a tooltip) and 全部设为 for every child at once. */
function ColumnHead({
  describe,
  max,
  onSetAll,
}: {
  describe: string;
  max: number;
  onSetAll: (score: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="kg-grid__head">
      <Tooltip title={describe}>
        <span className="kg-grid__describe">{describe}</span>
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            ...Array.from({ length: max }, (_, i) => ({
              key: String(max - i),
              label: t('themes.grid.setAll', { count: max - i }),
            })),
            { type: 'divider' as const },
            { key: '0', label: t('themes.grid.clearAll') },
          ],
          onClick: ({ key }) => onSetAll(Number(key)),
        }}
      >
        <Button size="small" type="link" className="kg-grid__set-all" data-testid="grid-set-all">
          {t('themes.grid.all')}
          <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}

/**
 * One description's stars for one child: a slider of plain ★ (a grid holds ~2,000 of them, so
 * each is one element, not antd Rate's seven). Click a star, or on the focused cell the arrow
 * keys, a number key, 0 or Backspace to clear; the star given already, clicked again, clears.
 */
function StarCell({
  max,
  value,
  changed,
  label,
  onChange,
}: {
  max: number;
  value: number;
  changed: boolean;
  label: string;
  onChange: (score: number) => void;
}) {
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    const n = Number(event.key);
    let next: number | null = null;
    if (step !== undefined) next = Math.min(max, Math.max(0, value + step));
    else if (event.key === 'Backspace' || event.key === 'Delete') next = 0;
    else if (event.key.length === 1 && Number.isInteger(n) && n <= max) next = n;
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={`kg-grid__stars${max > 3 ? ' kg-grid__stars--nine' : ''}${changed ? ' kg-grid__stars--changed' : ''}`}
      onKeyDown={keys}
      data-testid="grid-cell"
      data-value={value}
    >
      {Array.from({ length: max }, (_, i) => (
        <span
          key={String(i)}
          className={i < value ? 'kg-grid__star is-on' : 'kg-grid__star'}
          onClick={() => onChange(value === i + 1 ? 0 : i + 1)}
          data-star={i + 1}
          aria-hidden
        >
          ★
        </span>
      ))}
    </div>
  );
}
