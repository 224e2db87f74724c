import { IdentityDigit, isSchoolAdmin } from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { rolesRepository } from './roles.repository';

type TGrantedRole = { id: number; name: string; identityDigit: string };

/**
 * Whether the caller may set a role's identity to this digit: the 园长 identity sees the
 * whole school, so only a 园长 (or the platform administrator) gives it to a role.
 */
export const mayUseIdentity = (p: Principal, digit: string) =>
  p.isSuper || digit !== IdentityDigit.schoolAdmin || isSchoolAdmin(p.userIdentity);

/**
 * The first of these roles the caller may not grant or take away (issue 14 item 20): a role
 * is within reach when every entry it holds is one the caller holds and its identity is one
 * the caller may use. Without this, a user holding 用户管理 through a school's own role
 * could make themselves 园长. The platform administrator reaches every role; a 园长 holds every
 * school-level right, so nothing changes for them.
 */
export async function firstBeyondReach<T extends TGrantedRole>(
  tx: DbOrTx,
  p: Principal,
  wanted: T[],
): Promise<T | undefined> {
  if (p.isSuper || wanted.length === 0) return undefined;
  const repo = rolesRepository(tx);
  const held = new Set(await repo.findHeldIds(p.roleIds));
  for (const role of wanted) {
    if (!mayUseIdentity(p, role.identityDigit)) return role;
    const entries = await repo.findHeldIds([role.id]);
    if (entries.some((id) => !held.has(id))) return role;
  }
  return undefined;
}
