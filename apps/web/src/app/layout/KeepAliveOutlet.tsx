import { type ReactNode, useRef } from 'react';
import { useOutlet } from 'react-router';
import { normalizePath } from '../navTree';
import { useTabs } from '../tabs/TabsContext';
import { useCurrentPage } from '../useCurrentPage';

/**
 * Renders the routed page. Pages whose meta.keepAlive is true stay mounted (hidden) after
 * the user moves on, so their filters, paging and scroll survive a tab switch; closing
 * their tab releases them (A52, screen 23).
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const page = useCurrentPage();
  const { tabs } = useTabs();
  const cache = useRef(new Map<string, ReactNode>());

  if (page.keepAlive && outlet) cache.current.set(page.key, outlet);
  const open = new Set(tabs.map((tab) => normalizePath(tab.path)));
  for (const key of cache.current.keys()) {
    if (key !== page.key && !open.has(key)) cache.current.delete(key);
  }

  return (
    <>
      {[...cache.current.entries()].map(([key, element]) => (
        <div key={key} className="kg-keepalive" data-keepalive={key} hidden={key !== page.key}>
          {element}
        </div>
      ))}
      {!page.keepAlive && <div key={page.key}>{outlet}</div>}
    </>
  );
}
