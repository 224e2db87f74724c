import type { ComponentType } from 'react';
import * as ICON_SET from './navIconSet';

/** Unknown names fall back to a neutral icon. */
const ICONS: Record<string, ComponentType> = ICON_SET;

/** Every name a menu entry may use, for the icon picker of 菜单管理. */
export const NAV_ICON_NAMES = Object.keys(ICONS).sort();

export function NavIcon({
  name,
  fallback = ICON_SET.AppstoreOutlined,
}: {
  name: string | null | undefined;
  fallback?: ComponentType;
}) {
  const Icon = (name && ICONS[name.trim()]) || fallback;
  return <Icon />;
}
