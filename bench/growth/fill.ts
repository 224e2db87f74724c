/**
 * Fills a class's growth booklets the way a teacher would, through the real API: every page
 * of the template for every child, finished. Answers the batch items to print.
 */
import {
  API,
  type TClassStudents,
  type TGrowthClass,
  type TItemsAnswer,
  type TMonthAnswer,
  type TRatingAnswer,
  type TStudentPhysical,
  type TStudentRecords,
  type TTermAnswer,
  TypeNum,
} from '@kg/contracts';
import { prng } from '@kg/server/src/seed/names';
import { startingAnswer, withPhysical } from '../../apps/web/src/features/growth-records/recordAnswers';
import { bookletQuery } from '../../apps/web/src/features/growth-records/recordRows';
import type { BenchApp, signIn } from '../pdf/app';

type TApi = Awaited<ReturnType<typeof signIn>>;
export type TFilled = {
  className: string;
  records: number;
  photos: number;
  items: Array<{ query: Record<string, string>; name: string }>;
};

const WORDS = [
  '今天在建构区，他和小伙伴一起用积木搭了一座长长的桥，还主动把多余的积木送回了筐里。',
  '户外活动时她坚持走完了平衡木，下来后开心地说“我一点都不怕”。',
  '午餐时能自己用勺子吃完一碗饭，吃完后把碗送到了指定的位置。',
];

export async function fillClass(bench: BenchApp, api: TApi, wanted: number): Promise<TFilled> {
  const classes = await api.call<TGrowthClass[]>('GET', API.growthRecords.classes.path);
  const klass = classes.find((c) => c.ClassName === '小一班')!;
  const have = (
    await api.call<TClassStudents>('GET', `${API.growthRecords.classStudents.path}?ClassId=${klass.ClassId}`)
  ).Students.length;
  if (have < wanted) await bench.addChildren(klass.ClassId, wanted - have);
  const students = (
    await api.call<TClassStudents>('GET', `${API.growthRecords.classStudents.path}?ClassId=${klass.ClassId}`)
  ).Students.slice(0, wanted);
  const rand = prng(20261125);
  let records = 0;
  let photos = 0;
  for (const s of students) {
    const list = await api.call<TStudentRecords>(
      'GET',
      `${API.growthRecords.studentRecords.path}?StudentId=${s.StudentId}&TempId=${klass.TempId}`,
    );
    const exam = await api.call<TStudentPhysical | null>(
      'GET',
      `${API.physicalExams.student.path}?Id=${s.StudentId}`,
    );
    for (const row of list.List.filter((r) => r.IsWrite === 1)) {
      const answer = startingAnswer(
        { TypeNum: row.Type, Title: row.Title, PlateId: row.PlateId, Content: row.Content },
        row.Answer,
        { studentPhoto: s.Photo, studentName: s.StudentName },
      );
      const filled = await fillAnswer(api, row.Type, answer, {
        photo: s.Photo,
        exam,
        rand,
        studentId: s.StudentId,
        moduleId: row.Id,
      });
      if (!filled) continue;
      photos += JSON.stringify(filled).split('/files/').length - 1;
      await api.call('POST', API.growthRecords.save.path, {
        tempId: klass.TempId,
        tempDetailId: row.Id,
        studentId: s.StudentId,
        type: row.Type,
        answer: JSON.stringify(filled),
        Status: 1,
      });
      records += 1;
    }
  }
  return {
    className: klass.ClassName,
    records,
    photos,
    items: students.map((s) => ({
      query: bookletQuery({
        teacherId: 0,
        tempId: klass.TempId,
        studentId: s.StudentId,
        tempType: klass.TempType,
        cycleName: klass.CycleName,
      }),
      name: `${s.StudentName}_${s.StudentId}_成长档案`,
    })),
  };
}

type TCtx = {
  photo: string;
  exam: TStudentPhysical | null;
  rand: () => number;
  studentId: number;
  moduleId: number;
};
const pick = <T>(rand: () => number, list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

/** A finished answer of each type; null for the pages a bench cannot fill (videos). */
async function fillAnswer(api: TApi, type: number, answer: unknown, c: TCtx): Promise<unknown | null> {
  switch (type) {
    case TypeNum.termObservation: {
      const a = answer as TTermAnswer;
      for (const p of a.dimensions.flatMap((d) => d.info.flatMap((e) => e.info)))
        p.Value = 1 + Math.floor(c.rand() * 3);
      a.cycleWrites = a.cycleWrites.map((w) => ({ ...w, Desc: pick(c.rand, WORDS) }));
      return a;
    }
    case TypeNum.monthlyObservation: {
      const a = answer as TMonthAnswer;
      for (const p of a.dimensions.flatMap((d) => d.info.flatMap((e) => e.info)))
        p.Value = c.rand() < 0.6 ? 1 : c.rand() < 0.8 ? 2 : 3;
      a.Title = '本月小结';
      a.CustomerSay = await api.call<string>('POST', API.growthRecords.autoSummary.path, {
        StudentId: c.studentId,
        tempDetailId: c.moduleId,
        answer: JSON.stringify(a),
      });
      return a;
    }
    case TypeNum.rating: {
      const a = answer as TRatingAnswer;
      a.List = a.List.map((r) => ({
        ...r,
        manifestation: r.manifestation || '能坚持做完一件事',
        isActivite: 1 + Math.floor(c.rand() * 3),
      }));
      return a;
    }
    case TypeNum.video:
    case TypeNum.familyVideo:
      return null;
    default: {
      const a = answer as TItemsAnswer;
      let images = 0;
      a.List = a.List.map((item) => {
        if (item.Type === 'image') return images++ < 3 && c.photo ? { ...item, Content: c.photo } : item;
        if (item.Type === 'text') return { ...item, Content: item.Content || pick(c.rand, WORDS) };
        if (item.Type === 'exercise') return { ...item, Value: String(40 + Math.floor(c.rand() * 40)) };
        return item;
      });
      if (type === TypeNum.physical)
        a.List = withPhysical(a.List, c.exam).map((i) => ({ ...i, Value: i.Value || '1' }));
      return a;
    }
  }
}
