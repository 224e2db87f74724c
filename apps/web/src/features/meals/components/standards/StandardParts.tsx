import '../../meals.i18n';
import type { TStandardSection } from '@kg/contracts';
import { Button, Card, InputNumber, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStandardsEditor } from './useStandardsEditor';

/** A figure being edited: whole or decimal, never negative. */
export function FigureInput(props: {
  value: number | null;
  onChange: (v: number | null) => void;
  testId: string;
  max?: number;
}) {
  return (
    <InputNumber
      size="small"
      min={0}
      max={props.max ?? 100000}
      value={props.value}
      onChange={(v) => props.onChange(v === null ? null : Number(v))}
      style={{ width: 84 }}
      data-testid={props.testId}
    />
  );
}

/** A section's table: small, unpaged, scrolling sideways on a phone. */
export function StandardTable<T extends object>(props: {
  rows: T[];
  columns: ColumnsType<T>;
  rowKey: (row: T) => string;
  testId: string;
}) {
  return (
    <Table<T>
      size="small"
      pagination={false}
      rowKey={props.rowKey}
      dataSource={props.rows}
      columns={props.columns}
      scroll={{ x: 'max-content' }}
      data-testid={props.testId}
    />
  );
}

/** A section card: its title, a note, and 编辑 / 保存 / 取消 / 恢复默认 for those who may edit. */
export function StandardSection(props: {
  editor: TStandardsEditor;
  section: TStandardSection;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { editor, section } = props;
  const custom = editor.standards.data?.Custom.includes(section) ?? false;
  const editing = editor.draft?.Section === section;
  return (
    <Card
      size="small"
      className="kg-standard-section"
      data-testid={`standard-${section}`}
      title={t(`meals.standards.sections.${section}`)}
      extra={
        editor.canEdit && (
          <Space wrap size={4}>
            {editing ? (
              <>
                <Button size="small" onClick={editor.cancel}>
                  {t('common.cancel')}
                </Button>
                <Button
                  size="small"
                  type="primary"
                  loading={editor.saving}
                  onClick={() => void editor.submit()}
                  data-testid={`standard-${section}-save`}
                >
                  {t('meals.standards.save')}
                </Button>
              </>
            ) : (
              <>
                {custom && (
                  <Button
                    size="small"
                    onClick={() => editor.restore(section)}
                    data-testid={`standard-${section}-restore`}
                  >
                    {t('meals.standards.restore')}
                  </Button>
                )}
                <Button
                  size="small"
                  disabled={Boolean(editor.draft)}
                  onClick={() => editor.begin(section)}
                  data-testid={`standard-${section}-edit`}
                >
                  {t('meals.standards.edit')}
                </Button>
              </>
            )}
          </Space>
        )
      }
    >
      {props.note && <Typography.Paragraph type="secondary">{props.note}</Typography.Paragraph>}
      {props.children}
    </Card>
  );
}
