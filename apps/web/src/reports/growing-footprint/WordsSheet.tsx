import '../reports.i18n';
import type { TFootprint } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { FootprintSheet } from './FootprintSheet';
import type { TFootprintPage } from './footprintTypes';

type TWords = TFootprintPage & { kind: 'words' };
type TClosing = TFootprintPage & { kind: 'closing' };

/** Type 10 (结语, a teacher's letter): the words on a letter card, signed. */
export function WordsSheet({ page, total, child }: { page: TWords; total: number; child: string }) {
  const { t } = useTranslation();
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <div className="kg-fp-letter-band">
        <div className="kg-fp-letter" data-testid="fp-words">
          <span className="kg-fp-letter__quote" aria-hidden="true">
            “
          </span>
          <p className="kg-fp-letter__text" style={{ fontSize: `${page.fontPt}pt` }}>
            {page.text}
          </p>
          {(page.signature || page.time) && (
            <div className="kg-fp-letter__sign">
              {page.signature && (
                <span>{t('reports.growingFootprint.signature', { name: page.signature })}</span>
              )}
              {page.time && <span className="kg-fp-letter__time">{page.time}</span>}
            </div>
          )}
        </div>
      </div>
    </FootprintSheet>
  );
}

/**
 * Type 2, the closing page: the last sheet, like a back cover: the closing words in the
 * middle, the child and the kindergarten below. Without words yet, a discreet 待记录.
 */
export function ClosingSheet({ page, total, data }: { page: TClosing; total: number; data: TFootprint }) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growingFootprint'>, v?: Record<string, string>) =>
    t(`reports.growingFootprint.${key}`, v);
  return (
    <FootprintSheet page={page} total={total} child="" heading={false}>
      <div className="kg-fp-closing" data-testid="fp-closing">
        {page.text ? (
          <p className="kg-fp-closing__text" style={{ fontSize: `${page.fontPt}pt` }}>
            {page.text}
          </p>
        ) : (
          <p className="kg-fp-closing__pending">{g('pending')}</p>
        )}
        {page.signature && page.text && (
          <div className="kg-fp-closing__sign">{g('signature', { name: page.signature })}</div>
        )}
        <div className="kg-fp-closing__end">{g('closingEnd')}</div>
        <div className="kg-fp-closing__who">
          <strong>{data.StudentName}</strong>
          <span>{[data.GradeName, data.ClassName].filter(Boolean).join(' · ')}</span>
          <span>{data.SchoolName}</span>
        </div>
      </div>
    </FootprintSheet>
  );
}

/** A page with nothing saved yet: its background and title, and a discreet 待记录. */
export function PendingSheet({ page, total, child }: { page: TFootprintPage; total: number; child: string }) {
  const { t } = useTranslation();
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <div className="kg-fp-pending" data-testid="fp-pending">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M4 20h4L19 9l-4-4L4 16z M14 6l4 4"
            fill="none"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
        <span className="kg-fp-pending__label">{t('reports.growingFootprint.pending')}</span>
        <span className="kg-fp-pending__hint">{t('reports.growingFootprint.pendingHint')}</span>
      </div>
    </FootprintSheet>
  );
}
