import { Table, type TableProps } from 'antd';
import { PhoneCards } from './PhoneCards';
import { useIsPhone } from './useIsPhone';

/**
 * antd's Table on a laptop; on a phone the same rows as cards (issue 14 item 8). A fixed
 * action column beside a sideways-scrolled table left a phone one narrow strip of data
 * ("记角色", "2026-202…"): a card shows every column's label and whole value, and the row's
 * actions below it. Pages swap `<Table>` for this and keep their columns.
 */
export function ResponsiveTable<TRow extends object>(props: TableProps<TRow>) {
  const phone = useIsPhone();
  if (phone) return <PhoneCards<TRow> {...props} />;
  return <Table<TRow> {...props} />;
}
