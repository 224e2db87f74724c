import { API, GROWTH_RECORD_MESSAGES as M, TypeNum } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { expectRefused, useSaveFixture } from './save-fixture';
import { marksOfRecord, recordsOf, rowOfType, scoredSheet, storedFile, storedRecord } from './test-support';

const fx = useSaveFixture();
const { h } = fx;

describe('完成 checks each type’s rule; a draft saves without them (G09, G17-G25, DECISIONS 25)', () => {
  it('G17: a monthly observation needs every point scored; the marks follow the answer', async () => {
    const c = await fx.child();
    const row = rowOfType(c.records, TypeNum.monthlyObservation);
    const partial = { dimensions: scoredSheet(row, (i) => (i === 0 ? 0 : 2)), Title: '', CustomerSay: '' };
    await expectRefused(await fx.saveAs(fx.teacher, c, row, partial, 1), M.allScored);
    const draft = await fx.saveAs(fx.teacher, c, row, partial, 0);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().msg).toBe(M.saved);
    const stored = await storedRecord(h, row.Id, c.id);
    expect(stored).toMatchObject({ status: 0 });
    const points = scoredSheet(row, 1).flatMap((d) => d.info.flatMap((e) => e.info)).length;
    expect(await marksOfRecord(h, stored!.id)).toHaveLength(points - 1);

    const full = { dimensions: scoredSheet(row, (i) => (i % 3) + 1), Title: '十月', CustomerSay: '很棒' };
    const done = await fx.saveAs(fx.teacher, c, row, full, 1, draft.json().response.UpdatedAt);
    expect(done.statusCode, done.body).toBe(200);
    const finished = await storedRecord(h, row.Id, c.id);
    expect(finished).toMatchObject({ status: 1 });
    expect(finished!.finishedAt).not.toBeNull();
    const marks = await marksOfRecord(h, finished!.id);
    expect(marks).toHaveLength(points);
    expect(marks.map((m) => m.value).sort()).toContain(3);
  });

  it('G19 term observation, G20 cover, G21 epilogue and closing page, G23 physical, G24 exercise', async () => {
    const c = await fx.child();
    const image = await storedFile(h, fx.sunshineSchool);
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
      await expectRefused(await fx.saveAs(fx.teacher, c, row, empty, 1), message);
      expect(await storedRecord(h, row.Id, c.id)).toBeUndefined();
      const res = await fx.saveAs(fx.teacher, c, row, good, 1);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect((await storedRecord(h, row.Id, c.id))?.status).toBe(1);
    }
  });

  it('G22 a video page needs the video, then the words; G25 a table needs something written', async () => {
    const c = await fx.child();
    const add = async (type: number, title: string) => {
      const res = await h.call(
        API.growthRecords.saveChildPage,
        { tempId: fx.tempId, studentId: c.id, type, title, operator: 1 },
        fx.teacher,
      );
      expect(res.statusCode, res.body).toBe(200);
      const records = await recordsOf(h, fx.teacher, c.id, fx.tempId);
      return records.List.find((r) => r.Id === res.json().response.Id)!;
    };
    const video = await add(TypeNum.video, '运动会');
    const clip = await storedFile(h, fx.sunshineSchool, 'video');
    await expectRefused(
      await fx.saveAs(
        fx.teacher,
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
      await fx.saveAs(
        fx.teacher,
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
        await fx.saveAs(
          fx.teacher,
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
    await expectRefused(await fx.saveAs(fx.teacher, c, table, {}, 1), M.imageOrText);
    expect(
      (
        await fx.saveAs(
          fx.teacher,
          c,
          table,
          { name: '小明', List: [{ title: '学生表现', desc: '能独立进餐' }] },
          1,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('text over 500 characters, a rating title over 10, a broken answer and the wrong type are refused', async () => {
    const c = await fx.child();
    const plate = rowOfType(c.records, TypeNum.plate);
    await expectRefused(
      await fx.saveAs(fx.teacher, c, plate, { List: [{ Type: 'text', Content: '字'.repeat(501) }] }, 0),
      M.textTooLong,
    );
    const ok500 = await fx.saveAs(
      fx.teacher,
      c,
      plate,
      { List: [{ Type: 'text', Content: '字'.repeat(500) }] },
      0,
    );
    expect(ok500.statusCode).toBe(200);
    const rating = rowOfType(c.records, TypeNum.rating);
    await expectRefused(
      await fx.saveAs(fx.teacher, c, rating, { title: '一二三四五六七八九十一', List: [] }, 0),
      M.ratingTitleTooLong,
    );
    await expectRefused(await fx.saveAs(fx.teacher, c, plate, '{not json', 0), M.answerInvalid);
    await expectRefused(
      await fx.saveAs(fx.teacher, c, { ...plate, Type: TypeNum.cover }, { List: [] }, 0),
      M.answerInvalid,
    );
    const catalogue = rowOfType(c.records, TypeNum.catalogue);
    await expectRefused(await fx.saveAs(fx.teacher, c, catalogue, { List: [] }, 0), M.notWritable);
  });

  it('only this school’s pictures: another school’s file and an outside address are refused', async () => {
    const c = await fx.child();
    const plate = rowOfType(c.records, TypeNum.plate);
    const theirs = await storedFile(h, fx.rainbowSchool);
    for (const ref of [theirs, 'https://example.com/a.jpg', '/files/../secret']) {
      await expectRefused(
        await fx.saveAs(fx.teacher, c, plate, { List: [{ Type: 'image', Content: ref }] }, 0),
        M.fileInvalid,
      );
    }
    const ours = await storedFile(h, fx.sunshineSchool);
    const res = await fx.saveAs(
      fx.teacher,
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
