import { API, THEME_SCORING_MESSAGES as M, THEME_MESSAGES, ThemeClassStatus } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { students, themeAnswers, themeResults } from '../../db/schema';
import { storedFile } from '../growth-records/test-support';
import { classThemeOf } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let sunshine: number;

type TDetail = {
  Status: number;
  Entries: Array<{
    Type: number;
    KeyWordList: Array<{ DescribeList: Array<{ Score: number; Eval_ThemeQuestionId: number }> }>;
    secondDescResults: Array<{
      Eval_ThemeQuestionId: number;
      QuestionType: number;
      Label: string;
      ImgList: string[];
      Text: string;
    }>;
  }>;
};

const stage = (className: string) => classThemeOf(h, sunshine, className);

const detailOf = async (token: string, s: { themeId: number; mapId: number }, studentId: number) => {
  const res = await h.call(
    API.themeScoring.child,
    { StudentId: studentId, ThemeId: s.themeId, ThemeMapId: s.mapId, Identity: 1 },
    token,
  );
  expect(res.statusCode).toBe(200);
  return res.json().response as TDetail;
};

const starIds = (d: TDetail) =>
  d.Entries.flatMap((e) => e.KeyWordList.flatMap((k) => k.DescribeList.map((x) => x.Eval_ThemeQuestionId)));
const blocks = (d: TDetail) => d.Entries.flatMap((e) => e.secondDescResults);

/** Every star given (three for the nine-star entry, two elsewhere) and the first block written. */
function fullSave(s: { themeId: number; mapId: number }, studentId: number, d: TDetail, over: object = {}) {
  return {
    ThemeId: s.themeId,
    ThemeMapId: s.mapId,
    CustomerId: studentId,
    questions: [
      ...d.Entries.flatMap((e) =>
        e.KeyWordList.flatMap((k) =>
          k.DescribeList.map((x) => ({
            eval_ThemeQuestionId: x.Eval_ThemeQuestionId,
            questionType: 5,
            img: '',
            content: '',
            score: e.Type === 1 ? 8 : 2,
          })),
        ),
      ),
      ...blocks(d).map((b, i) => ({
        eval_ThemeQuestionId: b.Eval_ThemeQuestionId,
        questionType: b.QuestionType,
        img: '',
        content: i === 0 ? '你在活动中很专注' : '',
        score: 0,
      })),
    ],
    ...over,
  };
}

beforeAll(async () => {
  [admin, teacher, doctor, rainbow] = await Promise.all([
    h.login('admin'),
    h.login('teacher'),
    h.login('doctor'),
    h.login('rainbow'),
  ]);
  sunshine = await schoolIdOf(h, '阳光幼儿园');
});

describe('access', () => {
  itGuards(
    h,
    [
      [API.themeScoring.child, { StudentId: 1, ThemeId: 1, ThemeMapId: 1 }],
      API.themeScoring.save,
      API.themeScoring.batchSave,
      [API.themeScoring.classResult, { ThemeMapId: 1 }],
    ],
    () => doctor,
  );

  it('a teacher scoring another class is refused (403); reading it answers 404', async () => {
    const middle = await stage('中一班');
    const d = await detailOf(admin, middle, middle.kids[0]!);
    const save = await h.call(API.themeScoring.save, fullSave(middle, middle.kids[0]!, d), teacher);
    expect(save.statusCode).toBe(403);
    const batch = await h.call(
      API.themeScoring.batchSave,
      {
        ThemeId: middle.themeId,
        themeMapIds: [{ ThemeMapId: middle.mapId, CustomerId: middle.kids[0] }],
        questions: [],
      },
      teacher,
    );
    expect(batch.statusCode).toBe(403);
    const read = await h.call(
      API.themeScoring.child,
      { StudentId: middle.kids[0], ThemeId: middle.themeId, ThemeMapId: middle.mapId },
      teacher,
    );
    expect(read.statusCode).toBe(404);
    expect(
      (await h.call(API.themeScoring.classResult, { ThemeMapId: middle.mapId }, teacher)).statusCode,
    ).toBe(404);
  });

  it("another school's theme, class or child answers 404", async () => {
    const small = await stage('小一班');
    const d = await detailOf(admin, small, small.kids[0]!);
    expect(
      (await h.call(API.themeScoring.classResult, { ThemeMapId: small.mapId }, rainbow)).statusCode,
    ).toBe(404);
    expect(
      (await h.call(API.themeScoring.save, fullSave(small, small.kids[0]!, d), rainbow)).statusCode,
    ).toBe(404);
    const [otherChild] = await h.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, await schoolIdOf(h, '彩虹幼儿园')));
    const foreign = await h.call(API.themeScoring.save, fullSave(small, otherChild!.id, d), admin);
    expect(foreign.statusCode).toBe(404);
    const read = await h.call(
      API.themeScoring.child,
      { StudentId: otherChild!.id, ThemeId: small.themeId, ThemeMapId: small.mapId },
      admin,
    );
    expect(read.statusCode).toBe(404);
  });
});

