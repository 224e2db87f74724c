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
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './people';
import { classes, cycles, students } from './school-structure';
import { schools } from './schools';

/**
 * A process evaluation (过程评价) of one child for a date range in a term (SPEC l.94, issue 18).
 * status: 0 未完成, 1 finished (derived from its pages, H47; slice 3 keeps it up to date).
 * class_id is the class the child was in when it was made (history); who may see and write it
 * follows the child's class now, as for growth records.
 */
export const processEvaluations = pgTable(
  'process_evaluations',
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
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    title: varchar('title', { length: 30 }).notNull(),
    /** the range (DECISIONS 31); null for an entry an older client added without one */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    status: smallint('status').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('process_evaluations_child_idx').on(t.schoolId, t.studentId, t.cycleId, t.startsOn)],
);

/**
 * A page item of an evaluation (screen 11): Type 1-6 (ProcessPageType). status 1 open (in the
 * handbook), 0 closed. content: Type 1 the recorder, 2 the message, 3 the remark (text); 4 a
 * table (ZTableAnswer); 5 a rating table (ZRatingAnswer).
 */
export const processPages = pgTable(
  'process_pages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => processEvaluations.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    cateName: varchar('cate_name', { length: 20 }).notNull().default(''),
    /** Type 3: the dimension 1-6 */
    dimension: smallint('dimension'),
    orderSort: integer('order_sort').notNull(),
    status: smallint('status').notNull().default(1),
    isFinish: boolean('is_finish').notNull().default(false),
    content: jsonb('content').notNull().default(sql`'""'::jsonb`),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    videos: jsonb('videos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** accepted (H20), never shown or printed */
    audios: jsonb('audios').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('process_pages_evaluation_idx').on(t.evaluationId, t.orderSort)],
);

/**
 * A photo of the child photo library (幼儿相册, issue 18 slice 2): one row per stored file (the
 * bytes are never copied; a growth-record or theme photo tagged in the album gets a row for the
 * same file). class_id is the class whose album holds it: it scopes who manages it and who sees
 * it untagged. dimension 0 未分类, 1-6 PROCESS_DIMENSIONS.
 */
export const childPhotos = pgTable(
  'child_photos',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    dimension: smallint('dimension').notNull().default(0),
    /** the browser's File.lastModified day (design Q12), else null */
    takenOn: date('taken_on'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('child_photos_file_uq').on(t.fileId),
    index('child_photos_class_idx').on(t.schoolId, t.classId, t.createdAt),
  ],
);

/** The children a library photo shows (its tags). */
export const childPhotoStudents = pgTable(
  'child_photo_students',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => childPhotos.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.studentId] }),
    index('child_photo_students_student_idx').on(t.studentId, t.photoId),
  ],
);
