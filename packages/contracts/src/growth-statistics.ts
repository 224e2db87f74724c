import { z } from 'zod';

/** Typical-behaviour statistics of a monthly observation module (screen 6, F47-F51). */

/** Type 5 values (经常/偶尔/从未). */
export const Frequency = { often: 1, sometimes: 2, never: 3 } as const;
export const FREQUENCY_TEXT = { 1: '经常', 2: '偶尔', 3: '从未' } as const;

/** F50 (ClassId 0: every class of the template's grade) */
export const ZObservationTableQuery = z.object({
  TempId: z.coerce.number().int().min(1),
  TempDetailId: z.coerce.number().int().min(1),
  CycleId: z.coerce.number().int().min(0).default(0),
  StudyYearId: z.coerce.number().int().min(0).default(0),
  ClassId: z.coerce.number().int().min(0).default(0),
  ClassName: z.string().default(''),
});
export type TObservationTableQuery = z.infer<typeof ZObservationTableQuery>;
/** F51 */
export const ZObservationExportQuery = ZObservationTableQuery.extend({
  GradeName: z.string().default(''),
  Title: z.string().default(''),
});
/** F47 */
export const ZObservationRow = z.object({
  PointId: z.number().int(),
  OneName: z.string(),
  TwoName: z.string(),
  ThreeName: z.string(),
  Often: z.number().int(),
  Sometimes: z.number().int(),
  Never: z.number().int(),
});
export type TObservationRow = z.infer<typeof ZObservationRow>;
export const ZObservationTable = z.object({
  Title: z.string(),
  /** finished records counted */
  RecordCount: z.number().int(),
  Rows: z.array(ZObservationRow),
});

/** F35: the query /templateStatic opens with. */
export const ZTemplateStaticQuery = z.object({
  TempId: z.coerce.number().int().min(1),
  TempDetailId: z.coerce.number().int().min(1),
  CycleId: z.coerce.number().int().default(0),
  StudyYearId: z.coerce.number().int().default(0),
  GradeId: z.coerce.number().int().default(0),
  GradeNameS: z.string().default(''),
  ClassName: z.string().default(''),
  ClassId: z.coerce.number().int().default(0),
});
