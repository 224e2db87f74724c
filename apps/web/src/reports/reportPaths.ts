import { REPORT_ROUTES } from '@kg/contracts';
import { normalizePath } from '../app/navTree';

const REPORT_KEYS = new Set(Object.values(REPORT_ROUTES).map(normalizePath));

/**
 * A path the report routes serve (every REPORT_ROUTES entry has a page in reportRoutes.tsx):
 * the navigation tree's entry for it must not mount it again. Apart from the report pages so
 * that the root's route table can ask without loading them.
 */
export function isReportPath(path: string): boolean {
  return REPORT_KEYS.has(normalizePath(path));
}
