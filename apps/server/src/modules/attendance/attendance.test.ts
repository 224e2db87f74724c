import {
  API,
  fillText,
  ATTENDANCE_MESSAGES as M,
  type TAttendanceMonth,
  type TAttendanceRowInput,
  type TAttendanceSheet,
  type TAttendanceToday,
} from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { attendanceRecords, classes, students, studyYears } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { attendanceFeeds } from './attendance.repository';

const h = useHarness();
const E = API.attendance;
let admin: string;
let teacher: string;
let doctor: string;
let kitchen: string;
let sunshine: number;
let small1: number;
let middle1: number;
let rainbowClass: number;
let rainbowChild: number;
let middleChild: number;
let today: string;
let yearStart: string;

const classOf = async (school: number, name: string) =>
  (
    await h.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, school), eq(classes.name, name), eq(classes.enabled, true)))
  )[0]!.id;
const childrenOf = async (classId: number) =>
  (
    await h.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.classId, classId), eq(students.status, 1)))
      .orderBy(asc(students.id))
  ).map((r) => r.id);

const sheet = async (ClassId: number, Day?: string, token = teacher) => {
  const res = await h.call(E.sheet, { ClassId, Day }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TAttendanceSheet;
};
const save = (ClassId: number, Day: string, Rows: TAttendanceRowInput[], token = teacher) =>
  h.call(E.save, { ClassId, Day, Rows }, token);
const allPresent = (s: TAttendanceSheet): TAttendanceRowInput[] =>
  s.Children.map((c) => ({ StudentId: c.StudentId, Present: true, Check: 'normal' }));

beforeAll(async () => {
  [admin, teacher, doctor, kitchen] = await Promise.all([
    h.login('admin'),
    h.login('teacher'),
    h.login('doctor'),
    h.login('kitchen'),
  ]);
  sunshine = await schoolIdOf(h, '阳光幼儿园');
  const rainbow = await schoolIdOf(h, '彩虹幼儿园');
  small1 = await classOf(sunshine, '小一班');
  middle1 = await classOf(sunshine, '中一班');
  middleChild = (await childrenOf(middle1))[0]!;
  rainbowClass = (
    await h.db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, rainbow))
  )[0]!.id;
  rainbowChild = (await childrenOf(rainbowClass))[0]!;
  today = (await sheet(small1)).Today;
  const years = await h.db
    .select({ start: studyYears.startDate, current: studyYears.isCurrent })
    .from(studyYears)
    .where(eq(studyYears.schoolId, sunshine));
  yearStart = (years.find((y) => y.current) ?? years.sort((a, b) => (a.start < b.start ? 1 : -1))[0])!.start;
});

describe('access', () => {
  itGuards(
    h,
    [[E.save, { ClassId: 1, Day: '2026-01-05', Rows: [{ StudentId: 1, Present: true }] }]],
    () => kitchen,
  );
  itGuards(h, [[E.sheet, { ClassId: 1 }], [E.month, { Month: '2026-01' }], E.today], () => kitchen);

  it("another school's class or child, and a teacher's other class, answer 404", async () => {
    for (const token of [teacher, doctor, admin]) {
      expect((await h.call(E.sheet, { ClassId: rainbowClass }, token)).statusCode).toBe(404);
      expect(
        (await save(rainbowClass, today, [{ StudentId: rainbowChild, Present: true }], token)).statusCode,
      ).toBe(404);
      expect(
        (await h.call(E.month, { Month: today.slice(0, 7), ClassId: rainbowClass }, token)).statusCode,
      ).toBe(404);
    }
    // another school's child on one's own class's sheet
    const res = await save(small1, today, [{ StudentId: rainbowChild, Present: true }], doctor);
    expect(res.statusCode, res.body).toBe(404);
    // 王丽 teaches 小一班 and 小二班, not 中一班
    expect((await h.call(E.sheet, { ClassId: middle1 }, teacher)).statusCode).toBe(404);
    expect((await save(middle1, today, [{ StudentId: middleChild, Present: true }])).statusCode).toBe(404);
    expect((await h.call(E.month, { Month: today.slice(0, 7), ClassId: middle1 }, teacher)).statusCode).toBe(
      404,
    );
    // the doctor and the 园长 see the whole school
    expect((await sheet(middle1, today, doctor)).ClassName).toBe('中一班');
    expect((await sheet(middle1, today, admin)).Editable).toBe(true);
  });
});

