import { z } from 'zod';
import { numberFromText } from './envelope';
import { PROCESS_DIMENSIONS } from './process-evaluations';
import { STORED_FILE_PATH } from './uploads';

/**
 * The child photo library (幼儿相册, issue 18 slice 2): a class's photos, each tagged with
 * children of the class and one of the six dimensions (0 未分类), plus the photos the children's
 * growth records and theme evaluations already hold, shown read-only ("derived"). The process
 * evaluation's picker (H24, cloudImages) reads a child's photos of one dimension from here.
 */
export const CHILD_PHOTO_MESSAGES = {
  classRequired: '请选择班级',
  photosRequired: '请先上传照片',
  /** CHILD_PHOTO_MAX_BATCH photos per AddClassPhotos call */
  tooManyPhotos: '一次最多添加50张照片',
  tooManySelected: '一次最多选择50张照片',
  /** a FileUrl that is not a picture this school stored */
  photoInvalid: '照片无效，请重新上传',
  takenOnInvalid: '拍摄日期无效',
  childrenOutsideClass: '所选幼儿不在该班级中',
  dimensionInvalid: '请选择正确的评价维度',
  selectPhotos: '请选择照片',
  /** writing for a class of one's school that is not one's own (403) */
  notYourClass: '只能管理自己班级的照片',
  /** the file already has a library row, in another class's album */
  inOtherClass: '该照片已在其他班级的相册中',
  derivedNotDeletable: '该照片用于成长档案或主题评价，不能在相册中删除',
  added: '添加成功',
  tagged: '标记成功',
  deleted: '删除成功',
} as const;

/** Photos one AddClassPhotos call registers, and photos one retag or delete touches. */
export const CHILD_PHOTO_MAX_BATCH = 50;

/** Where a photo of the library comes from: uploaded to the album, or held by another record. */
export const ChildPhotoSource = {
  /** uploaded to the album (上传): the only kind that can be deleted there */
  library: 1,
  /** named by a growth record's answer (来自成长档案) */
  growthRecord: 2,
  /** named by a theme evaluation's photos (来自主题评价) */
  theme: 3,
} as const;
export type TChildPhotoSource = (typeof ChildPhotoSource)[keyof typeof ChildPhotoSource];

/** 未分类: a photo without a dimension (right after upload, or a growth-record photo). */
export const UNCLASSIFIED_DIMENSION = 0;

/** The dimensions a photo can have, 未分类 first. */
export const CHILD_PHOTO_DIMENSIONS = [
  { Id: UNCLASSIFIED_DIMENSION, Name: '未分类' },
  ...PROCESS_DIMENSIONS,
] as const;

/**
 * A theme photo's dimension from its question's keyword (THEME_KEYWORDS, the guideline's
 * sub-areas): 健康 1-2 → 健康与体能, 生活习惯 3 → 习惯与自理, 语言 4-5 → 语言与交流,
 * 社会 6-7 → 自我与社会性, 科学 8-9 → 探究与认知, 艺术 10-11 → 美感与表现 (design section 1A).
 */
const KEYWORD_DIMENSIONS: Readonly<Record<number, number>> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 4,
  6: 3,
  7: 3,
  8: 5,
  9: 5,
  10: 6,
  11: 6,
};
export const dimensionOfKeyword = (keywordId: number) =>
  KEYWORD_DIMENSIONS[keywordId] ?? UNCLASSIFIED_DIMENSION;

/** A calendar day as yyyy-MM-dd (2026-02-30 is not one). */
function isDay(v: string) {
  const day = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
}

const ZDimension = numberFromText(
  z
    .number({ error: CHILD_PHOTO_MESSAGES.dimensionInvalid })
    .int(CHILD_PHOTO_MESSAGES.dimensionInvalid)
    .min(0, CHILD_PHOTO_MESSAGES.dimensionInvalid)
    .max(6, CHILD_PHOTO_MESSAGES.dimensionInvalid),
);

/** The children a photo is tagged with (none: untagged); a class holds far fewer than 100. */
const ZStudentIds = z
  .array(numberFromText(z.number().int().min(1)), { error: CHILD_PHOTO_MESSAGES.childrenOutsideClass })
  .max(100, CHILD_PHOTO_MESSAGES.childrenOutsideClass);

// ── the class's album (/ChildPhotos) ─────────────────────────────────────────────────────

export const ZChildPhotoListQuery = z.object({
  /** 0 (or absent): the caller's first class */
  ClassId: z.coerce.number().int().min(0).default(0),
  /** 0 (or absent): every child */
  StudentId: z.coerce.number().int().min(0).default(0),
  /** absent: every dimension; 0 未分类 */
  Dimension: z.coerce.number().int().min(0).max(6).optional(),
  /** 0 (or absent): every source (ChildPhotoSource) */
  Source: z.coerce.number().int().min(0).max(3).default(0),
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(48),
});
export type TChildPhotoListQuery = z.infer<typeof ZChildPhotoListQuery>;

export const ZChildPhoto = z.object({
  /** the library row; 0 for a derived photo nobody tagged yet (tag it through AddClassPhotos) */
  Id: z.number().int(),
  FileUrl: z.string(),
  /** 0 未分类, 1-6 PROCESS_DIMENSIONS */
  Dimension: z.number().int(),
  Students: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  /** ChildPhotoSource: 1 can be deleted from the album, 2 and 3 cannot */
  Source: z.number().int(),
  /** the day it was taken (the file's date the browser gave), '' when unknown */
  TakenOn: z.string(),
  /** when the file was stored (ISO); the album is newest first by it */
  CreatedAt: z.string(),
});
export type TChildPhoto = z.infer<typeof ZChildPhoto>;

