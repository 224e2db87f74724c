import { createHash } from 'node:crypto';
import {
  filePath,
  PDF_MESSAGES,
  StoredFileKind,
  type TRenderReportRequest,
  type TReportQuery,
} from '@kg/contracts';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { can, type Principal } from '../../lib/principal';
import type { PdfEngine } from '../../pdf/pdf-engine';
import { filesNamedIn, type RenderSessions } from '../../pdf/render-sessions';
import { type ReportDefinition, reportForRoute } from '../reports/report-definitions';
import type { FileStore } from '../uploads/file-store';
import { keepFile } from '../uploads/uploads.service';
import { pdfRepository } from './pdf.repository';

export type PdfDeps = {
  db: Db;
  store: FileStore;
  engine: PdfEngine;
  renders: RenderSessions;
  /** changes with every web build, so a new layout is printed again */
  buildId: string;
  /** where batches go: this process (embedded) or the shared queue of the print workers */
  queue: JobQueue;
};

/** A report ready to print: its definition, the data call's values and the data itself. */
export type PreparedReport = { def: ReportDefinition; params: Record<string, string>; data: unknown };

/** Checks the route, the caller's permission and their access to this report's data (404 if not theirs). */
export async function prepareReport(
  db: Db,
  p: Principal,
  route: string,
  query: TReportQuery,
): Promise<PreparedReport> {
  const def = reportForRoute(route);
  if (!def) throw AppError.badRequest(PDF_MESSAGES.unknownReport);
  if (!can(p, def.permission)) throw AppError.forbidden();
  const params = def.params(query);
  return { def, params, data: await def.load(db, p, params) };
}

/**
 * The page's own query: every value as text, the data call's values as the token allows them,
 * and no `Type` (auto mode belongs to the person's browser, not to the print browser).
 */
export function pageQueryOf(query: TReportQuery, params: Record<string, string>): Record<string, string> {
  const page: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (k.toLowerCase() !== 'type') page[k] = String(v);
  return { ...page, ...params };
}

const pdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

/** Prints a prepared report, or finds the same print of the same data in the store. */
export async function printPrepared(
  deps: PdfDeps,
  p: Principal,
  report: PreparedReport,
  query: TReportQuery,
  name: string,
): Promise<string> {
  const { def, params, data } = report;
  const page = pageQueryOf(query, params);
  const cacheKey = createHash('sha256')
    .update(JSON.stringify([def.route, Object.entries(page).sort(), pdfName(name), data, deps.buildId]))
    .digest('hex');
  const repo = pdfRepository(deps.db, p.schoolId);
  const cached = await repo.findCached(cacheKey);
  if (cached) return filePath(cached.fileId);

  const token = await deps.renders.issue({
    principal: p,
    report: def.key,
    params,
    files: filesNamedIn(data),
  });
  let pdf: Buffer;
  try {
    pdf = await deps.engine.print({ path: def.route, query: page, token });
  } finally {
    await deps.renders.revoke(token);
  }
  if (def.finish) pdf = await def.finish(pdf);
  const id = await deps.db.transaction(async (tx) => {
    const fileId = await keepFile(tx, deps.store, p, {
      data: pdf,
      ext: 'pdf',
      mime: 'application/pdf',
      kind: StoredFileKind.pdf,
      originalName: pdfName(name),
    });
    await pdfRepository(tx, p.schoolId).keepCached({ cacheKey, fileId, route: def.route });
    return fileId;
  });
  return filePath(id);
}

/** RenderReport: one report to a stored PDF; answers its path. */
export async function renderReport(deps: PdfDeps, p: Principal, req: TRenderReportRequest): Promise<string> {
  if (!(await deps.engine.available())) throw AppError.unavailable(PDF_MESSAGES.unavailable);
  const report = await prepareReport(deps.db, p, req.route, req.query);
  return printPrepared(deps, p, report, req.query, req.name);
}
