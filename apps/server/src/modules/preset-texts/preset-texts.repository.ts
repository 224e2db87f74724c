import { PresetTextType } from '@kg/contracts';
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { presetTexts, users } from '../../db/schema';

export type TPresetTextRow = { id: number; content: string; type: number };

/** The preset texts (文字模板) of one school. */
export function presetTextsRepository(db: DbOrTx, schoolId: number) {
  const ofSchool = eq(presetTexts.schoolId, schoolId);
  /** What one user sees of a message type: their own texts and the school's system ones. */
  const visibleTo = (userId: number, messageType: string) =>
    and(
      ofSchool,
      eq(presetTexts.messageType, messageType),
      or(
        and(eq(presetTexts.type, PresetTextType.own), eq(presetTexts.userId, userId)),
        ne(presetTexts.type, PresetTextType.own),
      ),
    );
  const isOwn = sql`${presetTexts.type} = ${PresetTextType.own}`;

  return {
    /** A page of what the user sees: own texts newest first, then system texts in their order. */
    async page(f: { userId: number; messageType: string; offset: number; limit: number }) {
      const filter = visibleTo(f.userId, f.messageType);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(presetTexts).where(filter);
      const rows: TPresetTextRow[] = await db
        .select({ id: presetTexts.id, content: presetTexts.content, type: presetTexts.type })
        .from(presetTexts)
        .where(filter)
        .orderBy(
          asc(presetTexts.type),
          sql`case when ${isOwn} then ${presetTexts.createdAt} end desc`,
          sql`case when ${isOwn} then -${presetTexts.id} else ${presetTexts.id} end`,
        )
        .offset(f.offset)
        .limit(f.limit);
      return { rows, total: n };
    },

    /**
     * Holds the user's row until the transaction ends, so two adds by one user run one after
     * the other and the second counts the first (plain row locks work on PGlite and PG 15).
     */
    async lockUser(userId: number) {
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.schoolId, schoolId)))
        .for('update');
    },

    async countOwn(userId: number, messageType: string) {
      const [row] = await db
        .select({ n: count() })
        .from(presetTexts)
        .where(
          and(
            ofSchool,
            eq(presetTexts.userId, userId),
            eq(presetTexts.messageType, messageType),
            eq(presetTexts.type, PresetTextType.own),
          ),
        );
      return row?.n ?? 0;
    },

    async insertOwn(v: { userId: number; messageType: string; content: string }) {
      const [row] = await db
        .insert(presetTexts)
        .values({ ...v, schoolId, type: PresetTextType.own })
        .returning({ id: presetTexts.id });
      return row!.id;
    },

    /** The school's system texts (type 1, no owner), in the order given. */
    async insertSystem(texts: { messageType: string; content: string }[]) {
      if (texts.length === 0) return;
      await db
        .insert(presetTexts)
        .values(texts.map((t) => ({ ...t, schoolId, userId: null, type: PresetTextType.system })));
    },

    /** The rows of this school among `ids`, with who owns them. */
    findMany(ids: number[]) {
      return db
        .select({ id: presetTexts.id, userId: presetTexts.userId, type: presetTexts.type })
        .from(presetTexts)
        .where(and(ofSchool, inArray(presetTexts.id, ids)));
    },

    async delete(ids: number[]) {
      await db.delete(presetTexts).where(and(ofSchool, inArray(presetTexts.id, ids)));
    },
  };
}
