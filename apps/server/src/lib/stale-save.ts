import { fillMessage } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from './app-error';
import type { Principal } from './principal';

/** Whether the stamp an editor sent back is the stored one (an unreadable stamp is not). */
export function sameMoment(stored: Date, sent: string): boolean {
  const t = Date.parse(sent);
  return Number.isFinite(t) && t === stored.getTime();
}

/**
 * The 409 for a save over a newer version than the editor started from: `message` names who
 * saved last ({name}: 您 for oneself) and when ({time}, in the school's zone), so the teacher
 * knows why and that what she typed is kept. Growth records and process pages share it.
 */
export async function staleSave(
  db: DbOrTx,
  p: Principal,
  message: string,
  last: { by: number | null; at: Date },
): Promise<AppError> {
  let who = last.by === p.userId ? '您' : '';
  if (!who && last.by)
    who = (await db.select({ name: users.realName }).from(users).where(eq(users.id, last.by)))[0]?.name ?? '';
  const time = last.at.toLocaleString('zh-CN', { timeZone: p.timeZone, hour12: false });
  return AppError.conflict(fillMessage(message, { name: who || '其他老师', time }));
}
