import '../schools.i18n';
import type { TSchoolRow } from '@kg/contracts';
import { App, Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { useSession } from '../../../app/useSession';
import { DataTable } from '../../../components/list/DataTable';
import { FilterBar } from '../../../components/list/FilterBar';
import { usePagedList } from '../../../components/list/usePagedList';
import { AddDaysDialog } from '../components/AddDaysDialog';
import { AdminCreatedDialog, type TCreatedSchool } from '../components/AdminCreatedDialog';
import { SchoolFormDialog, type TSchoolDialogState } from '../components/SchoolFormDialog';
import { schoolColumns } from '../schoolColumns';
import { findSchoolPage, schoolPage, type TSchoolFilters, useRegions, useSchoolStatus } from '../schools.api';
import '../schools.css';

const INITIAL: TSchoolFilters = { Name: '', Region: undefined, Status: undefined };

/** 学校管理 (platform): every school, its service period, its principal logins (C01). */
export default function SchoolsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const list = usePagedList({ key: schoolPage.key, initialFilters: INITIAL, fetchPage: findSchoolPage });
  const regions = useRegions();
  const buttons = useButtons();
  const { user } = useSession();
  const granted = (func: string) => buttons.some((b) => b.Func === func);
  const [dialog, setDialog] = useState<TSchoolDialogState>(null);
  const [created, setCreated] = useState<TCreatedSchool | null>(null);
  const [extending, setExtending] = useState<TSchoolRow | null>(null);
  const status = useSchoolStatus();

  const confirmStatus = (row: TSchoolRow) => {
    const stopping = row.Status === 1;
    modal.confirm({
      title: t(stopping ? 'schools.stopTitle' : 'schools.enableTitle'),
      content: (
        <>
          <strong>{row.Name}</strong>
          <div>{t(stopping ? 'schools.stopConfirm' : 'schools.enableConfirm')}</div>
        </>
      ),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: stopping },
      className: 'kg-school-status-confirm',
      onOk: async () => {
        try {
          await status.mutateAsync({ Id: row.Id, Status: stopping ? 0 : 1 });
          void message.success(t(stopping ? 'schools.stopped' : 'schools.enabled', { name: row.Name }));
        } catch {
          // Shown by the client.
        }
      },
    });
  };

  const columns = schoolColumns(t, {
    onEdit: granted('handleEdit') ? (row) => setDialog(row.Id) : undefined,
    onAddDays: granted('handleAddDays') ? setExtending : undefined,
    onStatus: granted('handleStop') ? confirmStatus : undefined,
    ownSchoolId: user?.SchoolId,
  });

  return (
    <Card className="kg-card" data-testid="page-schools">
      <div className="kg-toolbar">
        <NavButtons handlers={{ handleAdd: () => setDialog('new') }} />
      </div>
      <FilterBar
        testId="schools-filter"
        keyword={list.filters.Name}
        placeholder={t('schools.namePlaceholder')}
        onSearch={(Name) => list.setFilters({ Name })}
        onReset={list.resetFilters}
        onRefresh={list.refetch}
      >
        <Select
          className="kg-filterbar__select"
          allowClear
          showSearch
          placeholder={t('schools.regionPlaceholder')}
          aria-label={t('schools.region')}
          loading={regions.isPending}
          options={(regions.data ?? []).map((value) => ({ value, label: value }))}
          value={list.filters.Region}
          onChange={(Region?: string) => list.setFilters({ Region })}
          data-testid="schools-region"
        />
        <Select
          className="kg-filterbar__select kg-filterbar__select--narrow"
          allowClear
          placeholder={t('schools.statusPlaceholder')}
          aria-label={t('schools.status')}
          options={[
            { value: 1, label: t('schools.statusOn') },
            { value: 0, label: t('schools.statusOff') },
          ]}
          value={list.filters.Status}
          onChange={(Status?: 0 | 1) => list.setFilters({ Status })}
          data-testid="schools-status"
        />
      </FilterBar>
      <DataTable testId="schools-table" rowKey="Id" columns={columns} {...list.tableProps} />
      <SchoolFormDialog state={dialog} onClose={() => setDialog(null)} onCreated={setCreated} />
      <AdminCreatedDialog created={created} onClose={() => setCreated(null)} />
      <AddDaysDialog school={extending} onClose={() => setExtending(null)} />
    </Card>
  );
}
