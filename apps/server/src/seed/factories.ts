import { defaultCycles, studyYearDates, studyYearName } from '@kg/contracts';
import type { DbOrTx } from '../db/client';
import {
  classes,
  classTeachers,
  persons,
  roles,
  schools,
  students,
  teachers,
  userRoles,
  users,
} from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { studyYearsRepository } from '../modules/study-years/study-years.repository';

/**
 * Factories for every foundation entity: the demo seed and the tests build their data
 * with these, so both stay in step with the schema (ARCHITECTURE convention 10).
 */
export function factories(db: DbOrTx) {
  return {
    async school(v: Partial<typeof schools.$inferInsert> & { name: string }) {
      const [row] = await db.insert(schools).values(v).returning();
      return row!;
    },

    /** A person with one identity per school given; roles by code. */
    async account(v: {
      loginName: string;
      password?: string;
      passwordHash?: string;
      phone?: string | null;
      realName?: string;
      identities: { schoolId: number; roleCodes: string[]; parentId?: number }[];
    }) {
      const passwordHash = v.passwordHash ?? (await hashPassword(v.password ?? 'Kinder@2026'));
      const [person] = await db
        .insert(persons)
        .values({ loginName: v.loginName, phone: v.phone ?? null, passwordHash, realName: v.realName ?? '' })
        .returning();
      const identities = [];
      for (const idn of v.identities) {
        const [user] = await db
          .insert(users)
          .values({
            personId: person!.id,
            schoolId: idn.schoolId,
            realName: v.realName ?? '',
            parentId: idn.parentId ?? 0,
          })
          .returning();
        const roleRows = await this.rolesByCode(idn.roleCodes);
        if (roleRows.length)
          await db.insert(userRoles).values(roleRows.map((r) => ({ userId: user!.id, roleId: r.id })));
        identities.push(user!);
      }
      return { person: person!, identities };
    },

    async rolesByCode(codes: string[]) {
      if (codes.length === 0) return [];
      const all = await db.select().from(roles);
      return codes.map((code) => {
        const role = all.find((r) => r.code === code && r.schoolId === null);
        if (!role) throw new Error(`no platform role ${code}`);
        return role;
      });
    },

    /** A study year with its default two terms and the four grades; `openCycle` opens one. */
    async studyYear(v: {
      schoolId: number;
      startYear: number;
      current?: boolean;
      openCycle?: 1 | 2 | false;
    }) {
      const y = v.startYear;
      const repo = studyYearsRepository(db, v.schoolId);
      const created = await repo.create({
        name: studyYearName(y),
        ...studyYearDates(y),
        isCurrent: v.current ?? true,
        cycles: defaultCycles(y),
      });
      const open = v.openCycle ?? 1;
      if (open) {
        const cycle = created.cycles[open - 1]!;
        await repo.openCycle(cycle);
        cycle.isOpen = true;
      }
      return created;
    },

    async klass(v: { schoolId: number; studyYearId: number; gradeId: number; name: string; sort?: number }) {
      const [row] = await db.insert(classes).values(v).returning();
      return row!;
    },

    async teacher(
      v: typeof teachers.$inferInsert,
      classRoles: { classId: number; role: 'head' | 'teacher' | 'care' }[] = [],
    ) {
      const [row] = await db.insert(teachers).values(v).returning();
      if (classRoles.length)
        await db.insert(classTeachers).values(classRoles.map((c) => ({ ...c, teacherId: row!.id })));
      return row!;
    },

    async students(rows: (typeof students.$inferInsert)[]) {
      if (rows.length === 0) return [];
      return db.insert(students).values(rows).returning();
    },
  };
}
export type Factories = ReturnType<typeof factories>;
