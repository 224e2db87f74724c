import type { TResourceKind } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import type { Harness } from '../harness';
import type { TIdsByKind } from './request-shape';

type TRow = Record<string, unknown>;

async function rows(h: Harness, query: ReturnType<typeof sql>): Promise<TRow[]> {
  const result = (await h.db.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}

/** Where a kind's records live; every one of these tables carries school_id. */
const KIND_TABLES: Partial<Record<TResourceKind, string>> = {
  studyYear: 'study_years',
  term: 'cycles',
  grade: 'grades',
  class: 'classes',
  student: 'students',
  teacher: 'teachers',
  user: 'users',
  role: 'roles',
  questionBank: 'question_banks',
  question: 'process_questions',
  questionnaire: 'questionnaire_answers',
  template: 'growth_templates',
  module: 'growth_modules',
  record: 'growth_records',
  observation: 'growth_log_points',
  logPoint: 'growth_log_points',
  growthQuestion: 'growth_questions',
  presetText: 'preset_texts',
  physicalExam: 'student_physical_exams',
  printJob: 'pdf_jobs',
  theme: 'themes',
  themeQuestion: 'theme_questions',
  themeMap: 'theme_classes',
  processEvaluation: 'process_evaluations',
  processPage: 'process_pages',
  childPhoto: 'child_photos',
  file: 'stored_files',
  food: 'foods',
  dish: 'dishes',
};

/** One record of each kind that belongs to the school (the lowest id). */
export async function idsOf(h: Harness, schoolId: number): Promise<TIdsByKind> {
  const ids: TIdsByKind = { school: schoolId };
  for (const [kind, table] of Object.entries(KIND_TABLES)) {
    const [row] = await rows(
      h,
      sql`select id from ${sql.identifier(table)} where school_id = ${schoolId} order by id limit 1`,
    );
    if (row) ids[kind as TResourceKind] = row.id as number | string;
  }
  return ids;
}

/**
 * Texts that name the school's people and nothing else: its name, its children's names and
 * numbers, its staff's names, phones and logins, its file keys. Any of these in an answer to
 * another school's caller is a leak. Texts the other school also has are left out.
 */
export async function markersOf(h: Harness, schoolId: number): Promise<string[]> {
  const found = await rows(
    h,
    sql`
      select name as v from schools where id = ${schoolId}
      union select name from students where school_id = ${schoolId}
      union select student_no from students where school_id = ${schoolId}
      union select father_phone from students where school_id = ${schoolId}
      union select mother_phone from students where school_id = ${schoolId}
      union select name from teachers where school_id = ${schoolId}
      union select phone from teachers where school_id = ${schoolId}
      union select real_name from users where school_id = ${schoolId}
      union select p.login_name from persons p join users u on u.person_id = p.id
        where u.school_id = ${schoolId}
          and not exists (select 1 from users o where o.person_id = p.id and o.school_id <> ${schoolId})
      union select p.phone from persons p join users u on u.person_id = p.id
        where u.school_id = ${schoolId}
          and not exists (select 1 from users o where o.person_id = p.id and o.school_id <> ${schoolId})
      union select storage_key from stored_files where school_id = ${schoolId}
      union select name from question_banks where school_id = ${schoolId}
    `,
  );
  const others = await rows(
    h,
    sql`
      select name as v from students where school_id <> ${schoolId}
      union select student_no from students where school_id <> ${schoolId}
      union select father_phone from students where school_id <> ${schoolId}
      union select mother_phone from students where school_id <> ${schoolId}
      union select phone from teachers where school_id <> ${schoolId}
      union select name from teachers where school_id <> ${schoolId}
      union select real_name from users where school_id <> ${schoolId}
      union select name from question_banks where school_id <> ${schoolId}
    `,
  );
  const shared = new Set(others.map((r) => String(r.v)));
  return [
    ...new Set(
      found
        .map((r) => (r.v === null || r.v === undefined ? '' : String(r.v)))
        .filter((v) => v.trim().length >= 2 && !shared.has(v)),
    ),
  ];
}

/** The tables of the database (public schema). */
export async function tablesOf(h: Harness): Promise<string[]> {
  const found = await rows(
    h,
    sql`select table_name as t from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'
        order by table_name`,
  );
  return found.map((r) => String(r.t));
}

/** The tables carrying school_id, read once per database. */
const schoolTableSets = new WeakMap<object, Promise<Set<string>>>();
function schoolTables(h: Harness): Promise<Set<string>> {
  let found = schoolTableSets.get(h.db);
  if (!found) {
    found = rows(
      h,
      sql`select table_name as t from information_schema.columns where column_name = 'school_id'`,
    ).then((r) => new Set(r.map((row) => String(row.t))));
    schoolTableSets.set(h.db, found);
  }
  return found;
}

/**
 * Every row of every table, as one fingerprint per table (its count and an md5 of its rows):
 * a walk that writes nothing leaves all of them as they were. Sessions are left out: a login
 * the walk makes is one.
 */
export async function fingerprint(h: Harness, tables: string[], where?: { schoolId: number }) {
  const out: Record<string, string> = {};
  for (const table of tables) {
    // Bookkeeping any request may write (a session, a code, a rate-limit count, a finished
    // render's revoked token), not school data.
    const bookkeeping = ['sessions', 'sms_codes', 'rate_limits', 'render_token_revocations'];
    if (bookkeeping.includes(table)) continue;
    const hasSchool = where ? (await schoolTables(h)).has(table) : false;
    if (where && !hasSchool && table !== 'schools') continue;
    const filter =
      where && table === 'schools'
        ? sql` where t.id = ${where.schoolId}`
        : where
          ? sql` where t.school_id = ${where.schoolId}`
          : sql``;
    const [row] = await rows(
      h,
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f
          from ${sql.identifier(table)} t${filter}`,
    );
    out[table] = String(row?.f);
  }
  return out;
}

/** The tables whose fingerprint changed. */
export function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
