import { API, footprintDataQuery, type TFootprint, TypeNum } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { demoSetting, NOT_FOUND, recordsOf, rowOfType, save, studentsOf } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let rainbow: string;
let setting: Awaited<ReturnType<typeof demoSetting>>;
let observed: number;
let middleChild: number;

const report = (token: string, query: Record<string, string | number>) =>
  h.call(API.growthRecords.footprint, { TeacherId: 0, IsWeb: 1, Id: 0, limit: 'false', ...query }, token);

beforeAll(async () => {
  [admin, teacher, rainbow] = (await Promise.all(['admin', 'teacher', 'rainbow'].map((n) => h.login(n)))) as [
    string,
    string,
    string,
  ];
  setting = await demoSetting(h, teacher);
  observed = (await studentsOf(h, teacher, setting.small1.ClassId)).Students.find(
    (c) => c.Done === 1,
  )!.StudentId;
  middleChild = (await studentsOf(h, admin, setting.middleClassId)).Students[0]!.StudentId;
});

describe('the growing footprint report’s data (G41-G54)', () => {
  it('every open page in reading order with the child’s records and the cover names; videos left out', async () => {
    const res = await report(teacher, { StudentId: observed, TempId: setting.tempId });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().response as TFootprint;
    expect(data).toMatchObject({
      SchoolName: '阳光幼儿园',
      GradeName: '小班',
      ClassName: '小一班',
      TempId: setting.tempId,
    });
    expect(data.TeacherNames[0]).toBe('王丽');
    const types = data.List.map((r) => r.Type);
    expect(types[0]).toBe(TypeNum.cover);
    expect(types).not.toContain(TypeNum.familyVideo);
    expect(types).not.toContain(TypeNum.video);
    const monthly = data.List.find((r) => r.Type === TypeNum.monthlyObservation)!;
    expect(monthly.Status).toBe(1);
    expect(JSON.parse(monthly.Answer).dimensions.length).toBeGreaterThan(0);
    // TempId 0: the child's current published template
    const current = (await report(teacher, { StudentId: observed, TempId: 0 })).json().response as TFootprint;
    expect(current.TempId).toBe(setting.tempId);
  });

  it('limit keeps only finished pages (and the catalogue); preview shows the one page asked for', async () => {
    const limited = (
      await report(teacher, { StudentId: observed, TempId: setting.tempId, limit: 'true' })
    ).json().response as TFootprint;
    expect(limited.List.every((r) => r.Status === 1 || r.Type === TypeNum.catalogue)).toBe(true);
    expect(limited.List.some((r) => r.Type === TypeNum.monthlyObservation)).toBe(true);

    const records = await recordsOf(h, teacher, observed, setting.tempId);
    const plate = rowOfType(records, TypeNum.plate);
    await save(h, teacher, {
      tempId: setting.tempId,
      row: plate,
      studentId: observed,
      answer: { List: [{ Type: 'text', Content: '我画的是妈妈。' }] },
      status: 0,
    });
    const preview = (
      await report(teacher, { StudentId: observed, TempId: setting.tempId, Id: plate.Id })
    ).json().response as TFootprint;
    expect(preview.List).toHaveLength(1);
    expect(preview.List[0]).toMatchObject({ Id: plate.Id, Status: 0 });
    expect(JSON.parse(preview.List[0]!.Answer).List[0].Content).toBe('我画的是妈妈。');
  });

  it('another school’s child, a teacher’s other class and a page of another template are 404', async () => {
    const cases: Array<[string, Record<string, number>]> = [
      [rainbow, { StudentId: observed, TempId: setting.tempId }],
      [teacher, { StudentId: middleChild, TempId: 0 }],
      [admin, { StudentId: middleChild, TempId: setting.tempId }],
      [teacher, { StudentId: observed, TempId: setting.tempId, Id: 999_999 }],
    ];
    for (const [token, query] of cases) {
      const res = await report(token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.json().msg).toBe(NOT_FOUND);
    }
  });
});

describe('footprintDataQuery: what the page asks and the PDF engine grants', () => {
  it('reads the escaped info JSON (preview or normal mode) and limit as a boolean', () => {
    const normal = {
      info: JSON.stringify({
        TeacherId: 3,
        TempId: 7,
        CustomerId: 9,
        TempType: 1,
        CycleName: 'x',
        Title: 'y',
      }),
    };
    expect(footprintDataQuery(normal)).toEqual({
      StudentId: '9',
      TempId: '7',
      TeacherId: '3',
      IsWeb: '1',
      Id: '0',
      limit: 'false',
    });
    const preview = { info: JSON.stringify({ isPreview: true, Id: 5, CustomerId: 9 }), limit: 'true' };
    expect(footprintDataQuery(preview)).toMatchObject({ Id: '5', TempId: '0', limit: 'true' });
    // Id outside preview mode is not a filter
    expect(footprintDataQuery({ info: JSON.stringify({ Id: 5, CustomerId: 9 }) })?.Id).toBe('0');
    expect(footprintDataQuery({ info: '{broken' })).toBeNull();
    expect(footprintDataQuery({ info: JSON.stringify({ TempId: 1 }) })).toBeNull();
  });
});
