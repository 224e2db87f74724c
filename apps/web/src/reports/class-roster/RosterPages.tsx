import '../reports.i18n';
import type { TClassRosterReport } from '@kg/contracts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackCover } from '../framework/BackCover';
import { Catalogue } from '../framework/Catalogue';
import { CoverPage } from '../framework/CoverPage';
import { RosterOverviewPage } from './RosterOverviewPage';
import { RosterTablePage } from './RosterTablePage';
import { asOfDate, rosterPlan, rosterRows } from './rosterLayout';

const HEAD_ROLE = '班主任';

/** The roster's pages in print order, numbered from one plan so the catalogue is always right. */
export function RosterPages({ data }: { data: TClassRosterReport }) {
  const { t } = useTranslation();
  const rows = useMemo(() => rosterRows(data.Students, asOfDate(data.AsOf)), [data]);
  const plan = useMemo(
    () =>
      rosterPlan(rows, {
        overview: t('reports.classRoster.overview'),
        roster: t('reports.classRoster.rosterSection'),
      }),
    [rows, t],
  );
  const title = t('reports.classRoster.title');
  const running = [data.School.Name, data.Class.Name, title].filter(Boolean).join(' · ');
  const asOf = dayjs(data.AsOf).format(t('reports.page.dateFormat'));

  // Staff by role in the server's order; a class without a 班主任 says so on the cover.
  const staff = useMemo(() => {
    const byRole = new Map<string, string[]>();
    for (const s of data.Class.Staff) byRole.set(s.Role, [...(byRole.get(s.Role) ?? []), s.Name]);
    if (!byRole.has(HEAD_ROLE)) byRole.set(HEAD_ROLE, []);
    return [...byRole].map(([role, names]) => ({
      role: t(`reports.classRoster.roles.${role}`, { defaultValue: role }),
      names: names.length ? names.join(t('common.listSeparator')) : t('reports.classRoster.staffNone'),
      head: role === HEAD_ROLE,
    }));
  }, [data.Class.Staff, t]);
  const orderedStaff = [...staff.filter((s) => s.head), ...staff.filter((s) => !s.head)];

  return (
    <>
      <CoverPage
        page={plan.startOf.cover ?? 1}
        total={plan.total}
        school={data.School.Name}
        logo={data.School.Logo}
        title={title}
        label={t('reports.classRoster.titleLabel')}
        subject={data.Class.Name}
        facts={[
          { label: t('reports.classRoster.studyYear'), value: data.Class.StudyYearName },
          { label: t('reports.classRoster.grade'), value: data.Class.GradeName },
          ...orderedStaff.map((s) => ({ label: s.role, value: s.names })),
          {
            label: t('reports.classRoster.total'),
            value: t('reports.classRoster.people', { count: rows.length }),
          },
          { label: t('reports.classRoster.asOf'), value: asOf },
        ]}
      />
      <Catalogue
        page={plan.startOf.catalogue ?? 2}
        total={plan.total}
        running={running}
        entries={plan.catalogue}
      />
      <RosterOverviewPage
        data={data}
        rows={rows}
        staff={orderedStaff}
        page={plan.startOf.overview ?? 3}
        total={plan.total}
        running={running}
      />
      {plan.tablePages.map((pageRows, index) => (
        <RosterTablePage
          key={pageRows[0]?.Id ?? 'empty'}
          rows={pageRows}
          first={index === 0}
          totalChildren={rows.length}
          page={(plan.startOf.roster ?? 4) + index}
          total={plan.total}
          running={index === 0 ? running : `${running}${t('reports.classRoster.continued')}`}
        />
      ))}
      <BackCover page={plan.total} total={plan.total} school={data.School.Name} printedOn={asOf} />
    </>
  );
}
