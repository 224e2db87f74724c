import { AUTH_MESSAGES, PASSWORD_PATTERN, type TChangePasswordRequest, type TProfile } from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { authRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './passwords';

/** The caller's own account: who they are and which identities they hold. */
export async function getProfile(db: Db, p: Principal): Promise<TProfile> {
  const repo = authRepository(db);
  const person = await repo.findPerson(p.personId);
  if (!person) throw AppError.unauthorized();
  const identities = (await repo.findIdentities(p.personId)).filter((i) => i.schoolEnabled);
  return {
    uLoginName: person.loginName,
    uRealName: p.realName,
    Phone: person.phone,
    CurrentUID: p.userId,
    Identities: identities.map((i) => ({
      uID: i.uID,
      SchoolId: i.schoolId,
      SchoolName: i.schoolName,
      IdentityName: i.roleNames.join('、') || '用户',
    })),
  };
}

/** Changes the caller's password; their other sessions end, this one goes on. */
export async function changePassword(db: Db, p: Principal, req: TChangePasswordRequest) {
  if (!req.OldPassword) throw AppError.badRequest(AUTH_MESSAGES.passwordRequired);
  if (!PASSWORD_PATTERN.test(req.NewPassword)) throw AppError.badRequest(AUTH_MESSAGES.passwordWeak);
  if (req.NewPassword === req.OldPassword) throw AppError.badRequest(AUTH_MESSAGES.passwordSame);
  const repo = authRepository(db);
  const person = await repo.findPerson(p.personId);
  if (!(await verifyPassword(person?.passwordHash, req.OldPassword)) || !person) {
    throw AppError.badRequest(AUTH_MESSAGES.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(req.NewPassword);
  await db.transaction(async (tx) => {
    const txRepo = authRepository(tx);
    await txRepo.updatePassword(person.id, passwordHash);
    await txRepo.revokeOtherSessions(person.id, p.sessionId);
  });
}
