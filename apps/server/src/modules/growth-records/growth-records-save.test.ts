import {
  API,
  fillMessage,
  GROWTH_RECORD_MESSAGES as M,
  type TRecordRow,
  type TStudentRecords,
  TypeNum,
} from '@kg/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { growthModules, growthRecords, growthTemplates, schools as schoolsTable } from '../../db/schema';
import { DEMO_SCHOOL, OTHER_SCHOOL } from '../../seed/demo';
import {
  demoSetting,
  marksOfRecord,
  recordsOf,
  rowOfType,
  save,
  scoredSheet,
  storedFile,
  storedRecord,
  studentsOf,
} from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let rainbow: string;
let tempId: number;
/** children of 小一班 without any record yet, one per test so they never meet */
let fresh: number[];
let middleChild: number;
let rainbowSchool: number;
let sunshineSchool: number;

beforeAll(async () => {
  [admin, teacher, rainbow] = (await Promise.all(['admin', 'teacher', 'rainbow'].map((n) => h.login(n)))) as [
    string,
    string,
    string,
  ];
  const setting = await demoSetting(h, teacher);
  tempId = setting.tempId;
  // Both of 王丽's classes are 小班 and record against the same template.
  fresh = [];
  for (const klass of setting.list) {
    const { Students } = await studentsOf(h, teacher, klass.ClassId);
    fresh.push(...Students.filter((c) => c.Done === 0).map((c) => c.StudentId));
  }
  middleChild = (await studentsOf(h, admin, setting.middleClassId)).Students[0]!.StudentId;
  const schools = await h.db.select({ id: schoolsTable.id, name: schoolsTable.name }).from(schoolsTable);
  sunshineSchool = schools.find((x) => x.name === DEMO_SCHOOL)!.id;
  rainbowSchool = schools.find((x) => x.name === OTHER_SCHOOL)!.id;
});

let nextChild = 0;
/** A child nobody has written for yet, with their record list. */
async function child(): Promise<{ id: number; records: TStudentRecords }> {
  const id = fresh[nextChild++]!;
  return { id, records: await recordsOf(h, teacher, id, tempId) };
}

const saveAs = (
  token: string,
  c: { id: number },
  row: TRecordRow,
  answer: unknown,
  status: 0 | 1,
  updatedAt?: string,
) => save(h, token, { tempId, row, studentId: c.id, answer, status, updatedAt });

async function expectRefused(res: Awaited<ReturnType<typeof save>>, message: string, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().msg).toBe(message);
}

