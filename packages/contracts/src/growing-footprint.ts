import { z } from 'zod';
import { truthy } from './envelope';
import { ZRecordPage } from './growth-record-calls';

// ── The growing footprint report (screen 12) ─────────────────────────────────────────

/**
 * G42/G43: the report's info. Preview mode (isPreview) shows one page (Id = the module) of
 * one child; normal mode the whole booklet. `limit` (DECISIONS 39) keeps only finished pages.
 */
export const ZFootprintInfo = z.object({
  isPreview: z.union([z.boolean(), z.number(), z.string()]).optional(),
  Id: z.coerce.number().int().min(0).optional(),
  CustomerId: z.coerce.number().int().min(1),
  TeacherId: z.coerce.number().int().min(0).optional(),
  TempId: z.coerce.number().int().min(0).optional(),
  TempType: z.coerce.number().int().optional(),
  CycleName: z.string().optional(),
  GradeName: z.string().optional(),
  ClassName: z.string().optional(),
  StudentName: z.string().optional(),
  Title: z.string().optional(),
  Type: z.coerce.number().int().optional(),
});
export type TFootprintInfo = z.infer<typeof ZFootprintInfo>;

/** G46 */
export const ZFootprintQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  TempId: z.coerce.number().int().min(0).default(0),
  TeacherId: z.coerce.number().int().min(0).default(0),
  IsWeb: z.coerce.number().int().optional(),
  /** preview: only this module */
  Id: z.coerce.number().int().min(0).default(0),
  /** G44, DECISIONS 39 */
  limit: z
    .union([z.boolean(), z.string()])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});
export type TFootprintQuery = z.infer<typeof ZFootprintQuery>;

export const ZFootprintRecord = ZRecordPage.extend({ Type: z.number().int() });
export type TFootprintRecord = z.infer<typeof ZFootprintRecord>;
export const ZFootprint = z.object({
  SchoolName: z.string(),
  StudentName: z.string(),
  Gender: z.string(),
  Photo: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
  StudyYearName: z.string(),
  CycleName: z.string(),
  TempId: z.number().int(),
  TeacherNames: z.array(z.string()),
  List: z.array(ZFootprintRecord),
});
export type TFootprint = z.infer<typeof ZFootprint>;

/**
 * The report page's data call for its query (info JSON, limit): the page sends exactly these
 * values and the PDF engine grants exactly these, so both read them from here. Null when the
 * info is not readable.
 */
export function footprintDataQuery(query: Record<string, unknown>): Record<string, string> | null {
  let raw: unknown = query.info;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const info = ZFootprintInfo.safeParse(raw);
  if (!info.success) return null;
  const preview = truthy(info.data.isPreview);
  return {
    StudentId: String(info.data.CustomerId),
    TempId: String(info.data.TempId ?? 0),
    TeacherId: String(info.data.TeacherId ?? 0),
    IsWeb: '1',
    Id: String(preview ? (info.data.Id ?? 0) : 0),
    limit: truthy(query.limit) ? 'true' : 'false',
  };
}

// ── Issue 14 item 2: what a booklet print would show as 待记录 ───────────────────────

export const UNFINISHED_PAGES_MESSAGES = {
  scope: '请指定一个班级或一位幼儿',
} as const;

/** A class's booklets (ClassId) or one child's (StudentId), exactly one; TempId 0: the current template. */
export const ZUnfinishedPagesQuery = z
  .object({
    TempId: z.coerce.number().int().min(0).default(0),
    ClassId: z.coerce.number().int().min(0).default(0),
    StudentId: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => q.ClassId > 0 !== q.StudentId > 0, {
    message: UNFINISHED_PAGES_MESSAGES.scope,
    path: ['ClassId'],
  });
export type TUnfinishedPagesQuery = z.infer<typeof ZUnfinishedPagesQuery>;

/** A child's booklet: the records it prints, and how many of them have nothing finished (limit drops them). */
export const ZUnfinishedChild = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  Pages: z.number().int(),
  Unfinished: z.number().int(),
});
export type TUnfinishedChild = z.infer<typeof ZUnfinishedChild>;
export const ZUnfinishedPages = z.object({
  TempId: z.number().int(),
  Children: z.array(ZUnfinishedChild),
});
export type TUnfinishedPages = z.infer<typeof ZUnfinishedPages>;
