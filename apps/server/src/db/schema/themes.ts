import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';
import { classes, cycles, grades, students } from './school-structure';
import { schools } from './schools';

/**
 * A theme (主题活动) of one grade in one term (/semesterTopic). template_id is the school's
 * content template (1 or 5) when the theme was made: its questions belong to that template's
 * entries, so a later switch of the school setting does not orphan them.
 */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    title: varchar('title', { length: 30 }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    aim: varchar('aim', { length: 200 }).notNull().default(''),
    templateId: smallint('template_id').notNull(),
    /** the library theme it was copied from (its title is shown as the source) */
    libraryKey: varchar('library_key', { length: 20 }),
    /** another of the school's themes it was copied from */
    copiedFromId: integer('copied_from_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('themes_school_cycle_grade_idx').on(t.schoolId, t.cycleId, t.gradeId)],
);

/** ThemeDescription (E04-E06): one text per subject title of the 主题说明 tile. */
export const themeDescriptions = pgTable(
  'theme_descriptions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    title: varchar('title', { length: 20 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
  },
  (t) => [uniqueIndex('theme_descriptions_theme_sort_idx').on(t.themeId, t.sort)],
);

/** ThemeQuestion (E07-E15, E22): a keyword's description in one evaluation entry of a theme. */
export const themeQuestions = pgTable(
  'theme_questions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    /** Eval_ThemeDetailId: an entry of THEME_TEMPLATE_ENTRIES */
    detailId: smallint('detail_id').notNull(),
    keywordId: smallint('keyword_id').notNull(),
    keyword: varchar('keyword', { length: 20 }).notNull(),
    describe: varchar('describe', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    questionType: smallint('question_type').notNull(),
  },
  (t) => [index('theme_questions_theme_detail_idx').on(t.themeId, t.detailId, t.sort)],
);

/** A theme given to a class: its id is the spec's ThemeMapId. */
export const themeClasses = pgTable(
  'theme_classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
  },
  (t) => [
    uniqueIndex('theme_classes_theme_class_idx').on(t.themeId, t.classId),
    index('theme_classes_class_idx').on(t.classId),
  ],
);

/**
 * One child's evaluation in a theme of their class. complete: every star of every editable
 * entry is given (the class's n / 30 done). Its existence locks the theme's content
 * (DECISIONS 44), so removing the class or the theme is refused while it is there.
 */
export const themeResults = pgTable(
  'theme_results',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    themeClassId: integer('theme_class_id')
      .notNull()
      .references(() => themeClasses.id, { onDelete: 'restrict' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    complete: boolean('complete').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('theme_results_class_child_idx').on(t.themeClassId, t.studentId)],
);

/** A child's answer to one question: the stars, and for a block the words and photos (/files/… paths). */
export const themeAnswers = pgTable(
  'theme_answers',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => themeResults.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => themeQuestions.id, { onDelete: 'restrict' }),
    score: smallint('score').notNull().default(0),
    content: varchar('content', { length: 300 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('theme_answers_result_question_idx').on(t.resultId, t.questionId)],
);
