import '../reports.i18n';
import type { TFootprint } from '@kg/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueSheet } from './CatalogueSheet';
import { CoverSheet } from './CoverSheet';
import { ExerciseSheet } from './ExerciseSheet';
import type { TFootprintPage } from './footprintTypes';
import { planFootprint } from './growthFootprintPlan';
import { MonthSheet } from './MonthSheet';
import { PlateSheet } from './PlateSheet';
import { RatingSheet } from './RatingSheet';
import { PhysicalSheet, TableSheet } from './RecordTableSheets';
import { TermTableSheet, TermTextSheet } from './TermSheets';
import { ClosingSheet, PendingSheet, WordsSheet } from './WordsSheet';

type TProps = { data: TFootprint; preview: boolean; title: string };

/** The booklet's pages in print order, numbered from one plan so the catalogue is always right. */
export function FootprintPages({ data, preview, title }: TProps) {
  const { t } = useTranslation();
  const plan = useMemo(() => planFootprint(data, { preview }), [data, preview]);
  const child = t('reports.growingFootprint.childLine', {
    name: data.StudentName,
    grade: data.GradeName,
    className: data.ClassName,
  });
  return (
    <>
      {plan.pages.map((page) => (
        <FootprintPageOf
          key={page.key}
          page={page}
          total={plan.total}
          child={child}
          data={data}
          title={title}
        />
      ))}
    </>
  );
}

type TPageProps = { page: TFootprintPage; total: number; child: string; data: TFootprint; title: string };

function FootprintPageOf({ page, total, child, data, title }: TPageProps) {
  const common = { total, child };
  switch (page.kind) {
    case 'cover':
      return <CoverSheet page={page} total={total} data={data} title={title} />;
    case 'catalogue':
      return <CatalogueSheet page={page} {...common} name={data.StudentName} />;
    case 'term':
      return <TermTableSheet page={page} {...common} />;
    case 'termText':
      return <TermTextSheet page={page} {...common} />;
    case 'month':
      return <MonthSheet page={page} {...common} />;
    case 'rating':
      return <RatingSheet page={page} {...common} />;
    case 'plate':
      return <PlateSheet page={page} {...common} />;
    case 'exercise':
      return <ExerciseSheet page={page} {...common} />;
    case 'physical':
      return <PhysicalSheet page={page} {...common} />;
    case 'table':
      return <TableSheet page={page} {...common} />;
    case 'words':
      return <WordsSheet page={page} {...common} />;
    case 'closing':
      return <ClosingSheet page={page} total={total} data={data} />;
    default:
      return <PendingSheet page={page} {...common} />;
  }
}
