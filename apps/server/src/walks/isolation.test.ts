import { CATALOGUE, fileIdOf, type TApiEntry, type TEndpoint } from '@kg/contracts';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useHarness } from '../../test/harness';
import { schoolIdOf } from '../../test/lookups';
import { B_TEACHER_LOGIN, SCHOOL_A, SCHOOL_B, schoolBTeacher } from '../../test/walks/callers';
import {
  idKindOf,
  inputSchemaOf,
  sample,
  type TIdsByKind,
  type TJsonSchema,
} from '../../test/walks/request-shape';
import { changed, fingerprint, idsOf, markersOf, tablesOf } from '../../test/walks/school-data';
import { students } from '../db/schema';
import { childPhotosRepository } from '../modules/child-photos/child-photos.repository';
import { storedPictures } from '../modules/child-photos/test-support';
import { newEntry } from '../modules/process-evaluations/test-support';

/**
 * The isolation walk (issue 15): every endpoint of the catalogue, called by school B's
 * administrator and teacher with school A's ids (from the demo data), must refuse (403/404),
 * answer nothing of school A, and change nothing of school A; every list endpoint, called with
 * school B's own ids, must answer no row of school A. The catalogue is the list: a new
 * endpoint is walked from the day it is declared.
 */
const h = useHarness();
/** A caller's name, login and current token (some endpoints end the session: logout, switch). */
type TCaller = { name: string; login: string; token: string };
let callers: TCaller[];

/**
 * Sends as the caller; a 401 means an earlier endpoint ended the caller's session (logout,
 * the school switcher), so the caller signs in again and the request is sent once more.
 */
async function sendAs(caller: TCaller, endpoint: TEndpoint, input: unknown) {
  const res = await h.call(endpoint, input, caller.token);
  if (res.statusCode !== 401) return res;
  caller.token = await h.login(caller.login);
  return h.call(endpoint, input, caller.token);
}
let idsA: TIdsByKind;
let idsB: TIdsByKind;
let markers: string[];
let schoolA: number;

beforeAll(async () => {
  schoolA = await schoolIdOf(h, SCHOOL_A);
  const schoolB = await schoolIdOf(h, SCHOOL_B);
  callers = [
    { name: 'B 园长', login: 'rainbow', token: await h.login('rainbow') },
    { name: 'B 教师', login: B_TEACHER_LOGIN, token: await schoolBTeacher(h) },
  ];
  await recordsOnlyMadeByUse(schoolA);
  idsA = await idsOf(h, schoolA);
  idsB = await idsOf(h, schoolB);
  markers = await markersOf(h, schoolA);
});

/**
 * School A's records that the demo seed makes only when it draws files (the process
 * evaluations and the photo library, seed/process-demo.ts): made here, so their endpoints are
 * walked with a real id of school A.
 */
async function recordsOnlyMadeByUse(schoolId: number) {
  const [child] = await h.db
    .select({ id: students.id, classId: students.classId })
    .from(students)
    .where(eq(students.schoolId, schoolId))
    .orderBy(asc(students.id))
    .limit(1);
  await newEntry(h, schoolId, child!.id);
  const [picture] = await storedPictures(h, schoolId, 1);
  const [photo] = await childPhotosRepository(h.db, schoolId).insert([
    { fileId: fileIdOf(picture!), classId: child!.classId, dimension: 1, takenOn: null, uploadedBy: null },
  ]);
  await childPhotosRepository(h.db, schoolId).setTags([photo!], [child!.id]);
}

type TFinding = { endpoint: string; caller: string; status: number; detail: string };

