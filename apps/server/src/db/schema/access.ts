import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';
import { schools } from './schools';

/**
 * Roles. schoolId null = a platform-wide role shared by all schools (the seed's roles);
 * a school may add its own. identityDigit feeds the legacy UserIdentity string.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    identityDigit: varchar('identity_digit', { length: 1 }).notNull().default(''),
    /** holds every permission (platform administrator) */
    isSuper: boolean('is_super').notNull().default(false),
    description: varchar('description', { length: 200 }),
    sort: smallint('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('roles_school_idx').on(t.schoolId)],
);

/**
 * The navigation tree: menu groups, pages, buttons and external links. Each entry may
 * grant one API permission (apiCode) to the roles it is assigned to.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    /** stable key of a built-in entry (the seed's), so new releases can add entries */
    code: varchar('code', { length: 60 }),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 50 }).notNull(),
    path: varchar('path', { length: 300 }).notNull().default(''),
    icon: varchar('icon', { length: 50 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    isButton: boolean('is_button').notNull().default(false),
    isExternal: boolean('is_external').notNull().default(false),
    func: varchar('func', { length: 50 }),
    apiCode: varchar('api_code', { length: 60 }),
    noTabPage: boolean('no_tab_page').notNull().default(false),
    noNeedHome: boolean('no_need_home').notNull().default(false),
    keepAlive: boolean('keep_alive').notNull().default(false),
    showTitle: boolean('show_title').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('permissions_parent_idx').on(t.parentId), uniqueIndex('permissions_code_uq').on(t.code)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/**
 * Versions of data the server caches (issue 16). A trigger bumps `menus` in the same
 * transaction as every write to permissions or role_permissions (migration 0008), so a new
 * version becomes visible exactly when the change commits, whichever process or script
 * wrote it. The principal's statement reads it; cached navigation trees are keyed by it.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: varchar('name', { length: 40 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Fixed-window counters of the login and SMS limits (issue 21): in the database, so every app
 * instance on it counts against one shared limit. A row lives one window; expired rows are
 * reset on their next hit or swept (by reset_at) now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
