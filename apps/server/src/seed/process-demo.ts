import { randomUUID } from 'node:crypto';
import { ProcessEvaluationStatus, StoredFileKind } from '@kg/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import {
  childPhotoStudents,
  childPhotos,
  classTeachers,
  cycles,
  processEvaluations,
  processPages,
  schools,
  storedFiles,
  teachers,
} from '../db/schema';
import { processEvaluationsRepository } from '../modules/process-evaluations/process-evaluations.repository';
import { bankFits, isNurseryGrade, questionsForGrade } from '../modules/question-bank/child-banks';
import { questionBankRepository } from '../modules/question-bank/question-bank.repository';
import { schoolStructure } from '../modules/school-structure/school-structure.repository';
import { type FileStore, storageKeyFor } from '../modules/uploads/file-store';
import { DEMO_SCHOOL } from './demo';
import { demoAlbum } from './process-demo-album';
import { entriesOf, pageWrites, type TDemoClass, type TEntryPlan, writePages } from './process-demo-entries';
import { NURSERY_HEALTH_BEHAVIOURS } from './process-demo-texts';
import { demoActivitySvg } from './theme-demo-photos';

/** How many children of a class get entries: the last ones by id (journeys use the first). */
const EVALUATED_CHILDREN = 3;
/** The bank the rating table's behaviours come from. */
const HEALTH_BANK = '健康';

