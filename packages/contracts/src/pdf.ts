import { z } from 'zod';

/** The /pdfapi/Pdf family's limits, messages and schemas; its endpoints are `API.pdf` (api/pdf.ts). */

export const PDF_LIMITS = {
  /** reports in one batch job (a district prints a whole grade at once, not a whole city) */
  batchItems: 200,
  /** query parameters of one report */
  queryKeys: 20,
  queryValueLength: 2000,
  fileNameLength: 120,
  /** legacy page images per UploadImages call (the class report sends 10) and per CreatePdf */
  legacyImagesPerCall: 10,
  legacyImagesPerPdf: 300,
  /** one legacy page image, decoded */
  legacyImageBytes: 8 * 1024 * 1024,
} as const;

export const PDF_MESSAGES = {
  /** the browser button (N05) and the loading mask (N07) */
  download: '下载PDF',
  generating: 'PDF生成中，请稍候…',
  /** N08: the toast and the persistent notification's text when the server says nothing */
  failed: '生成失败',
  /** N08: the persistent notification's title */
  notice: '提示',
  unavailable: 'PDF 生成服务暂不可用：服务器上没有可用的 Chromium 浏览器，请联系管理员',
  timeout: '报告生成超时，请稍后重试',
  unknownReport: '不支持生成该报告',
  nameRequired: '请填写文件名',
  noItems: '请选择要生成的报告',
  tooMany: `一次最多生成 ${PDF_LIMITS.batchItems} 份报告`,
  notFinished: '任务尚未完成，请稍候',
  nothingPrinted: '没有生成成功的报告',
  noImages: '请先上传页面图片',
  imageMissing: '页面图片已过期或不存在，请重新生成',
  badImage: '页面图片格式不正确（支持 jpg、png）',
  imageTooLarge: '页面图片过大',
  tooManyQueryKeys: '查询参数过多',
  jobMissing: '任务不存在',
  /** a batch's requester logged out or was stopped before this report was printed */
  sessionEnded: '登录已失效，未生成该报告，请重新登录后再生成',
  /** the job queue did not take the batch (the database did not answer) */
  queueFailed: '任务排队失败，请稍后重试',
  /** the print browser failed; `{error}` is its own (technical) explanation */
  failedWith: '生成失败：{error}',
} as const;

/** Report file names (DECISIONS section 4): `{name}_{suffix}.pdf`. */
export const REPORT_FILE_SUFFIX = {
  classRoster: '幼儿名册',
  themeReport: '主题评价报告',
  growthRecord: '成长档案',
  handbook: '成长手册',
  termReport: '学期评价报告',
  /** `{class}_{theme}_班级报告.pdf` */
  classReport: '班级报告',
  /** `{school}_{start}至{end}_膳食营养分析报告.pdf` */
  dietaryReport: '膳食营养分析报告',
  /** `{week}_带量食谱.pdf` */
  weeklyMenu: '带量食谱',
} as const;

/** `小一班_幼儿名册.pdf`: characters a file system refuses are replaced, never dropped silently. */
export function reportFileName(name: string, suffix: string): string {
  const safe = `${name}_${suffix}`.replace(/[\\/:*?"<>|\r\n\t]/g, '_').trim();
  return `${safe}.pdf`;
}

const ZQueryValue = z.union([z.string().max(PDF_LIMITS.queryValueLength), z.number(), z.boolean()]);
/** A report route's query, e.g. {ClassId: 3} or {info: '{"Id":1,...}'} */
export const ZReportQuery = z
  .record(z.string().max(40), ZQueryValue)
  .refine((q) => Object.keys(q).length <= PDF_LIMITS.queryKeys, PDF_MESSAGES.tooManyQueryKeys);
export type TReportQuery = z.infer<typeof ZReportQuery>;

const ZFileName = z.string().trim().min(1, PDF_MESSAGES.nameRequired).max(PDF_LIMITS.fileNameLength);

/** Print one report: the route the browser shows, its query and the file name to store it under. */
export const ZRenderReportRequest = z.object({
  route: z.string().trim().min(1, PDF_MESSAGES.unknownReport).max(100),
  query: ZReportQuery.default({}),
  name: ZFileName,
});
export type TRenderReportRequest = z.infer<typeof ZRenderReportRequest>;
/** The stored PDF's path `/files/<uuid>` (N04: the URL is `response`). */
export const ZRenderReportResponse = z.string();

export const ZStartBatchRequest = z.object({
  route: z.string().trim().min(1, PDF_MESSAGES.unknownReport).max(100),
  /** the batch's name: the merged PDF and the zip are called after it */
  name: ZFileName,
  items: z
    .array(z.object({ query: ZReportQuery, name: ZFileName }))
    .min(1, PDF_MESSAGES.noItems)
    .max(PDF_LIMITS.batchItems, PDF_MESSAGES.tooMany),
});
export type TStartBatchRequest = z.infer<typeof ZStartBatchRequest>;
/** The job id to follow with BatchProgress. */
export const ZStartBatchResponse = z.string();

export const PdfJobStatus = { queued: 'queued', running: 'running', done: 'done' } as const;
export type TPdfJobStatus = (typeof PdfJobStatus)[keyof typeof PdfJobStatus];

export const ZJobQuery = z.object({ jobId: z.uuid({ error: PDF_MESSAGES.jobMissing }) });
export const ZBatchProgress = z.object({
  JobId: z.string(),
  Name: z.string(),
  Status: z.enum(['queued', 'running', 'done']),
  Total: z.number().int(),
  /** printed, including failures: the progress bar is Done / Total */
  Done: z.number().int(),
  Failed: z.number().int(),
  Failures: z.array(z.object({ Name: z.string(), Msg: z.string() })),
});
export type TBatchProgress = z.infer<typeof ZBatchProgress>;

export const BatchFormat = { merged: 'merged', zip: 'zip' } as const;
export type TBatchFormat = (typeof BatchFormat)[keyof typeof BatchFormat];
export const ZBatchResultQuery = ZJobQuery.extend({ format: z.enum(['merged', 'zip']).default('merged') });
/** The stored merged PDF or zip: `/files/<uuid>`. */
export const ZBatchResultResponse = z.string();

/** Legacy (N02): one captured page. `baseimg` is a data URL or bare base64 of a JPEG or PNG. */
export const ZLegacyPageImage = z.object({
  guid: z.string().trim().min(1).max(64),
  baseimg: z.string().min(1, PDF_MESSAGES.badImage),
  name: z.string().max(PDF_LIMITS.fileNameLength).optional(),
});
export const ZUploadImagesRequest = z
  .array(ZLegacyPageImage)
  .min(1, PDF_MESSAGES.noImages)
  .max(PDF_LIMITS.legacyImagesPerCall);
/** How many page images are held for the next CreatePdf. */
export const ZUploadImagesResponse = z.number().int();

/** Legacy (N04, N14): Type 过程评价 only stores (the handbook's preview variant). */
export const LEGACY_STORE_ONLY_TYPE = '过程评价';
export const ZCreatePdfRequest = z.object({
  name: ZFileName,
  guids: z.array(z.string().max(64)).min(1, PDF_MESSAGES.noImages).max(PDF_LIMITS.legacyImagesPerPdf),
  Type: z.string().max(20).optional(),
});
export const ZCreatePdfResponse = z.string();
