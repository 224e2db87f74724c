/**
 * The growth-record saves of the durability bench: which records to write (one per save, so no
 * two saves meet), the saves themselves, and reading them back after the restart.
 */
import {
  API,
  pathOf,
  type TEndpoint,
  type TGrowthClass,
  type TRecordDetail,
  type TStudentRecords,
  TypeNum,
} from '@kg/contracts';

/** A record page a teacher writes with items (words, pictures): any draft of these saves. */
const ITEM_TYPES: readonly number[] = [
  TypeNum.cover,
  TypeNum.closing,
  TypeNum.plate,
  TypeNum.exercise,
  TypeNum.physical,
  TypeNum.video,
  TypeNum.epilogue,
  TypeNum.familyVideo,
];

export type TSlot = { tempId: number; moduleId: number; type: number; studentId: number };

export type TClient = {
  call: <T>(endpoint: TEndpoint, input?: unknown) => Promise<{ status: number; body: T | undefined }>;
};

/** A signed-in caller of the server at `base`. */
export async function signIn(
  base: string,
  name: string,
  password: string,
): Promise<TClient & { token: string }> {
  const anonymous = clientOf(base, '');
  const res = await anonymous.call<{ response: { token: string } }>(API.auth.login, {
    name,
    pass: password,
    uID: 0,
  });
  if (res.status !== 200 || !res.body) throw new Error(`login ${name} failed (${res.status})`);
  const token = res.body.response.token;
  return { ...clientOf(base, token), token };
}

export function clientOf(base: string, token: string): TClient {
  return {
    async call<T>(endpoint: TEndpoint, input?: unknown) {
      const url = new URL(pathOf(endpoint, input), base);
      if (!endpoint.body && input)
        for (const [k, v] of Object.entries(input as Record<string, unknown>))
          url.searchParams.set(k, String(v));
      const res = await fetch(url, {
        method: endpoint.method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
        },
        body: endpoint.body ? JSON.stringify(input) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as T) : undefined };
    },
  };
}

type TEnvelope<T> = { success: boolean; msg: string; response: T };

async function must<T>(client: TClient, endpoint: TEndpoint, input?: unknown): Promise<T> {
  const res = await client.call<TEnvelope<T>>(endpoint, input);
  if (res.status !== 200 || !res.body) throw new Error(`${endpoint.path} answered ${res.status}`);
  return res.body.response;
}

/** `count` distinct (child, page) pairs the teacher may write, from the open term's classes. */
export async function pickSlots(teacher: TClient, count: number): Promise<TSlot[]> {
  const slots: TSlot[] = [];
  const classes = await must<TGrowthClass[]>(teacher, API.growthRecords.classes);
  for (const klass of classes) {
    if (!klass.TempId) continue;
    const { Students } = await must<{ Students: Array<{ StudentId: number }> }>(
      teacher,
      API.growthRecords.classStudents,
      { ClassId: klass.ClassId, TempId: 0 },
    );
    for (const student of Students) {
      const records = await must<TStudentRecords>(teacher, API.growthRecords.studentRecords, {
        StudentId: student.StudentId,
        TempId: klass.TempId,
      });
      for (const row of records.List) {
        if (row.IsWrite !== 1 || !ITEM_TYPES.includes(row.Type)) continue;
        slots.push({ tempId: klass.TempId, moduleId: row.Id, type: row.Type, studentId: student.StudentId });
        if (slots.length === count) return slots;
      }
    }
  }
  throw new Error(`only ${slots.length} writable record pages found, ${count} wanted`);
}

export const markerOf = (round: string, i: number) => `durability ${round} #${i}`;

/** One save as the editor sends it: a draft whose only item is the marker text. */
export function saveOf(slot: TSlot, marker: string) {
  return {
    TempId: slot.tempId,
    tempDetailId: slot.moduleId,
    studentId: slot.studentId,
    TeacherId: 0,
    type: slot.type,
    answer: JSON.stringify({ List: [{ Type: 'text', Content: marker }] }),
    Status: 0,
  };
}

/** The record's first item's words as the restarted server serves them ('' when none). */
export async function storedMarker(teacher: TClient, slot: TSlot): Promise<string> {
  const detail = await must<TRecordDetail>(teacher, API.growthRecords.recordDetail, {
    Id: slot.moduleId,
    StudentId: slot.studentId,
  });
  if (!detail.Answer) return '';
  const answer = JSON.parse(detail.Answer) as { List?: Array<{ Content?: string }> };
  return answer.List?.[0]?.Content ?? '';
}
