import '../reports.i18n';
import type { THandbook } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { COVER_BACKGROUND } from './CoverSheet';
import { HandbookSheet } from './HandbookSheet';
import type { THandbookPage } from './handbookPlan';

type TProps = { page: THandbookPage & { kind: 'back' }; total: number; data: THandbook };

/**
 * H36: the 封底, the last sheet on the cover's background: a wish for the child, the child and
 * the kindergarten, the platform's mark and the sheet's name.
 */
export function BackCoverSheet({ page, total, data }: TProps) {
  const { t } = useTranslation();
  return (
    <HandbookSheet page={page} total={total} background={COVER_BACKGROUND}>
      <div className="kg-hb-back" data-testid="handbook-back">
        <p className="kg-hb-back__wish">{t('reports.growthHandbook.back.wish')}</p>
        <div className="kg-fp-closing__end">{t('reports.growthHandbook.back.end')}</div>
        <div className="kg-hb-back__who">
          <strong>{data.StudentName}</strong>
          <span>{[data.GradeName, data.ClassName].filter(Boolean).join(' · ')}</span>
          <span>{data.SchoolName}</span>
        </div>
        <div className="kg-hb-back__brand">
          <BrandMark size={30} />
          <span>{t('reports.page.madeWith')}</span>
        </div>
        <div className="kg-hb-back__mark">
          {t('reports.growthHandbook.title')} · {t('reports.growthHandbook.back.title')}
        </div>
      </div>
    </HandbookSheet>
  );
}
