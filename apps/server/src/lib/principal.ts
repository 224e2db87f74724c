import { isSchoolAdmin, isTeacher, type TPermission } from '@kg/contracts';

/** Who is calling: one identity (uID) of a person in one school. */
export type Principal = {
  userId: number;
  personId: number;
  schoolId: number;
  schoolName: string;
  /** the school's branded login title */
  loginTitle: string | null;
  /** IANA zone of the school's day: every "today" of the caller's school (lib/dates) */
  timeZone: string;
  sessionId: string;
  loginName: string;
  realName: string;
  parentId: number;
  /** legacy role-digit string, e.g. "1", "2", "12" */
  userIdentity: string;
  roleIds: number[];
  roleNames: string[];
  isSuper: boolean;
  permissions: ReadonlySet<string>;
  /**
   * The version of the menus and of what roles hold, read in the same statement (issue 16):
   * a trigger bumps it with every such write, so cached navigation trees are keyed by it.
   */
  menuVersion: number;
};

export const can = (p: Principal, permission: TPermission) => p.isSuper || p.permissions.has(permission);

/** Sees the whole school (全园); a teacher without the admin digit sees only their classes. */
export const seesWholeSchool = (p: Principal) =>
  p.isSuper || isSchoolAdmin(p.userIdentity) || !isTeacher(p.userIdentity);

/** Whether a caller may name a school other than their own (platform administrator). */
export const mayCrossSchools = (p: Principal) => p.isSuper;
