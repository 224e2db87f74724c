import type { TPage, TUserRow } from '@kg/contracts';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { usersRepository } from './users.repository';

/** The school's login identities with their roles. */
export async function findUserPage(
  db: Db,
  p: Principal,
  q: { PageIndex: number; PageSize: number; Name?: string },
): Promise<TPage<TUserRow>> {
  const repo = usersRepository(db, p.schoolId);
  const { rows, total } = await repo.findPage({
    name: q.Name,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  const roles = await repo.findRoles(rows.map((r) => r.uID));
  const data = rows.map(({ createdAt, ...r }) => {
    const mine = roles.filter((x) => x.userId === r.uID);
    return {
      ...r,
      UserIdentity: [...new Set(mine.map((x) => x.digit).filter(Boolean))].sort().join(''),
      RoleNames: mine.map((x) => x.name),
      CreateTime: createdAt.toISOString(),
    };
  });
  return pageOf(data, total, q.PageIndex, q.PageSize);
}