describe('the day sheet is checked', () => {
  const row = (extra: Partial<TAttendanceRowInput> = {}) => ({ StudentId: 0, Present: true, ...extra });
  let child: number;
  beforeAll(async () => {
    child = (await childrenOf(small1))[0]!;
  });

  it.each([
    [
      'a future day',
      () => ({ ClassId: small1, Day: addDays(today, 1), Rows: [row({ StudentId: child })] }),
      M.dayFuture,
    ],
    [
      'a day before the study year',
      () => ({ ClassId: small1, Day: addDays(yearStart, -1), Rows: [row({ StudentId: child })] }),
      M.dayBeforeYear,
    ],
    ['no class', () => ({ Day: today, Rows: [row({ StudentId: child })] }), M.classRequired],
    [
      'a day that is not one',
      () => ({ ClassId: small1, Day: '2026-02-30', Rows: [row({ StudentId: child })] }),
      M.dayRequired,
    ],
    ['no rows', () => ({ ClassId: small1, Day: today, Rows: [] }), M.rowsRequired],
    [
      'a child twice',
      () => ({ ClassId: small1, Day: today, Rows: [row({ StudentId: child }), row({ StudentId: child })] }),
      M.studentTwice,
    ],
    [
      'an absence without a reason',
      () => ({ ClassId: small1, Day: today, Rows: [row({ StudentId: child, Present: false })] }),
      M.reasonRequired,
    ],
    [
      'an abnormal check without a note',
      () => ({
        ClassId: small1,
        Day: today,
        Rows: [row({ StudentId: child, Check: 'abnormal', CheckNote: '  ' })],
      }),
      M.abnormalNoteRequired,
    ],
    [
      'a check that is not one',
      () => ({ ClassId: small1, Day: today, Rows: [row({ StudentId: child, Check: 'fine' as never })] }),
      M.checkInvalid,
    ],
    [
      'a check note too long',
      () => ({
        ClassId: small1,
        Day: today,
        Rows: [row({ StudentId: child, Check: 'abnormal', CheckNote: '热'.repeat(101) })],
      }),
      M.noteTooLong,
    ],
    [
      'an absence note too long',
      () => ({
        ClassId: small1,
        Day: today,
        Rows: [row({ StudentId: child, Present: false, Reason: 'sick', AbsenceNote: 'x'.repeat(101) })],
      }),
      M.noteTooLong,
    ],
  ])('%s is refused with its message', async (_name, body, message) => {
    const res = await h.call(E.save, body(), teacher);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(res.json().code).toBeTruthy();
  });

  it('reading a future day or a malformed one is refused too', async () => {
    const future = await h.call(E.sheet, { ClassId: small1, Day: addDays(today, 1) }, teacher);
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toBe(M.dayFuture);
    const month = await h.call(E.month, { Month: '2026-13' }, teacher);
    expect(month.json().msg).toBe(M.monthRequired);
  });

  it('a child of the school who is not in the class is named and nothing is saved', async () => {
    const mine = await childrenOf(small1);
    const [name] = await h.db
      .select({ name: students.name })
      .from(students)
      .where(eq(students.id, middleChild));
    const day = addDays(today, -1) >= yearStart ? addDays(today, -1) : today;
    await h.db
      .delete(attendanceRecords)
      .where(and(eq(attendanceRecords.classId, small1), eq(attendanceRecords.day, day)));
    const res = await save(
      small1,
      day,
      [
        { StudentId: mine[0]!, Present: true },
        { StudentId: middleChild, Present: true },
      ],
      doctor,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(fillText(M.notInClass, { name: name!.name }));
    // one transaction: the valid first row was not written either
    expect((await sheet(small1, day)).Children.every((c) => c.Present === null)).toBe(true);
  });
});

describe('recording and correcting a day', () => {
  it('today: unrecorded children show as not yet recorded, a save records every row with its recorder', async () => {
    await h.db
      .delete(attendanceRecords)
      .where(and(eq(attendanceRecords.classId, small1), eq(attendanceRecords.day, today)));
    const before = await sheet(small1);
    expect(before.Day).toBe(today);
    expect(before.Editable).toBe(true);
    expect(before.Children.length).toBe((await childrenOf(small1)).length);
    expect(before.Children.every((c) => c.Present === null && c.RecordedBy === null)).toBe(true);

    const rows = allPresent(before);
    rows[0] = {
      StudentId: rows[0]!.StudentId,
      Present: false,
      Reason: 'sick',
      AbsenceNote: '发烧',
      Check: 'normal',
    };
    rows[1] = { ...rows[1]!, Check: 'abnormal', CheckNote: '体温37.8℃、咳嗽' };
    rows[2] = { StudentId: rows[2]!.StudentId, Present: true };
    const res = await save(small1, today, rows, doctor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toEqual({ Saved: rows.length, Changed: rows.length });

    const after = await sheet(small1);
    const [absent, abnormal, unchecked] = after.Children;
    expect(absent).toMatchObject({
      Present: false,
      Reason: 'sick',
      AbsenceNote: '发烧',
      Check: null,
      RecordedBy: '刘医生',
    });
    expect(abnormal).toMatchObject({
      Present: true,
      Check: 'abnormal',
      CheckNote: '体温37.8℃、咳嗽',
      Reason: null,
    });
    expect(unchecked).toMatchObject({ Present: true, Check: null });
    expect(after.Children.every((c) => c.RecordedAt !== null)).toBe(true);

    const totals = (await h.call(E.today, undefined, doctor)).json().response as TAttendanceToday;
    expect(totals.Day).toBe(today);
    expect(totals.NotRecorded.map((c) => c.ClassId)).not.toContain(small1);
    expect(totals.Absent).toBeGreaterThanOrEqual(1);
    expect(totals.Abnormal).toBeGreaterThanOrEqual(1);
  });

  it('a teacher corrects yesterday: only the changed row gets her name, the others keep theirs', async () => {
    const day = addDays(today, -1);
    if (day < yearStart) return;
    await h.db
      .delete(attendanceRecords)
      .where(and(eq(attendanceRecords.classId, small1), eq(attendanceRecords.day, day)));
    const first = allPresent(await sheet(small1, day));
    expect((await save(small1, day, first, doctor)).statusCode).toBe(200);
    const corrected = [...first];
    corrected[0] = { StudentId: first[0]!.StudentId, Present: false, Reason: 'personal' };
    const res = await save(small1, day, corrected);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response.Changed).toBe(1);
    const after = await sheet(small1, day);
    expect(after.Children[0]).toMatchObject({ Present: false, Reason: 'personal', RecordedBy: '王丽' });
    expect(after.Children[1]!.RecordedBy).toBe('刘医生');
    const rows = await h.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.classId, small1), eq(attendanceRecords.day, day)));
    expect(rows.length).toBe(first.length); // one row per child per day
  });

  it('a child who entered after the day is not on its sheet; one who left stays on a day recorded', async () => {
    const [late] = await h.f.students([
      {
        schoolId: sunshine,
        classId: small1,
        name: '新来的',
        gender: 1,
        birthday: '2023-03-01',
        entryDate: today,
      },
    ]);
    const day = addDays(today, -2) >= yearStart ? addDays(today, -2) : today;
    if (day !== today) {
      expect((await sheet(small1, day)).Children.map((c) => c.StudentId)).not.toContain(late!.id);
      const refused = await save(small1, day, [{ StudentId: late!.id, Present: true }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe(fillText(M.notInClass, { name: '新来的' }));
    }

    const todays = await sheet(small1);
    expect(todays.Children.map((c) => c.StudentId)).toContain(late!.id);
    expect((await save(small1, today, [{ StudentId: late!.id, Present: true }])).statusCode).toBe(200);
    await h.db.update(students).set({ status: 0 }).where(eq(students.id, late!.id));
    const kept = (await sheet(small1)).Children.find((c) => c.StudentId === late!.id);
    expect(kept).toMatchObject({ Left: true, Present: true });
  });
});

