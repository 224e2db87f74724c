import '../themes.i18n';
import '../themes.css';
import { DownOutlined, SaveOutlined } from '@ant-design/icons';
import type { TThemeGrid, TThemeGridRow } from '@kg/contracts';
import { Alert, App, Button, Card, Dropdown, Empty, Grid, Rate, Skeleton, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
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
  cellValue,
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

function GridEditor({ grid, onBack }: { grid: TThemeGrid; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const phone = !Grid.useBreakpoint().md;
  const key = themeGridDraftKey(user?.uID ?? 0, grid.ThemeMapId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useSaveThemeGrid((saved) => {
    if (timer.current) clearTimeout(timer.current);
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
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const discard = useCallback(() => {
    setEdits({});
    setRestored(false);
    removeDraft(localStorage, key);
  }, [key]);
  useUnsavedChanges(changed > 0, discard);

  /** Keeps the edits in this browser a moment after the last change (answers them back). */
  const storeDraft = (next: TGridEdits) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (Object.keys(next).length === 0) removeDraft(localStorage, key);
      else writeDraft(localStorage, key, { answer: next, base, savedAt: Date.now() });
    }, 300);
    return next;
  };
  const change = (studentId: number, questionId: number, score: number) =>
    setEdits(storeDraft(setCell(grid, edits, studentId, questionId, score)));

  // A refusal is shown by the request itself; the edits and the draft stay.
  const submit = () => save.mutate(gridSaveRequest(grid, edits));

  // Rebuilt each render: 30 rows × ~10 cells, and every cell reads the edits.
  const columns: ColumnsType<TThemeGridRow> = [
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
        children: k.columns.map((c) => ({
          key: c.Eval_ThemeQuestionId,
          width: c.MaxStars > 3 ? 196 : 104,
          title: (
            <ColumnHead
              describe={c.Describe}
              max={c.MaxStars}
              onSetAll={(score) =>
                setEdits(storeDraft(setColumn(grid, edits, c.Eval_ThemeQuestionId, score)))
              }
            />
          ),
          render: (_: unknown, row: TThemeGridRow) => (
            <StarCell
              max={c.MaxStars}
              value={cellValue(grid, edits, row.StudentId, c.Eval_ThemeQuestionId)}
              changed={edits[row.StudentId]?.[c.Eval_ThemeQuestionId] !== undefined}
              label={t('themes.grid.starsOf', { name: row.Name, describe: c.Describe })}
              onChange={(score) => change(row.StudentId, c.Eval_ThemeQuestionId, score)}
            />
          ),
        })),
      })),
    })),
  ];

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
          <Table<TThemeGridRow>
            className="kg-grid"
            rowKey="StudentId"
            size="small"
            bordered
            pagination={false}
            dataSource={grid.Rows}
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

/** One description's stars for one child: click, arrows (antd Rate) or the number keys. */
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
  const digit = (event: KeyboardEvent<HTMLUListElement>) => {
    const n = Number(event.key);
    if (event.key.length === 1 && Number.isInteger(n) && n <= max) {
      event.preventDefault();
      onChange(n);
    }
  };
  return (
    <Rate
      className={`kg-grid__rate${max > 3 ? ' kg-grid__rate--nine' : ''}${changed ? ' kg-grid__rate--changed' : ''}`}
      count={max}
      value={value}
      onChange={onChange}
      onKeyDown={digit}
      aria-label={label}
      data-testid="grid-cell"
    />
  );
}
