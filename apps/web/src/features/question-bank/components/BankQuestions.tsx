import '../questionBank.i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { BankType, QUESTION_SCOPES, type TQuestionBank } from '@kg/contracts';
import { Button, Grid, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { useSelectionDelete } from '../../../components/list/useSelectionDelete';
import { templateUrl } from '../../imports/imports.api';
import { useImportExport } from '../../imports/useImportExport';
import type { TBankRef } from '../hooks/useCurrentBank';
import { findQuestionPage, questionPage, useDeleteQuestions } from '../questionBank.api';
import { questionColumns } from '../questionColumns';
import { QuestionFormDialog, type TQuestionDialogState } from './QuestionFormDialog';

type TProps = {
  bank: TBankRef;
  /** the bank's row once the list has loaded (description, counts) */
  details?: TQuestionBank;
  onCategories: () => void;
};

/**
 * One bank's questions: header, toolbar from the tree, filters, the paged table (D02-D08),
 * the add/edit dialog and the import (D13-D17). Mounted per bank, so switching banks starts
 * from page 1 with no filters and nothing ticked.
 */
export function BankQuestions({ bank, details, onCategories }: TProps) {
  const { t } = useTranslation();
  const nursery = bank.TypeId === BankType.nursery;
  const list = usePagedList({
    key: questionPage.key,
    initialFilters: { Name: bank.Name, GradeName: '', Keyword: '' },
    fetchPage: findQuestionPage,
  });
  const buttons = useButtons();
  const can = (func: string) => buttons.some((b) => b.Func === func);
  const [dialog, setDialog] = useState<TQuestionDialogState>(null);
  const remove = useDeleteQuestions();
  const io = useImportExport('question', { Name: bank.Name });
  const deletion = useSelectionDelete({
    remove: remove.mutateAsync,
    nothingSelected: t('questionBank.selectToDelete'),
  });
  const canEdit = can('handleEdit');
  const compact = !Grid.useBreakpoint().md;
  const columns = useMemo(
    () => questionColumns(t, canEdit ? (row) => setDialog(row) : undefined, compact),
    [t, canEdit, compact],
  );
  const filtered = list.filters.GradeName !== '' || list.filters.Keyword !== '';

  return (
    <>
      <header className="kg-qbank-head" data-testid="qbank-head">
        <div className="kg-qbank-head__title">
          <Typography.Title level={4} className="kg-qbank-head__name" data-testid="qbank-name">
            {bank.Name}
          </Typography.Title>
          <Tag color={nursery ? 'orange' : 'cyan'} bordered={false}>
            {t(nursery ? 'questionBank.group.nursery' : 'questionBank.group.kindergarten')}
          </Tag>
        </div>
        <Typography.Paragraph
          type="secondary"
          className="kg-qbank-head__desc"
          data-testid="qbank-description"
        >
          {details ? details.Description || t('questionBank.noDescription') : '\u00a0'}
        </Typography.Paragraph>
      </header>
      <div className="kg-qbank-toolbar">
        <NavButtons
          handlers={{
            handleAdd: () => setDialog('new'),
            handleDel: deletion.confirm,
            handleImport: io.handleImport,
            handleCategories: onCategories,
          }}
        />
        {can('handleImport') && (
          <Button
            icon={<DownloadOutlined />}
            href={templateUrl('question')}
            download
            data-testid="qbank-template"
          >
            {t('questionBank.downloadTemplate')}
          </Button>
        )}
      </div>
      <FilterBar
        testId="qbank-filter"
        keyword={list.filters.Keyword}
        placeholder={t('questionBank.keywordPlaceholder')}
        onSearch={(Keyword) => list.setFilters({ Keyword })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        {!nursery && (
          <Select
            className="kg-filterbar__select"
            prefix={<span className="kg-muted">{t('questionBank.colScope')}</span>}
            value={list.filters.GradeName}
            onChange={(GradeName: string) => list.setFilters({ GradeName })}
            options={[
              { value: '', label: t('questionBank.scopeAll') },
              ...QUESTION_SCOPES.map((scope) => ({ value: scope, label: t(`questionBank.scope.${scope}`) })),
            ]}
            data-testid="qbank-scope"
          />
        )}
      </FilterBar>
      <DataTable
        testId="qbank-table"
        rowKey="Id"
        columns={columns}
        {...list.tableProps}
        emptyText={filtered ? undefined : t('questionBank.emptyBank')}
        rowSelection={can('handleDel') ? deletion.rowSelection : undefined}
      />
      <QuestionFormDialog state={dialog} bank={bank} onClose={() => setDialog(null)} />
      {io.dialog}
    </>
  );
}
