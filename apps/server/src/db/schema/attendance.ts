import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';
import { classes, students } from './school-structure';
import { schools } from './schools';

/**
 * 晨检 / 出勤 (issue 20): one row per child per school-local day. The class is the one the child
 * was recorded in that day (a later move keeps the day's class). An absent child has a reason
 * (sick / personal / other) and no check; a present child may have a morning check (normal /
 * abnormal, the note required when abnormal).
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    day: date('day').notNull(),
    present: boolean('present').notNull(),
    /** sick | personal | other when absent */
    absenceReason: varchar('absence_reason', { length: 10 }),
    absenceNote: varchar('absence_note', { length: 100 }),
    /** normal | abnormal; null: not checked */
    checkResult: varchar('check_result', { length: 10 }),
    checkNote: varchar('check_note', { length: 100 }),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedByName: varchar('recorded_by_name', { length: 50 }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_student_day_uq').on(t.studentId, t.day),
    index('attendance_school_day_idx').on(t.schoolId, t.day),
    index('attendance_class_day_idx').on(t.classId, t.day),
  ],
);
