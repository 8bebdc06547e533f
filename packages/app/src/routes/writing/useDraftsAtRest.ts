import { listBlobNamespaces, listPersistentDrafts } from '@jjinbbang/hooks';
import { useEffect } from 'react';
import { useSession } from '../../session/useSession';
import { ALL_DRAFTS_KEY_PREFIX, ALL_PHOTOS_NAMESPACE_PREFIX } from './draft-keys';

/** Whether this browser keeps any review draft or draft photo (the drafts module loads only then). */
async function anythingStored(): Promise<boolean> {
  if (listPersistentDrafts(ALL_DRAFTS_KEY_PREFIX).length > 0) return true;
  return (await listBlobNamespaces(ALL_PHOTOS_NAMESPACE_PREFIX)).length > 0;
}

// The drafts module carries the wizard's schemas: it loads only when something is stored.
const withDrafts = (use: (drafts: typeof import('./drafts')) => Promise<void>) =>
  anythingStored()
    .then((stored) => (stored ? import('./drafts').then(use) : undefined))
    .catch(() => undefined);

/**
 * What this browser keeps of review drafts follows the session, wherever the student is in the app:
 * - once per app start: drafts past their 24 hours go with their photos, and photos no draft refers to go too
 *   (without waiting for the wizard to be opened);
 * - a signed-in student keeps only their own drafts: another student's, left by a session that ended without a
 *   logout, go when this one signs in;
 * - when nobody is signed in (the server refused the session, or the tokens went), no draft stays.
 * While the session is being checked nothing is removed: who is signed in is not known yet.
 */
export function useDraftsAtRest(): void {
  const session = useSession();
  const owner =
    session.status === 'signedIn' && session.user
      ? session.user.id
      : session.status === 'signedOut'
        ? null
        : undefined;

  useEffect(() => {
    void withDrafts(({ sweepStaleDrafts }) => sweepStaleDrafts());
  }, []);

  useEffect(() => {
    if (owner !== undefined) void withDrafts(({ keepOnlyDraftsOf }) => keepOnlyDraftsOf(owner));
  }, [owner]);
}

/** Renders nothing: the app mounts it after the page's largest paint (App.tsx), with the session code it needs. */
export default function DraftsAtRest() {
  useDraftsAtRest();
  return null;
}