export const ZChildPhotoClass = z.object({
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeName: z.string(),
});

/** A child of the class with how many of the class's photos show them. */
export const ZChildPhotoChild = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  Photo: z.string(),
  Gender: z.string(),
  Count: z.number().int(),
});
export type TChildPhotoChild = z.infer<typeof ZChildPhotoChild>;

/**
 * A page of the class's photos (newest first, after the filters) plus what the page needs
 * around it in one answer: the caller's classes of the current study year (a teacher: hers),
 * the class shown, its children, and the unfiltered counts per dimension and source.
 */
export const ZChildPhotoPage = z.object({
  data: z.array(ZChildPhoto),
  dataCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  Classes: z.array(ZChildPhotoClass),
  /** the class shown; 0 when the caller has none */
  ClassId: z.number().int(),
  Children: z.array(ZChildPhotoChild),
  /** every photo of the class, unfiltered */
  Total: z.number().int(),
  Dimensions: z.array(z.object({ Dimension: z.number().int(), Count: z.number().int() })),
  Sources: z.array(z.object({ Source: z.number().int(), Count: z.number().int() })),
});
export type TChildPhotoPage = z.infer<typeof ZChildPhotoPage>;

/**
 * Registers uploaded photos (or tags derived ones) in a class's album: each FileUrl a picture
 * this school stored, the children of the class. Dimension 0 and no children are allowed, so an
 * upload the teacher does not tag is not lost (design 1A).
 */
export const ZAddChildPhotosRequest = z.object({
  ClassId: numberFromText(
    z
      .number({ error: CHILD_PHOTO_MESSAGES.classRequired })
      .int(CHILD_PHOTO_MESSAGES.classRequired)
      .min(1, CHILD_PHOTO_MESSAGES.classRequired),
  ),
  Dimension: ZDimension.default(UNCLASSIFIED_DIMENSION),
  StudentIds: ZStudentIds.default([]),
  Photos: z
    .array(
      z.object({
        FileUrl: z
          .string({ error: CHILD_PHOTO_MESSAGES.photoInvalid })
          .refine((v) => STORED_FILE_PATH.test(v), CHILD_PHOTO_MESSAGES.photoInvalid),
        /** design Q12: the browser's File.lastModified day */
        TakenOn: z
          .string({ error: CHILD_PHOTO_MESSAGES.takenOnInvalid })
          .refine(isDay, CHILD_PHOTO_MESSAGES.takenOnInvalid)
          .nullable()
          .optional(),
      }),
      { error: CHILD_PHOTO_MESSAGES.photosRequired },
    )
    .min(1, CHILD_PHOTO_MESSAGES.photosRequired)
    .max(CHILD_PHOTO_MAX_BATCH, CHILD_PHOTO_MESSAGES.tooManyPhotos),
});
export type TAddChildPhotosRequest = z.infer<typeof ZAddChildPhotosRequest>;

const ZPhotoIds = z
  .array(numberFromText(z.number().int().min(1)), { error: CHILD_PHOTO_MESSAGES.selectPhotos })
  .min(1, CHILD_PHOTO_MESSAGES.selectPhotos)
  .max(CHILD_PHOTO_MAX_BATCH, CHILD_PHOTO_MESSAGES.tooManySelected);

/** Retags library photos (one or many): the children and the dimension replace theirs. */
export const ZRetagChildPhotosRequest = z.object({
  Ids: ZPhotoIds,
  StudentIds: ZStudentIds.default([]),
  Dimension: ZDimension,
});
export type TRetagChildPhotosRequest = z.infer<typeof ZRetagChildPhotosRequest>;

/** Deletes library photos: all of them or none. */
export const ZDeleteChildPhotosRequest = z.object({ ids: ZPhotoIds });

/** An answer's count of photos written. */
export const ZChildPhotoCount = z.object({ Count: z.number().int() });

// ── the process evaluation's picker (H24) ─────────────────────────────────────────────────

/** H24: a child's photos of one dimension; `Id` (ours) is the page being edited (design Q5). */
export const ZCloudImagesQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  Dimension: z.coerce
    .number({ error: CHILD_PHOTO_MESSAGES.dimensionInvalid })
    .int(CHILD_PHOTO_MESSAGES.dimensionInvalid)
    .min(1, CHILD_PHOTO_MESSAGES.dimensionInvalid)
    .max(6, CHILD_PHOTO_MESSAGES.dimensionInvalid),
  /** 1 photos; 2 videos (reserved: none yet) */
  Type: z.coerce.number().int().min(1).max(2).default(1),
  Id: z.coerce.number().int().min(1).optional(),
});
export type TCloudImagesQuery = z.infer<typeof ZCloudImagesQuery>;

export const ZCloudImage = z.object({
  FileUrl: z.string(),
  /** on the page `Id`; without it, on any process page of the child (design Q5) */
  isCheck: z.boolean(),
  /** ours: the day taken, else the day stored (design Q12), for the picker's range filter */
  TakenOn: z.string(),
});
/** H24's `response.data`, newest first. */
export const ZCloudImages = z.object({ data: z.array(ZCloudImage) });
export type TCloudImages = z.infer<typeof ZCloudImages>;
