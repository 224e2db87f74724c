import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown for the SMS resend button (60 s, A25-A26). */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      setRemaining(seconds);
      timer.current = setInterval(() => {
        setRemaining((left) => {
          if (left <= 1) {
            stop();
            return 0;
          }
          return left - 1;
        });
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { remaining, running: remaining > 0, start };
}
