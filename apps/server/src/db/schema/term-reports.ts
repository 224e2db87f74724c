import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { questionBanks } from './evaluation';
import { users } from './people';
import { cycles, students } from './school-structure';
import { schools } from './schools';

/** 老师寄语: what the teacher writes to a child's family for one term (the term report's). */
export const termMessages = pgTable(
  'term_messages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id),
    content: varchar('content', { length: 500 }).notNull().default(''),
    writtenBy: integer('written_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('term_messages_child_cycle_uq').on(t.studentId, t.cycleId)],
);

/**
 * A school's own 教育建议 for an observation point (point '' = the element's), replacing the
 * product's default (DECISIONS 45). Keyed by the names, as growth-record answers are: a point
 * lives in many templates.
 */
export const termAdvice = pgTable(
  'term_advice',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    dimension: varchar('dimension', { length: 20 }).notNull(),
    element: varchar('element', { length: 20 }).notNull(),
    point: varchar('point', { length: 100 }).notNull().default(''),
    advice: varchar('advice', { length: 500 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('term_advice_point_uq').on(t.schoolId, t.dimension, t.element, t.point)],
);

/** A teacher's 教育建议 for one child and term, over the library's. */
export const termChildAdvice = pgTable(
  'term_child_advice',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id),
    dimension: varchar('dimension', { length: 20 }).notNull(),
    element: varchar('element', { length: 20 }).notNull(),
    point: varchar('point', { length: 100 }).notNull().default(''),
    advice: varchar('advice', { length: 500 }).notNull(),
    writtenBy: integer('written_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('term_child_advice_item_uq').on(t.studentId, t.cycleId, t.dimension, t.element, t.point),
    index('term_child_advice_school_idx').on(t.schoolId),
  ],
);

/**
 * The parents' words about one area of a term (家长版成长档案's ParentMessage, DECISIONS 21), as a
 * teacher writes them down.
 */
export const parentMessages = pgTable(
  'parent_messages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 1000 }).notNull().default(''),
    writtenBy: integer('written_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('parent_messages_child_cycle_bank_uq').on(t.studentId, t.cycleId, t.bankId)],
);
