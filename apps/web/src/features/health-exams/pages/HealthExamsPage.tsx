import '../healthExams.i18n';
import '../healthExams.css';
import { Card, Empty, Grid, Select, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassCards } from '../../growth-records/components/ClassCards';
import { TermPicker } from '../../growth-records/components/TermPicker';
import {
  useClassTermChoice,
  useForgetRefusedChoice,
} from '../../growth-records/components/useClassTermChoice';
import { SheetCard } from '../components/ExamSheetCard';
import { FollowUpCard } from '../components/FollowUpCard';
import { StatsCard } from '../components/StatsCard';
import { useExamSheet } from '../healthExams.api';

/**
 * 体检管理 (/Health/Exams, issue 20): a class's exam sheet of a term (a row per child; the
 * doctor and the 园长 type, Enter goes down a column, one save writes the sheet), Excel export
 * and import, 需关注 (the flagged children) and the statistics by class and sex.
 */
export default function HealthExamsPage() {
  const { t } = useTranslation();
  const choice = useClassTermChoice('kg.healthExams');
  const view = useExamSheet(choice.cycleId, choice.classId);
  const stale = useForgetRefusedChoice(choice, view.isError);
  const [tab, setTab] = useState('sheet');
  const screens = Grid.useBreakpoint();
  const data = view.data;

  if (view.isPending || stale) return <Skeleton active />;
  if (!data)
    return (
      <Card className="kg-card">
        <Empty description={t('healthExams.noTerm')} />
      </Card>
    );
  return (
    <div className="kg-gr-page kg-exams" data-testid="page-health-exams">
      <div className="kg-gr-bar kg-gr-bar--intro">
        <TermPicker terms={data.Terms} value={data.TermId} onChange={choice.chooseTerm} />
        <span className="kg-muted kg-gr-intro">{t('healthExams.intro')}</span>
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'sheet', label: t('healthExams.tabs.sheet') },
          {
            key: 'followUp',
            label: <span data-testid="tab-follow-up">{t('healthExams.tabs.followUp')}</span>,
          },
          { key: 'stats', label: <span data-testid="tab-stats">{t('healthExams.tabs.stats')}</span> },
        ]}
      />
      {tab !== 'stats' && data.Classes.length > 0 && !screens.md && (
        <Select
          className="kg-exams-class-select"
          value={data.ClassId || undefined}
          onChange={choice.chooseClass}
          aria-label={t('healthExams.columns.class')}
          options={data.Classes.map((c) => ({
            value: c.ClassId,
            label: `${c.ClassName}（${t('healthExams.children', { examined: c.Examined, count: c.Children })}）`,
          }))}
          data-testid="exam-class-select"
        />
      )}
      {tab !== 'stats' && data.Classes.length > 0 && screens.md && (
        <ClassCards
          classes={data.Classes.map((c) => ({
            id: c.ClassId,
            name: c.ClassName,
            meta: t('healthExams.children', { examined: c.Examined, count: c.Children }),
          }))}
          value={data.ClassId}
          onChange={choice.chooseClass}
          testId={(id) => `exam-class-${id}`}
        />
      )}
      {tab === 'sheet' &&
        (data.ClassId ? (
          <SheetCard key={`${data.TermId}-${data.ClassId}`} data={data} />
        ) : (
          <Card className="kg-card">
            <Empty description={t('healthExams.noClasses')} />
          </Card>
        ))}
      {tab === 'followUp' && <FollowUpCard termId={data.TermId} classId={data.ClassId} />}
      {tab === 'stats' && <StatsCard termId={data.TermId} />}
    </div>
  );
}