/** The handful of drawings the albums show: demoActivitySvg(20…27), not the theme photos' 0-8. */
const DRAWINGS = Array.from({ length: 8 }, (_, i) => 20 + i);
let drawn: Promise<Buffer[]> | undefined;
/** Drawn once per process: every journey's copy of the school stores the same bytes again. */
function albumDrawings(): Promise<Buffer[]> {
  drawn ??= Promise.all(
    DRAWINGS.map((n) =>
      sharp(Buffer.from(demoActivitySvg(n)))
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  ).catch((err: unknown) => {
    drawn = undefined;
    throw err;
  });
  return drawn;
}

/** The head teacher of each class (the first, should a class have two): name and login. */
async function headTeachers(db: Db, classIds: number[]) {
  const rows = await db
    .select({ classId: classTeachers.classId, name: teachers.name, userId: teachers.userId })
    .from(classTeachers)
    .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
    .where(and(inArray(classTeachers.classId, classIds), eq(classTeachers.role, 'head')))
    .orderBy(asc(teachers.id));
  const heads = new Map<number, { name: string; userId: number | null }>();
  for (const row of rows) if (!heads.has(row.classId)) heads.set(row.classId, row);
  return heads;
}

/**
 * The 健康 bank's behaviours a child of each grade is rated on (toddler ones where no bank fits,
 * as for a nursery class): one list per grade.
 */
async function healthBehaviours(db: Db, schoolId: number, gradeNames: Iterable<string>) {
  const banks = await questionBankRepository(db, schoolId).banks();
  const byGrade = new Map<string, string[]>();
  for (const gradeName of gradeNames) {
    const bank = banks.find((b) => b.Name === HEALTH_BANK && bankFits(b.TypeId, isNurseryGrade(gradeName)));
    const questions = bank
      ? await questionsForGrade(db, schoolId, { id: bank.Id, typeId: bank.TypeId }, gradeName)
      : [];
    byGrade.set(
      gradeName,
      questions.length >= 6 ? questions.map((q) => q.question) : [...NURSERY_HEALTH_BEHAVIOURS],
    );
  }
  return byGrade;
}

/**
 * Gives every class of the demo school's open term a photo library (幼儿相册) and its last three
 * children two process evaluations each (one finished, one begun), so the album, the 过程评价
 * screens and the 成长手册 show real-looking content. Drawn pictures only (no real children);
 * each library row has its own stored file, since a file is in one class's album at most. Runs
 * where the demo's files are drawn (after the theme photos), since the seed transaction has no
 * file store. A class whose album or evaluated children already have rows is left alone, so a
 * second run adds nothing.
 */
export async function seedDemoProcess(
  db: Db,
  store: FileStore,
  schoolName = DEMO_SCHOOL,
): Promise<{ photos: number; evaluations: number }> {
  const none = { photos: 0, evaluations: 0 };
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, schoolName));
  if (!school) return none;
  const [term] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.schoolId, school.id), eq(cycles.isOpen, true)));
  if (!term) return none;

  const evaluationsRepo = processEvaluationsRepository(db, school.id);
  const classRows = await schoolStructure(db, school.id).classesOfYear(term.studyYearId, null);
  const classIds = classRows.map((c) => c.id);
  const heads = await headTeachers(db, classIds);
  const children = await evaluationsRepo.childrenWithCounts(classIds, term.id);
  const seeded = new Set(
    (
      await db
        .selectDistinct({ classId: childPhotos.classId })
        .from(childPhotos)
        .where(and(eq(childPhotos.schoolId, school.id), inArray(childPhotos.classId, classIds)))
    ).map((r) => r.classId),
  );

  const demoClasses: TDemoClass[] = [];
  for (const [index, c] of classRows.entries()) {
    const evaluated = children
      .filter((s) => s.classId === c.id)
      .sort((a, b) => a.id - b.id)
      .slice(-EVALUATED_CHILDREN);
    if (evaluated.length === 0 || seeded.has(c.id) || evaluated.some((s) => s.total > 0)) continue;
    const head = heads.get(c.id);
    demoClasses.push({
      id: c.id,
      gradeName: c.gradeName,
      recorder: head?.name ?? '带班老师',
      userId: head?.userId ?? null,
      children: evaluated.map((s) => ({ id: s.id, name: s.name })),
      album: demoAlbum(
        index,
        evaluated.map((s) => s.id),
        term.startDate,
      ).map((photo) => ({ ...photo, fileId: randomUUID() })),
    });
  }
  if (demoClasses.length === 0) return none;

  // The files first (the store is not transactional): one stored file per library row.
  const pictures = await albumDrawings();
  const files = demoClasses.flatMap((klass, k) =>
    klass.album.map((photo) => {
      const data = pictures[(k * 3 + photo.slot) % pictures.length]!;
      return { klass, photo, data, storageKey: storageKeyFor(school.id, photo.fileId, 'jpg') };
    }),
  );
  await Promise.all(files.map((f) => store.put(f.storageKey, f.data)));

  const behaviours = await healthBehaviours(db, school.id, new Set(demoClasses.map((c) => c.gradeName)));

  let evaluations = 0;
  await db.transaction(async (tx) => {
    await tx.insert(storedFiles).values(
      files.map((f) => ({
        id: f.photo.fileId,
        schoolId: school.id,
        kind: StoredFileKind.image,
        originalName: `album-demo-${f.photo.slot + 1}.jpg`,
        mime: 'image/jpeg',
        size: f.data.length,
        storageKey: f.storageKey,
        createdBy: f.klass.userId,
      })),
    );
    // Written here, not through childPhotosRepository.insert: its uploader is always a login,
    // and most demo classes' head teachers have none (uploaded_by stays null). One statement.
    const photoIds = new Map(
      (
        await tx
          .insert(childPhotos)
          .values(
            files.map((f) => ({
              schoolId: school.id,
              fileId: f.photo.fileId,
              classId: f.klass.id,
              dimension: f.photo.dimension,
              takenOn: f.photo.takenOn,
              uploadedBy: f.klass.userId,
            })),
          )
          .returning({ id: childPhotos.id, fileId: childPhotos.fileId })
      ).map((r) => [r.fileId, r.id]),
    );
    // New rows have no tags to replace (setTags' delete): all tags in one statement.
    await tx.insert(childPhotoStudents).values(
      files.flatMap((f) =>
        f.photo.studentIds.map((studentId) => ({
          photoId: photoIds.get(f.photo.fileId)!,
          studentId,
          schoolId: school.id,
        })),
      ),
    );

    const entries = processEvaluationsRepository(tx, school.id);
    const planned: Array<{ id: number; plan: TEntryPlan }> = [];
    for (const [k, klass] of demoClasses.entries())
      for (const [i, child] of klass.children.entries())
        for (const plan of entriesOf(
          klass,
          child,
          k * EVALUATED_CHILDREN + i,
          term,
          behaviours.get(klass.gradeName)!,
        ))
          planned.push({ id: await entries.insert(plan.row), plan });

    const pages = await tx
      .select()
      .from(processPages)
      .where(
        and(
          eq(processPages.schoolId, school.id),
          inArray(
            processPages.evaluationId,
            planned.map((p) => p.id),
          ),
        ),
      );
    const { writes, finished } = pageWrites(planned, pages);
    await writePages(tx, school.id, writes, new Date());
    // One statement for the statuses H47 gave (setEvaluationStatus sets one entry's).
    if (finished.length)
      await tx
        .update(processEvaluations)
        .set({ status: ProcessEvaluationStatus.finished })
        .where(and(eq(processEvaluations.schoolId, school.id), inArray(processEvaluations.id, finished)));
    evaluations = planned.length;
  });
  return { photos: files.length, evaluations };
}
