import '../reports.i18n';
import type { TClassRosterReport } from '@kg/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAge } from '../../features/students/childAge';
import { ReportChart } from '../framework/ReportChart';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { ageGenderOption, GENDER_COLORS } from './rosterChart';
import { ageBuckets, rosterStats, type TRosterRow } from './rosterLayout';

type TProps = {
  data: TClassRosterReport;
  rows: TRosterRow[];
  staff: Array<{ role: string; names: string }>;
  page: number;
  total: number;
  running: string;
};

/** 班级概况: head counts, the staff, and the class by age and gender as an SVG chart. */
export function RosterOverviewPage({ data, rows, staff, page, total, running }: TProps) {
  const { t } = useTranslation();
  const stats = useMemo(() => rosterStats(rows), [rows]);
  const option = useMemo(
    () =>
      ageGenderOption(ageBuckets(rows), {
        boy: t('reports.classRoster.boys'),
        girl: t('reports.classRoster.girls'),
        bucket: (years) => t('reports.classRoster.ageBucket', { years }),
        unknown: t('reports.classRoster.ageUnknown'),
      }),
    [rows, t],
  );
  const people = (count: number) => t('reports.classRoster.people', { count });
  const cards = [
    { key: 'total', label: t('reports.classRoster.total'), value: people(stats.total) },
    { key: 'boys', label: t('reports.classRoster.boys'), value: people(stats.boys) },
    { key: 'girls', label: t('reports.classRoster.girls'), value: people(stats.girls) },
    {
      key: 'age',
      label: t('reports.classRoster.averageAge'),
      value: stats.averageAge ? formatAge(stats.averageAge, t) : t('common.none'),
    },
  ];
  const boyShare = stats.boys + stats.girls ? (stats.boys / (stats.boys + stats.girls)) * 100 : 50;

  return (
    <ReportPage page={page} total={total} running={running} testId="roster-overview">
      <SectionHeading
        title={t('reports.classRoster.overview')}
        sub={`${data.Class.GradeName} · ${data.Class.StudyYearName}`}
      />
      <div
        className="kg-roster-cards"
        data-testid="roster-stats"
        data-total={stats.total}
        data-boys={stats.boys}
        data-girls={stats.girls}
      >
        {cards.map((card) => (
          <div key={card.key} className={`kg-roster-card kg-roster-card--${card.key}`}>
            <div className="kg-roster-card__label">{card.label}</div>
            <div className="kg-roster-card__value">{card.value}</div>
          </div>
        ))}
      </div>
      {stats.babies > 0 && (
        <div className="kg-roster-babies">
          {t('reports.classRoster.babies')}：{people(stats.babies)}
        </div>
      )}
      <dl className="kg-roster-staff" data-testid="roster-staff">
        {staff.map((s) => (
          <div key={s.role} className="kg-roster-staff__item">
            <dt>{s.role}</dt>
            <dd>{s.names}</dd>
          </div>
        ))}
      </dl>
      <section className="kg-roster-chart-card">
        <header className="kg-roster-chart-card__head">
          <h3>{t('reports.classRoster.chartTitle')}</h3>
          <span>{t('reports.classRoster.chartHint')}</span>
        </header>
        {stats.total > 0 ? (
          <ReportChart option={option} className="kg-roster-chart" testId="roster-chart" />
        ) : (
          <div className="kg-roster-chart kg-roster-chart--empty">{t('reports.classRoster.chartEmpty')}</div>
        )}
        <div className="kg-roster-ratio" aria-hidden="true">
          <span style={{ width: `${boyShare}%`, background: GENDER_COLORS.boy }} />
          <span style={{ width: `${100 - boyShare}%`, background: GENDER_COLORS.girl }} />
        </div>
        <div className="kg-roster-ratio__legend">
          <span>
            {t('reports.classRoster.boys')} {stats.boys}
          </span>
          <span>
            {t('reports.classRoster.girls')} {stats.girls}
          </span>
        </div>
      </section>
      <p className="kg-roster-note">{t('reports.classRoster.ageNote')}</p>
    </ReportPage>
  );
}
