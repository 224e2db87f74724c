import { z } from 'zod';
import { ZPageQuery } from './envelope';

export const ZOption = z.object({ Id: z.number().int(), Name: z.string() });
export type TOption = z.infer<typeof ZOption>;

/** C04: cycle options for a school and study year. */
export const ZCycleSelectQuery = z.object({
  SchoolId: z.coerce.number().int().optional(),
  StudyYearsId: z.coerce.number().int().min(1),
});

/** C07: class options by study year and grade. */
export const ZClassSelectQuery = z.object({
  StudyYearId: z.coerce.number().int().optional(),
  SchoolId: z.coerce.number().int().optional(),
  GradeId: z.coerce.number().int().optional(),
});

/** A class option; GradeLevel (0 托班 .. 3 大班) lets forms show nursery fields. 全园 has none. */
export const ZClassOption = ZOption.extend({ GradeLevel: z.number().int().optional() });
export type TClassOption = z.infer<typeof ZClassOption>;

export const ZGradeSelectQuery = z.object({ StudyYearId: z.coerce.number().int().optional() });

export const ZClassRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  StudyYearId: z.number().int(),
  StudyYearName: z.string(),
  HeadTeacherName: z.string().nullable(),
  TeacherNames: z.array(z.string()),
  StudentNum: z.number().int(),
  BoyNum: z.number().int(),
  GirlNum: z.number().int(),
});
export type TClassRow = z.infer<typeof ZClassRow>;

export const ZClassPageQuery = ZPageQuery.extend({
  StudyYearId: z.coerce.number().int().optional(),
  GradeId: z.coerce.number().int().optional(),
  Name: z.string().trim().max(50).optional(),
});

/** students.status: 1 in school, 0 left (kept with their records). */
export const StudentStatus = { inSchool: 1, left: 0 } as const;

/** Gender: 1 boy (男), 2 girl (女). */
export const Gender = { boy: 1, girl: 2 } as const;
export const GRADE_NAMES = ['托班', '小班', '中班', '大班'] as const;

export const ZStudentRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Gender: z.number().int(),
  Birthday: z.string(),
  IsBaby: z.boolean(),
  BabyLevel: z.number().int().nullable(),
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeName: z.string(),
  Photo: z.string().nullable(),
  Status: z.number().int(),
  /** 学号 */
  StudentNo: z.string().nullable(),
  /** the primary guardian (the one to call), if any */
  GuardianName: z.string().nullable(),
  GuardianRelation: z.string().nullable(),
  GuardianPhone: z.string().nullable(),
  /** whether 过敏 is filled: a marker for staff, never the text */
  HasAllergy: z.boolean(),
});
export type TStudentRow = z.infer<typeof ZStudentRow>;

export const ZStudentPageQuery = ZPageQuery.extend({
  ClassId: z.coerce.number().int().min(0).default(0),
  Name: z.string().trim().max(50).optional(),
});

export const ZTeacherRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Phone: z.string().nullable(),
  Gender: z.number().int(),
  Title: z.string().nullable(),
  ClassNames: z.array(z.string()),
  LoginName: z.string().nullable(),
});
export type TTeacherRow = z.infer<typeof ZTeacherRow>;

export const ZTeacherPageQuery = ZPageQuery.extend({ Name: z.string().trim().max(50).optional() });

export const ZSystemVersion = z.object({
  Id: z.number().int(),
  Version: z.string(),
  Title: z.string(),
  Notes: z.string(),
  ReleaseDate: z.string(),
});
export type TSystemVersion = z.infer<typeof ZSystemVersion>;
