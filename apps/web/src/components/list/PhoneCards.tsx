import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Pagination, Spin, type TablePaginationConfig, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type HTMLAttributes, type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './phoneCards.css';

type TColumn<TRow> = ColumnType<TRow>;
type TFlatRow<TRow> = { row: TRow; key: Key; depth: number; index: number; hasChildren: boolean };

const isActions = <TRow,>(column: TColumn<TRow>) => column.key === 'actions' || column.fixed === 'right';

function fieldValue<TRow>(row: TRow, dataIndex: TColumn<TRow>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = (Array.isArray(dataIndex) ? dataIndex : [dataIndex]) as (string | number)[];
  return path.reduce<unknown>(
    (value, part) => (value as Record<string | number, unknown> | undefined)?.[part],
    row,
  );
}

function cell<TRow>(column: TColumn<TRow>, row: TRow, index: number): ReactNode {
  const value = fieldValue(row, column.dataIndex);
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === undefined || value === null ? '' : String(value);
}

function titleOf<TRow>(column: TColumn<TRow>): ReactNode {
  return typeof column.title === 'function' ? column.title({}) : column.title;
}

/**
 * A table's rows as cards for a phone (issue 14 item 8): the first column heads the card,
 * every other column is a label and its whole value (wrapped, never cut to "…"), and the row's
 * actions sit below, all reachable. Selection, tree rows and paging work as in the table.
 */
export function PhoneCards<TRow extends object>(props: TableProps<TRow>) {
  const { t } = useTranslation();
  const columns = ((props.columns ?? []) as TColumn<TRow>[]).filter((column) => !column.hidden);
  const actions = columns.filter(isActions);
  const [head, ...fields] = columns.filter((column) => !isActions(column));
  const childrenKey = (props.expandable?.childrenColumnName ?? 'children') as keyof TRow;
  const [ownExpanded, setOwnExpanded] = useState<Key[]>([]);
  const expanded = props.expandable?.expandedRowKeys ?? ownExpanded;
  const [page, setPage] = useState(1);

  const keyOf = (row: TRow, index: number): Key =>
    typeof props.rowKey === 'function'
      ? props.rowKey(row, index)
      : (row[(props.rowKey ?? 'key') as keyof TRow] as Key);

  const toggle = (key: Key) => {
    const next = expanded.includes(key) ? expanded.filter((k) => k !== key) : [...expanded, key];
    setOwnExpanded(next);
    props.expandable?.onExpandedRowsChange?.(next);
  };

  // Client-side paging like the table's when the page gives no server total.
  const paging = props.pagination === false ? null : ((props.pagination ?? {}) as TablePaginationConfig);
  const all = [...(props.dataSource ?? [])];
  const serverPaged = paging?.total !== undefined && paging.current !== undefined;
  const size = paging?.pageSize ?? 10;
  const current = serverPaged ? (paging?.current ?? 1) : page;
  const shown = paging && !serverPaged ? all.slice((current - 1) * size, current * size) : all;

  const flat: TFlatRow<TRow>[] = [];
  const walk = (rows: readonly TRow[], depth: number) => {
    rows.forEach((row) => {
      const index = flat.length;
      const key = keyOf(row, index);
      const children = row[childrenKey] as unknown as TRow[] | undefined;
      const hasChildren = Array.isArray(children) && children.length > 0;
      flat.push({ row, key, depth, index, hasChildren });
      if (hasChildren && expanded.includes(key)) walk(children, depth + 1);
    });
  };
  walk(shown, 0);

  const selection = props.rowSelection;
  const selected = selection?.selectedRowKeys ?? [];
  const select = (entry: TFlatRow<TRow>, checked: boolean) => {
    const keys = checked ? [...selected, entry.key] : selected.filter((k) => k !== entry.key);
    const rows = flat.filter((f) => keys.includes(f.key)).map((f) => f.row);
    selection?.onChange?.(keys, rows, { type: 'single' });
  };
  const loading = typeof props.loading === 'object' ? props.loading.spinning : props.loading;
  const emptyText = props.locale?.emptyText;
  const testId = (props as { 'data-testid'?: string })['data-testid'];

  return (
    <div className="kg-phone-cards" data-testid={testId} data-layout="cards">
      <Spin spinning={Boolean(loading)}>
        {flat.length === 0 && !loading && (
          <div className="kg-phone-cards__empty">
            {typeof emptyText === 'function'
              ? emptyText()
              : (emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)}
          </div>
        )}
        {flat.map((entry) => {
          const rowProps = (props.onRow?.(entry.row, entry.index) ?? {}) as HTMLAttributes<HTMLElement>;
          const open = expanded.includes(entry.key);
          return (
            <section
              key={entry.key}
              {...(rowProps as object)}
              className="kg-phone-card"
              style={{ marginInlineStart: entry.depth * 14 }}
              data-row-key={String(entry.key)}
            >
              <header className="kg-phone-card__head">
                {selection && (
                  <Checkbox
                    checked={selected.includes(entry.key)}
                    onChange={(event) => select(entry, event.target.checked)}
                    aria-label={t('shellExtras.selectRow')}
                  />
                )}
                {entry.hasChildren && (
                  <Button
                    type="text"
                    size="small"
                    icon={open ? <DownOutlined /> : <RightOutlined />}
                    onClick={() => toggle(entry.key)}
                    aria-expanded={open}
                  />
                )}
                <div className="kg-phone-card__title">{head && cell(head, entry.row, entry.index)}</div>
              </header>
              {fields.length > 0 && (
                <dl className="kg-phone-card__fields">
                  {fields.map((column, i) => (
                    <div key={String(column.key ?? column.dataIndex ?? i)} className="kg-phone-card__field">
                      <dt>{titleOf(column)}</dt>
                      <dd>{cell(column, entry.row, entry.index)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions.length > 0 && (
                <footer className="kg-phone-card__actions">
                  {actions.map((column, i) => (
                    <div key={String(column.key ?? i)}>{cell(column, entry.row, entry.index)}</div>
                  ))}
                </footer>
              )}
            </section>
          );
        })}
      </Spin>
      {paging && (serverPaged ? (paging.total ?? 0) > 0 : all.length > size) && (
        <Pagination
          className="kg-phone-cards__pager"
          simple
          size="small"
          current={current}
          pageSize={size}
          total={serverPaged ? paging.total : all.length}
          showTotal={paging.showTotal}
          onChange={(next, nextSize) => {
            if (serverPaged) paging.onChange?.(next, nextSize);
            else setPage(next);
          }}
        />
      )}
    </div>
  );
}
