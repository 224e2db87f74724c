import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';
import { schools } from './schools';

export const studyYears = pgTable(
  'study_years',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: varchar('name', { length: 30 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [index('study_years_school_idx').on(t.schoolId)],
);

/** A term (学期). */
export const cycles = pgTable(
  'cycles',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studyYearId: integer('study_year_id')
      .notNull()
      .references(() => studyYears.id),
    name: varchar('name', { length: 30 }).notNull(),
    sort: smallint('sort').notNull().default(1),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isOpen: boolean('is_open').notNull().default(false),
  },
  (t) => [index('cycles_school_year_idx').on(t.schoolId, t.studyYearId)],
);

/** 托班/小班/中班/大班 of a study year; level 0..3 orders them. */
export const grades = pgTable(
  'grades',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studyYearId: integer('study_year_id')
      .notNull()
      .references(() => studyYears.id),
    name: varchar('name', { length: 20 }).notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [index('grades_school_year_idx').on(t.schoolId, t.studyYearId)],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studyYearId: integer('study_year_id')
      .notNull()
      .references(() => studyYears.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    name: varchar('name', { length: 30 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    /** the class of the previous study year this one was promoted from (升班) */
    previousClassId: integer('previous_class_id'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('classes_school_idx').on(t.schoolId, t.studyYearId, t.gradeId)],
);

export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('user_id').references(() => users.id),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    gender: smallint('gender').notNull().default(2),
    title: varchar('title', { length: 30 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teachers_school_idx').on(t.schoolId), index('teachers_user_idx').on(t.userId)],
);

/** Who works in which class: head (班主任), teacher (配班), care (保育). */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).notNull().default('teacher'),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.teacherId] }),
    index('class_teachers_teacher_idx').on(t.teacherId),
  ],
);

/** A child (Customer). Status 1 in school, 0 left (kept with their records). */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    name: varchar('name', { length: 50 }).notNull(),
    gender: smallint('gender').notNull(),
    birthday: date('birthday').notNull(),
    isBaby: boolean('is_baby').notNull().default(false),
    babyLevel: smallint('baby_level'),
    photo: text('photo'),
    fatherName: varchar('father_name', { length: 50 }),
    fatherPhone: varchar('father_phone', { length: 20 }),
    motherName: varchar('mother_name', { length: 50 }),
    motherPhone: varchar('mother_phone', { length: 20 }),
    /** 学号: the school's own number for the child (unique in the school when set) */
    studentNo: varchar('student_no', { length: 30 }),
    /** 入园日期 */
    entryDate: date('entry_date'),
    /** Up to three guardians [{name, relation, phone, primary}]; one is the one to call. */
    guardians: jsonb('guardians')
      .$type<{ name: string; relation: string; phone: string; primary: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Staff only, never printed on a parent-facing report. */
    allergies: varchar('allergies', { length: 500 }),
    healthNotes: varchar('health_notes', { length: 1000 }),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('students_school_class_idx').on(t.schoolId, t.classId),
    uniqueIndex('students_school_no_uq')
      .on(t.schoolId, t.studentNo)
      .where(sql`${t.studentNo} is not null`),
  ],
);

/** Release notes shown from the header. */
export const systemVersions = pgTable('system_versions', {
  id: serial('id').primaryKey(),
  version: varchar('version', { length: 30 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  notes: text('notes').notNull().default(''),
  releaseDate: date('release_date').notNull(),
});
