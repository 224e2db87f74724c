import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The row action column with one 编辑 link, for lists whose tree grants an edit button.
 * `testId` names each row's link (`<testId>-<Id>`).
 */
export function editColumns<TRow extends { Id: number }>(
  t: TFunction,
  testId: string,
  onEdit?: (row: TRow) => void,
) {
  if (!onEdit) return [];
  return [
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right' as const,
      align: 'center' as const,
      render: (_: unknown, row: TRow) => (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => onEdit(row)}
          data-testid={`${testId}-${row.Id}`}
        >
          {t('common.edit')}
        </Button>
      ),
    },
  ];
}
