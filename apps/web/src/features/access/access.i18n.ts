import { namespace } from '../../locales/namespace';
import type { TTextKey } from '../../locales/resources';
import { accessZhCN } from './i18n/zh-CN';

/** Texts of 用户管理, 角色管理 and 菜单管理 in the three languages (one file each). */
export const accessTexts = namespace('access', {
  'zh-CN': accessZhCN,
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});

/** The i18n key of an API permission code ('school-info.read' → 'access.apiCodes.school_info_read'). */
export const apiCodeKey = (code: string) => `access.apiCodes.${code.replace(/[.-]/g, '_')}` as TTextKey;

/** The i18n key of a role's identity digit ('' → none); the digit comes from the server. */
export const identityKey = (digit: string) => `access.roles.identities.${digit || 'none'}` as TTextKey;
