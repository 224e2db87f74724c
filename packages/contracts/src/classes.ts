import { z } from 'zod';

export const CLASS_MESSAGES = {
  nameRequired: '请输入班级名称',
  nameTooLong: '班级名称不能超过30个字',
  gradeRequired: '请选择年级',
  studyYearRequired: '请选择学年',
  nameTaken: '该学年已有同名班级',
  hasChildren: '班级中还有在园幼儿，请先调整幼儿班级后再删除',
  selectToDelete: '请选择要删除的班级',
  deleteConfirm: '是否确认 删除？',
  teacherTwice: '同一位教师在本班只能担任一个角色',
} as const;

/** Class roles of a teacher: 班主任, 配班教师, 保育员. */
export const ClassRole = { head: 'head', teacher: 'teacher', care: 'care' } as const;

export const ZClassForm = z.object({
  StudyYearId: z
    .number({ error: CLASS_MESSAGES.studyYearRequired })
    .int()
    .min(1, CLASS_MESSAGES.studyYearRequired),
  GradeId: z.number({ error: CLASS_MESSAGES.gradeRequired }).int().min(1, CLASS_MESSAGES.gradeRequired),
  Name: z.string().trim().min(1, CLASS_MESSAGES.nameRequired).max(30, CLASS_MESSAGES.nameTooLong),
  HeadTeacherId: z.number().int().min(1).nullable().default(null),
  TeacherIds: z.array(z.number().int().min(1)).max(10).default([]),
  CareIds: z.array(z.number().int().min(1)).max(10).default([]),
});
export type TClassForm = z.infer<typeof ZClassForm>;

export const ZUpdateClassRequest = ZClassForm.extend({ Id: z.number().int().min(1) });
export type TUpdateClassRequest = z.infer<typeof ZUpdateClassRequest>;

export const ZDeleteClassesRequest = z.object({
  Ids: z.array(z.number().int().min(1)).min(1, CLASS_MESSAGES.selectToDelete).max(100),
});

export const ZClassDetail = ZUpdateClassRequest.extend({ StudentNum: z.number().int() });
export type TClassDetail = z.infer<typeof ZClassDetail>;

export const ZIdQuery = z.object({ Id: z.coerce.number().int().min(1) });

export const PROMOTION_MESSAGES = {
  classRequired: '请选择要升班的班级',
  studyYearRequired: '请选择升入的学年',
  topGrade: '大班已是最高年级，无法升班',
  alreadyPromoted: '该班级已升班，请勿重复操作',
  laterYear: '请选择该班级所在学年之后的学年',
  noGrade: '升入的学年没有对应的年级',
} as const;

/** 升班: the class moves up one grade into a later study year, with its children (and staff). */
export const ZPromoteClassRequest = z.object({
  ClassId: z
    .number({ error: PROMOTION_MESSAGES.classRequired })
    .int()
    .min(1, PROMOTION_MESSAGES.classRequired),
  StudyYearId: z
    .number({ error: PROMOTION_MESSAGES.studyYearRequired })
    .int()
    .min(1, PROMOTION_MESSAGES.studyYearRequired),
  Name: z.string().trim().min(1, CLASS_MESSAGES.nameRequired).max(30, CLASS_MESSAGES.nameTooLong),
  /** the head teacher, teachers and care staff go with the class */
  KeepStaff: z.boolean().default(true),
});
export type TPromoteClassRequest = z.infer<typeof ZPromoteClassRequest>;
export const ZPromoteClassResult = z.object({ Id: z.number().int(), StudentNum: z.number().int() });

/** The name a promoted class suggests: 小一班 → 中一班 (the grade's first character changes). */
export function promotedClassName(name: string): string {
  const next: Record<string, string> = { 托: '小', 小: '中', 中: '大' };
  const first = name.charAt(0);
  return next[first] ? next[first] + name.slice(1) : name;
}
