import type { BookmarkTarget } from '@jjinbbang/domain';
import { useCallback, useRef } from 'react';
import { setBookmark } from '../api/reading';

export interface LikeToggleOptions {
  /** Sets the liked flag of the item with `key` wherever the screen keeps it (SWR cache, list pages). */
  apply: (key: string, liked: boolean) => unknown;
  /**
   * spec 000 §4: review cards on building detail change at once and go back on failure; everywhere else the
   * change waits until the server agrees.
   */
  optimistic?: boolean;
}

export interface LikeToggle {
  /**
   * Asks the server to set the like; a second tap on the same item while one is on its way is ignored. The heart
   * shows the wait from the promise (HeartToggle), so a tap draws the heart alone and not the screen holding it.
   */
  toggle: (item: { key: string; bookmark: BookmarkTarget }, liked: boolean) => Promise<void>;
}

/**
 * "Like after the server agrees" (spec 000 §4): POST the bookmark, then flip the flag and move the count by one.
 * spec 000 §8: a failed bookmark is ignored silently — nothing changes (or the optimistic change goes back).
 */
export function useLikeToggle({ apply, optimistic = false }: LikeToggleOptions): LikeToggle {
  // Two taps in one frame must not both send.
  const inFlight = useRef(new Set<string>());
  const latestApply = useRef(apply);
  latestApply.current = apply;

  const toggle = useCallback(
    async (item: { key: string; bookmark: BookmarkTarget }, liked: boolean) => {
      const { key } = item;
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      if (optimistic) await latestApply.current(key, liked);
      try {
        await setBookmark(item.bookmark.type, item.bookmark.id, liked);
        if (!optimistic) await latestApply.current(key, liked);
      } catch {
        if (optimistic) await latestApply.current(key, !liked);
      } finally {
        inFlight.current.delete(key);
      }
    },
    [optimistic],
  );

  return { toggle };
}
