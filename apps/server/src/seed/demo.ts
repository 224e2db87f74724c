import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { schools } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { seedDemoAttendance } from './attendance-demo';
import { childDetails } from './child-details';
import { factories } from './factories';
import { seedDemoFoods } from './food-demo';
import { insertDefaultFoods } from './food-library';
import { seedDemoGrowthTemplate, seedDemoGrowthTemplates } from './growth-demo';
import { seedDemoMenus } from './menu-demo';
import { childName, dateBetween, prng, teacherName } from './names';
import { seedDemoPhysicalExams } from './physical-exam-demo';
import { ensurePlatformData } from './platform';
import { insertDefaultPresetTexts } from './preset-text-defaults';
import { insertDefaultBanks, seedDemoAnswers } from './question-banks';
import { seedDemoTermReports, TERM_DEMO_CHILDREN } from './term-demo';
import { seedDemoThemes } from './theme-demo';

export const DEMO_PASSWORD = 'Kinder@2026';
export const DEMO_SCHOOL = '阳光幼儿园';
export const OTHER_SCHOOL = '彩虹幼儿园';

const CLASS_PLAN = [
  { grade: '托班', names: ['托一班', '托二班'], born: ['2023-09-01', '2024-08-31'] },
  { grade: '小班', names: ['小一班', '小二班'], born: ['2022-09-01', '2023-08-31'] },
  { grade: '中班', names: ['中一班', '中二班'], born: ['2021-09-01', '2022-08-31'] },
  { grade: '大班', names: ['大一班', '大二班'], born: ['2020-09-01', '2021-08-31'] },
] as const;
const CHILDREN_PER_CLASS = 25;

/** A demo login: its name and phone are what a copy of the school changes (both are unique). */
export type TDemoLogin = { loginName: string; phone: string };

/** What makes a demo school one of its kind: its name (and id, for a copy) and its logins. */
export type TSunshineNames = {
  id?: number;
  school: string;
  admin: TDemoLogin;
  teacher: TDemoLogin;
  doctor: TDemoLogin;
  kitchen: TDemoLogin;
  /** the district and platform logins exist once, in the demo school itself */
  district?: TDemoLogin;
  platform?: TDemoLogin;
};
export type TRainbowNames = { id?: number; school: string; rainbow: TDemoLogin };

export const SUNSHINE_NAMES: TSunshineNames = {
  school: DEMO_SCHOOL,
  admin: { loginName: 'admin', phone: '13800000001' },
  teacher: { loginName: 'teacher', phone: '13800000002' },
  doctor: { loginName: 'doctor', phone: '13800000004' },
  kitchen: { loginName: 'kitchen', phone: '13800000007' },
  district: { loginName: 'district', phone: '13800000005' },
  platform: { loginName: 'platform', phone: '13800000006' },
};
export const RAINBOW_NAMES: TRainbowNames = {
  school: OTHER_SCHOOL,
  rainbow: { loginName: 'rainbow', phone: '13800000011' },
};

/** Nursery age level: 1 under 30 months at the start of the year, else 2. */
function babyLevel(birthday: string, yearStart: string): number {
  const months = (Date.parse(yearStart) - Date.parse(birthday)) / (30.44 * 24 * 3600 * 1000);
  return months < 30 ? 1 : 2;
}

