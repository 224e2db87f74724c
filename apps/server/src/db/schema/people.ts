import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';

/** A human being who logs in: one account name, one phone, one password. */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    loginName: varchar('login_name', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    realName: varchar('real_name', { length: 50 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('persons_login_name_uq').on(sql`lower(${t.loginName})`),
    uniqueIndex('persons_phone_uq').on(t.phone),
  ],
);

/** An identity (uID) of a person in one school; a person may hold several. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    realName: varchar('real_name', { length: 50 }).notNull().default(''),
    /** -1 district account (routed to /newCharts), 12 hides template reset, 0 otherwise */
    parentId: integer('parent_id').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_person_idx').on(t.personId),
    index('users_school_idx').on(t.schoolId),
    uniqueIndex('users_person_school_uq').on(t.personId, t.schoolId),
  ],
);

/** A login session; tokens carry its id so logout and disabling take effect at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    refreshUntil: timestamp('refresh_until', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time SMS codes for login and password recovery; only a hash is stored. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);
