import type { ZObservationExportQuery, ZObservationTable } from '@kg/contracts';
import {
  GROWTH_TEMPLATE_MESSAGES as M,
  monthLabel,
  type TObservationRow,
  type TObservationTableQuery,
  TypeNum,
} from '@kg/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { growthObservationsRepository } from '../growth-observations/growth-observations.repository';
import { moduleOf } from '../growth-observations/growth-observations.service';
import { logSheetOf } from '../growth-observations/log-sheet';
import { schoolStructure } from '../school-structure/school-structure.repository';
import { growthStatisticsRepository, type TClassFilter } from './growth-statistics.repository';
import { statisticsWorkbook } from './statistics-workbook';

export type TObservationTable = z.infer<typeof ZObservationTable>;
export type TObservationExportQuery = z.infer<typeof ZObservationExportQuery>;

/**
 * The statistics of a type 5 module of template `TempId` (F47, F50): ClassId 0 counts every
 * class of the template's grade, else the class must be of this school and that grade (404).
 * Only finished records count; every point of the log sheet is a row, in the sheet's order.
 */
async function tableOf(db: Db, p: Principal, q: TObservationTableQuery) {
  const found = await moduleOf(db, p, q.TempDetailId, q.TempId);
  if (found.typeNum !== TypeNum.monthlyObservation) throw AppError.badRequest(M.noLogSheet);
  const repo = growthStatisticsRepository(db, p.schoolId);
  let klass: { id: number; name: string } | null = null;
  let filter: TClassFilter = { gradeId: found.gradeId };
  if (q.ClassId) {
    const row = await schoolStructure(db, p.schoolId).class(q.ClassId, { includeDisabled: true });
    if (!row || row.gradeId !== found.gradeId) throw AppError.notFound();
    klass = row;
    filter = { classId: row.id };
  }
  const points = await growthObservationsRepository(db, p.schoolId).points(found.id);
  const counts = await repo.markCounts(found.id, filter);
  const Rows: TObservationRow[] = logSheetOf(points).flatMap((d) =>
    d.info.flatMap((e) =>
      e.info.map((point) => {
        const c = counts.get(point.Id);
        return {
          PointId: point.Id,
          OneName: d.Name,
          TwoName: e.Name,
          ThreeName: point.Name,
          Often: c?.often ?? 0,
          Sometimes: c?.sometimes ?? 0,
          Never: c?.never ?? 0,
        };
      }),
    ),
  );
  const table: TObservationTable = {
    Title: found.title,
    RecordCount: await repo.recordCount(found.id, filter),
    Rows,
  };
  return { table, module: found, klass };
}

export async function observationTable(db: Db, p: Principal, q: TObservationTableQuery) {
  return (await tableOf(db, p, q)).table;
}

/**
 * F51: the same table as .xlsx. Grade, class and title are the server's own names (the
 * query's GradeName, ClassName and Title are not trusted): '{年级}{班级} {标题}（3月）
 * 典型行为观察统计' on top, '{年级}{班级}_{标题}_观察统计.xlsx' as the file.
 */
export async function observationExport(db: Db, p: Principal, q: TObservationExportQuery) {
  const { table, module, klass } = await tableOf(db, p, q);
  const gradeName = (await schoolStructure(db, p.schoolId).grade(module.gradeId))?.name ?? '';
  const who = `${gradeName}${klass?.name ?? ''}`;
  const month = monthLabel(module.time);
  const data = await statisticsWorkbook({
    title: `${who} ${table.Title}${month ? `（${month}）` : ''} 典型行为观察统计`,
    recordCount: table.RecordCount,
    rows: table.Rows,
  });
  return { name: `${who}_${table.Title}_观察统计.xlsx`, data };
}
