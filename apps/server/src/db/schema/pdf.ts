import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './people';
import { schools } from './schools';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A printed report kept for reuse: the same report with the same data (the key hashes the
 * route, its query, the data the page shows and the web build) is served from the store.
 */
export const reportPdfs = pgTable(
  'report_pdfs',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    cacheKey: varchar('cache_key', { length: 64 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    route: varchar('route', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_pdfs_key_idx').on(t.schoolId, t.cacheKey)],
);

/** A batch of reports printed as one job (a whole class), followed by a progress bar. */
export const pdfJobs = pgTable(
  'pdf_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /**
     * The requester's session: a print worker prints as that person, read again for each report,
     * so logging out or being stopped ends the rest of the batch (issue 21).
     */
    sessionId: uuid('session_id'),
    route: varchar('route', { length: 100 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    mergedFileId: uuid('merged_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    zipFileId: uuid('zip_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('pdf_jobs_school_idx').on(t.schoolId, t.createdBy)],
);

/** One report of a batch: status 0 waiting, 1 printed, 2 failed (with the reason). */
export const pdfJobItems = pgTable(
  'pdf_job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => pdfJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    status: smallint('status').notNull().default(0),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    error: text('error'),
    /** the instance (INSTANCE_ID, else host:pid) that printed or failed it: operators' trace */
    doneBy: varchar('done_by', { length: 100 }),
  },
  (t) => [uniqueIndex('pdf_job_items_pk').on(t.jobId, t.seq)],
);

/** Legacy page images (N02) held until CreatePdf uses them, or for an hour. */
export const pdfPageImages = pgTable(
  'pdf_page_images',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    guid: varchar('guid', { length: 64 }).notNull(),
    mime: varchar('mime', { length: 20 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('pdf_page_images_guid_idx').on(t.schoolId, t.userId, t.guid)],
);

/**
 * Render tokens stopped before their expiry (issue 21): a finished render revokes its token so
 * no app instance accepts it again. A row lives until the token would have expired anyway, then
 * the next revocation sweeps it (by expires_at).
 */
export const renderTokenRevocations = pgTable(
  'render_token_revocations',
  {
    id: uuid('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('render_token_revocations_expires_at_idx').on(t.expiresAt)],
);
