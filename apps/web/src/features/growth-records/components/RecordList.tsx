import '../growthRecords.i18n';
import { DeleteOutlined, EditOutlined, EyeOutlined, FormOutlined } from '@ant-design/icons';
import type { TRecordRow } from '@kg/contracts';
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowActions, rowTitles, rowWhen } from '../recordRows';

type TProps = {
  rows: TRecordRow[];
  canWrite: boolean;
  onWrite: (row: TRecordRow) => void;
  onView: (row: TRecordRow) => void;
  onEditPage: (row: TRecordRow) => void;
  onDeletePage: (row: TRecordRow) => void;
};

/**
 * Screen 10's list (G03-G06): the page's number and title (封面 for the cover), the term or
 * date, who fills it, 已完成/未完成 (and 草稿 when something is saved), and the buttons its
 * IsWrite and Status give it. A table on a laptop, one card per page on a phone.
 */
export function RecordList({ rows, canWrite, onWrite, onView, onEditPage, onDeletePage }: TProps) {
  const { t } = useTranslation();
  const titles = rowTitles(rows);
  return (
    <div className="kg-rec-list" data-testid="record-list">
      <div className="kg-rec-list__head">
        <span>{t('growthRecords.colTitle')}</span>
        <span>{t('growthRecords.colWhen')}</span>
        <span>{t('growthRecords.colOperator')}</span>
        <span>{t('growthRecords.colStatus')}</span>
        <span>{t('growthRecords.colActions')}</span>
      </div>
      {rows.map((row, i) => {
        const actions = rowActions(row);
        return (
          <div key={row.Id} className="kg-rec-list__row" data-testid={`record-row-${row.Id}`}>
            <span className="kg-rec-list__title">
              <span data-testid={`record-row-${row.Id}-title`}>{titles[i]}</span>
              <Tag bordered={false} className="kg-rec-list__type">
                {row.TypeText}
              </Tag>
              {row.IsOwn && (
                <Tag color="purple" bordered={false}>
                  {t('growthRecords.ownPage')}
                </Tag>
              )}
            </span>
            <span className="kg-rec-list__when">{rowWhen(row)}</span>
            <span className="kg-rec-list__operator">{row.Operator}</span>
            <span className="kg-rec-list__status" data-testid={`record-row-${row.Id}-status`}>
              <Tag color={row.Status === 1 ? 'success' : 'default'}>
                {t(row.Status === 1 ? 'growthRecords.done' : 'growthRecords.notDone')}
              </Tag>
              {row.IsFinish === 1 && row.Status === 0 && (
                <Tag color="warning" bordered={false}>
                  {t('growthRecords.draft')}
                </Tag>
              )}
            </span>
            <span className="kg-rec-list__actions">
              {actions.includes('write') && (
                <Button
                  type="primary"
                  size="small"
                  icon={<FormOutlined />}
                  onClick={() => onWrite(row)}
                  data-testid={`record-row-${row.Id}-write`}
                >
                  {t('growthRecords.write')}
                </Button>
              )}
              {actions.includes('modify') && (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => onWrite(row)}
                  data-testid={`record-row-${row.Id}-modify`}
                >
                  {t('growthRecords.modify')}
                </Button>
              )}
              {actions.includes('view') && (
                <Button
                  size="small"
                  type="link"
                  icon={<EyeOutlined />}
                  onClick={() => onView(row)}
                  data-testid={`record-row-${row.Id}-view`}
                >
                  {t('growthRecords.view')}
                </Button>
              )}
              {row.IsOwn && canWrite && (
                <>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => onEditPage(row)}
                    data-testid={`record-row-${row.Id}-edit`}
                  >
                    {t('growthRecords.edit')}
                  </Button>
                  <Popconfirm title={t('growthRecords.removeConfirm')} onConfirm={() => onDeletePage(row)}>
                    <Button
                      size="small"
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      data-testid={`record-row-${row.Id}-delete`}
                    />
                  </Popconfirm>
                </>
              )}
            </span>
          </div>
        );
      })}
    </div>
  );
}