describe('month summary and the feeds', () => {
  it('counts person-days, absences by reason, the rate and abnormal checks per class and for the school', async () => {
    const month = today.slice(0, 7);
    const res = await h.call(E.month, { Month: month }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().response as TAttendanceMonth;
    expect(summary.WholeSchool).toBe(true);
    const rows = await h.db.select().from(attendanceRecords).where(eq(attendanceRecords.schoolId, sunshine));
    const inMonth = rows.filter((r) => r.day >= summary.FirstDay && r.day <= summary.LastDay);
    const mine = inMonth.filter((r) => r.classId === small1);
    const klass = summary.Classes.find((c) => c.ClassId === small1)!;
    expect(klass.PresentDays).toBe(mine.filter((r) => r.present).length);
    expect(klass.Sick).toBe(mine.filter((r) => r.absenceReason === 'sick').length);
    expect(klass.Personal).toBe(mine.filter((r) => r.absenceReason === 'personal').length);
    expect(klass.Abnormal).toBe(mine.filter((r) => r.checkResult === 'abnormal').length);
    expect(klass.Rate).toBe(Math.round((klass.PresentDays * 1000) / mine.length) / 10);
    expect(summary.Total.PresentDays).toBe(inMonth.filter((r) => r.present).length);
    expect(summary.Classes.length).toBeGreaterThan(2);

    // a teacher's summary: her classes only, not the school
    const hers = (await h.call(E.month, { Month: month }, teacher)).json().response as TAttendanceMonth;
    expect(hers.WholeSchool).toBe(false);
    expect(hers.Classes.map((c) => c.ClassId)).not.toContain(middle1);
    expect(hers.Classes.map((c) => c.ClassId)).toContain(small1);
  });

  it("the dietary report's person-days and diners count the children present", async () => {
    const feeds = attendanceFeeds(h.db, sunshine);
    const rows = await h.db.select().from(attendanceRecords).where(eq(attendanceRecords.schoolId, sunshine));
    const start = addDays(today, -6);
    expect(await feeds.personDays(start, today)).toBe(
      rows.filter((r) => r.present && r.day >= start && r.day <= today).length,
    );
    expect(await feeds.diners(today)).toBe(rows.filter((r) => r.present && r.day === today).length);
    // another school's rows are not counted
    const rainbow = attendanceFeeds(
      h.db,
      (await h.db.select().from(classes).where(eq(classes.id, rainbowClass)))[0]!.schoolId,
    );
    expect(await rainbow.diners(today)).toBe(0);
  });
});
