import type { TFunction } from 'i18next';

/**
 * The text of a navigation entry in the current language. Entry names come from the server
 * in Chinese; en and es carry translations of the built-in entries under `navNames`, and an
 * entry a school renamed (no translation) keeps its own name.
 */
export function navName(name: string, t: TFunction): string {
  if (!name) return name;
  return t(`navNames.${name}`, { defaultValue: name, nsSeparator: false }) as string;
}
