import { and, eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness';
import { cycles } from '../../db/schema';
import { processWorld, type TProcessWorld } from '../process-evaluations/test-support';

/** The callers and children of the process tests, with each school's open term. */
export type TTermWorld = TProcessWorld & { openTerm: number; rainbowTerm: number };

export async function termWorld(h: Harness): Promise<TTermWorld> {
  const w = await processWorld(h);
  const openOf = async (schoolId: number) =>
    (
      await h.db
        .select()
        .from(cycles)
        .where(and(eq(cycles.schoolId, schoolId), eq(cycles.isOpen, true)))
    )[0]!.id;
  return { ...w, openTerm: await openOf(w.sunshine), rainbowTerm: await openOf(w.rainbow) };
}
