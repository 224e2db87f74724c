import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';
import { classes, cycles, grades, students, studyYears } from './school-structure';
import { schools } from './schools';

/**
 * A growth-record (成长足迹) template: one per school, grade and term (F01-F51).
 * status: 0 draft, 1 published, 2 reset (DECISIONS 23).
 */
export const growthTemplates = pgTable(
  'growth_templates',
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
    /** the term; null: a whole-year template whose type 4 modules each name a term (F25) */
    cycleId: integer('cycle_id').references(() => cycles.id),
    status: smallint('status').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Two administrators creating the same grade's template at once get one, never two.
  (t) => [unique('growth_templates_grade_cycle_uq').on(t.schoolId, t.gradeId, t.cycleId).nullsNotDistinct()],
);

/** A module (template detail) of a template: TypeNum 1-13 (F33, F34). */
export const growthModules = pgTable(
  'growth_modules',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => growthTemplates.id, { onDelete: 'cascade' }),
    typeNum: smallint('type_num').notNull(),
    title: varchar('title', { length: 20 }).notNull(),
    operator: smallint('operator').notNull().default(1),
    orderSort: integer('order_sort').notNull().default(0),
    /** type 5: the month (first day) */
    time: date('time'),
    /** type 4: the term */
    cycleId: integer('cycle_id').references(() => cycles.id),
    status: smallint('status').notNull().default(1),
    /** a library path (/growth/...) or a stored file (/files/<uuid>) */
    backCoverImg: varchar('back_cover_img', { length: 300 }).notNull().default(''),
    plateId: smallint('plate_id').notNull().default(0),
    /** type 7 exercise sections or type 8 medical items (JSON); null otherwise */
    content: jsonb('content'),
    /**
     * A page one child's teacher added for that child alone (the record list's 新增, G12);
     * null for the template's own modules, which every child of the grade fills.
     */
    studentId: integer('student_id').references(() => students.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('growth_modules_template_idx').on(t.templateId, t.orderSort),
    index('growth_modules_student_idx').on(t.studentId),
  ],
);

/** An observation point of a type 4/5 module's log sheet: dimension → element → point (F40). */
export const growthLogPoints = pgTable(
  'growth_log_points',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => growthModules.id, { onDelete: 'cascade' }),
    dimension: varchar('dimension', { length: 20 }).notNull(),
    element: varchar('element', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    orderSort: integer('order_sort').notNull().default(0),
  },
  (t) => [
    index('growth_log_points_module_idx').on(t.moduleId, t.orderSort),
    uniqueIndex('growth_log_points_text_uq').on(t.moduleId, t.dimension, t.element, t.name),
  ],
);

/** A growth question of a type 12 module (F41): a behaviour rated 真棒/较好/加油. */
export const growthQuestions = pgTable(
  'growth_questions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => growthModules.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    orderSort: integer('order_sort').notNull().default(0),
  },
  (t) => [
    index('growth_questions_module_idx').on(t.moduleId, t.orderSort),
    uniqueIndex('growth_questions_text_uq').on(t.moduleId, t.name),
  ],
);

/**
 * One child's record of one module (filled in issue 7). status 0 draft, 1 done. The answer is
 * the editor's JSON; a module's records block its deletion until cleared (F15).
 */
export const growthRecords = pgTable(
  'growth_records',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => growthTemplates.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => growthModules.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** the class the child was in when recorded */
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    status: smallint('status').notNull().default(0),
    answer: jsonb('answer').notNull().default(sql`'{}'::jsonb`),
    writtenBy: integer('written_by').references(() => users.id),
    /** when it was first marked 已完成 (kept when a finished record is modified) */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('growth_records_module_student_uq').on(t.moduleId, t.studentId),
    index('growth_records_template_idx').on(t.templateId, t.studentId),
  ],
);

/** A type 4/5 record's value for one observation point (statistics read these, F47). */
export const growthRecordMarks = pgTable(
  'growth_record_marks',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    recordId: integer('record_id')
      .notNull()
      .references(() => growthRecords.id, { onDelete: 'cascade' }),
    pointId: integer('point_id')
      .notNull()
      .references(() => growthLogPoints.id, { onDelete: 'cascade' }),
    /** type 5: 1 经常, 2 偶尔, 3 从未; type 4: a score 0-3 */
    value: smallint('value').notNull(),
  },
  (t) => [
    unique('growth_record_marks_record_point_uq').on(t.recordId, t.pointId),
    index('growth_record_marks_point_idx').on(t.pointId),
  ],
);

/**
 * Preset texts (文字模板, E44-E51): a user's own (type 0, user set) or the product's
 * (type 1, user null, seen by every user of the school).
 */
export const presetTexts = pgTable(
  'preset_texts',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('user_id').references(() => users.id),
    messageType: varchar('message_type', { length: 20 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    type: smallint('type').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preset_texts_owner_idx').on(t.schoolId, t.messageType, t.userId)],
);

/**
 * A child's physical exam (体检) as the health check records it; the growth record's
 * 体检记录 page is filled from the latest one (G33). Values are kept as written (5.0, 通过).
 */
export const studentPhysicalExams = pgTable(
  'student_physical_exams',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    examDate: date('exam_date').notNull(),
    height: varchar('height', { length: 20 }).notNull().default(''),
    weight: varchar('weight', { length: 20 }).notNull().default(''),
    visionLeft: varchar('vision_left', { length: 20 }).notNull().default(''),
    visionRight: varchar('vision_right', { length: 20 }).notNull().default(''),
    hearingLeft: varchar('hearing_left', { length: 20 }).notNull().default(''),
    hearingRight: varchar('hearing_right', { length: 20 }).notNull().default(''),
    tooth: varchar('tooth', { length: 20 }).notNull().default(''),
    hemoglobin: varchar('hemoglobin', { length: 20 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_physical_exams_student_idx').on(t.studentId, t.examDate)],
);
