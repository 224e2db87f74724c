import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React needs to know it runs inside a test to flush effects in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A fresh element in the document and a React root on it for each test, unmounted and removed
 * after it. Read `host` and `root` inside the tests (they change from test to test).
 */
export function mountPerTest() {
  const mount = {} as { host: HTMLDivElement; root: Root };
  beforeEach(() => {
    mount.host = document.createElement('div');
    document.body.append(mount.host);
    mount.root = createRoot(mount.host);
  });
  afterEach(() => {
    act(() => mount.root.unmount());
    mount.host.remove();
  });
  return mount;
}
