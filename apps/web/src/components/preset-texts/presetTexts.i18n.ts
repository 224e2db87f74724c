import { PRESET_TEXT_MESSAGES as M, PRESET_TEXT_MAX } from '@kg/contracts';
import { namespace } from '../../locales/namespace';
import { section } from '../../locales/section';

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

const en = {
  pick: 'Insert text',
  pickTitle: 'Insert text',
  pickHint: 'Click a text to insert it into the box',
  listTitle: 'Text templates',
  listHint:
    'You can delete the texts you added (up to 15 of each kind); system texts are shared by all teachers',
  ownCount: ' (yours: {{count}}/{{max}})',
  addTitle: 'Add text template',
  add: 'Add text template',
  empty: 'No text templates yet',
  system: 'System',
  systemTip: 'System template: it cannot be deleted',
  delete: 'Delete',
  deleteConfirm: 'Delete this text template?',
  deleted: 'Deleted',
  added: 'Added',
  notDeletable: 'This one cannot be deleted',
  contentRequired: 'Enter the template text',
  contentTooLong: `The template may have at most ${PRESET_TEXT_MAX} characters`,
  contentPlaceholder: `Write a passage you use often, to insert it with one click (up to ${PRESET_TEXT_MAX} characters)`,
  cut: 'The box is almost full: the rest of the text was left out',
  full: 'The box is full: no text can be inserted',
  close: 'Close',
  loadFailed: 'Text templates could not be loaded',
  retry: 'Retry',
};

const es = {
  pick: 'Insertar texto',
  pickTitle: 'Insertar texto',
  pickHint: 'Haga clic en un texto para insertarlo en el cuadro',
  listTitle: 'Plantillas de texto',
  listHint:
    'Puede eliminar los textos que añadió (hasta 15 de cada tipo); los del sistema son para todos los docentes',
  ownCount: ' (suyos: {{count}}/{{max}})',
  addTitle: 'Añadir plantilla de texto',
  add: 'Añadir plantilla de texto',
  empty: 'Aún no hay plantillas de texto',
  system: 'Sistema',
  systemTip: 'Plantilla del sistema: no se puede eliminar',
  delete: 'Eliminar',
  deleteConfirm: '¿Eliminar esta plantilla de texto?',
  deleted: 'Eliminada',
  added: 'Añadida',
  notDeletable: 'Esta no se puede eliminar',
  contentRequired: 'Escriba el texto de la plantilla',
  contentTooLong: `La plantilla admite como máximo ${PRESET_TEXT_MAX} caracteres`,
  contentPlaceholder: `Escriba un texto que use a menudo para insertarlo con un clic (hasta ${PRESET_TEXT_MAX} caracteres)`,
  cut: 'El cuadro está casi lleno: el resto del texto no se insertó',
  full: 'El cuadro está lleno: no se puede insertar más texto',
  close: 'Cerrar',
  loadFailed: 'No se pudieron cargar las plantillas de texto',
  retry: 'Reintentar',
};

export const presetTextsTexts = namespace('presetTexts', section(zhCN, en, es));
