import '../reports.i18n';
import type { TFootprint } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { ReportPicture } from '../framework/ReportPicture';
import { FootprintSheet } from './FootprintSheet';
import type { TFootprintPage } from './footprintTypes';

type TProps = { page: TFootprintPage & { kind: 'cover' }; total: number; data: TFootprint; title: string };

/** The photo prints as a 64 mm circle. */
const PHOTO_MM = 64;

/**
 * G20: the booklet's cover on the cover module's background: the report's title, the child's
 * photo (the cover record's picture, else the child's own, else a friendly placeholder with
 * the first character of the name), the name, the child's own line (我想说) when there is one,
 * and who, where and when.
 */
export function CoverSheet({ page, total, data, title }: TProps) {
  const { t } = useTranslation();
  const c = (key: TKeysUnder<'reports.growingFootprint.cover'>) => t(`reports.growingFootprint.cover.${key}`);
  const facts = [
    { label: c('className'), value: data.ClassName },
    { label: c('grade'), value: data.GradeName },
    { label: c('studyYear'), value: data.StudyYearName },
    { label: c('cycle'), value: data.CycleName },
    { label: c('teachers'), value: data.TeacherNames.join(t('common.listSeparator')) },
    { label: c('school'), value: data.SchoolName },
  ].filter((f) => f.value.trim());
  return (
    <FootprintSheet page={page} total={total} child="" heading={false}>
      <div className="kg-fp-cover" data-testid="fp-cover">
        <div className="kg-fp-cover__school">{data.SchoolName}</div>
        <h1 className="kg-fp-cover__title">{title}</h1>
        {t('reports.growingFootprint.titleLabel') && (
          <div className="kg-fp-cover__label">{t('reports.growingFootprint.titleLabel')}</div>
        )}
        <div className="kg-fp-cover__photo">
          {page.photo ? (
            <ReportPicture src={page.photo} widthMm={PHOTO_MM} alt={data.StudentName} />
          ) : (
            <span className="kg-fp-cover__initial" data-testid="fp-cover-initial">
              {[...data.StudentName.trim()][0] ?? ''}
              <small>{c('noPhoto')}</small>
            </span>
          )}
        </div>
        <div className="kg-fp-cover__name" data-testid="fp-cover-name">
          {data.StudentName}
        </div>
        {page.words && (
          <p className="kg-fp-cover__words" data-testid="fp-cover-words">
            {t('reports.growingFootprint.cover.words', { words: page.words })}
          </p>
        )}
        <dl className="kg-fp-cover__facts">
          {facts.map((f) => (
            <div key={f.label} className="kg-fp-cover__fact">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </FootprintSheet>
  );
}
