import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';
import { classes, cycles, students } from './school-structure';
import { schools } from './schools';

/** A process-question bank (题库分类) of a school: TypeId 1 kindergarten, 4 nursery (托班). */
export const questionBanks = pgTable(
  'question_banks',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    typeId: smallint('type_id').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    orderSort: integer('order_sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The screen finds a bank by its name (query Name), so a name is the school's only once.
  (t) => [uniqueIndex('question_banks_school_name_idx').on(t.schoolId, t.name)],
);

/** ProcessQuestion (D18): GradeName is the scope (通用/大班/中班/小班, or 托班). */
export const processQuestions = pgTable(
  'process_questions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    gradeName: varchar('grade_name', { length: 4 }).notNull(),
    question: varchar('question', { length: 200 }).notNull(),
    orderSort: integer('order_sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('process_questions_bank_idx').on(t.bankId, t.gradeName, t.orderSort),
    // The same question twice in one scope of a bank is refused even when two saves race.
    uniqueIndex('process_questions_bank_scope_text_idx').on(t.bankId, t.gradeName, t.question),
  ],
);

/** One child's answers to one bank in one term (J07); a new submit replaces its items. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    // A bank with answers cannot be deleted (the service says why; this guards the rest).
    bankId: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'restrict' }),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id),
    /** the class the child was in when answered */
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    answeredBy: integer('answered_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaire_answers_child_bank_cycle_idx').on(t.studentId, t.bankId, t.cycleId),
    index('questionnaire_answers_class_cycle_idx').on(t.classId, t.cycleId),
  ],
);

/**
 * An answered question. The question's text and order are kept with the answer, so a
 * later edit or deletion in the bank never changes what a report says was asked.
 */
export const questionnaireAnswerItems = pgTable(
  'questionnaire_answer_items',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => questionnaireAnswers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => processQuestions.id, { onDelete: 'set null' }),
    question: varchar('question', { length: 200 }).notNull(),
    orderSort: integer('order_sort').notNull(),
    /** 1-6 stars, or 1 是 / 2 否 for a nursery question */
    value: smallint('value').notNull(),
  },
  (t) => [index('questionnaire_answer_items_answer_idx').on(t.answerId)],
);
