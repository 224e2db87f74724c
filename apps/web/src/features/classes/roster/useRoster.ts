import type { TClassRow, TStudentRow } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { findClassStudents } from '../../students/students.api';
import { classKeys, getClass } from '../classes.api';

export type TRosterData = { klass: TClassRow; students: TStudentRow[] };

/**
 * The class and its children. A class the user may not see resolves to null: it is looked up
 * in the user's own class list first, so the children are only asked for when it is there.
 */
export function useRoster(classId: number | null) {
  return useQuery({
    queryKey: classKeys.roster(classId ?? 0),
    enabled: classId !== null,
    queryFn: async ({ signal }): Promise<TRosterData | null> => {
      if (classId === null) return null;
      const klass = await getClass(classId, signal);
      if (!klass) return null;
      return { klass, students: await findClassStudents(classId, signal) };
    },
  });
}
