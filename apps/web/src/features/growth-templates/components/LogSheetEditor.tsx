import '../growthConfiguration.i18n';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { POINT_NAME_MAX } from '@kg/contracts';
import { App, Button, Empty, Input, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFailureText } from '../../question-bank/questionBank.api';
import { growthTemplateUrl, useDeletePoint, useLogSheet, useRenamePoint } from '../growthConfiguration.api';
import { ConfigImportDialog } from './ConfigImportDialog';
import { logRows, type TLogRow } from './ConfigRules';
import { LogSheetAddDialog } from './LogSheetAddDialog';
import { observationSpans } from './StatRows';
import { useConfirmRowDelete } from './useConfirmRowDelete';

type TProps = { moduleId: number; tempId: number; moduleTitle: string };

/** The point being renamed and what is typed. */
type TEditing = { id: number; text: string } | null;

/**
 * F40, F42, F43: the module's observation log sheet as a table, dimension and element cells
 * merged; each point renamed in place or deleted; points added one by one or imported.
 */
export function LogSheetEditor({ moduleId, tempId, moduleTitle }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sheet = useLogSheet(moduleId, true);
  const rename = useRenamePoint();
  const remove = useDeletePoint();
  const [editing, setEditing] = useState<TEditing>(null);
  const [adding, setAdding] = useState<{ dimension: string; element: string } | null>(null);
  const [importing, setImporting] = useState(false);

  const data = sheet.isError ? [] : (sheet.data ?? []);
  const rows = useMemo(() => logRows(data), [data]);
  const spans = useMemo(
    () => observationSpans(rows.map((r) => ({ OneName: r.dimension, TwoName: r.element }))),
    [rows],
  );
  const counts = {
    dimensions: data.length,
    elements: data.reduce((n, d) => n + d.info.length, 0),
    points: rows.length,
  };

  const saveName = async () => {
    if (!editing) return;
    const title = editing.text.trim();
    if (!title) return void message.warning(t('growthConfiguration.logSheet.pointRequired'));
    const before = rows.find((r) => r.Id === editing.id);
    if (before?.name === title) return setEditing(null);
    try {
      await rename.mutateAsync({ id: editing.id, title });
      void message.success(t('growthConfiguration.updated'));
      setEditing(null);
    } catch (error) {
      const text = saveFailureText(error, t('growthConfiguration.failed'));
      if (text) void message.error(text);
    }
  };

  const confirmRowDelete = useConfirmRowDelete();
  const confirmDelete = (row: TLogRow) => confirmRowDelete(row.name, () => remove.mutateAsync(row.Id));

  const columns: ColumnsType<TLogRow> = [
    {
      title: t('growthConfiguration.logSheet.dimension'),
      dataIndex: 'dimension',
      width: 120,
      onCell: (_, index) => ({ rowSpan: spans.dimension[index ?? 0] ?? 1 }),
      className: 'kg-logsheet__group',
    },
    {
      title: t('growthConfiguration.logSheet.element'),
      dataIndex: 'element',
      width: 140,
      onCell: (_, index) => ({ rowSpan: spans.element[index ?? 0] ?? 1 }),
      className: 'kg-logsheet__group kg-logsheet__group--element',
      render: (element: string, row) => (
        <div className="kg-logsheet__element">
          <span>{element}</span>
          <Tooltip title={t('growthConfiguration.logSheet.addHere')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('growthConfiguration.logSheet.addHere')}
              onClick={() => setAdding({ dimension: row.dimension, element })}
              className="kg-logsheet__add-here"
            />
          </Tooltip>
        </div>
      ),
    },
    {
      title: t('growthConfiguration.logSheet.point'),
      dataIndex: 'name',
      render: (name: string, row) =>
        editing?.id === row.Id ? (
          <Space.Compact className="kg-logsheet__edit">
            <Input
              autoFocus
              value={editing.text}
              maxLength={POINT_NAME_MAX}
              onChange={(e) => setEditing({ id: row.Id, text: e.target.value })}
              onPressEnter={() => void saveName()}
              onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
              data-testid="logsheet-edit-input"
            />
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={rename.isPending}
              onClick={() => void saveName()}
              aria-label={t('growthConfiguration.save')}
              data-testid="logsheet-edit-save"
            />
            <Button
              icon={<CloseOutlined />}
              onClick={() => setEditing(null)}
              aria-label={t('growthConfiguration.cancel')}
            />
          </Space.Compact>
        ) : (
          <span className="kg-logsheet__point">
            <span className="kg-logsheet__no">{row.no}</span>
            {name}
          </span>
        ),
    },
    {
      title: t('growthConfiguration.actions'),
      key: 'actions',
      width: 110,
      align: 'center',
      render: (_, row) => (
        <Space size={2}>
          <Tooltip title={t('growthConfiguration.logSheet.rename')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => setEditing({ id: row.Id, text: row.name })}
              aria-label={t('growthConfiguration.logSheet.rename')}
              data-testid="logsheet-rename"
            />
          </Tooltip>
          <Tooltip title={t('growthConfiguration.delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmDelete(row)}
              aria-label={t('growthConfiguration.delete')}
              data-testid="logsheet-delete"
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div className="kg-logsheet" data-testid="config-logsheet">
      <div className="kg-config-toolbar">
        <div className="kg-config-toolbar__stats" data-testid="logsheet-counts">
          {t('growthConfiguration.logSheet.counts', counts)}
        </div>
        <Space wrap>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding({ dimension: '', element: '' })}
            data-testid="logsheet-add"
          >
            {t('growthConfiguration.logSheet.add')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="logsheet-import">
            {t('growthConfiguration.import.button')}
          </Button>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            href={growthTemplateUrl('observation')}
            download
            data-testid="logsheet-template"
          >
            {t('growthConfiguration.import.template')}
          </Button>
        </Space>
      </div>
      <Table<TLogRow>
        className="kg-table kg-logsheet__table"
        rowKey="Id"
        size="middle"
        bordered
        columns={columns}
        dataSource={rows}
        loading={sheet.isFetching && !sheet.isError}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 640 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                sheet.isError ? (
                  <Button type="link" onClick={() => void sheet.refetch()}>
                    {t('growthConfiguration.loadFailedRetry')}
                  </Button>
                ) : (
                  t('growthConfiguration.logSheet.empty')
                )
              }
            />
          ),
        }}
        data-testid="logsheet-table"
      />
      <LogSheetAddDialog
        open={adding !== null}
        onClose={() => setAdding(null)}
        moduleId={moduleId}
        sheet={data}
        preset={adding ?? undefined}
      />
      <ConfigImportDialog
        kind="observation"
        open={importing}
        onClose={() => setImporting(false)}
        tempId={tempId}
        tempDetailId={moduleId}
        moduleTitle={moduleTitle}
      />
    </div>
  );
}
