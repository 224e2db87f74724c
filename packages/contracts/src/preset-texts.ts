import { z } from 'zod';
import { ZPageQuery } from './envelope';

/**
 * Preset texts (文字模板), E44-E51: words a teacher keeps to insert into a record or a theme
 * comment instead of typing them again. Each user keeps their own (type 0, deletable, at most
 * 15 per MessageType); the product ships system ones (type 1) that every user sees and nobody
 * deletes.
 */
export const PresetMessageType = { growth: '成长足迹', theme: '主题评价默认模板' } as const;
export const PRESET_MESSAGE_TYPES = [PresetMessageType.growth, PresetMessageType.theme] as const;
/** E48, DECISIONS 24 */
export const PRESET_TEXTS_MAX = 15;
/** E47 */
export const PRESET_TEXT_MAX = 500;
/** E45: the picker pages by 5, the editor lists 100. */
export const PRESET_PICKER_PAGE_SIZE = 5;
export const PRESET_EDITOR_PAGE_SIZE = 100;
/** E51: type 0 is the user's own (deletable); any other is a system text. */
export const PresetTextType = { own: 0, system: 1 } as const;

export const PRESET_TEXT_MESSAGES = {
  listTitle: '模版列表',
  addTitle: '添加文字模板',
  pickTitle: '选取文字',
  empty: '暂无文字模板',
  contentRequired: '请输入模板内容',
  contentTooLong: `模板内容不能超过${PRESET_TEXT_MAX}个字`,
  full: '最多存在15条模板,如需替换请先删除',
  notDeletable: '此条不可删除',
  typeInvalid: '模板类型不正确',
  added: '添加成功',
  deleted: '删除成功',
  idsRequired: '请选择要删除的模板',
} as const;

const ZMessageType = z.enum(PRESET_MESSAGE_TYPES, { error: PRESET_TEXT_MESSAGES.typeInvalid });

/** E45 */
export const ZPresetTextQuery = ZPageQuery.extend({ MessageType: ZMessageType });
/** E51 */
export const ZPresetText = z.object({
  Id: z.number().int(),
  GrowthMessageText: z.string(),
  type: z.number().int(),
});
export type TPresetText = z.infer<typeof ZPresetText>;
/** E47 */
export const ZAddPresetTextRequest = z.object({
  Content: z
    .string({ error: PRESET_TEXT_MESSAGES.contentRequired })
    .trim()
    .min(1, PRESET_TEXT_MESSAGES.contentRequired)
    .max(PRESET_TEXT_MAX, PRESET_TEXT_MESSAGES.contentTooLong),
  MessageType: ZMessageType,
});
export type TAddPresetTextRequest = z.infer<typeof ZAddPresetTextRequest>;
/** E49 */
export const ZDeletePresetTextRequest = z.object({
  ids: z.array(z.number().int().min(1)).min(1, PRESET_TEXT_MESSAGES.idsRequired).max(100),
});
