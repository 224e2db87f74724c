import type { TFunction } from 'i18next';

/**
 * Names the server sends in Chinese (navigation entries, role names) shown in the current
 * language: en and es translate the built-in ones; a name a school chose itself (no
 * translation) is shown as it is.
 */
function serverName(group: 'navNames' | 'roleNames', name: string, t: TFunction): string {
  if (!name) return name;
  return t(`${group}.${name}`, { defaultValue: name, nsSeparator: false }) as string;
}

/** A navigation entry's text (menu, tab, heading, window title). */
export const navName = (name: string, t: TFunction) => serverName('navNames', name, t);

/** A role name, or an identity label of several roles joined with 、 (IdentityName). */
export function roleLabel(text: string, t: TFunction): string {
  return text
    .split('、')
    .map((name) => serverName('roleNames', name, t))
    .join(t('common.listSeparator'));
}
