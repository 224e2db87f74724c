import { z } from 'zod';
import { GROWTH_RECORD_MESSAGES } from './growth-records';
import { TypeNum, ZModuleForm } from './growth-templates';

/**
 * The growth records' calls (G01-G16, G30, G35): the entry, a child's list, a record, the
 * save, the add dialog's child pages and the editor's helpers.
 */

/** The whole-year/term kind of a template, carried as TempType (G01, G42, G43). */
export const TemplateType = { term: 1, wholeYear: 2 } as const;

/** The entry: the caller's classes of a term's study year (the open one by default) with their published template. */
export const ZGrowthClass = z.object({
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  StudyYearId: z.number().int(),
  StudyYearName: z.string(),
  /** 0 when the grade has no published template for the open term */
  TempId: z.number().int(),
  TempType: z.number().int(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  StudentCount: z.number().int(),
  /** records finished / records due (children x writable modules) */
  Done: z.number().int(),
  Total: z.number().int(),
  IsHeadTeacher: z.boolean(),
});
export type TGrowthClass = z.infer<typeof ZGrowthClass>;

/** A term to look at (0: the open one): last term's booklets stay reachable once the next opens. */
const ZTermChoice = z.coerce.number().int().min(0).default(0);

export const ZGrowthClassesQuery = z.object({ CycleId: ZTermChoice });
export const ZClassStudentsQuery = z.object({
  ClassId: z.coerce.number().int().min(1),
  TempId: z.coerce.number().int().min(0).default(0),
  CycleId: ZTermChoice,
});

/** The school's terms for the entry's term choice, newest study year first. */
export const ZGrowthTerm = z.object({
  Id: z.number().int(),
  Name: z.string(),
  StudyYearId: z.number().int(),
  StudyYearName: z.string(),
  IsOpen: z.boolean(),
});
export type TGrowthTerm = z.infer<typeof ZGrowthTerm>;
export const ZGrowthStudent = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  Photo: z.string(),
  Gender: z.string(),
  Done: z.number().int(),
  Drafts: z.number().int(),
  Total: z.number().int(),
});
export type TGrowthStudent = z.infer<typeof ZGrowthStudent>;
export const ZClassStudents = z.object({ Class: ZGrowthClass, Students: z.array(ZGrowthStudent) });
export type TClassStudents = z.infer<typeof ZClassStudents>;

/** G01: the escaped JSON /record opens with. */
export const ZRecordInfo = z.object({
  CustomerId: z.coerce.number().int().min(1),
  StudentName: z.string().default(''),
  TeacherId: z.coerce.number().int().default(0),
  TempId: z.coerce.number().int().min(1),
  TempType: z.coerce.number().int().default(TemplateType.term),
  CycleId: z.coerce.number().int().default(0),
  CycleName: z.string().default(''),
  StudyYearId: z.coerce.number().int().default(0),
  GradeName: z.string().default(''),
  ClassName: z.string().default(''),
});
export type TRecordInfo = z.infer<typeof ZRecordInfo>;

/** G02 */
export const ZStudentRecordsQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  StudentName: z.string().default(''),
  TeacherId: z.coerce.number().int().min(0).default(0),
  TempId: z.coerce.number().int().min(1),
});

/** G14: one row of a child's record list (Id is the module, tempDetailId of the save). */
export const ZRecordRow = z.object({
  Id: z.number().int(),
  RecordId: z.number().int(),
  Type: z.number().int(),
  TypeText: z.string(),
  Title: z.string(),
  /** the record: 0 未完成 (no record or a draft), 1 已完成 */
  Status: z.number().int(),
  /** 1: the caller may write it (G06) */
  IsWrite: z.number().int(),
  /** 1: something has been saved (a draft or a finished record) */
  IsFinish: z.number().int(),
  CycleName: z.string(),
  Time: z.string(),
  TimeCopy: z.string(),
  Operator: z.string(),
  OperatorValue: z.number().int(),
  /** the child's name */
  Name: z.string(),
  /** the plate's look (thumbnail) */
  Img: z.string(),
  /** the module's configuration as a JSON string: log sheet, sections, medical items, questions */
  Content: z.string(),
  /** the answer as a JSON string; '' when nothing is saved */
  Answer: z.string(),
  BackCoverImg: z.string(),
  PlateId: z.number().int(),
  OrderSort: z.number().int(),
  /** a page added for this child alone (G12) */
  IsOwn: z.boolean(),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
});
export type TRecordRow = z.infer<typeof ZRecordRow>;

