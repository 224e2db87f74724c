import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons, roles, schools, sessions, students, userRoles, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type TSchoolColumns = Omit<typeof schools.$inferInsert, 'id' | 'createdAt' | 'parentId'>;

const ADMIN_ROLE = 'school_admin';

/**
 * Schools across the platform (the platform administrator's view). The school settings
 * functions take the caller's school id; nothing here is reachable without the service.
 */
export function schoolsRepository(db: DbOrTx) {
  return {
    async findPage(f: { name?: string; region?: string; enabled?: boolean; offset: number; limit: number }) {
      const where: SQL[] = [];
      if (f.name) where.push(ilike(schools.name, containsPattern(f.name)));
      if (f.region) where.push(ilike(schools.region, containsPattern(f.region)));
      if (f.enabled !== undefined) where.push(eq(schools.enabled, f.enabled));
      const filter = where.length ? and(...where) : undefined;
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(schools)
        .where(filter);
      // Counts as correlated subqueries: one statement for a page of at most 200 schools.
      // Drizzle leaves columns unqualified in a one-table select, so these name their tables.
      const adminNum = sql<number>`(
        select count(distinct u.id)::int from ${users} u
          join ${userRoles} ur on ur.user_id = u.id
          join ${roles} r on r.id = ur.role_id and r.code = ${ADMIN_ROLE}
        where u.school_id = "schools"."id" and u.status = 1)`;
      const studentNum = sql<number>`(
        select count(*)::int from ${students} st
        where st.school_id = "schools"."id" and st.status = 1)`;
      const rows = await db
        .select({
          id: schools.id,
          name: schools.name,
          region: schools.region,
          schoolType: schools.schoolType,
          schoolLevel: schools.schoolLevel,
          serviceUntil: schools.serviceUntil,
          timeZone: schools.timeZone,
          contactName: schools.contactName,
          contactPhone: schools.contactPhone,
          enabled: schools.enabled,
          logo: schools.logo,
          adminNum,
          studentNum,
        })
        .from(schools)
        .where(filter)
        .orderBy(desc(schools.enabled), asc(schools.id))
        .offset(f.offset)
        .limit(f.limit);
      return { rows, total: n };
    },

    /** Regions schools use, for the region select. */
    async findRegions() {
      const rows = await db
        .selectDistinct({ region: schools.region })
        .from(schools)
        .where(and(isNotNull(schools.region), ne(schools.region, '')))
        .orderBy(asc(schools.region));
      return rows.map((r) => r.region!);
    },

    findSchool(id: number) {
      return db
        .select()
        .from(schools)
        .where(eq(schools.id, id))
        .then((r) => r[0]);
    },

    /** Another school already has this name (case and surrounding spaces ignored). */
    async nameTaken(name: string, exceptId = 0) {
      const rows = await db
        .select({ id: schools.id })
        .from(schools)
        .where(and(sql`lower(trim(${schools.name})) = lower(${name})`, ne(schools.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    async insert(v: TSchoolColumns) {
      const [row] = await db.insert(schools).values(v).returning({ id: schools.id });
      return row!.id;
    },

    update(id: number, v: Partial<TSchoolColumns>) {
      return db.update(schools).set(v).where(eq(schools.id, id));
    },

    /** Ends every live session of the school's identities: re-enabling does not revive them. */
    async revokeSessions(schoolId: number) {
      const ids = db.select({ id: users.id }).from(users).where(eq(users.schoolId, schoolId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
    },

    /** Persons whose login name or phone collides with a new login's name or phone. */
    findPersonClash(loginName: string, phone: string) {
      return db
        .select({ loginName: persons.loginName, phone: persons.phone })
        .from(persons)
        .where(
          or(
            sql`lower(${persons.loginName}) = lower(${loginName})`,
            sql`lower(${persons.loginName}) = lower(${phone})`,
            eq(persons.phone, phone),
            eq(persons.phone, loginName),
          ),
        );
    },

    /** A person with one 园长 identity in the school. */
    async insertAdmin(v: {
      schoolId: number;
      loginName: string;
      realName: string;
      phone: string;
      passwordHash: string;
    }) {
      const [role] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.code, ADMIN_ROLE), isNull(roles.schoolId)));
      if (!role) throw new Error(`no platform role ${ADMIN_ROLE}`);
      const [person] = await db
        .insert(persons)
        .values({
          loginName: v.loginName,
          phone: v.phone,
          passwordHash: v.passwordHash,
          realName: v.realName,
        })
        .returning({ id: persons.id });
      const [user] = await db
        .insert(users)
        .values({ personId: person!.id, schoolId: v.schoolId, realName: v.realName })
        .returning({ id: users.id });
      await db.insert(userRoles).values({ userId: user!.id, roleId: role.id });
      return user!.id;
    },
  };
}
