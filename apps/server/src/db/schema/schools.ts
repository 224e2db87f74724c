import {
  boolean,
  date,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** A kindergarten (tenant). parentId links a school to its district (0 = none). */
export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  parentId: integer('parent_id').notNull().default(0),
  region: varchar('region', { length: 100 }),
  address: varchar('address', { length: 200 }),
  contactName: varchar('contact_name', { length: 50 }),
  contactPhone: varchar('contact_phone', { length: 20 }),
  schoolType: smallint('school_type').notNull().default(1),
  schoolLevel: smallint('school_level').notNull().default(1),
  logo: text('logo'),
  loginTitle: varchar('login_title', { length: 100 }),
  themeTemplate: smallint('theme_template').notNull().default(1),
  serviceUntil: date('service_until'),
  /** IANA zone of the school's day: every "today", date default and date range uses it. */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
