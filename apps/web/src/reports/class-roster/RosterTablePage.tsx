import '../reports.i18n';
import { Gender } from '@kg/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAge } from '../../features/students/childAge';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { RosterPhoto } from './RosterPhoto';
import { ROSTER_MM, type TRosterRow } from './rosterLayout';

type TProps = {
  rows: TRosterRow[];
  /** the first table page carries the section heading */
  first: boolean;
  totalChildren: number;
  page: number;
  total: number;
  running: string;
};

// The heights the pagination counted with (ROSTER_MM), handed to the CSS.
const GEOMETRY = {
  '--kg-roster-head': `${ROSTER_MM.head}mm`,
  '--kg-roster-row': `${ROSTER_MM.row}mm`,
  '--kg-roster-heading': `${ROSTER_MM.heading}mm`,
} as CSSProperties;

const COLUMNS = [
  'colNo',
  'colPhoto',
  'colName',
  'colStudentNo',
  'colGender',
  'colBirthday',
  'colAge',
  'colParent',
  'colPhone',
] as const;
/** Text columns read from the left, like their cells; short values sit in the middle. */
const LEFT = new Set(['colName', 'colParent', 'colPhone']);

/** One page of 幼儿名单: the header row on every page, whole rows only. */
export function RosterTablePage({ rows, first, totalChildren, page, total, running }: TProps) {
  const { t } = useTranslation();
  const none = t('common.none');
  const gender = (g: number) =>
    g === Gender.boy ? t('common.boy') : g === Gender.girl ? t('common.girl') : none;
  return (
    <ReportPage page={page} total={total} running={running} testId="roster-table-page">
      {first && (
        <SectionHeading
          title={t('reports.classRoster.rosterSection')}
          sub={t('reports.classRoster.people', { count: totalChildren })}
        />
      )}
      <table className="kg-roster-table" style={GEOMETRY} data-testid="roster-table">
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c} className={`kg-roster-table__${c}`} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className={LEFT.has(c) ? 'kg-roster-table__left' : undefined}>
                {t(`reports.classRoster.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.Id} data-testid="roster-row" data-student-id={row.Id}>
              <td className="kg-roster-table__center kg-roster-table__muted">{row.no}</td>
              <td className="kg-roster-table__center">
                <RosterPhoto photo={row.Photo} name={row.Name} gender={row.Gender} />
              </td>
              <td className="kg-roster-table__name">{row.Name}</td>
              <td className="kg-roster-table__center kg-roster-table__num kg-roster-table__studentNo">
                {row.StudentNo || none}
              </td>
              <td className="kg-roster-table__center">
                <span className={`kg-roster-gender kg-roster-gender--${row.Gender}`}>
                  {gender(row.Gender)}
                </span>
              </td>
              <td className="kg-roster-table__center kg-roster-table__num">{row.birthday || none}</td>
              <td className="kg-roster-table__center">{formatAge(row.age, t)}</td>
              {/* the primary guardian: the one to call (no allergies or health notes on paper) */}
              <td>{row.ParentName || none}</td>
              <td className="kg-roster-table__num">{row.ParentPhone || none}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="kg-roster-table__empty" data-testid="roster-empty">
                {t('reports.classRoster.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ReportPage>
  );
}
