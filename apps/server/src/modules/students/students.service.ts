import type { TPage, TStudentRow } from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { visibleClassIds } from '../../lib/school-scope';
import { studentsRepository } from './students.repository';

/** Children in school, by class (0 = every class the caller may see), searchable by name. */
export async function findStudentPage(
  db: Db,
  p: Principal,
  q: { PageIndex: number; PageSize: number; ClassId: number; Name?: string },
): Promise<TPage<TStudentRow>> {
  const repo = studentsRepository(db, p.schoolId);
  const visible = await visibleClassIds(db, p);
  let classIds = visible;
  if (q.ClassId) {
    // Another school's class and a class the teacher does not teach look the same: absent.
    if (!(await repo.findClass(q.ClassId)) || (visible && !visible.includes(q.ClassId)))
      throw AppError.notFound();
    classIds = [q.ClassId];
  }
  const { rows, total } = await repo.findPage({
    classIds,
    name: q.Name,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  return pageOf(rows, total, q.PageIndex, q.PageSize);
}
