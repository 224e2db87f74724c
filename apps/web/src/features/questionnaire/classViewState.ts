import { useEffect, useState } from 'react';

/**
 * The class and term chosen on the class view. The questionnaire opens outside the shell,
 * so the view is mounted afresh on the way back: the choice lives in session storage.
 */
const KEY = 'kg.questionnaire.view';

type TView = { classId?: number; cycleId: number };

function read(): TView {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<TView> | null;
    return {
      classId: typeof stored?.classId === 'number' ? stored.classId : undefined,
      cycleId: typeof stored?.cycleId === 'number' ? stored.cycleId : 0,
    };
  } catch {
    return { cycleId: 0 };
  }
}

export function useClassViewState() {
  const [view, setView] = useState<TView>(read);
  useEffect(() => {
    sessionStorage.setItem(KEY, JSON.stringify(view));
  }, [view]);
  return {
    ...view,
    /** A class of another study year has other terms: back to its open one. */
    setClassId: (classId: number) => setView({ classId, cycleId: 0 }),
    setCycleId: (cycleId: number) => setView((v) => ({ ...v, cycleId })),
  };
}
