import { z } from 'zod';

const MB = 1024 * 1024;

/**
 * Upload limits (P07, D7, DECISIONS 36). Photos are scaled down in the browser first (long
 * edge 2560 px, JPEG) and refused only if they still do not fit.
 */
export const UPLOAD_LIMITS = {
  /** POST /api/Img/UploadImage/ (child photos, scoring photos, covers, logos) */
  photoBytes: 2 * MB,
  /** POST /api/Img/UploadFile/ with an image (theme and question images, E18) */
  imageFileBytes: 20 * MB,
  /** POST /api/Img/UploadFile/ with filetype=excel */
  excelBytes: 5 * MB,
  /** the long edge a photo is scaled to in the browser before upload (D7) */
  photoLongEdge: 2560,
  photoJpegQuality: 0.88,
} as const;

/** The multipart field that selects the Excel rules on UploadFile (D13). */
export const EXCEL_FILETYPE = 'excel';
/**
 * The `filetype` a growth record's video picker sends on UploadFile (G39): only a video is
 * taken then. Without it the content decides (a video by its bytes is kept as a video).
 */
export const VIDEO_FILETYPE = 'video';
/** File names that claim a video: such a file that is not one is refused as 请上传视频. */
export const VIDEO_FILE_NAME = /\.(mp4|m4v|mov|qt|webm)$/i;

export const UPLOAD_MESSAGES = {
  /** DECISIONS 36 */
  excelType: '上传文件只能是 xls/xlsx 格式!',
  excelSize: '上传文件大小不能超过 5MB!',
  /** F31, P07 (2 MB photos) */
  photoSize: '上传图片大小不能超过 2MB!',
  /** E18 (20 MB theme images) */
  imageFileSize: '上传图片大小不能超过 20MB!',
  /** E18: the spec's text for pickers that take JPEG or PNG */
  jpgPng: '上传图片只能是 JPG 格式!',
  /** the server's answer for content that is not a picture it keeps (the name is never trusted) */
  imageType: '上传的文件不是有效的图片（支持 jpg、png、webp、gif、bmp）',
  noFile: '请选择文件',
  /** a multipart form cut off before its end, or sent without a boundary (issue 14 item 18) */
  brokenForm: '上传内容不完整或格式有误，请重新上传',
  oneFile: '当前限制选择 1 个文件，请删除后继续上传',
  /** GET /files/<id> with a Range outside the file (416) */
  rangeInvalid: '请求的文件范围无效',
  uploading: '图片上传中',
  uploaded: '上传成功',
} as const;

/** The kinds a stored file is recorded as (stored_files.kind). */
export const StoredFileKind = {
  image: 'image',
  excel: 'excel',
  logo: 'logo',
  /** a template background or cover a school uploaded (F31) */
  background: 'background',
  video: 'video',
  /** a printed report or a batch's merged PDF */
  pdf: 'pdf',
  /** a batch's one-PDF-per-report archive */
  zip: 'zip',
} as const;
export type TStoredFileKind = (typeof StoredFileKind)[keyof typeof StoredFileKind];

/** Every stored file is reached through this path; access is checked on each read (D6). */
export const FILES_PATH = '/files';
export const filePath = (id: string) => `${FILES_PATH}/${id}`;
/** The path UploadImage answers: what a form may store as a photo or logo. */
export const STORED_FILE_PATH = /^\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The file id inside a stored path. */
export const fileIdOf = (path: string) => path.slice(FILES_PATH.length + 1);

/** UploadImage answers the stable path `/files/<uuid>`; UploadFile with excel the file name. */
export const ZUploadResponse = z.string();

export const ZFileParams = z.object({ id: z.string().max(80) });

/**
 * Widths a picture is served at (`/files/<id>?w=96`): reports ask for about twice the printed
 * size (DECISIONS resolution 2), lists for their avatar size. A width in between is rounded up.
 */
export const THUMBNAIL_WIDTHS = [64, 96, 128, 160, 240, 320, 480, 640, 960] as const;
export const ZFileQuery = z.object({ w: z.coerce.number().int().min(1).max(4096).optional() });
/** `/files/<id>?w=<width>`: the picture scaled down (never up) to the next served width. */
export const thumbnailPath = (path: string, width: number) => `${path}?w=${width}`;
