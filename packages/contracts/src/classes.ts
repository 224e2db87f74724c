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
