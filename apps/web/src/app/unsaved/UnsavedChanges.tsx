import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { type Location, useBlocker, useLocation } from 'react-router';
import { askLeave } from '../../api/bridges';
import { normalizePath } from '../navTree';

type TGuard = { path: string; discard?: () => void };
type TUnsavedApi = {
  /** marks a page (by its path) as holding unsaved edits; returns the release */
  hold: (guard: TGuard) => () => void;
  /** asks before dropping these pages' edits; true when there are none or the user agrees */
  confirmLeave: (paths: string[]) => Promise<boolean>;
};

const UnsavedContext = createContext<TUnsavedApi | null>(null);
const LOGIN_PAGES = new Set(['/login', '/hxlogin']);

/**
 * Asks before unsaved edits are lost (issue 14 item 12). Pages say they hold edits with
 * useUnsavedChanges; leaving such a page inside the app (menu, tab, link, back button) is
 * held by react-router's blocker until the user answers, closing its tab asks the same, and
 * a browser reload or close gets the browser's own question (beforeunload).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const guards = useRef(new Set<TGuard>());

  const dirtyAt = useCallback((paths: string[]) => {
    const keys = new Set(paths.map(normalizePath));
    return [...guards.current].filter((guard) => keys.has(normalizePath(guard.path)));
  }, []);

  const api = useMemo<TUnsavedApi>(() => {
    const release = (held: TGuard[]) => {
      for (const guard of held) {
        guards.current.delete(guard);
        guard.discard?.();
      }
    };
    return {
      hold: (guard) => {
        guards.current.add(guard);
        return () => guards.current.delete(guard);
      },
      confirmLeave: async (paths) => {
        const held = dirtyAt(paths);
        if (held.length === 0) return true;
        const leave = await askLeave();
        if (leave) release(held);
        return leave;
      },
    };
  }, [dirtyAt]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !LOGIN_PAGES.has(nextLocation.pathname.toLowerCase()) &&
      dirtyAt([currentLocation.pathname]).length > 0,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const from = window.location.pathname;
    void api.confirmLeave([from]).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, api]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guards.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return <UnsavedContext.Provider value={api}>{children}</UnsavedContext.Provider>;
}

/** The provider's questions; outside it (unit tests, bare pages) nothing is ever held. */
export function useUnsavedApi(): TUnsavedApi {
  return useContext(UnsavedContext) ?? NO_GUARD;
}

const NO_GUARD: TUnsavedApi = { hold: () => () => {}, confirmLeave: async () => true };

/**
 * A page (or an open dialog) holds unsaved edits while `dirty` is true: leaving its path
 * asks first. `discard` runs when the user agrees to leave (e.g. reset the form), so a page
 * kept alive in its tab does not come back with edits the user gave up.
 */
export function useUnsavedChanges(dirty: boolean, discard?: () => void) {
  const { hold } = useUnsavedApi();
  const { pathname } = useLocation();
  // The page's own path: a page kept alive in a hidden tab sees later locations too.
  const own = useRef(pathname).current;
  const discardRef = useRef(discard);
  discardRef.current = discard;
  useEffect(() => {
    if (!dirty) return;
    return hold({ path: own, discard: () => discardRef.current?.() });
  }, [dirty, hold, own]);
}
