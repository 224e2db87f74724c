import { TERM_REPORT_MESSAGES as M, type TAdviceLibrary, type TSaveAdviceRequest } from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { observationFramework } from '../../seed/growth-observation-frameworks';
import { adviceKey, PRODUCT_ADVICE } from './term-advice';
import { termReportRepository } from './term-report.repository';

/**
 * The school's 教育建议 library (DECISIONS 45: "a school can edit it") for one grade level: each
 * element of its default framework (its general advice) followed by its points, with the
 * product's advice and the school's own.
 */
export async function adviceLibrary(db: Db, p: Principal, level: number): Promise<TAdviceLibrary> {
  const own = new Map(
    (await termReportRepository(db, p.schoolId).schoolAdvice()).map((a) => [
      adviceKey(a.dimension, a.element, a.point),
      a.advice,
    ]),
  );
  const entry = (Dimension: string, Element: string, Point: string) => ({
    Dimension,
    Element,
    Point,
    Default: PRODUCT_ADVICE.get(adviceKey(Dimension, Element, Point)) ?? '',
    Advice: own.get(adviceKey(Dimension, Element, Point)) ?? '',
  });
  return {
    Level: level,
    Items: observationFramework(level).flatMap((d) =>
      d.elements.flatMap((e) => [
        entry(d.dimension, e.element, ''),
        ...e.points.map((point) => entry(d.dimension, e.element, point)),
      ]),
    ),
  };
}

/** The school's advice of a point or element the product ships advice for; empty goes back. */
export async function saveAdvice(db: Db, p: Principal, body: TSaveAdviceRequest) {
  const fallback = PRODUCT_ADVICE.get(adviceKey(body.Dimension, body.Element, body.Point));
  if (fallback === undefined) throw AppError.badRequest(M.pointRequired);
  return db.transaction(async (tx) => {
    await termReportRepository(tx, p.schoolId).setSchoolAdvice(
      { dimension: body.Dimension, element: body.Element, point: body.Point },
      body.Advice,
      p.userId,
    );
    return { Advice: body.Advice || fallback, AdviceAdjusted: Boolean(body.Advice) };
  });
}
