import { IMPORT_MESSAGES, UPLOAD_MESSAGES } from '@kg/contracts';
import { namespace } from '../../locales/namespace';

/** Texts of the import dialog, the export buttons and the shared picture uploader. */
const zhCN = {
  upload: {
    button: '上传图片',
    change: '更换',
    remove: '移除',
    preview: '预览',
    uploading: UPLOAD_MESSAGES.uploading,
    jpgPng: UPLOAD_MESSAGES.jpgPng,
    photoSize: UPLOAD_MESSAGES.photoSize,
  },
  title: { student: '导入幼儿', teacher: '导入教师', class: '导入班级', question: '导入题目' },
  target: { student: '导入到班级', class: '导入到学年' },
  targetPlaceholder: { student: '请选择班级', class: '请选择学年' },
  stepTemplate: '下载模板',
  stepTemplateHint: '按模板填写：第一行为表头；灰色示例行导入时自动跳过。',
  templateFile: {
    student: '幼儿导入模板.xlsx',
    teacher: '教师导入模板.xlsx',
    class: '班级导入模板.xlsx',
    question: '过程评价题目导入模板.xlsx',
  },
  bankTarget: '导入到分类',
  columns: '表头',
  required: '必填',
  stepFile: '上传文件',
  dragText: '将 Excel 文件拖到此处，或点击选择',
  dragHint: '仅支持 .xls / .xlsx，单个文件不超过 5MB',
  fileSize: '{{size}}',
  clickToReplace: '点击或拖入新文件可替换',
  removeToReplace: '如需更换，请先删除该文件',
  removeFile: '移除文件',
  start: '开始导入',
  retry: '重新导入',
  cancel: '取消',
  done: '完成',
  importing: '正在导入，请稍候…',
  failedTitle: '导入失败',
  errorsHint:
    '共 {{count}} 行有误，本次未导入任何数据。请在 Excel 中改正以下各行并保存，重新选择文件后点“重新导入”。',
  colRow: '行号',
  colReason: '原因',
  rowNo: '第 {{row}} 行',
  successTitle: '导入成功 {{count}} 条',
  successHint: '数据已写入，列表已刷新。',
  noFile: UPLOAD_MESSAGES.noFile,
  oneFile: UPLOAD_MESSAGES.oneFile,
  excelType: UPLOAD_MESSAGES.excelType,
  excelSize: UPLOAD_MESSAGES.excelSize,
  fileChanged: '文件在选择后被修改过，请重新选择该文件',
  classRequired: IMPORT_MESSAGES.classRequired,
  studyYearRequired: IMPORT_MESSAGES.studyYearRequired,
  exporting: '正在导出…',
  exported: '已导出 {{name}}',
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type TImportsTexts = typeof zhCN;

export const importsTexts = namespace('imports', {
  'zh-CN': zhCN,
  en: () => import('./imports.i18n.en'),
  es: () => import('./imports.i18n.es'),
});
