import { useCallback, useEffect, useState } from 'react';

const remembered = (key: string) => Number(sessionStorage.getItem(key)) || 0;

/**
 * The class and term a class view shows, remembered for the tab's session under `prefix`
 * (0: the server's choice — the caller's first class, the open term).
 */
export function useClassTermChoice(prefix: string) {
  const classKey = `${prefix}.classId`;
  const termKey = `${prefix}.cycleId`;
  const [classId, setClassId] = useState(() => remembered(classKey));
  const [cycleId, setCycleId] = useState(() => remembered(termKey));
  const forget = useCallback(() => {
    sessionStorage.removeItem(classKey);
    sessionStorage.removeItem(termKey);
    setClassId(0);
    setCycleId(0);
  }, [classKey, termKey]);
  return {
    classId,
    cycleId,
    forget,
    chooseClass: (id: number) => {
      sessionStorage.setItem(classKey, String(id));
      setClassId(id);
    },
    chooseTerm: (id: number) => {
      sessionStorage.setItem(termKey, String(id));
      setCycleId(id);
    },
  };
}

/**
 * A remembered class or term the view refuses (no longer the user's) is forgotten, and the view
 * starts again from the open term. Answers whether that is under way (show a skeleton).
 */
export function useForgetRefusedChoice(choice: ReturnType<typeof useClassTermChoice>, refused: boolean) {
  const stale = refused && Boolean(choice.classId || choice.cycleId);
  const { forget } = choice;
  useEffect(() => {
    if (stale) forget();
  }, [stale, forget]);
  return stale;
}
