import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const reduced = () => window.matchMedia?.(QUERY).matches ?? false;

/**
 * Whether the device asks for less motion (an accessibility setting; the browser journeys ask
 * for it too, so a click never lands on a dialog or a menu that is still zooming in).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
