import '../reports.i18n';
import type { THandbook } from '@kg/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackCoverSheet } from './BackCoverSheet';
import { CoverSheet } from './CoverSheet';
import { planHandbook, type THandbookPage } from './handbookPlan';
import { MediaSheet } from './MediaSheet';
import { MessageSheet } from './MessageSheet';
import { ObservationSheet } from './ObservationSheet';
import { RatingTableSheet } from './RatingTableSheet';
import type { THandbookEditor } from './useHandbookEdits';

type TProps = { data: THandbook; editor: THandbookEditor };

/** The handbook's sheets in print order, numbered from one plan (handbookPlan). */
export function HandbookPages({ data, editor }: TProps) {
  const { t } = useTranslation();
  const plan = useMemo(() => planHandbook(data), [data]);
  const child = t('reports.growthHandbook.childLine', {
    name: data.StudentName,
    grade: data.GradeName,
    className: data.ClassName,
  });
  return (
    <>
      {plan.pages.map((page) => (
        <HandbookPageOf
          key={page.key}
          page={page}
          total={plan.total}
          child={child}
          data={data}
          editor={editor}
        />
      ))}
    </>
  );
}

type TPageProps = TProps & { page: THandbookPage; total: number; child: string };

function HandbookPageOf({ page, total, child, data, editor }: TPageProps) {
  switch (page.kind) {
    case 'cover':
      return <CoverSheet page={page} total={total} data={data} />;
    case 'message':
      return <MessageSheet page={page} total={total} child={child} />;
    case 'media':
      return <MediaSheet page={page} total={total} child={child} />;
    case 'table1':
      return <ObservationSheet page={page} total={total} child={child} editor={editor} />;
    case 'table2':
      return <RatingTableSheet page={page} total={total} child={child} data={data} editor={editor} />;
    case 'back':
      return <BackCoverSheet page={page} total={total} data={data} />;
  }
}