const ZNeighbour = z.object({ Id: z.number().int(), Name: z.string() }).nullable();
export const ZStudentRecords = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  Photo: z.string(),
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeName: z.string(),
  TempId: z.number().int(),
  TempType: z.number().int(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  StudyYearId: z.number().int(),
  /** may the caller add pages for this child and write at all */
  CanWrite: z.boolean(),
  List: z.array(ZRecordRow),
  /** the previous and next child of the class (by name order), for one-click moving */
  Prev: ZNeighbour,
  Next: ZNeighbour,
});
export type TStudentRecords = z.infer<typeof ZStudentRecords>;

/** G15: types 4/5 send Id and StudentId, the others also IsWeb=1. */
export const ZRecordDetailQuery = z.object({
  Id: z.coerce.number().int().min(1),
  StudentId: z.coerce.number().int().min(1),
  IsWeb: z.coerce.number().int().optional(),
});
/** What one page of a child's record carries, in the editor and on the printed page. */
export const ZRecordPage = z.object({
  Id: z.number().int(),
  RecordId: z.number().int(),
  Title: z.string(),
  PlateId: z.number().int(),
  BackCoverImg: z.string(),
  /** the module's configuration as a JSON string (sheet, sections, items, questions) */
  Content: z.string(),
  /** the child's answer as a JSON string; '' when nothing is saved */
  Answer: z.string(),
  Status: z.number().int(),
  UpdatedBy: z.string(),
  CycleName: z.string(),
  TimeCopy: z.string(),
  Operator: z.string(),
});
export const ZRecordDetail = ZRecordPage.extend({
  TypeNum: z.number().int(),
  UpdatedAt: z.string(),
  StudentName: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
});
export type TRecordDetail = z.infer<typeof ZRecordDetail>;

/**
 * G10: the save. The list sends tempId/teacherId, the editor TempId/TeacherId: both are read.
 * `UpdatedAt` is the record's stamp the editor started from: a save over a newer one by
 * someone else is refused (409) instead of silently overwriting it.
 */
export const ZSaveRecordRequest = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const r = raw as Record<string, unknown>;
    return { ...r, tempId: r.tempId ?? r.TempId, teacherId: r.teacherId ?? r.TeacherId };
  },
  z.object({
    tempId: z.coerce.number().int().min(1),
    tempDetailId: z.coerce.number().int().min(1),
    studentId: z.coerce.number().int().min(1),
    teacherId: z.coerce.number().int().min(0).default(0),
    type: z.coerce.number().int().min(1).max(13),
    /** the answer as a JSON string (G10) */
    answer: z.string().max(200_000, GROWTH_RECORD_MESSAGES.answerInvalid),
    Status: z.coerce.number().int().min(0).max(1),
    UpdatedAt: z.string().max(40).optional(),
  }),
);
export type TSaveRecordRequest = z.infer<typeof ZSaveRecordRequest>;
export const ZSaveRecordResponse = z.object({ RecordId: z.number().int(), UpdatedAt: z.string() });

/** G12, G13: the add dialog 新增 adds (or, with id, edits) a page for this child alone. */
export const ZChildPageForm = ZModuleForm.pick({
  type: true,
  title: true,
  operator: true,
  time: true,
  cycleId: true,
}).extend({
  id: z.coerce.number().int().min(0).optional(),
  tempId: z.coerce.number().int().min(1),
  studentId: z.coerce.number().int().min(1),
  /** the position: the page follows the template page with this number (0: first) */
  orderSort: z.coerce.number().int().min(0).max(999).default(0),
});
export type TChildPageForm = z.infer<typeof ZChildPageForm>;
/** Types a child's own page may have (not the single fixed pages). */
export const CHILD_PAGE_TYPES: readonly number[] = [
  TypeNum.termObservation,
  TypeNum.monthlyObservation,
  TypeNum.plate,
  TypeNum.exercise,
  TypeNum.physical,
  TypeNum.video,
  TypeNum.epilogue,
  TypeNum.table,
  TypeNum.rating,
  TypeNum.familyVideo,
];

// ── Helpers of the editor ─────────────────────────────────────────────────────────────

/** G30 */
export const ZAutoSummaryRequest = z.object({
  StudentId: z.coerce.number().int().min(1),
  tempDetailId: z.coerce.number().int().min(1),
  answer: z.string().max(200_000),
});

/** G35 */
export const ZModuleIdQueryCaps = z.object({ Id: z.coerce.number().int().min(1) });
export const ZEpilogueQuery = z.object({
  CustomerId: z.coerce.number().int().min(1),
  TempId: z.coerce.number().int().min(1),
  TeacherId: z.coerce.number().int().min(0).default(0),
  IsWeb: z.coerce.number().int().optional(),
});
export const ZEpilogueText = z.object({ Title: z.string(), Content: z.string(), CycleName: z.string() });
export type TEpilogueText = z.infer<typeof ZEpilogueText>;