/** The request for an endpoint with one school's ids, and whether it names any of them. */
function requestFor(endpoint: TEndpoint, ids: TIdsByKind) {
  const shape = inputSchemaOf(endpoint);
  if (!shape) return { input: undefined, namesIds: false };
  const input = sample(shape.schema, shape.schema, endpoint, ids) as Record<string, unknown>;
  // A path parameter (`/files/:id`) travels beside the query: sample it too.
  if (endpoint.params && shape.where !== 'params') {
    const params = z.toJSONSchema(endpoint.params, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
    Object.assign(input, sample(params, params, endpoint, ids));
  }
  const fields = Object.keys((input ?? {}) as object);
  const namesIds = fields.some((f) => {
    const kind = idKindOf(f, endpoint);
    return kind !== null && kind !== 'unknown' && ids[kind] !== undefined;
  });
  return { input, namesIds };
}

/**
 * School A's texts in an answer: a JSON string equal to one of them, or containing one long
 * enough not to occur by chance (a phone, a file key, the school's name). A short name inside
 * a longer text (a login "teacher" inside another login) is not a leak.
 */
/** A marker that cannot occur inside another text by chance: five or more digits or Chinese characters. */
const LONG_MARKER =
  /[\d\u4e00-\u9fa5].*[\d\u4e00-\u9fa5].*[\d\u4e00-\u9fa5].*[\d\u4e00-\u9fa5].*[\d\u4e00-\u9fa5]/;

function leaked(body: string): string[] {
  let values: string[];
  try {
    values = [];
    JSON.parse(body, (_key, value) => {
      if (typeof value === 'string') values.push(value);
      return value;
    });
  } catch {
    values = [body];
  }
  return markers.filter((m) => values.some((v) => v === m || (LONG_MARKER.test(m) && v.includes(m))));
}

/** GET endpoints answering a list or a page (`{ data: [...] }`): the walk's "list endpoints". */
function isList(entry: TApiEntry): boolean {
  if (entry.endpoint.method !== 'GET' || entry.endpoint.answer === 'file' || !entry.endpoint.response)
    return false;
  const shape = z.toJSONSchema(entry.endpoint.response, { unrepresentable: 'any' }) as TJsonSchema;
  return shape.type === 'array' || shape.properties?.data?.type === 'array';
}

describe('isolation walk (issue 15): school B with school A’s ids', () => {
  it('refuses every endpoint, answers nothing of school A and changes nothing of it', async () => {
    expect(markers.length).toBeGreaterThan(50);
    const tables = await tablesOf(h);
    const before = await fingerprint(h, tables, { schoolId: schoolA });
    const leaks: TFinding[] = [];
    const accepted: TFinding[] = [];
    const failures: TFinding[] = [];
    let sent = 0;
    let refusedByValidation = 0;
    for (const entry of CATALOGUE) {
      if (entry.endpoint.testOnly) continue;
      const { input, namesIds } = requestFor(entry.endpoint, idsA);
      for (const caller of callers) {
        const res = await sendAs(caller, entry.endpoint, input);
        sent += 1;
        const finding = { endpoint: entry.name, caller: caller.name, status: res.statusCode, detail: '' };
        // A public answer is for anyone (the login page's school brand); files check their caller.
        const forAnyone = entry.endpoint.access === 'public' && entry.endpoint.answer !== 'file';
        const found = forAnyone ? [] : leaked(res.body);
        if (found.length) leaks.push({ ...finding, detail: found.slice(0, 3).join(', ') });
        if (res.statusCode >= 500) failures.push({ ...finding, detail: res.body.slice(0, 200) });
        if (res.statusCode === 400) {
          refusedByValidation += 1;
          if (process.env.WALK_VERBOSE) console.info(`400 ${entry.name} ${caller}: ${res.json().msg}`);
        }
        // A request naming school A's records must be refused as if they did not exist; a list
        // filtered by them may answer, with nothing of school A in it (checked above).
        if (namesIds && !forAnyone && !isList(entry) && res.statusCode < 300)
          accepted.push({ ...finding, detail: JSON.stringify(input).slice(0, 200) });
      }
    }
    const touched = changed(before, await fingerprint(h, tables, { schoolId: schoolA }));
    console.info(
      `isolation walk: ${sent / callers.length} endpoints walked, ${sent} requests sent as school B's 园长 and 教师 ` +
        `with school A's ids; leaks ${leaks.length}, accepted ${accepted.length}, 5xx ${failures.length}, ` +
        `school-A tables changed ${touched.length} (${refusedByValidation} refused by validation first)`,
    );
    for (const f of [...leaks, ...accepted, ...failures].slice(0, 60)) console.info(JSON.stringify(f));
    expect(leaks).toEqual([]);
    expect(accepted).toEqual([]);
    expect(failures).toEqual([]);
    expect(touched).toEqual([]);
  }, 600_000);

  it('answers no row of school A on any list endpoint called with school B’s own ids', async () => {
    const lists = CATALOGUE.filter((entry) => !entry.endpoint.testOnly && isList(entry));
    const leaks: TFinding[] = [];
    let sent = 0;
    for (const entry of lists) {
      const { input } = requestFor(entry.endpoint, idsB);
      for (const caller of callers) {
        const res = await sendAs(caller, entry.endpoint, input);
        sent += 1;
        const found = leaked(res.body);
        if (found.length)
          leaks.push({
            endpoint: entry.name,
            caller: caller.name,
            status: res.statusCode,
            detail: found.slice(0, 3).join(),
          });
      }
    }
    console.info(`isolation walk: ${lists.length} list endpoints, ${sent} requests, leaks ${leaks.length}`);
    for (const f of leaks.slice(0, 60)) console.info(JSON.stringify(f));
    expect(lists.length).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  }, 600_000);
});
