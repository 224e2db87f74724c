import '../imports.i18n';
import type { TImportRowError } from '@kg/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** Every wrong row of a refused import: the Excel row number and why (D15), scrolling past 5. */
export function ImportErrorsTable({ errors, testId }: { errors: TImportRowError[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table<TImportRowError>
      size="small"
      rowKey="Row"
      dataSource={errors}
      pagination={false}
      scroll={errors.length > 5 ? { y: 200 } : undefined}
      columns={[
        {
          title: t('imports.colRow'),
          dataIndex: 'Row',
          width: 110,
          render: (row: number) => t('imports.rowNo', { row }),
        },
        { title: t('imports.colReason'), dataIndex: 'Reason' },
      ]}
      data-testid={testId}
    />
  );
}
