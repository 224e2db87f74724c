import { Gender, type TStudentRow } from '@kg/contracts';
import { ageAt, type TChildAge } from '../../students/childAge';

/** One line of the printed roster. */
export type TRosterRow = {
  no: number;
  id: number;
  name: string;
  gender: number;
  birthday: string;
  age: TChildAge | null;
};

export type TRosterStats = { total: number; boys: number; girls: number; unknown: number };

// Pinyin order, the way parents look for their child's name on the classroom door.
const byName = new Intl.Collator('zh-CN', { sensitivity: 'base', numeric: true });

/** The children in roster order (by name, pinyin), numbered from 1, with their age on `today`. */
export function rosterRows(students: readonly TStudentRow[], today: Date): TRosterRow[] {
  return [...students]
    .sort((a, b) => byName.compare(a.Name, b.Name) || a.Id - b.Id)
    .map((s, index) => ({
      no: index + 1,
      id: s.Id,
      name: s.Name,
      gender: s.Gender,
      birthday: s.Birthday ? s.Birthday.slice(0, 10) : '',
      age: s.Birthday ? ageAt(s.Birthday, today) : null,
    }));
}

/** Head counts for the roster's header, from the children actually listed. */
export function rosterStats(students: readonly Pick<TStudentRow, 'Gender'>[]): TRosterStats {
  const stats: TRosterStats = { total: students.length, boys: 0, girls: 0, unknown: 0 };
  for (const s of students) {
    if (s.Gender === Gender.boy) stats.boys += 1;
    else if (s.Gender === Gender.girl) stats.girls += 1;
    else stats.unknown += 1;
  }
  return stats;
}

/** `?ClassId=` as a positive id, or null for anything else (the page then says 班级不存在). */
export function parseClassId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}
