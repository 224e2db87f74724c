import { MENU_SEED, PAGE_MANIFEST, REPORT_ROUTES, type TManifestEntry } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { isReportPath } from '../../reports/reportPaths';
import { normalizePath } from '../navTree';
import { HOME_PATH, PAGES, pageFor } from './registry';

const manifest: readonly TManifestEntry[] = PAGE_MANIFEST;
const routed = MENU_SEED.filter((m) => m.path);

/**
 * The menu seed and the router come from one page manifest (issue 15): every menu path opens a
 * page of this build (or a report), and every page has its menu entry.
 */
describe('the page manifest', () => {
  it('reads the manifest (the checks below would pass vacuously on an empty one)', () => {
    expect(routed.length).toBeGreaterThan(20);
    expect(PAGES.size).toBeGreaterThan(20);
  });

  it('gives every menu path a page or a report route', () => {
    const unserved = routed.filter((m) => !pageFor(m.path!) && !isReportPath(m.path!)).map((m) => m.path);
    expect(unserved).toEqual([]);
  });

  it('gives every page and every report route a menu entry', () => {
    const menuPaths = new Set(routed.map((m) => normalizePath(m.path!)));
    const orphans = [...PAGES.keys(), ...Object.values(REPORT_ROUTES).map(normalizePath)].filter(
      (path) => !menuPaths.has(path),
    );
    expect(orphans).toEqual([]);
  });

  it('serves a report entry by its report route and a page entry by its component, never both', () => {
    for (const row of manifest) {
      if (row.kind === 'report') {
        expect(isReportPath(row.path), row.key).toBe(true);
        expect(pageFor(row.path), row.key).toBeUndefined();
      }
      if (row.kind === 'page') {
        expect(PAGES.get(normalizePath(row.path))?.key, row.key).toBe(row.key);
        expect(isReportPath(row.path), row.key).toBe(false);
      }
      if (row.kind === 'group' || row.kind === 'grant') expect(row.path, row.key).toBeUndefined();
    }
  });

  it('takes the home page from the manifest', () => {
    expect(HOME_PATH).toBe('/indexHome');
    expect(pageFor('/INDEXHOME/')).toBe(pageFor(HOME_PATH));
  });
});
