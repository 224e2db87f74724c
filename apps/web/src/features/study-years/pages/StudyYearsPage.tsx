import '../studyYears.i18n';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TCycleRow } from '@kg/contracts';
import { Button, Card, Empty, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateStudyYearDialog } from '../components/CreateStudyYearDialog';
import { EditCycleDialog } from '../components/EditCycleDialog';
import { StudyYearCard } from '../components/StudyYearCard';
import { useStudyYears } from '../studyYears.api';

/** 学年学期: the school's study years, their terms, and which term is open (C02, C03). */
export default function StudyYearsPage() {
  const { t } = useTranslation();
  const years = useStudyYears();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TCycleRow | null>(null);
  const list = years.data ?? [];

  return (
    <div className="kg-study-years" data-testid="page-study-years">
      <Card className="kg-card kg-study-years__bar">
        <Space className="kg-study-years__bar-inner" wrap>
          <span className="kg-muted">{t('studyYears.intro')}</span>
          <Space>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void years.refetch()}
              aria-label={t('common.refresh')}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="study-year-add"
            >
              {t('studyYears.create')}
            </Button>
          </Space>
        </Space>
      </Card>
      {years.isPending && <Skeleton active />}
      {!years.isPending && list.length === 0 && (
        <Card className="kg-card">
          <Empty description={years.isError ? t('studyYears.loadFailed') : t('studyYears.empty')} />
        </Card>
      )}
      {list.map((year) => (
        <StudyYearCard key={year.Id} year={year} onEdit={setEditing} />
      ))}
      <CreateStudyYearDialog
        open={creating}
        existing={list.map((y) => y.Name)}
        onClose={() => setCreating(false)}
      />
      <EditCycleDialog cycle={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
