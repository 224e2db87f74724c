import type { TPage, TTeacherRow } from '@kg/contracts';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { teachersRepository } from './teachers.repository';

/** The school's teachers with the classes they work in. */
export async function findTeacherPage(
  db: Db,
  p: Principal,
  q: { PageIndex: number; PageSize: number; Name?: string },
): Promise<TPage<TTeacherRow>> {
  const repo = teachersRepository(db, p.schoolId);
  const { rows, total } = await repo.findPage({
    name: q.Name,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  const classes = await repo.findClassNames(rows.map((r) => r.Id));
  const data = rows.map((r) => ({
    ...r,
    ClassNames: classes.filter((c) => c.teacherId === r.Id).map((c) => c.name),
  }));
  return pageOf(data, total, q.PageIndex, q.PageSize);
}
