import '../themes.i18n';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { THEME_CONTENT_MESSAGES, ThemeQuestionType, type TThemeQuestion } from '@kg/contracts';
import { App, Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/list/ResponsiveTable';
import { themeTemplateUrl, useDeleteThemeQuestion, useThemeQuestions } from '../themeContent.api';
import { QuestionDialog } from './QuestionDialog';
import { ThemeImportDialog } from './ThemeImportDialog';

type TProps = { themeId: number; detailId: number; locked: boolean };

/** E07: an entry's questions with add, import (E15), edit, delete and the answer type of each. */
export function QuestionTable({ themeId, detailId, locked }: TProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useThemeQuestions(detailId, themeId);
  const remove = useDeleteThemeQuestion();
  const [dialog, setDialog] = useState<'new' | TThemeQuestion | null>(null);
  const [importing, setImporting] = useState(false);
  const rows = list.data?.question ?? [];
  const typeName = (type: number) => list.data?.secondDemos.find((d) => d.Value === type)?.Name ?? '';
  const confirmDelete = (row: TThemeQuestion) =>
    modal.confirm({
      title: THEME_CONTENT_MESSAGES.deleteConfirm,
      content: row.Describe,
      okButtonProps: { danger: true, ...{ 'data-testid': 'theme-question-delete-ok' } },
      onOk: async () => {
        await remove.mutateAsync(row.ThemeQuestionId);
        void message.success(t('success.delete'));
      },
    });

  return (
    <Card
      className="kg-card"
      title={t('themes.questionsTitle', { entry: list.data?.EvaluateTitle ?? '' })}
      extra={
        <Space size={4} wrap>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={locked}
            onClick={() => setDialog('new')}
            data-testid="theme-question-add"
          >
            {t('themes.questionAdd')}
          </Button>
          <Button
            icon={<UploadOutlined />}
            disabled={locked}
            onClick={() => setImporting(true)}
            data-testid="theme-question-import"
          >
            {t('themes.importButton')}
          </Button>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            href={themeTemplateUrl()}
            download
            data-testid="theme-question-template"
          >
            {t('themes.templateLink')}
          </Button>
        </Space>
      }
      data-testid="theme-question-editor"
    >
      <ResponsiveTable<TThemeQuestion>
        rowKey="ThemeQuestionId"
        loading={list.isPending}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('themes.questionsEmpty') }}
        data-testid="theme-question-table"
        columns={[
          { title: t('themes.keyword'), dataIndex: 'KeyWords', width: 150 },
          { title: t('themes.describe'), dataIndex: 'Describe' },
          { title: t('themes.sort'), dataIndex: 'Sort', width: 70 },
          {
            title: t('themes.questionType'),
            dataIndex: 'QuestionType',
            width: 150,
            render: (type: number) =>
              type === ThemeQuestionType.none ? (
                <Tag>{t('themes.stars')}</Tag>
              ) : (
                <Tag color="blue">
                  {t('themes.block')} · {typeName(type)}
                </Tag>
              ),
          },
          {
            title: t('common.actions'),
            width: 170,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  icon={<EditOutlined />}
                  disabled={locked}
                  onClick={() => setDialog(row)}
                  data-testid="theme-question-edit"
                >
                  {t('common.edit')}
                </Button>
                <Button
                  type="link"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={locked}
                  onClick={() => confirmDelete(row)}
                  data-testid="theme-question-delete"
                >
                  {t('themes.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <QuestionDialog
        state={dialog}
        themeId={themeId}
        detailId={detailId}
        nextSort={rows.reduce((max, r) => Math.max(max, r.Sort), 0) + 1}
        secondDemos={list.data?.secondDemos ?? []}
        onClose={() => setDialog(null)}
      />
      <ThemeImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        themeId={themeId}
        detailId={detailId}
        entryTitle={list.data?.EvaluateTitle ?? ''}
      />
    </Card>
  );
}