/**
 * The demo school 阳光幼儿园 (8 classes, 16 teachers, 200 children, the demo accounts) and a
 * small second school for isolation. Runs once: a second run finds the school and stops.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  await ensurePlatformData(db);
  const [existing] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, DEMO_SCHOOL));
  if (existing) return { created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const sunshine = await seedSunshine(tx, passwordHash);
    const rainbow = await seedRainbow(tx, passwordHash);
    await factories(tx).account({
      loginName: 'multi',
      passwordHash,
      realName: '林晓',
      phone: '13800000003',
      identities: [
        { schoolId: sunshine, roleCodes: ['teacher'] },
        { schoolId: rainbow, roleCodes: ['school_admin'] },
      ],
    });
  });
  return { created: true };
}

export async function seedSunshine(tx: DbOrTx, passwordHash: string, names = SUNSHINE_NAMES) {
  const f = factories(tx);
  const school = await f.school({
    ...(names.id ? { id: names.id } : {}),
    name: names.school,
    region: '北京市朝阳区',
    loginTitle: '智慧幼儿园物联网大数据平台',
    schoolType: 1,
    schoolLevel: 1,
    serviceUntil: '2028-08-31',
  });
  await f.account({
    ...names.admin,
    passwordHash,
    realName: '陈园长',
    identities: [{ schoolId: school.id, roleCodes: ['school_admin'] }],
  });
  const teacher = await f.account({
    ...names.teacher,
    passwordHash,
    realName: '王丽',
    identities: [{ schoolId: school.id, roleCodes: ['teacher'] }],
  });
  await f.account({
    ...names.doctor,
    passwordHash,
    realName: '刘医生',
    identities: [{ schoolId: school.id, roleCodes: ['doctor'] }],
  });
  await f.account({
    ...names.kitchen,
    passwordHash,
    realName: '周师傅',
    identities: [{ schoolId: school.id, roleCodes: ['kitchen'] }],
  });
  if (names.district)
    await f.account({
      ...names.district,
      passwordHash,
      realName: '朝阳区学前教育科',
      identities: [{ schoolId: school.id, roleCodes: ['district'], parentId: -1 }],
    });
  if (names.platform)
    await f.account({
      ...names.platform,
      passwordHash,
      realName: '平台运营',
      identities: [{ schoolId: school.id, roleCodes: ['platform_admin'] }],
    });

  const { year, grades } = await f.studyYear({ schoolId: school.id, startYear: 2026 });
  const rand = prng(20260901);
  const detailRand = prng(20260911);
  const classIds = new Map<string, number>();
  let sort = 0;
  for (const plan of CLASS_PLAN) {
    const grade = grades.find((g) => g.name === plan.grade)!;
    for (const name of plan.names) {
      const klass = await f.klass({
        schoolId: school.id,
        studyYearId: year.id,
        gradeId: grade.id,
        name,
        sort: ++sort,
      });
      classIds.set(name, klass.id);
      await f.students(
        Array.from({ length: CHILDREN_PER_CLASS }, (_, i) => {
          const gender = (rand() < 0.5 ? 1 : 2) as 1 | 2;
          const birthday = dateBetween(rand, plan.born[0], plan.born[1]);
          const isBaby = plan.grade === '托班';
          const name = childName(rand, gender);
          return {
            schoolId: school.id,
            classId: klass.id,
            name,
            gender,
            birthday,
            isBaby,
            babyLevel: isBaby ? babyLevel(birthday, year.startDate) : null,
            ...childDetails(detailRand, {
              name,
              startYear: 2026,
              classNo: sort,
              index: i + 1,
              entryYear: 2026 - Math.max(0, grade.level - 1),
            }),
          };
        }),
      );
    }
  }

  // The `teacher` account heads 小一班 and teaches in 小二班: a teacher of two classes.
  const taken = new Set(['小一班:head', '小二班:teacher']);
  await f.teacher(
    {
      schoolId: school.id,
      userId: teacher.identities[0]!.id,
      name: '王丽',
      phone: names.teacher.phone,
      gender: 2,
      title: '班主任',
    },
    [
      { classId: classIds.get('小一班')!, role: 'head' },
      { classId: classIds.get('小二班')!, role: 'teacher' },
    ],
  );
  const usedNames = new Set(['王丽']);
  let staffNo = 0;
  for (const [name, classId] of classIds) {
    for (const role of ['head', 'teacher'] as const) {
      if (taken.has(`${name}:${role}`)) continue;
      staffNo += 1;
      await f.teacher(
        {
          schoolId: school.id,
          name: teacherName(rand, usedNames),
          phone: `1391000${String(staffNo).padStart(4, '0')}`,
          gender: 2,
          title: role === 'head' ? '班主任' : '配班教师',
        },
        [{ classId, role }],
      );
    }
  }
  // A specialist teacher without a class of their own: 16 teachers in all.
  await f.teacher({
    schoolId: school.id,
    name: teacherName(rand, usedNames),
    phone: '13910009901',
    gender: 2,
    title: '美术教师',
  });
  await insertDefaultBanks(tx, school.id);
  await insertDefaultPresetTexts(tx, school.id);
  await insertDefaultFoods(tx, school.id);
  await seedDemoFoods(tx, school.id);
  // 王丽 has rated half of 小一班 in 语言 and 健康, and 托一班's head some nursery children.
  const answeredBy = teacher.identities[0]!.id;
  await seedDemoAnswers(tx, {
    schoolId: school.id,
    className: '小一班',
    bankNames: ['语言', '健康'],
    count: 12,
    answeredBy,
  });
  await seedDemoAnswers(tx, {
    schoolId: school.id,
    className: '托一班',
    bankNames: ['生活习惯'],
    count: 6,
    answeredBy,
  });
  // A published 小班 growth-record template with 15 children of 小一班 observed (issue 6).
  await seedDemoGrowthTemplate(tx, {
    schoolId: school.id,
    gradeName: '小班',
    className: '小一班',
    finished: 15,
    writtenBy: answeredBy,
  });
  // Issue 14 item 6: the other grades get their published template too, so every class records.
  await seedDemoGrowthTemplates(tx, {
    schoolId: school.id,
    gradeNames: CLASS_PLAN.map((plan) => plan.grade).filter((grade) => grade !== '小班'),
  });
  // The autumn health check: one exam for every child (G33).
  await seedDemoPhysicalExams(tx, { schoolId: school.id });
  // A month of morning checks and attendance for every class (issue 20).
  await seedDemoAttendance(tx, { schoolId: school.id });
  // Four weeks of published 带量食谱 from the demo kitchen's dishes (issue 20).
  await seedDemoMenus(tx, { schoolId: school.id });
  // The term's themes (主题评价), two per grade from the library, given to every class.
  await seedDemoThemes(tx, { schoolId: school.id, createdBy: answeredBy });
  // Issue 19: 小一班's last three children have complete term reports (observation, 老师寄语)
  // and parent editions (every kindergarten bank answered).
  await seedDemoTermReports(tx, { schoolId: school.id, className: '小一班', writtenBy: answeredBy });
  await seedDemoAnswers(tx, {
    schoolId: school.id,
    className: '小一班',
    bankNames: ['健康', '语言', '社会', '科学', '艺术'],
    count: TERM_DEMO_CHILDREN,
    answeredBy,
    from: 'last',
  });
  return school.id;
}

/** The second school: small, with its own administrator, for isolation tests and demos. */
export async function seedRainbow(tx: DbOrTx, passwordHash: string, names = RAINBOW_NAMES) {
  const f = factories(tx);
  const school = await f.school({
    ...(names.id ? { id: names.id } : {}),
    name: names.school,
    region: '上海市浦东新区',
    schoolType: 2,
    schoolLevel: 2,
    serviceUntil: '2028-08-31',
  });
  await f.account({
    ...names.rainbow,
    passwordHash,
    realName: '赵园长',
    identities: [{ schoolId: school.id, roleCodes: ['school_admin'] }],
  });
  const { year, grades } = await f.studyYear({ schoolId: school.id, startYear: 2026 });
  const rand = prng(20260902);
  const detailRand = prng(20260912);
  for (const [i, gradeName] of (['小班', '大班'] as const).entries()) {
    const grade = grades.find((g) => g.name === gradeName)!;
    const klass = await f.klass({
      schoolId: school.id,
      studyYearId: year.id,
      gradeId: grade.id,
      name: `${gradeName.slice(0, 1)}一班`,
      sort: i + 1,
    });
    await f.teacher(
      { schoolId: school.id, name: teacherName(rand), phone: `1392000000${i}`, gender: 2, title: '班主任' },
      [{ classId: klass.id, role: 'head' }],
    );
    const born =
      gradeName === '小班'
        ? (['2022-09-01', '2023-08-31'] as const)
        : (['2020-09-01', '2021-08-31'] as const);
    await f.students(
      Array.from({ length: 5 }, (_, n) => {
        const gender = (rand() < 0.5 ? 1 : 2) as 1 | 2;
        const name = childName(rand, gender);
        return {
          schoolId: school.id,
          classId: klass.id,
          name,
          gender,
          birthday: dateBetween(rand, born[0], born[1]),
          ...childDetails(detailRand, {
            name,
            startYear: 2026,
            classNo: i + 1,
            index: n + 1,
            entryYear: 2026 - Math.max(0, grade.level - 1),
          }),
        };
      }),
    );
  }
  await insertDefaultBanks(tx, school.id);
  await insertDefaultPresetTexts(tx, school.id);
  await insertDefaultFoods(tx, school.id);
  return school.id;
}
