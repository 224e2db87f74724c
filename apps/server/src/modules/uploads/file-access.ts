import { filePath, StoredFileKind } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  childPhotoStudents,
  childPhotos,
  classTeachers,
  growthRecords,
  processEvaluations,
  processPages,
  students,
  teachers,
  themeAnswers,
  themeClasses,
  themeResults,
} from '../../db/schema';
import { type Principal, seesWholeSchool } from '../../lib/principal';
import type { TStoredFile } from './uploads.repository';

/** Kinds that may show a child: photos and videos. Logos, backgrounds, PDFs, sheets are the school's. */
const CHILD_MEDIA: string[] = [StoredFileKind.image, StoredFileKind.video];

/**
 * Whether the caller may read a stored file of their own school (the school itself is checked
 * by findFile). A child's photos and videos (the portrait in students.photo, the pictures and
 * videos of growth records, theme evaluations and process pages, the photos of the child photo
 * library, and so their thumbnails) go only to the staff who see that child or class:
 * administrators and the doctor see the whole school, a teacher the children of her classes
 * (the class a record was written in, or the child's class now). A picture no child's data
 * names (a template's picture) stays the school's; one's own upload is always readable (the
 * editor shows it before the record is saved). Issue 14 item 19.
 */
export async function mayReadFile(db: DbOrTx, p: Principal, file: TStoredFile): Promise<boolean> {
  if (!CHILD_MEDIA.includes(file.kind) || seesWholeSchool(p) || file.createdBy === p.userId) return true;
  const { refs, seen } = await childReferences(db, p, file);
  return refs === 0 || seen;
}

/**
 * One statement: how many children's data name the file, and whether one of those children is
 * in a class the caller teaches. The portrait is found through the students' school index;
 * records are matched on the file's id inside their answer (ids are UUIDs, so no false hits).
 */
async function childReferences(db: DbOrTx, p: Principal, file: TStoredFile) {
  const mine = sql`(select ct.class_id from ${classTeachers} ct join ${teachers} t on t.id = ct.teacher_id
    where t.user_id = ${p.userId} and t.school_id = ${file.schoolId} and t.enabled)`;
  const result = await db.execute(sql`
    with refs as (
      select s.class_id in ${mine} as seen
        from ${students} s
        where s.school_id = ${file.schoolId} and lower(s.photo) = ${filePath(file.id.toLowerCase())}
      union all
      select (r.class_id in ${mine} or s.class_id in ${mine}) as seen
        from ${growthRecords} r join ${students} s on s.id = r.student_id
        where r.school_id = ${file.schoolId} and r.answer::text ilike ${`%${file.id}%`}
      union all
      select (tc.class_id in ${mine} or s.class_id in ${mine}) as seen
        from ${themeAnswers} a join ${themeResults} r on r.id = a.result_id
          join ${themeClasses} tc on tc.id = r.theme_class_id join ${students} s on s.id = r.student_id
        where r.school_id = ${file.schoolId} and a.images::text ilike ${`%${file.id}%`}
      union all
      select (e.class_id in ${mine} or s.class_id in ${mine}) as seen
        from ${processPages} pp join ${processEvaluations} e on e.id = pp.evaluation_id
          join ${students} s on s.id = e.student_id
        where pp.school_id = ${file.schoolId}
          and (pp.images::text || pp.videos::text) ilike ${`%${file.id}%`}
      union all
      select (cp.class_id in ${mine} or exists (select 1 from ${childPhotoStudents} cps
          join ${students} s on s.id = cps.student_id where cps.photo_id = cp.id and s.class_id in ${mine})) as seen
        from ${childPhotos} cp
        where cp.school_id = ${file.schoolId} and cp.file_id = ${file.id}
    )
    select count(*)::int as "refs", coalesce(bool_or(seen), false) as "seen" from refs`);
  const [row] = (result as unknown as { rows: { refs: number; seen: boolean }[] }).rows;
  return { refs: row?.refs ?? 0, seen: row?.seen ?? false };
}
