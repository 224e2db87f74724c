import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './people';
import { schools } from './schools';

/**
 * An uploaded file (child photo, school logo, Excel sheet to import). The bytes live under
 * DATA_DIR/files/<storageKey>; they are served only to callers of the same school, never
 * from a public path.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** image | excel | logo | video */
    kind: varchar('kind', { length: 20 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_school_idx').on(t.schoolId, t.kind)],
);
