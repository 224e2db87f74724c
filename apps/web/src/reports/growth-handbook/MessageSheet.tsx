import '../reports.i18n';
import { backgroundUrl } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { HandbookSheet } from './HandbookSheet';
import type { THandbookPage } from './handbookPlan';

type TProps = { page: THandbookPage & { kind: 'message' }; total: number; child: string };

export const MESSAGE_BACKGROUND = backgroundUrl('paper-notes');

/**
 * H30, H40: the teacher's message (寄语) as a letter on note paper: the text cut at 390
 * characters with an ellipsis, at the largest size the letter holds, signed by the recorder.
 */
export function MessageSheet({ page, total, child }: TProps) {
  const { t } = useTranslation();
  return (
    <HandbookSheet
      page={page}
      total={total}
      child={child}
      background={MESSAGE_BACKGROUND}
      title={t('reports.growthHandbook.message.title')}
    >
      <div className="kg-fp-letter-band">
        <div className="kg-fp-letter kg-hb-letter" data-testid="handbook-message">
          <span className="kg-fp-letter__quote" aria-hidden="true">
            “
          </span>
          <p className="kg-fp-letter__text" style={{ fontSize: `${page.fontPt}pt` }}>
            {page.text}
          </p>
          {page.recorder && (
            <div className="kg-fp-letter__sign">
              <span>{t('reports.growthHandbook.message.signature', { name: page.recorder })}</span>
            </div>
          )}
        </div>
      </div>
    </HandbookSheet>
  );
}
