import '../growthConfiguration.i18n';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { GROWTH_QUESTION_MAX } from '@kg/contracts';
import { App, Button, Empty, Input, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFailureText } from '../../question-bank/questionBank.api';
import {
  growthTemplateUrl,
  type TGrowthQuestionRow,
  useAddGrowthQuestion,
  useDeleteGrowthQuestion,
  useGrowthQuestions,
} from '../growthConfiguration.api';
import { ConfigImportDialog } from './ConfigImportDialog';
import { useConfirmRowDelete } from './useConfirmRowDelete';

type TProps = { moduleId: number; tempId: number; moduleTitle: string };

/**
 * F41, F42, F43: the behaviours of a type 12 rating table (each rated 真棒 / 较好 / 加油 by the
 * teacher): listed, deleted, added one at a time or imported.
 */
export function GrowthQuestionEditor({ moduleId, tempId, moduleTitle }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useGrowthQuestions(moduleId, true);
  const add = useAddGrowthQuestion(moduleId);
  const remove = useDeleteGrowthQuestion();
  const [text, setText] = useState('');
  const [importing, setImporting] = useState(false);
  const rows = list.isError ? [] : (list.data ?? []);

  const submit = async () => {
    const name = text.trim();
    if (!name) return void message.warning(t('growthConfiguration.questions.required'));
    try {
      await add.mutateAsync(name);
      void message.success(t('growthConfiguration.added'));
      setText('');
    } catch (error) {
      const failure = saveFailureText(error, t('growthConfiguration.failed'));
      if (failure) void message.error(failure);
    }
  };

  const confirmRowDelete = useConfirmRowDelete();
  const confirmDelete = (row: TGrowthQuestionRow) =>
    confirmRowDelete(row.Name, () => remove.mutateAsync(row.Id));

  return (
    <div className="kg-gq" data-testid="config-questions">
      <div className="kg-config-toolbar">
        <div className="kg-config-toolbar__stats" data-testid="questions-count">
          {t('growthConfiguration.questions.count', { count: rows.length })}
        </div>
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="questions-import">
            {t('growthConfiguration.import.button')}
          </Button>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            href={growthTemplateUrl('growth-question')}
            download
            data-testid="questions-template"
          >
            {t('growthConfiguration.import.template')}
          </Button>
        </Space>
      </div>
      <Table<TGrowthQuestionRow>
        className="kg-table"
        rowKey="Id"
        size="middle"
        columns={[
          {
            title: '#',
            key: 'no',
            width: 56,
            align: 'center',
            render: (_, __, index) => <span className="kg-logsheet__no">{index + 1}</span>,
          },
          { title: t('growthConfiguration.questions.name'), dataIndex: 'Name' },
          {
            title: t('growthConfiguration.questions.levels'),
            key: 'levels',
            width: 200,
            responsive: ['md'],
            render: () => (
              <span className="kg-gq__levels">
                <i className="kg-gq__level kg-gq__level--1">{t('growthConfiguration.questions.great')}</i>
                <i className="kg-gq__level kg-gq__level--2">{t('growthConfiguration.questions.good')}</i>
                <i className="kg-gq__level kg-gq__level--3">
                  {t('growthConfiguration.questions.keepTrying')}
                </i>
              </span>
            ),
          },
          {
            title: t('growthConfiguration.actions'),
            key: 'actions',
            width: 80,
            align: 'center',
            render: (_, row) => (
              <Tooltip title={t('growthConfiguration.delete')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(row)}
                  aria-label={t('growthConfiguration.delete')}
                  data-testid="questions-delete"
                />
              </Tooltip>
            ),
          },
        ]}
        dataSource={rows}
        loading={list.isFetching && !list.isError}
        pagination={false}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                list.isError ? (
                  <Button type="link" onClick={() => void list.refetch()}>
                    {t('growthConfiguration.loadFailedRetry')}
                  </Button>
                ) : (
                  t('growthConfiguration.questions.empty')
                )
              }
            />
          ),
        }}
        data-testid="questions-table"
      />
      <Space.Compact className="kg-gq__add">
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void submit()}
          maxLength={GROWTH_QUESTION_MAX}
          placeholder={t('growthConfiguration.questions.placeholder')}
          data-testid="questions-add-input"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          loading={add.isPending}
          onClick={() => void submit()}
          data-testid="questions-add"
        >
          {t('growthConfiguration.questions.add')}
        </Button>
      </Space.Compact>
      <ConfigImportDialog
        kind="growth-question"
        open={importing}
        onClose={() => setImporting(false)}
        tempId={tempId}
        tempDetailId={moduleId}
        moduleTitle={moduleTitle}
      />
    </div>
  );
}
