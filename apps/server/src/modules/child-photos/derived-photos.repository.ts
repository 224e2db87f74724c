import { ChildPhotoSource } from '@kg/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  growthModules,
  growthRecords,
  processEvaluations,
  processPages,
  schools,
  storedFiles,
  students,
  themeAnswers,
  themeQuestions,
  themeResults,
} from '../../db/schema';

/** A photo a growth record or a theme evaluation of a child holds (never copied into the album). */
export type TDerivedRef = {
  fileId: string;
  createdAt: Date;
  studentId: number;
  name: string;
  source: typeof ChildPhotoSource.growthRecord | typeof ChildPhotoSource.theme;
  /** the theme question's keyword (its dimension); null for a growth record */
  keywordId: number | null;
};

/** What else names a stored file, beside its library row. */
export type TFileUse = {
  fileId: string;
  /** a growth record's answer or a theme answer: the photo is derived, not the album's to delete */
  derived: boolean;
  /** anything at all (derived, a process page, a portrait, a logo, a template page): keep the bytes */
  named: boolean;
};

const FILE_PATH = '^/files/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** The stored file a `/files/<uuid>` text names (any case, as old clients send it), else null. */
const fileIdIn = (text: SQL) =>
  sql`case when ${text} ~* ${FILE_PATH} then lower(substr(${text}, 8))::uuid end`;
/**
 * Every string of a growth record's answer that is a file path, at any depth and in any case
 * (PG15 and PGlite; strict, or lax would walk arrays twice).
 */
const ANSWER_PATHS = sql.raw(`'strict $.** ? (@.type() == "string" && @ like_regex "^/files/" flag "i")'`);

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as TRows<T>).rows;

/** Reads of the photos other records hold, for the album and the picker. */
export function derivedPhotosRepository(db: DbOrTx, schoolId: number) {
  return {
    /**
     * The photos (stored images of the school) the children's growth records and theme
     * answers name, one row per child and place; one statement.
     */
    async refsOf(studentIds: number[]): Promise<TDerivedRef[]> {
      if (studentIds.length === 0) return [];
      const rows = await rowsOf<{
        fileId: string;
        createdAt: Date | string;
        studentId: number;
        name: string;
        source: number;
        keywordId: number | null;
      }>(
        db,
        sql`
        select d.file_id::text as "fileId", f.created_at as "createdAt", d.student_id as "studentId",
               s.name as "name", d.source as "source", d.keyword_id as "keywordId"
          from (
            select ${fileIdIn(sql`x.v #>> '{}'`)} as file_id, r.student_id, ${ChildPhotoSource.growthRecord} as source,
                   null::int as keyword_id
              from ${growthRecords} r
              cross join lateral jsonb_path_query(r.answer, ${ANSWER_PATHS}) as x(v)
              where r.school_id = ${schoolId} and r.student_id in ${studentIds}
            union all
            select ${fileIdIn(sql`x.v`)}, r.student_id, ${ChildPhotoSource.theme}, q.keyword_id::int
              from ${themeAnswers} a
              join ${themeResults} r on r.id = a.result_id
              join ${themeQuestions} q on q.id = a.question_id
              cross join lateral jsonb_array_elements_text(
                case when jsonb_typeof(a.images) = 'array' then a.images else '[]'::jsonb end) as x(v)
              where r.school_id = ${schoolId} and r.student_id in ${studentIds}
          ) d
          join ${storedFiles} f on f.id = d.file_id and f.school_id = ${schoolId} and f.kind = 'image'
          join ${students} s on s.id = d.student_id`,
      );
      return rows.map((r) => ({
        fileId: r.fileId,
        createdAt: new Date(r.createdAt),
        studentId: Number(r.studentId),
        name: r.name,
        source:
          Number(r.source) === ChildPhotoSource.theme
            ? ChildPhotoSource.theme
            : ChildPhotoSource.growthRecord,
        keywordId: r.keywordId === null ? null : Number(r.keywordId),
      }));
    },

    /**
     * For each of the school's files among `fileIds`: whether a growth record or theme answer
     * names it (derived), and whether anything but the album does (a process page, a portrait,
     * the logo, a template page too). File ids are UUIDs, so a text match has no false hits.
     */
    async usesOf(fileIds: string[]): Promise<TFileUse[]> {
      if (fileIds.length === 0) return [];
      const id = sql`f.id::text`;
      const rows = await rowsOf<{ fileId: string; derived: boolean; other: boolean }>(
        db,
        sql`
        select f.id::text as "fileId",
          (exists (select 1 from ${growthRecords} r
                    where r.school_id = ${schoolId} and r.answer::text ilike '%' || ${id} || '%')
           or exists (select 1 from ${themeAnswers} a join ${themeResults} r on r.id = a.result_id
                    where r.school_id = ${schoolId} and a.images::text ilike '%' || ${id} || '%')) as "derived",
          (exists (select 1 from ${processPages} pp
                    where pp.school_id = ${schoolId}
                      and (pp.images::text || pp.videos::text) ilike '%' || ${id} || '%')
           or exists (select 1 from ${students} s
                    where s.school_id = ${schoolId} and lower(s.photo) = '/files/' || ${id})
           or exists (select 1 from ${schools} sc where sc.id = ${schoolId} and lower(sc.logo) = '/files/' || ${id})
           or exists (select 1 from ${growthModules} m
                    where m.school_id = ${schoolId}
                      and (lower(m.back_cover_img) = '/files/' || ${id} or m.content::text ilike '%' || ${id} || '%'))
          ) as "other"
        from ${storedFiles} f
        where f.school_id = ${schoolId} and f.id::text in ${fileIds}`,
      );
      return rows.map((r) => ({ fileId: r.fileId, derived: r.derived, named: r.derived || r.other }));
    },

    /**
     * The photo paths the child's process pages hold: of one page (`pageId`, which must be the
     * child's: null when it is not), else of every page of every evaluation of the child.
     */
    async processImagesOf(studentId: number, pageId?: number): Promise<string[] | null> {
      const rows = await rowsOf<{ id: number; images: unknown }>(
        db,
        sql`
        select pp.id, pp.images from ${processPages} pp
          join ${processEvaluations} e on e.id = pp.evaluation_id
          where pp.school_id = ${schoolId} and e.student_id = ${studentId}
            ${pageId ? sql`and pp.id = ${pageId}` : sql``}`,
      );
      if (pageId && rows.length === 0) return null;
      return rows.flatMap((r) =>
        Array.isArray(r.images) ? r.images.filter((v) => typeof v === 'string') : [],
      );
    },
  };
}
