import './questionBank.i18n';
import type { TProcessQuestion } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { editColumns } from '../../components/list/editColumn';

const SCOPE_COLORS: Record<string, string> = {
  通用: 'cyan',
  大班: 'geekblue',
  中班: 'purple',
  小班: 'gold',
  托班: 'orange',
};

/**
 * D02: Id, 适用范围, 问题, 排序 (columns as data, ARCHITECTURE convention 11); 编辑 when
 * granted. `compact` (a phone): columns as narrow as their content and 编辑 scrolling with
 * the row, so the question itself gets the width.
 */
export function questionColumns(
  t: TFunction,
  onEdit?: (row: TProcessQuestion) => void,
  compact = false,
): TableColumnsType<TProcessQuestion> {
  const actions = editColumns(t, 'question-edit', onEdit);
  return [
    { key: 'id', title: t('questionBank.colId'), dataIndex: 'Id', width: compact ? undefined : 80 },
    {
      key: 'scope',
      title: t('questionBank.colScope'),
      dataIndex: 'GradeName',
      width: compact ? undefined : 110,
      render: (scope: string) => (
        <Tag color={SCOPE_COLORS[scope]} bordered={false}>
          {t(`questionBank.scope.${scope}`, { defaultValue: scope })}
        </Tag>
      ),
    },
    {
      key: 'question',
      title: t('questionBank.colQuestion'),
      dataIndex: 'Question',
      // The table sizes to its content; the box lets a long question wrap.
      render: (text: string) => <div className="kg-qbank-question">{text}</div>,
    },
    {
      key: 'order',
      title: t('questionBank.colOrder'),
      dataIndex: 'OrderSort',
      width: compact ? undefined : 90,
      align: 'center',
    },
    ...(compact ? actions.map((column) => ({ ...column, fixed: undefined })) : actions),
  ];
}
