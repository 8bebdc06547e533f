import { useDebouncedValue } from '@jjinbbang/hooks';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before a search runs: one request per pause, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * A search box whose settled text lives in the address: the box follows the address (back and forward), and
 * `onSettled` writes what was typed once typing pauses. Returns the box's text and its setter.
 */
export function useSettledSearch(inAddress: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(inAddress);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  const latest = useRef({ inAddress, settled, onSettled });
  latest.current.inAddress = inAddress;
  latest.current.onSettled = onSettled;
  useEffect(() => setText(inAddress), [inAddress]);
  useEffect(() => {
    if (settled === latest.current.settled) return;
    latest.current.settled = settled;
    if (settled.trim() !== latest.current.inAddress) latest.current.onSettled(settled.trim());
  }, [settled]);
  return [text, setText] as const;
}
