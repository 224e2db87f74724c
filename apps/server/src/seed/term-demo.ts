import { TypeNum } from '@kg/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  classes,
  cycles,
  growthLogPoints,
  growthModules,
  growthRecordMarks,
  growthRecords,
  growthTemplates,
  parentMessages,
  questionBanks,
  students,
  termMessages,
} from '../db/schema';
import { logSheetOf } from '../modules/growth-observations/log-sheet';
import { prng } from './names';

/** The children whose term reports the demo completes: 小一班's last three by id (process-demo's too). */
export const TERM_DEMO_CHILDREN = 3;

/** What a teacher writes in 老师寄语 at the end of an autumn term, by the child's name. */
const messageFor = (name: string) =>
  `亲爱的${name}：这个学期你从刚入园时的依依不舍，到现在每天笑着和老师打招呼，老师真为你高兴！你喜欢在建构区搭高楼，也愿意把玩具分享给好朋友。吃饭越来越快、越来越干净，午睡也能自己盖好被子了。希望下学期你能更大胆地在集体面前说一说自己的想法，老师相信你一定可以！`;

/** 家长寄语 of two areas, as families tell them at pick-up. */
const PARENT_WORDS: Record<string, (name: string) => string> = {
  健康: (name) => `${name}在家里也坚持自己吃饭、自己穿鞋，周末我们常去公园骑小车，他越来越喜欢运动了。`,
  语言: (name) => `${name}每天回家都会讲幼儿园里发生的事，还学会了好几首儿歌，睡前一定要我们讲一个故事。`,
};

/**
 * Issue 19: the term report of several children of 小一班 is complete on a fresh start — a
 * finished term observation (type 4) of the open term with every point scored (mostly 2-3 stars,
 * a few 1-star points so 教育建议 shows) and 老师寄语. Their photos (process-demo's album) and
 * theme evaluations (theme-demo) fill the rest.
 */
export async function seedDemoTermReports(
  db: DbOrTx,
  v: { schoolId: number; className: string; writtenBy: number },
) {
  const [klass] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.schoolId, v.schoolId), eq(classes.name, v.className)));
  const [term] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.schoolId, v.schoolId), eq(cycles.isOpen, true)));
  if (!klass || !term) return 0;
  const [module] = await db
    .select({ id: growthModules.id, templateId: growthModules.templateId })
    .from(growthModules)
    .innerJoin(growthTemplates, eq(growthTemplates.id, growthModules.templateId))
    .where(
      and(
        eq(growthTemplates.schoolId, v.schoolId),
        eq(growthTemplates.gradeId, klass.gradeId),
        eq(growthTemplates.cycleId, term.id),
        eq(growthModules.typeNum, TypeNum.termObservation),
      ),
    )
    .orderBy(asc(growthModules.orderSort))
    .limit(1);
  if (!module) return 0;
  const points = await db
    .select()
    .from(growthLogPoints)
    .where(eq(growthLogPoints.moduleId, module.id))
    .orderBy(asc(growthLogPoints.orderSort));
  const children = (
    await db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.classId, klass.id), eq(students.status, 1)))
      .orderBy(asc(students.id))
  ).slice(-TERM_DEMO_CHILDREN);
  const banks = await db
    .select({ id: questionBanks.id, name: questionBanks.name })
    .from(questionBanks)
    .where(
      and(eq(questionBanks.schoolId, v.schoolId), inArray(questionBanks.name, Object.keys(PARENT_WORDS))),
    );
  const rand = prng(klass.id * 15485863);
  for (const child of children) {
    // Mostly 突出 and 真棒, about one point in eight 加油: a typical three-year-old's first term.
    const value = new Map(points.map((p) => [p.id, ((r) => (r < 0.12 ? 1 : r < 0.55 ? 2 : 3))(rand())]));
    const dimensions = logSheetOf(points).map((d) => ({
      Name: d.Name,
      Title: '',
      Describe: '',
      info: d.info.map((e) => ({
        Name: e.Name,
        info: e.info.map((pt) => ({ Id: pt.Id, Name: pt.Name, Value: value.get(pt.Id) ?? 0 })),
      })),
    }));
    const cycleWrites = [
      { Title: '故事描述', Desc: `${child.name}在建构区用积木搭了一座“幼儿园”，还请好朋友一起来参观。` },
      { Title: '分析', Desc: '能专注地完成自己的作品，愿意与同伴交流，空间感和合作意识在发展。' },
      { Title: '支持', Desc: '提供更多不同形状的积木，鼓励他用语言介绍自己的作品。' },
    ];
    const [record] = await db
      .insert(growthRecords)
      .values({
        schoolId: v.schoolId,
        templateId: module.templateId,
        moduleId: module.id,
        studentId: child.id,
        classId: klass.id,
        status: 1,
        answer: { dimensions, cycleWrites },
        writtenBy: v.writtenBy,
        finishedAt: new Date(),
      })
      .returning({ id: growthRecords.id });
    await db.insert(growthRecordMarks).values(
      points.map((p) => ({
        schoolId: v.schoolId,
        recordId: record!.id,
        pointId: p.id,
        value: value.get(p.id)!,
      })),
    );
    await db.insert(termMessages).values({
      schoolId: v.schoolId,
      studentId: child.id,
      cycleId: term.id,
      content: messageFor(child.name),
      writtenBy: v.writtenBy,
    });
    // What the family told the teacher, for the parent edition's 家长寄语 (DECISIONS 21).
    if (banks.length)
      await db.insert(parentMessages).values(
        banks.map((bank) => ({
          schoolId: v.schoolId,
          studentId: child.id,
          cycleId: term.id,
          bankId: bank.id,
          content: PARENT_WORDS[bank.name]!(child.name),
          writtenBy: v.writtenBy,
        })),
      );
  }
  return children.length;
}
