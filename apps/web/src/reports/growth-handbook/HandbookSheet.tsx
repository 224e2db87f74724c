import '../reports.i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../framework/ReportPage';
import {
  FRAME_GEOMETRY,
  FrameBackground,
  FrameFooter,
  FrameTitle,
} from '../growing-footprint/FootprintFrame';
import type { THandbookPage } from './handbookPlan';

type TProps = {
  page: THandbookPage;
  total: number;
  /** the page's picture, edge to edge (`/growth/...` or `/files/<uuid>`) */
  background: string;
  /** the title band (every page but the covers) */
  title?: ReactNode;
  /** the child's line in the footer (content pages) */
  child?: string;
  /** the on-page edit hint (writers, table pages; never printed) */
  hint?: ReactNode;
  saving?: boolean;
  children: ReactNode;
};

/**
 * One sheet of the handbook on the framework's A4 box, in the growing footprint's style: the
 * background edge to edge, the title band, the content, and the footer with the entry's title,
 * the child and the page number. `handbook-page` and its data-kind are what the journeys read.
 */
export function HandbookSheet({ page, total, background, title, child, hint, saving, children }: TProps) {
  const { t } = useTranslation();
  const kind = page.kind === 'cover' ? 'cover' : page.kind === 'back' ? 'back' : 'content';
  const continued = 'continued' in page && page.continued;
  return (
    <ReportPage
      kind={kind}
      page={page.page}
      total={total}
      className={`kg-fp-sheet kg-hb-sheet kg-hb-sheet--${page.kind}`}
    >
      <div
        className="kg-fp-frame"
        style={FRAME_GEOMETRY}
        data-testid="handbook-page"
        data-kind={page.kind}
        data-type={page.type}
        data-item={'item' in page ? page.item.Id : undefined}
        data-saving={saving || undefined}
      >
        <FrameBackground src={background} />
        {title && (
          <FrameTitle
            testId="handbook-title"
            continued={continued ? t('reports.growthHandbook.continued') : undefined}
          >
            {title}
          </FrameTitle>
        )}
        {hint && (
          <div className="kg-hb-hint" data-testid="handbook-edit-hint">
            {hint}
          </div>
        )}
        {children}
        {kind === 'content' && <FrameFooter title={page.group} child={child} />}
      </div>
    </ReportPage>
  );
}

/** The hint over a table a writer may change: what to do, or that a save is under way. */
export function EditHint({ saving }: { saving: boolean }) {
  const { t } = useTranslation();
  return (
    <span>{saving ? t('reports.growthHandbook.edit.saving') : t('reports.growthHandbook.edit.hint')}</span>
  );
}
