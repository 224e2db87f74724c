import {
  GUARDIAN_RELATIONS,
  GUARDIANS_MAX,
  guardiansFromParents,
  type TGuardian,
  type TGuardianRelation,
  type TParentFields,
} from '@kg/contracts';
import { students } from '../../db/schema';

/** How students.guardians stores a guardian (jsonb). */
export type TStoredGuardian = (typeof students.$inferSelect)['guardians'][number];

type TGuardianColumns = Pick<
  typeof students.$inferSelect,
  'guardians' | 'fatherName' | 'fatherPhone' | 'motherName' | 'motherPhone'
>;

/** The columns guardiansOfRow reads, for a query's select (legacy father/mother included). */
export const guardianColumns = {
  guardians: students.guardians,
  fatherName: students.fatherName,
  fatherPhone: students.fatherPhone,
  motherName: students.motherName,
  motherPhone: students.motherPhone,
};

const relationOf = (r: string): TGuardianRelation =>
  (GUARDIAN_RELATIONS as readonly string[]).includes(r) ? (r as TGuardianRelation) : '其他';

export const toStored = (list: TGuardian[]): TStoredGuardian[] =>
  list.map((g) => ({ name: g.Name, relation: g.Relation, phone: g.Phone ?? '', primary: g.Primary }));

/**
 * A child's guardians as the API answers them. A child saved before guardians existed has
 * only the father/mother columns: they are read as guardians 父亲/母亲.
 */
export function guardiansOfRow(row: TGuardianColumns): TGuardian[] {
  if (row.guardians.length) {
    return row.guardians.map((g) => ({
      Name: g.name,
      Relation: relationOf(g.relation),
      Phone: g.phone || null,
      Primary: g.primary,
    }));
  }
  return guardiansFromParents({
    FatherName: row.fatherName,
    FatherPhone: row.fatherPhone,
    MotherName: row.motherName,
    MotherPhone: row.motherPhone,
  });
}

const isParent = (g: TGuardian) => g.Relation === '父亲' || g.Relation === '母亲';

/**
 * An edit from a client that knows only the father/mother fields: those replace the child's
 * 父亲/母亲 guardians, the grandparents and others it cannot see are kept, and so is the
 * primary mark where its guardian stays.
 */
export function mergeParents(existing: TGuardian[], parents: TParentFields): TGuardian[] {
  const fresh = guardiansFromParents(parents);
  const list: TGuardian[] = [];
  const has = (relation: string) => list.some((g) => g.Relation === relation);
  for (const g of existing) {
    if (!isParent(g)) list.push(g);
    else {
      const sent = fresh.find((f) => f.Relation === g.Relation);
      if (sent && !has(g.Relation)) list.push({ ...sent, Primary: g.Primary });
    }
  }
  for (const f of fresh) if (!has(f.Relation)) list.push({ ...f, Primary: false });
  const kept = list.slice(0, GUARDIANS_MAX);
  if (kept.length && !kept.some((g) => g.Primary)) kept[0] = { ...kept[0]!, Primary: true };
  return kept;
}
