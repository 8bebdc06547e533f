import { useCallback, useEffect, useRef, useState } from 'react';

export type TimedFlag = [active: boolean, start: () => void, stop: () => void];

/**
 * A flag that turns itself off `ms` after it was last started — e.g. the current-student flow's
 * "resent" note, shown for 3 seconds (spec 000 §9). Starting again while on restarts the countdown.
 */
export function useTimedFlag(ms: number): TimedFlag {
  const [active, setActive] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const msRef = useRef(ms);
  msRef.current = ms;

  const cancel = useCallback(() => {
    if (timerRef.current !== undefined) clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);

  const start = useCallback(() => {
    cancel();
    setActive(true);
    timerRef.current = setTimeout(() => {
      timerRef.current = undefined;
      setActive(false);
    }, msRef.current);
  }, [cancel]);

  const stop = useCallback(() => {
    cancel();
    setActive(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return [active, start, stop];
}