describe('GetThemeChildDetail (E24, E63)', () => {
  it('gives the entries with keyword tables, nine stars for the first, blocks labelled by place', async () => {
    const small = await stage('小一班');
    const d = await detailOf(teacher, small, small.kids[0]!);
    expect(d.Status).toBe(0);
    expect(d.Entries.map((e) => e.Type)).toEqual([1, 2, 3]);
    expect(starIds(d)).toHaveLength(10);
    expect(blocks(d).map((b) => b.Label)).toEqual(['老师的话', '爸爸妈妈的话', '宝宝来加油']);
  });
});

describe('SaveThemeEvaluation (E33, E36, E40-E42)', () => {
  it.each([
    ['nothing filled', (q: ReturnType<typeof fullSave>) => ({ ...q, questions: [] }), M.nothingFilled],
    [
      'four stars on a three-star entry',
      (q: ReturnType<typeof fullSave>) => ({
        ...q,
        questions: q.questions.map((x) => (x.score === 2 ? { ...x, score: 4 } : x)),
      }),
      M.scoreRange,
    ],
    [
      'ten stars',
      (q: ReturnType<typeof fullSave>) => ({
        ...q,
        questions: q.questions.map((x) => ({ ...x, score: 10 })),
      }),
      M.scoreRange,
    ],
    [
      'a comment over 300 characters',
      (q: ReturnType<typeof fullSave>) => ({
        ...q,
        questions: q.questions.map((x) => (x.questionType === 4 ? { ...x, content: '话'.repeat(301) } : x)),
      }),
      M.commentTooLong,
    ],
    [
      'a photo that is not a stored file',
      (q: ReturnType<typeof fullSave>) => ({
        ...q,
        questions: q.questions.map((x) =>
          x.questionType === 4 ? { ...x, img: '/files/../../etc/passwd' } : x,
        ),
      }),
      M.photoInvalid,
    ],
  ])('refuses %s with its message and saves nothing', async (_name, change, msg) => {
    const small = await stage('小二班');
    const d = await detailOf(admin, small, small.kids[1]!);
    const res = await h.call(API.themeScoring.save, change(fullSave(small, small.kids[1]!, d)), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect((await detailOf(admin, small, small.kids[1]!)).Status).toBe(0);
  });

  it('refuses seven photos in a block (最多可上传6张图片) and another school’s photo', async () => {
    const small = await stage('小二班');
    const d = await detailOf(admin, small, small.kids[2]!);
    const seven = await Promise.all(Array.from({ length: 7 }, () => storedFile(h, sunshine)));
    const withPhotos = (img: string) => {
      const body = fullSave(small, small.kids[2]!, d);
      body.questions = body.questions.map((x) => (x.questionType === 4 ? { ...x, img } : x));
      return body;
    };
    const res = await h.call(API.themeScoring.save, withPhotos(seven.join(',')), admin);
    expect(res.json().msg).toBe(M.tooManyPhotos);
    const theirs = await storedFile(h, await schoolIdOf(h, '彩虹幼儿园'));
    expect((await h.call(API.themeScoring.save, withPhotos(theirs), admin)).json().msg).toBe(M.photoInvalid);
  });

  it('saves part of it (未完成), then all of it with photos (已完成); the page reads it back', async () => {
    const small = await stage('小一班');
    const child = small.kids[3]!;
    const d = await detailOf(teacher, small, child);
    const partial = fullSave(small, child, d);
    partial.questions = partial.questions.slice(0, 2);
    const first = await h.call(API.themeScoring.save, partial, teacher);
    expect(first.json()).toMatchObject({ success: true, msg: M.saved, response: { Status: 1 } });

    const photos = await Promise.all(Array.from({ length: 6 }, () => storedFile(h, sunshine)));
    const full = fullSave(small, child, d);
    full.questions = full.questions.map((x, i) =>
      x.questionType === 4 && i === full.questions.findIndex((y) => y.questionType === 4)
        ? { ...x, img: photos.join(',') }
        : x,
    );
    const second = await h.call(API.themeScoring.save, full, teacher);
    expect(second.json().response.Status).toBe(2);
    const back = await detailOf(teacher, small, child);
    expect(back.Status).toBe(2);
    expect(back.Entries[0]!.KeyWordList[0]!.DescribeList[0]!.Score).toBe(8);
    expect(blocks(back)[0]).toMatchObject({ Text: '你在活动中很专注', ImgList: photos });

    // The class's list and the theme list count the child; the content is locked now.
    const result = (await h.call(API.themeScoring.classResult, { ThemeMapId: small.mapId }, teacher)).json()
      .response;
    const row = result.Children.find((c: { StudentId: number }) => c.StudentId === child);
    expect(row).toMatchObject({ Status: 2, Scored: 10, ToScore: 10, Photos: 6 });
    const theme = (await h.call(API.themes.one, { Id: small.themeId }, admin)).json().response;
    const klass = theme.Classes.find((c: { ThemeMapId: number }) => c.ThemeMapId === small.mapId);
    expect(klass.Done).toBeGreaterThanOrEqual(1);
    expect(klass.Status).toBe(ThemeClassStatus.inProgress);
    expect(theme.Locked).toBe(true);
    const edit = await h.call(API.themeContent.saveDescriptions, { ThemeId: small.themeId, desc: [] }, admin);
    expect(edit.json().msg).toBe(THEME_MESSAGES.locked);
  });
});

describe('BatchSaveThemeEvaluation (E34, E35)', () => {
  it('refuses an unfilled star (您有打分项未填写) and an empty list of children', async () => {
    const small = await stage('小二班');
    const d = await detailOf(admin, small, small.kids[0]!);
    const ids = starIds(d);
    const missing = await h.call(
      API.themeScoring.batchSave,
      {
        ThemeId: small.themeId,
        themeMapIds: [{ ThemeMapId: small.mapId, CustomerId: small.kids[0] }],
        questions: ids.slice(1).map((id) => ({ eval_ThemeQuestionId: id, score: 2 })),
      },
      admin,
    );
    expect(missing.json().msg).toBe(M.scoresMissing);
    const none = await h.call(
      API.themeScoring.batchSave,
      { ThemeId: small.themeId, themeMapIds: [], questions: [] },
      admin,
    );
    expect(none.json().msg).toBe(M.childrenRequired);
  });

  it('gives several children the same stars in one transaction: a child who is not the class’s undoes all', async () => {
    const small = await stage('小二班');
    const d = await detailOf(admin, small, small.kids[5]!);
    const questions = d.Entries.flatMap((e) =>
      e.KeyWordList.flatMap((k) =>
        k.DescribeList.map((x) => ({
          eval_ThemeQuestionId: x.Eval_ThemeQuestionId,
          score: e.Type === 1 ? 5 : 3,
        })),
      ),
    );
    const other = await stage('中一班');
    const failing = await h.call(
      API.themeScoring.batchSave,
      {
        ThemeId: small.themeId,
        themeMapIds: [
          { ThemeMapId: small.mapId, CustomerId: small.kids[5] },
          { ThemeMapId: small.mapId, CustomerId: other.kids[0] },
        ],
        questions,
      },
      admin,
    );
    expect(failing.statusCode).toBe(404);
    expect((await detailOf(admin, small, small.kids[5]!)).Status).toBe(0);

    const res = await h.call(
      API.themeScoring.batchSave,
      {
        ThemeId: small.themeId,
        themeMapIds: small.kids.slice(5, 8).map((CustomerId) => ({ ThemeMapId: small.mapId, CustomerId })),
        questions,
      },
      admin,
    );
    expect(res.json()).toMatchObject({ msg: M.saved, response: { Count: 3 } });
    const after = await detailOf(admin, small, small.kids[6]!);
    expect(after.Status).toBe(2);
    expect(after.Entries[1]!.KeyWordList[0]!.DescribeList[0]!.Score).toBe(3);
    const saved = await h.db
      .select()
      .from(themeAnswers)
      .innerJoin(themeResults, eq(themeResults.id, themeAnswers.resultId))
      .where(and(eq(themeResults.studentId, small.kids[7]!), eq(themeResults.themeClassId, small.mapId)));
    expect(saved).toHaveLength(10);
  });
});
