import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from './ResponsiveTable';
import { PAGE_SIZES, type TPaging } from './usePagedList';

type TProps<TRow> = {
  rowKey: keyof TRow & string;
  columns: TableColumnsType<TRow>;
  rows: TRow[];
  total: number;
  loading: boolean;
  isError: boolean;
  paging: TPaging;
  onPage: (page: number, size: number) => void;
  onRetry: () => void;
  testId: string;
  emptyText?: string;
  /** rows the page acts on (for example a delete in its toolbar) */
  rowSelection?: TableProps<TRow>['rowSelection'];
};

/** A server-paged table with the house empty, loading and failure states; cards on a phone. */
export function DataTable<TRow extends object>(props: TProps<TRow>) {
  const { t } = useTranslation();
  const empty = props.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
      <Button icon={<ReloadOutlined />} onClick={props.onRetry}>
        {t('common.retry')}
      </Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? t('common.empty')} />
  );

  return (
    <ResponsiveTable<TRow>
      data-testid={props.testId}
      className="kg-table"
      size="middle"
      rowKey={props.rowKey}
      columns={props.columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      rowSelection={props.rowSelection}
      pagination={{
        current: props.paging.PageIndex,
        pageSize: props.paging.PageSize,
        total: props.total,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (total) => t('common.total', { total }),
        onChange: props.onPage,
        hideOnSinglePage: false,
      }}
    />
  );
}
