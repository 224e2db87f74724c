import { CHILD_PHOTO_DIMENSIONS, CHILD_PHOTO_MESSAGES } from '@kg/contracts';
import { namespace } from '../../locales/namespace';

const dimensionName = (id: number) => CHILD_PHOTO_DIMENSIONS.find((d) => d.Id === id)!.Name as string;

/** 幼儿相册 (/ChildPhotos): a class's photos, the upload dialog and the tag drawer. */
const zhCN = {
  intro: '按班级整理幼儿的成长照片：上传后标记照片中的幼儿和评价维度，编写过程评价时可直接选用。',
  noClasses: '您还没有任教的班级',
  photos: '{{count}} 张照片',
  child: '幼儿',
  allChildren: '全部幼儿',
  dimension: '评价维度',
  allDimensions: '全部维度',
  source: '来源',
  allSources: '全部来源',
  // The contracts' names, so the album and the process pages say the same.
  dimensions: {
    d0: dimensionName(0),
    d1: dimensionName(1),
    d2: dimensionName(2),
    d3: dimensionName(3),
    d4: dimensionName(4),
    d5: dimensionName(5),
    d6: dimensionName(6),
  },
  sources: {
    library: '相册上传',
    growth: '来自成长档案',
    theme: '来自主题评价',
  },
  upload: '上传照片',
  tag: '标记照片',
  remove: '删除照片',
  selectPage: '全选本页',
  clearSelection: '取消选择',
  selectedCount: '已选 {{count}} 张',
  selectHint: '点选照片左上角的圆圈可多选，再标记或删除',
  select: '选择照片',
  preview: '查看大图',
  untagged: '未标记幼儿',
  readOnly: '只读',
  derivedHint: '这张照片来自成长档案或主题评价，可以标记，但只能在原处删除',
  empty: '还没有照片',
  emptyHint: '点击“上传照片”，一次可以选择多张',
  emptyFiltered: '没有符合条件的照片',
  clearFilters: '清除筛选',
  total: '共 {{count}} 张',
  photoAlt: '{{names}}的照片',
  // the upload dialog
  uploadTitle: '上传照片',
  uploadTo: '上传到 {{className}}',
  uploadTagsHint: '可以先选好幼儿和维度；不选也没关系，照片会放在“未分类”，之后再标记。',
  pickPhotos: '选择照片',
  pickHint: '可一次选择多张，最多 {{max}} 张；手机上可拍照或从相册选择',
  waiting: '等待上传',
  uploading: '上传中…',
  done: '已上传',
  failed: '上传失败',
  uploadedCount: '已上传 {{done}} / {{total}} 张',
  registering: '正在保存到相册…',
  tooManyFiles: '一次最多上传 {{max}} 张照片',
  notImage: '“{{name}}”不是图片，已跳过',
  addedCount: '已添加 {{count}} 张照片',
  failedCount: '{{count}} 张上传失败，可重新选择上传',
  finish: '完成',
  // the tag drawer
  tagTitle: '标记照片',
  tagCount: '为所选的 {{count}} 张照片标记幼儿和维度（会替换原来的标记）',
  childrenInPhoto: '照片中的幼儿',
  chooseAll: '全选',
  chooseNone: '清空',
  chosenCount: '已选 {{count}} 名',
  save: '保存',
  cancel: '取消',
  // deleting
  deleteTitle: '确定删除所选的 {{count}} 张照片吗？',
  deleteHint: '删除后不能恢复；已经用在过程评价中的照片，过程评价里仍会保留。',
  messages: {
    added: CHILD_PHOTO_MESSAGES.added,
    tagged: CHILD_PHOTO_MESSAGES.tagged,
    deleted: CHILD_PHOTO_MESSAGES.deleted,
    derivedNotDeletable: CHILD_PHOTO_MESSAGES.derivedNotDeletable,
    tooManySelected: CHILD_PHOTO_MESSAGES.tooManySelected,
  },
};

export type TChildPhotosTexts = typeof zhCN;

export const childPhotosTexts = namespace('childPhotos', {
  'zh-CN': zhCN,
  en: () => import('./childPhotos.i18n.en'),
  es: () => import('./childPhotos.i18n.es'),
});
