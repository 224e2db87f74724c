import { parentsFromGuardians, type TGuardian } from '@kg/contracts';
import { toStored } from '../modules/students/guardians';

/**
 * A demo child's 学号, 入园日期, guardians, allergies and health notes, so the list, the
 * form and the printed roster (家长, 联系电话) show what a real school fills in. Drawn from
 * its own random stream: the children's names and birthdays stay those of earlier seeds.
 */
const MEN = [
  '伟',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '杰',
  '涛',
  '斌',
  '浩',
  '鹏',
  '建华',
  '志明',
  '国强',
  '海峰',
];
const WOMEN = [
  '娜',
  '敏',
  '静',
  '丽',
  '艳',
  '芳',
  '婷',
  '雪',
  '琳',
  '颖',
  '晓燕',
  '丽娟',
  '秀英',
  '桂兰',
  '慧',
];
const OLD_MEN = ['建国', '国庆', '德明', '振华', '永福', '长林'];
const OLD_WOMEN = ['秀兰', '桂英', '玉珍', '凤英', '淑芬', '美华'];
const MOTHER_SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const ALLERGIES = ['花生过敏', '牛奶蛋白过敏', '鸡蛋过敏', '芒果过敏', '虾、蟹等海鲜过敏'];
const HEALTH_NOTES = [
  '轻度哮喘，剧烈运动后注意观察呼吸',
  '曾有热性惊厥史，发热时请立即联系家长',
  '对尘螨敏感，换季易咳嗽',
  '视力矫正中，户外活动需佩戴眼镜',
  '午睡前需提醒如厕',
];

const pick = <T>(rand: () => number, list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const phone = (rand: () => number) =>
  `${pick(rand, ['138', '139'])}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`;

function guardiansFor(rand: () => number, surname: string): TGuardian[] {
  const motherSurname = pick(rand, [...MOTHER_SURNAMES]);
  const father: TGuardian = {
    Name: surname + pick(rand, MEN),
    Relation: '父亲',
    Phone: phone(rand),
    Primary: false,
  };
  const mother: TGuardian = {
    Name: motherSurname + pick(rand, WOMEN),
    Relation: '母亲',
    Phone: phone(rand),
    Primary: false,
  };
  const grandparent: TGuardian = pick(rand, [
    { Name: surname + pick(rand, OLD_WOMEN), Relation: '奶奶', Phone: phone(rand), Primary: false },
    { Name: surname + pick(rand, OLD_MEN), Relation: '爷爷', Phone: phone(rand), Primary: false },
    { Name: motherSurname + pick(rand, OLD_WOMEN), Relation: '外婆', Phone: phone(rand), Primary: false },
  ] as TGuardian[]);
  const roll = rand();
  // Mostly both parents; some a single parent; some a grandparent who does the pick-up.
  const list =
    roll < 0.15
      ? [mother]
      : roll < 0.2
        ? [father]
        : roll < 0.8
          ? [mother, father]
          : [mother, father, grandparent];
  const primary = list.length === 3 && rand() < 0.5 ? 2 : list.length > 1 && rand() < 0.25 ? 1 : 0;
  return list.map((g, i) => ({ ...g, Primary: i === primary }));
}

/** The detail columns of the `index`th (1-based) child of class `classNo`, who came in `entryYear`. */
export function childDetails(
  rand: () => number,
  c: { name: string; startYear: number; classNo: number; index: number; entryYear: number },
) {
  const guardians = guardiansFor(rand, c.name.slice(0, 1));
  const parents = parentsFromGuardians(guardians);
  // A few came in the middle of a term.
  const entryDate = rand() < 0.1 ? `${c.entryYear}-03-02` : `${c.entryYear}-09-01`;
  return {
    studentNo: `${c.startYear}${String(c.classNo).padStart(2, '0')}${String(c.index).padStart(2, '0')}`,
    entryDate,
    guardians: toStored(guardians),
    fatherName: parents.FatherName,
    fatherPhone: parents.FatherPhone,
    motherName: parents.MotherName,
    motherPhone: parents.MotherPhone,
    allergies: rand() < 0.08 ? pick(rand, ALLERGIES) : null,
    healthNotes: rand() < 0.08 ? pick(rand, HEALTH_NOTES) : null,
  };
}
