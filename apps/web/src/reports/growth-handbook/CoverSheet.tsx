import '../reports.i18n';
import { backgroundUrl, type THandbook } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { ReportPicture } from '../framework/ReportPicture';
import { textEm } from '../growing-footprint/footprintLayout';
import { HandbookSheet } from './HandbookSheet';
import type { THandbookPage } from './handbookPlan';

type TProps = { page: THandbookPage & { kind: 'cover' }; total: number; data: THandbook };

export const COVER_BACKGROUND = backgroundUrl('balloon-party');
/** The photo prints as a 76 mm circle. */
const PHOTO_MM = 76;
/** The title line's width and its largest size: a long name makes it smaller, never wrap. */
const TITLE = { widthMm: 170, largestPt: 34, spacing: 1.12 } as const;

const titlePt = (text: string) =>
  Math.min(TITLE.largestPt, TITLE.widthMm / (Math.max(1, textEm(text)) * TITLE.spacing) / (25.4 / 72));

/**
 * H29, design Q8: the handbook's cover: the school, the child's name with 成长手册, the child's
 * photo (the cover page's, else the first character of the name), the entry's title (or the
 * span of several), then grade and class, the recorder(s) and the period.
 */
export function CoverSheet({ page, total, data }: TProps) {
  const { t } = useTranslation();
  const c = (key: TKeysUnder<'reports.growthHandbook.cover'>) => t(`reports.growthHandbook.cover.${key}`);
  const title = t('reports.growthHandbook.cover.title', { name: data.StudentName });
  const facts = [
    {
      key: 'className',
      label: c('className'),
      value: [data.GradeName, data.ClassName].filter(Boolean).join(' '),
    },
    { key: 'recorder', label: c('recorder'), value: page.recorders.join(t('common.listSeparator')) },
    { key: 'period', label: c('period'), value: page.period === page.title ? '' : page.period },
  ].filter((f) => f.value.trim());
  return (
    <HandbookSheet page={page} total={total} background={COVER_BACKGROUND}>
      <div className="kg-hb-cover" data-testid="handbook-cover">
        {data.SchoolName && (
          <div className="kg-fp-cover__school" data-testid="handbook-cover-school">
            {data.SchoolName}
          </div>
        )}
        <h1 className="kg-hb-cover__title" style={{ fontSize: `${titlePt(title)}pt` }}>
          {title}
        </h1>
        {t('reports.growthHandbook.titleLabel') && (
          <div className="kg-fp-cover__label">{t('reports.growthHandbook.titleLabel')}</div>
        )}
        <div className="kg-fp-cover__photo kg-hb-cover__photo">
          {page.photo ? (
            <ReportPicture src={page.photo} widthMm={PHOTO_MM} alt={data.StudentName} />
          ) : (
            <span className="kg-fp-cover__initial">
              {[...data.StudentName.trim()][0] ?? ''}
              <small>{c('noPhoto')}</small>
            </span>
          )}
        </div>
        {page.title && (
          <div className="kg-hb-cover__entry" data-testid="handbook-cover-title">
            {page.title}
          </div>
        )}
        <dl className="kg-fp-cover__facts kg-hb-cover__facts" data-testid="handbook-cover-facts">
          {facts.map((f) => (
            <div key={f.key} className={`kg-fp-cover__fact kg-hb-cover__fact--${f.key}`}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </HandbookSheet>
  );
}
