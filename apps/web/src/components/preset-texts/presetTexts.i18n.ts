import { PRESET_TEXT_MESSAGES as M, PRESET_TEXT_MAX } from '@kg/contracts';
import { namespace } from '../../locales/namespace';

/** 文字模板 (E44-E51): the 选取文字 link, its picker, the 模版列表 editor and 添加文字模板. */
const zhCN = {
  pick: M.pickTitle,
  pickTitle: M.pickTitle,
  pickHint: '点击一条文字，插入到输入框中',
  listTitle: M.listTitle,
  listHint: '自己添加的模板可删除，每类最多 15 条；系统模板供所有老师使用',
  ownCount: '（我的模板 {{count}}/{{max}}）',
  addTitle: M.addTitle,
  add: M.addTitle,
  empty: M.empty,
  system: '系统',
  systemTip: '系统模板，不可删除',
  delete: '删除',
  deleteConfirm: '确定删除这条文字模板吗？',
  deleted: M.deleted,
  added: M.added,
  notDeletable: M.notDeletable,
  contentRequired: M.contentRequired,
  contentTooLong: M.contentTooLong,
  contentPlaceholder: `写下常用的一段话，以后一键插入（不超过${PRESET_TEXT_MAX}字）`,
  cut: '已超出字数上限，多出的部分未插入',
  full: '输入框已满，无法再插入文字',
  close: '关闭',
  loadFailed: '文字模板加载失败',
  retry: '重试',
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type TPresetTextsTexts = typeof zhCN;

export const presetTextsTexts = namespace('presetTexts', {
  'zh-CN': zhCN,
  en: () => import('./presetTexts.i18n.en'),
  es: () => import('./presetTexts.i18n.es'),
});
