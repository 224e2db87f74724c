import {
  defaultNutritionStandards,
  NUTRITION_STANDARD_MESSAGES as M,
  STANDARD_SECTIONS,
  type TBandRow,
  type TCareType,
  type TFoodGroupRow,
  type TIntakeRow,
  type TMealRow,
  type TSaveStandardSection,
  type TShareRow,
  type TStandardMark,
  type TStandardSection,
  type TStandards,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { nutritionStandards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { scoped } from '../../lib/scoped';

type TStored = {
  intakes: TIntakeRow[];
  share: { CareType: TCareType; Rows: TShareRow[] };
  bands: TBandRow[];
  meals: TMealRow[];
  foodGroups: TFoodGroupRow[];
};

/**
 * A school's standards: the defaults, with each section the school changed in its place. The
 * dietary report reads them here (`intakeFor` / `shareFor` in contracts answer its questions).
 */
export async function schoolStandards(db: DbOrTx, schoolId: number): Promise<TStandards> {
  const rows = await scoped(db, schoolId).rows(nutritionStandards);
  const stored = new Map(rows.map((r) => [r.section, r.data]));
  const d = defaultNutritionStandards();
  const get = <K extends keyof TStored>(key: K): TStored[K] | undefined =>
    stored.get(key) as TStored[K] | undefined;
  const share = get('share');
  return {
    ...d,
    CareType: share?.CareType ?? d.CareType,
    Intakes: get('intakes') ?? d.Intakes,
    Shares: share?.Rows ?? d.Shares,
    Bands: get('bands') ?? d.Bands,
    Meals: get('meals') ?? d.Meals,
    FoodGroups: get('foodGroups') ?? d.FoodGroups,
    Custom: STANDARD_SECTIONS.filter((s) => stored.has(s)),
  };
}

/** A changed figure becomes the school's; an unchanged one keeps its default mark and source. */
const markOf = (changed: boolean, current: { Mark: TStandardMark; Source: string }) =>
  changed ? { Mark: 'school' as const, Source: '本园设定' } : { Mark: current.Mark, Source: current.Source };

/** The saved rows must be the section's rows (same keys, same order), only the figures change. */
function sameKeys(a: string[], b: string[]) {
  if (a.length !== b.length || a.some((k, i) => k !== b[i])) throw AppError.badRequest(M.rowsInvalid);
}
const eqList = (a: (number | null)[], b: (number | null)[]) => a.every((v, i) => v === b[i]);

export async function saveSection(db: Db, p: Principal, body: TSaveStandardSection) {
  await db.transaction(async (tx) => {
    const current = await schoolStandards(tx, p.schoolId);
    let data: unknown;
    if (body.Section === 'intakes') {
      sameKeys(
        body.Rows.map((r) => r.Nutrient),
        current.Intakes.map((r) => r.Nutrient),
      );
      data = current.Intakes.map((row, i) => {
        const next = body.Rows[i]!;
        const changed = !eqList(row.Male, next.Male) || !eqList(row.Female, next.Female);
        return { ...row, Male: next.Male, Female: next.Female, ...markOf(changed, row) };
      });
    } else if (body.Section === 'share') {
      sameKeys(
        body.Rows.map((r) => r.CareType),
        current.Shares.map((r) => r.CareType),
      );
      data = {
        CareType: body.CareType,
        Rows: current.Shares.map((row, i) => {
          const pct = body.Rows[i]!.EnergyPct;
          return { ...row, EnergyPct: pct, ...markOf(pct !== row.EnergyPct, row) };
        }),
      };
    } else if (body.Section === 'bands') {
      sameKeys(
        body.Rows.map((r) => r.Key),
        current.Bands.map((r) => r.Key),
      );
      data = current.Bands.map((row, i) => {
        const { Low, High } = body.Rows[i]!;
        return { ...row, Low, High, ...markOf(Low !== row.Low || High !== row.High, row) };
      });
    } else if (body.Section === 'meals') {
      sameKeys(
        body.Rows.map((r) => r.Meal),
        current.Meals.map((r) => r.Meal),
      );
      data = current.Meals.map((row, i) => {
        const { Served, Low, High } = body.Rows[i]!;
        return { ...row, Served, Low, High, ...markOf(Low !== row.Low || High !== row.High, row) };
      });
    } else {
      sameKeys(
        body.Rows.map((r) => `${r.Group}|${r.Band}`),
        current.FoodGroups.map((r) => `${r.Group}|${r.Band}`),
      );
      data = current.FoodGroups.map((row, i) => {
        const { Low, High } = body.Rows[i]!;
        return { ...row, Low, High, ...markOf(Low !== row.Low || High !== row.High, row) };
      });
    }
    const s = scoped(tx, p.schoolId);
    await s.delete(nutritionStandards).where(eq(nutritionStandards.section, body.Section));
    await s.insert(nutritionStandards).values({ section: body.Section, data, updatedAt: new Date() });
  });
}

export async function resetSection(db: Db, p: Principal, section: TStandardSection) {
  await scoped(db, p.schoolId).delete(nutritionStandards).where(eq(nutritionStandards.section, section));
}
