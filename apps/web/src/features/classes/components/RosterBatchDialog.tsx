import '../../../reports/reports.i18n';
import { REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName, type TClassRow, type TPage } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchPdfDialog } from '../../../reports/framework/BatchPdfDialog';
import { distinctNames } from '../../../reports/framework/batchNames';
import { classPage, findClassPage, type TClassFilters } from '../classes.api';

/** The largest page the class list serves (contracts ZPageQuery). */
const PAGE_SIZE = 200;

/** Every class of the current filter, page by page (a school has a few dozen). */
async function allClasses(filters: TClassFilters, signal: AbortSignal): Promise<TClassRow[]> {
  const rows: TClassRow[] = [];
  for (let PageIndex = 1; ; PageIndex += 1) {
    const page: TPage<TClassRow> = await findClassPage(
      { ...filters, PageIndex, PageSize: PAGE_SIZE },
      signal,
    );
    rows.push(...page.data);
    if (page.data.length < PAGE_SIZE || rows.length >= page.dataCount) return rows;
  }
}

type TProps = {
  open: boolean;
  /** ids of the ticked classes (any page of the list); none ticked: every class of `filters` */
  tickedIds: number[];
  filters: TClassFilters;
  onClose: () => void;
};

/** 批量打印名册: one 幼儿名册 per class as a server batch (issue 4). */
export function RosterBatchDialog({ open, tickedIds, filters, onClose }: TProps) {
  const { t } = useTranslation();
  const useFilter = tickedIds.length === 0;
  // Ticks may span pages of the list, so the classes are read from the whole filter either way.
  const listed = useQuery({
    queryKey: [...classPage.key, 'all', filters] as const,
    enabled: open,
    queryFn: ({ signal }) => allClasses(filters, signal),
    staleTime: 0,
  });
  const classes = useMemo(() => {
    if (listed.isError) return [];
    if (!listed.data) return null;
    return useFilter ? listed.data : listed.data.filter((c) => tickedIds.includes(c.Id));
  }, [listed.data, listed.isError, tickedIds, useFilter]);

  const items = useMemo(() => {
    if (!classes) return null;
    const names = distinctNames(
      classes,
      (c) => c.Name,
      (c) => c.StudyYearName,
      (c) => c.Id,
    );
    return classes.map((c, i) => ({
      query: { ClassId: c.Id },
      name: reportFileName(names[i] ?? c.Name, REPORT_FILE_SUFFIX.classRoster),
      label: names[i] ?? c.Name,
    }));
  }, [classes]);

  const total = items?.length ?? 0;
  // File names are Chinese whatever the screen language (DECISIONS section 4).
  return (
    <BatchPdfDialog
      open={open}
      title={t('reports.batch.classesTitle')}
      route={REPORT_ROUTES.classRoster}
      batchName={`${REPORT_FILE_SUFFIX.classRoster}_${total}个班级`}
      items={items}
      scope={
        useFilter ? t('reports.batch.scopeFiltered', { total }) : t('reports.batch.scopeTicked', { total })
      }
      onClose={onClose}
    />
  );
}
