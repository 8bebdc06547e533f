import { useCallback, useEffect, useState } from 'react';
import type { DraftInProgress } from './drafts';

// The drafts module carries the wizard's schemas: it is loaded when my page asks, not with my page.
const loadDrafts = () => import('./drafts');

/**
 * The signed-in student's review drafts kept on this browser, read from local storage by the wizard's rules without
 * mounting the wizard, and the way to discard one (with its photos).
 */
export function useDraftsInProgress(userId: number | null): {
  list: DraftInProgress[];
  /** When the list was read, for "3시간 전 저장". */
  readAt: number;
  discard: (draft: DraftInProgress) => Promise<void>;
} {
  const [read, setRead] = useState<{ list: DraftInProgress[]; readAt: number }>(() => ({
    list: [],
    readAt: Date.now(),
  }));
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a new read after a discard
  useEffect(() => {
    if (userId === null) {
      setRead({ list: [], readAt: Date.now() });
      return;
    }
    let live = true;
    void loadDrafts().then(({ readDraftsInProgress }) => {
      const readAt = Date.now();
      if (live) setRead({ list: readDraftsInProgress(userId, readAt), readAt });
    });
    return () => {
      live = false;
    };
  }, [userId, version]);
  const discard = useCallback(
    async (draft: DraftInProgress) => {
      if (userId === null) return;
      setRead((prev) => ({ ...prev, list: prev.list.filter((d) => d.key !== draft.key) }));
      const { discardDraft } = await loadDrafts();
      await discardDraft(userId, draft);
      setVersion((v) => v + 1);
    },
    [userId],
  );
  return { list: read.list, readAt: read.readAt, discard };
}
