import { useEffect, useState } from 'react';

/**
 * Seconds left before a dangerous confirm may be pressed (DECISIONS 26: reset 10 s, clear
 * 15 s). Starts again from `seconds` every time `active` turns true (already on that render,
 * so the confirm is never enabled for a moment); 0 when inactive or done.
 */
export function useCountdown(seconds: number, active: boolean): number {
  const [left, setLeft] = useState(active ? seconds : 0);
  const [wasActive, setWasActive] = useState(active);
  const opened = wasActive !== active;
  if (opened) {
    setWasActive(active);
    setLeft(active ? seconds : 0);
  }

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      setLeft((now) => {
        if (now <= 1) {
          clearInterval(timer);
          return 0;
        }
        return now - 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);

  if (!active) return 0;
  return opened ? seconds : left;
}
