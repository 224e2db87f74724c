import { Gender } from '@kg/contracts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAge } from '../../students/childAge';
import { rosterRows, rosterStats } from './rosterRows';
import type { TRosterData } from './useRoster';

type TProps = { data: TRosterData; schoolName: string; today: Date };

/** The A4 roster itself: the same markup on screen and on paper (print rules in roster.css). */
export function RosterSheet({ data, schoolName, today }: TProps) {
  const { t } = useTranslation();
  const { klass, students } = data;
  const rows = useMemo(() => rosterRows(students, today), [students, today]);
  const stats = useMemo(() => rosterStats(students), [students]);
  const genderText = (gender: number) =>
    gender === Gender.boy ? t('common.boy') : gender === Gender.girl ? t('common.girl') : t('common.none');
  const none = t('common.none');

  return (
    <article className="kg-roster-sheet" data-testid="roster-sheet">
      <header className="kg-roster-sheet__head">
        {schoolName && (
          <div className="kg-roster-sheet__school" data-testid="roster-school">
            {schoolName}
          </div>
        )}
        <h1 className="kg-roster-sheet__title">
          <span data-testid="roster-class-name">{klass.Name}</span>
          <span className="kg-roster-sheet__title-suffix">{t('roster.sheetTitle')}</span>
        </h1>
        <div className="kg-roster-sheet__sub" data-testid="roster-grade-year">
          {t('roster.gradeYear', { grade: klass.GradeName, year: klass.StudyYearName })}
        </div>
      </header>

      <dl className="kg-roster-sheet__facts">
        <div>
          <dt>{t('roster.fact', { label: t('roster.headTeacher') })}</dt>
          <dd data-testid="roster-head-teacher">{klass.HeadTeacherName || none}</dd>
        </div>
        <div>
          <dt>{t('roster.fact', { label: t('roster.teachers') })}</dt>
          <dd data-testid="roster-teachers">
            {klass.TeacherNames.length ? klass.TeacherNames.join(t('roster.listSeparator')) : none}
          </dd>
        </div>
        <div>
          <dt>{t('roster.fact', { label: t('roster.childCount') })}</dt>
          <dd
            data-testid="roster-count"
            data-total={stats.total}
            data-boys={stats.boys}
            data-girls={stats.girls}
          >
            {t('roster.countValue', stats)}
          </dd>
        </div>
        <div>
          <dt>{t('roster.fact', { label: t('roster.madeOn') })}</dt>
          <dd data-testid="roster-date">{dayjs(today).format(t('roster.dateFormat'))}</dd>
        </div>
      </dl>

      <table className="kg-roster-table" data-testid="roster-table">
        <colgroup>
          <col className="kg-roster-table__no" />
          <col className="kg-roster-table__name" />
          <col className="kg-roster-table__gender" />
          <col className="kg-roster-table__birthday" />
          <col className="kg-roster-table__age" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th>{t('roster.colNo')}</th>
            <th>{t('roster.colName')}</th>
            <th>{t('roster.colGender')}</th>
            <th>{t('roster.colBirthday')}</th>
            <th>{t('roster.colAge')}</th>
            <th>{t('roster.colNote')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="roster-row" data-student-id={row.id}>
              <td className="kg-roster-table__center">{row.no}</td>
              <td className="kg-roster-table__strong">{row.name}</td>
              <td className="kg-roster-table__center">{genderText(row.gender)}</td>
              <td className="kg-roster-table__center">{row.birthday || none}</td>
              <td className="kg-roster-table__center">{formatAge(row.age, t)}</td>
              <td />
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="kg-roster-table__empty" data-testid="roster-empty">
                {t('roster.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>

      <footer className="kg-roster-sheet__foot">{t('roster.ageNote')}</footer>
    </article>
  );
}
