import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { TABS_KEY } from '../../api/storageKeys';
import { useUnsavedApi } from '../unsaved/UnsavedChanges';
import { useCurrentPage } from '../useCurrentPage';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, parseTabs, type TTab } from './tabList';

type TTabsApi = {
  tabs: TTab[];
  activePath: string;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
};

const TabsContext = createContext<TTabsApi | null>(null);

/** The visited-page tabs, kept in session storage so a reload keeps them (A49-A51, A14). */
export function TabsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const page = useCurrentPage();
  const { confirmLeave } = useUnsavedApi();
  const [tabs, setTabs] = useState<TTab[]>(() => parseTabs(sessionStorage.getItem(TABS_KEY)));

  useEffect(() => {
    // '/' only redirects to the home page, it is never a tab of its own.
    if (page.noTab || !page.title || page.key === '/') return;
    setTabs((current) =>
      addTab(current, { path: page.pathname, fullPath: page.fullPath, title: page.title }),
    );
  }, [page.noTab, page.title, page.key, page.pathname, page.fullPath]);

  useEffect(() => {
    sessionStorage.setItem(TABS_KEY, JSON.stringify(tabs));
  }, [tabs]);

  const apply = useCallback(
    (result: { tabs: TTab[]; next: string | null }) => {
      setTabs(result.tabs);
      if (result.next) navigate(result.next);
    },
    [navigate],
  );

  const api = useMemo<TTabsApi>(
    () => ({
      tabs,
      activePath: page.pathname,
      // The address bar, not the last render: react-router renders a navigation in a
      // transition, so right after a tab click the URL already names the new page while this
      // closure may still hold the old one, and closing the new page would not move away.
      // A closed tab drops its kept-alive page: unsaved edits there are asked about first.
      close: (path) =>
        void confirmLeave([path]).then((leave) => {
          if (leave) apply(closeTab(tabs, path, window.location.pathname));
        }),
      closeOthers: (path) =>
        void confirmLeave(tabs.map((tab) => tab.path).filter((p) => p !== path)).then((leave) => {
          if (leave) apply(closeOtherTabs(tabs, path, window.location.pathname));
        }),
      closeAll: () =>
        void confirmLeave([...tabs.map((tab) => tab.path), window.location.pathname]).then((leave) => {
          if (leave) apply(closeAllTabs());
        }),
    }),
    [tabs, page.pathname, apply, confirmLeave],
  );

  return <TabsContext.Provider value={api}>{children}</TabsContext.Provider>;
}

export function useTabs(): TTabsApi {
  const api = useContext(TabsContext);
  if (!api) throw new Error('useTabs must be used inside <TabsProvider>');
  return api;
}