describe('完成 checks each type’s rule; a draft saves without them (G09, G17-G25, DECISIONS 25)', () => {
  it('G17: a monthly observation needs every point scored; the marks follow the answer', async () => {
    const c = await child();
    const row = rowOfType(c.records, TypeNum.monthlyObservation);
    const partial = { dimensions: scoredSheet(row, (i) => (i === 0 ? 0 : 2)), Title: '', CustomerSay: '' };
    await expectRefused(await saveAs(teacher, c, row, partial, 1), M.allScored);
    const draft = await saveAs(teacher, c, row, partial, 0);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().msg).toBe(M.saved);
    const stored = await storedRecord(h, row.Id, c.id);
    expect(stored).toMatchObject({ status: 0 });
    const points = scoredSheet(row, 1).flatMap((d) => d.info.flatMap((e) => e.info)).length;
    expect(await marksOfRecord(h, stored!.id)).toHaveLength(points - 1);

    const full = { dimensions: scoredSheet(row, (i) => (i % 3) + 1), Title: '十月', CustomerSay: '很棒' };
    const done = await saveAs(teacher, c, row, full, 1, draft.json().response.UpdatedAt);
    expect(done.statusCode, done.body).toBe(200);
    const finished = await storedRecord(h, row.Id, c.id);
    expect(finished).toMatchObject({ status: 1 });
    expect(finished!.finishedAt).not.toBeNull();
    const marks = await marksOfRecord(h, finished!.id);
    expect(marks).toHaveLength(points);
    expect(marks.map((m) => m.value).sort()).toContain(3);
  });

  it('G19 term observation, G20 cover, G21 epilogue and closing page, G23 physical, G24 exercise', async () => {
    const c = await child();
    const image = await storedFile(h, sunshineSchool);
    const cases: Array<[number, unknown, string, unknown]> = [
      [
        TypeNum.termObservation,
        { dimensions: [], cycleWrites: [{ Title: '故事描述', Desc: '  ' }] },
        M.cycleWrite,
        { dimensions: [], cycleWrites: [{ Title: '故事描述', Desc: '今天他主动帮助同伴收拾积木。' }] },
      ],
      [
        TypeNum.cover,
        { List: [{ Type: 'image', Content: '' }] },
        M.avatar,
        { List: [{ Type: 'image', Content: image }] },
      ],
      [TypeNum.epilogue, { List: [] }, M.epilogue, { List: [{ Type: 'text', Content: '愿你快乐成长。' }] }],
      [
        TypeNum.closing,
        { List: [{ Type: 'text', Content: '' }] },
        M.epilogue,
        { List: [{ Type: 'text', Content: '再见。' }] },
      ],
      [
        TypeNum.physical,
        {
          List: [
            { Type: 'physical', Describe: '身高', Value: '101' },
            { Type: 'physical', Describe: '体重', Value: '' },
          ],
        },
        M.physical,
        {
          List: [
            { Type: 'physical', Describe: '身高', Value: '101' },
            { Type: 'physical', Describe: '体重', Value: '16.2' },
          ],
        },
      ],
      [
        TypeNum.exercise,
        { List: [{ Type: 'exercise', Describe: '立定跳远', Value: '' }] },
        M.exercise,
        { List: [{ Type: 'exercise', Describe: '立定跳远', Value: '65', unit: 'cm' }] },
      ],
      [
        TypeNum.plate,
        {
          List: [
            { Type: 'image', Content: '' },
            { Type: 'text', Content: ' ' },
          ],
        },
        M.imageOrText,
        { List: [{ Type: 'text', Content: '我的家有四口人。' }] },
      ],
      [
        TypeNum.rating,
        { title: '成长评价', List: [{ manifestation: '按时入园', isActivite: 0 }] },
        M.imageOrText,
        { title: '成长评价', List: [{ manifestation: '按时入园', isActivite: 1 }] },
      ],
    ];
    for (const [type, empty, message, good] of cases) {
      const row = rowOfType(c.records, type);
      await expectRefused(await saveAs(teacher, c, row, empty, 1), message);
      expect(await storedRecord(h, row.Id, c.id)).toBeUndefined();
      const res = await saveAs(teacher, c, row, good, 1);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect((await storedRecord(h, row.Id, c.id))?.status).toBe(1);
    }
  });

  it('G22 a video page needs the video, then the words; G25 a table needs something written', async () => {
    const c = await child();
    const add = async (type: number, title: string) => {
      const res = await h.call(
        API.growthRecords.saveChildPage,
        { tempId, studentId: c.id, type, title, operator: 1 },
        teacher,
      );
      expect(res.statusCode, res.body).toBe(200);
      const records = await recordsOf(h, teacher, c.id, tempId);
      return records.List.find((r) => r.Id === res.json().response.Id)!;
    };
    const video = await add(TypeNum.video, '运动会');
    const clip = await storedFile(h, sunshineSchool, 'video');
    await expectRefused(
      await saveAs(
        teacher,
        c,
        video,
        {
          List: [
            { Type: 'video', Content: '' },
            { Type: 'text', Content: '我跑第一' },
          ],
        },
        1,
      ),
      M.video,
    );
    await expectRefused(
      await saveAs(
        teacher,
        c,
        video,
        {
          List: [
            { Type: 'video', Content: clip },
            { Type: 'text', Content: '' },
          ],
        },
        1,
      ),
      M.videoText,
    );
    expect(
      (
        await saveAs(
          teacher,
          c,
          video,
          {
            List: [
              { Type: 'video', Content: clip },
              { Type: 'text', Content: '我跑第一' },
            ],
          },
          1,
        )
      ).statusCode,
    ).toBe(200);

    const table = await add(TypeNum.table, '观察记录');
    await expectRefused(await saveAs(teacher, c, table, {}, 1), M.imageOrText);
    expect(
      (
        await saveAs(
          teacher,
          c,
          table,
          { name: '小明', List: [{ title: '学生表现', desc: '能独立进餐' }] },
          1,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('text over 500 characters, a rating title over 10, a broken answer and the wrong type are refused', async () => {
    const c = await child();
    const plate = rowOfType(c.records, TypeNum.plate);
    await expectRefused(
      await saveAs(teacher, c, plate, { List: [{ Type: 'text', Content: '字'.repeat(501) }] }, 0),
      M.textTooLong,
    );
    const ok500 = await saveAs(teacher, c, plate, { List: [{ Type: 'text', Content: '字'.repeat(500) }] }, 0);
    expect(ok500.statusCode).toBe(200);
    const rating = rowOfType(c.records, TypeNum.rating);
    await expectRefused(
      await saveAs(teacher, c, rating, { title: '一二三四五六七八九十一', List: [] }, 0),
      M.ratingTitleTooLong,
    );
    await expectRefused(await saveAs(teacher, c, plate, '{not json', 0), M.answerInvalid);
    await expectRefused(
      await saveAs(teacher, c, { ...plate, Type: TypeNum.cover }, { List: [] }, 0),
      M.answerInvalid,
    );
    const catalogue = rowOfType(c.records, TypeNum.catalogue);
    await expectRefused(await saveAs(teacher, c, catalogue, { List: [] }, 0), M.notWritable);
  });

  it('only this school’s pictures: another school’s file and an outside address are refused', async () => {
    const c = await child();
    const plate = rowOfType(c.records, TypeNum.plate);
    const theirs = await storedFile(h, rainbowSchool);
    for (const ref of [theirs, 'https://example.com/a.jpg', '/files/../secret']) {
      await expectRefused(
        await saveAs(teacher, c, plate, { List: [{ Type: 'image', Content: ref }] }, 0),
        M.fileInvalid,
      );
    }
    const ours = await storedFile(h, sunshineSchool);
    const res = await saveAs(
      teacher,
      c,
      plate,
      {
        List: [
          { Type: 'image', Content: ours },
          { Type: 'image', Content: '/growth/backgrounds/rainbow-sky.svg' },
        ],
      },
      1,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('who may save, and nothing lost or half-written', () => {
  it('a teacher writing a child of a class she does not teach gets 403; another school’s child 404', async () => {
    const c = await child();
    const plate = rowOfType(c.records, TypeNum.plate);
    const answer = { List: [{ Type: 'text', Content: '你好' }] };
    await expectRefused(
      await save(h, teacher, { tempId, row: plate, studentId: middleChild, answer, status: 0 }),
      M.notYourClass,
      403,
    );
    const rainbowToken = rainbow;
    const foreign = await save(h, rainbowToken, { tempId, row: plate, studentId: c.id, answer, status: 0 });
    expect(foreign.statusCode).toBe(404);
  });

  it('a closed module and an unpublished template are refused with their messages', async () => {
    const c = await child();
    const plate = rowOfType(c.records, TypeNum.plate);
    const answer = { List: [{ Type: 'text', Content: '你好' }] };
    await h.db.update(growthModules).set({ status: 0 }).where(eq(growthModules.id, plate.Id));
    await expectRefused(await saveAs(teacher, c, plate, answer, 0), M.moduleClosed);
    await h.db.update(growthModules).set({ status: 1 }).where(eq(growthModules.id, plate.Id));
    await h.db.update(growthTemplates).set({ status: 0 }).where(eq(growthTemplates.id, tempId));
    try {
      await expectRefused(await saveAs(teacher, c, plate, answer, 0), M.notPublished);
      expect((await recordsOf(h, teacher, c.id, tempId)).CanWrite).toBe(false);
    } finally {
      await h.db.update(growthTemplates).set({ status: 1 }).where(eq(growthTemplates.id, tempId));
    }
  });

  it('409 over a newer save, naming who saved; the newer text stays', async () => {
    const c = await child();
    const plate = rowOfType(c.records, TypeNum.plate);
    const first = await saveAs(teacher, c, plate, { List: [{ Type: 'text', Content: '第一版' }] }, 0);
    const stamp = first.json().response.UpdatedAt as string;
    const byAdmin = await saveAs(
      admin,
      c,
      plate,
      { List: [{ Type: 'text', Content: '园长改过' }] },
      0,
      stamp,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const late = await saveAs(
      teacher,
      c,
      plate,
      { List: [{ Type: 'text', Content: '老师的旧稿' }] },
      1,
      stamp,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toMatch(/^这条记录已被.+在.+修改，请刷新后再保存；您填写的内容已保留$/);
    expect(JSON.stringify((await storedRecord(h, plate.Id, c.id))!.answer)).toContain('园长改过');
  });

  it('a done record can be modified and stays done (G09)', async () => {
    const c = await child();
    const plate = rowOfType(c.records, TypeNum.plate);
    await saveAs(teacher, c, plate, { List: [{ Type: 'text', Content: '一' }] }, 1);
    const again = await saveAs(teacher, c, plate, { List: [{ Type: 'text', Content: '二' }] }, 1);
    expect(again.statusCode).toBe(200);
    const row = rowOfType(await recordsOf(h, teacher, c.id, tempId), TypeNum.plate);
    expect(row).toMatchObject({ Status: 1 });
    expect(JSON.parse(row.Answer).List[0].Content).toBe('二');
  });

  it('one transaction: a failing marks write leaves no record behind', async () => {
    const c = await child();
    const row = rowOfType(c.records, TypeNum.monthlyObservation);
    await h.db.execute(
      sql.raw(`create function kg_test_refuse_mark() returns trigger language plpgsql as $$
        begin if new.value = 3 then raise exception 'refused'; end if; return new; end $$`),
    );
    await h.db.execute(
      sql.raw(`create trigger kg_test_refuse_mark before insert on growth_record_marks
        for each row execute function kg_test_refuse_mark()`),
    );
    try {
      const res = await saveAs(
        teacher,
        c,
        row,
        { dimensions: scoredSheet(row, 3), Title: '', CustomerSay: '' },
        1,
      );
      expect(res.statusCode).toBe(500);
      expect(await storedRecord(h, row.Id, c.id)).toBeUndefined();
    } finally {
      await h.db.execute(sql.raw('drop trigger kg_test_refuse_mark on growth_record_marks'));
      await h.db.execute(sql.raw('drop function kg_test_refuse_mark()'));
    }
  });

  it('two first saves at once leave one record; the other is told to reload', async () => {
    // The race forced, not hoped for: PGlite runs one transaction at a time, so two saves sent
    // together never meet there. A trigger lands the rival's first save in the gap between this
    // save's "is there a record?" check and its insert, the interleaving PostgreSQL can produce.
    const c = await child();
    const plate = rowOfType(c.records, TypeNum.plate);
    await h.db.execute(
      sql.raw(`create function kg_test_rival_save() returns trigger language plpgsql as $$
        begin
          if pg_trigger_depth() = 1 then
            insert into growth_records (school_id, template_id, module_id, student_id, class_id, answer)
            values (new.school_id, new.template_id, new.module_id, new.student_id, new.class_id,
                    '{"List":[{"Type":"text","Content":"A"}]}'::jsonb);
          end if;
          return new;
        end $$`),
    );
    await h.db.execute(
      sql.raw(`create trigger kg_test_rival_save before insert on growth_records
        for each row execute function kg_test_rival_save()`),
    );
    let raced: Awaited<ReturnType<typeof saveAs>>;
    try {
      raced = await saveAs(admin, c, plate, { List: [{ Type: 'text', Content: 'B' }] }, 0);
    } finally {
      await h.db.execute(sql.raw('drop trigger kg_test_rival_save on growth_records'));
      await h.db.execute(sql.raw('drop function kg_test_rival_save()'));
    }
    await expectRefused(raced, fillMessage(M.staleRecord, { name: '其他老师', time: '刚刚' }), 409);
    // The refused save wrote nothing; saved again (the reload the message asks for), one record.
    expect(await storedRecord(h, plate.Id, c.id)).toBeUndefined();
    const again = await saveAs(teacher, c, plate, { List: [{ Type: 'text', Content: 'A' }] }, 0);
    expect(again.statusCode, again.body).toBe(200);
    const rows = await h.db
      .select()
      .from(growthRecords)
      .where(and(eq(growthRecords.moduleId, plate.Id), eq(growthRecords.studentId, c.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('G30: the monthly summary written from the scores', () => {
  it('needs every point scored; then the same scores give the same words, naming the child', async () => {
    const c = await child();
    const row = rowOfType(c.records, TypeNum.monthlyObservation);
    const ask = (value: number | ((i: number) => number)) =>
      h.call(
        API.growthRecords.autoSummary,
        {
          StudentId: c.id,
          tempDetailId: row.Id,
          answer: JSON.stringify({ dimensions: scoredSheet(row, value) }),
        },
        teacher,
      );
    await expectRefused(await ask((i) => (i === 2 ? 0 : 1)), M.notAllScored);
    const mixed = (i: number) => [1, 1, 2, 1, 3, 1, 2, 1, 1, 1, 1][i % 11]!;
    const one = await ask(mixed);
    expect(one.statusCode, one.body).toBe(200);
    const text = one.json().response as string;
    expect(text).toContain(c.records.StudentName);
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/经常出现/);
    expect((await ask(mixed)).json().response).toBe(text);
    expect((await ask(1)).json().response).not.toBe(text);
    const term = rowOfType(c.records, TypeNum.termObservation);
    const wrong = await h.call(
      API.growthRecords.autoSummary,
      { StudentId: c.id, tempDetailId: term.Id, answer: '{}' },
      teacher,
    );
    expect(wrong.statusCode).toBe(400);
  });
});
