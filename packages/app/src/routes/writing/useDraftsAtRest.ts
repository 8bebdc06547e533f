import { useEffect } from 'react';
import { useSession } from '../../session/useSession';
import { useAfterFirstPaint } from '../../shell/first-paint';

// The drafts module carries the wizard's schemas: it loads after the first paint, not with the first screen.
const loadDrafts = () => import('./drafts');

/**
 * What this browser keeps of review drafts follows the session, wherever the student is in the app:
 * - once per app start, after the first paint: drafts past their 24 hours go with their photos, and photos no draft
 *   refers to go too (without waiting for the wizard to be opened);
 * - a signed-in student keeps only their own drafts: another student's, left by a session that ended without a
 *   logout, go when this one signs in;
 * - when nobody is signed in (the server refused the session, or the tokens went), no draft stays.
 * While the session is being checked nothing is removed: who is signed in is not known yet.
 */
export function useDraftsAtRest(): void {
  const session = useSession();
  const painted = useAfterFirstPaint();
  const owner =
    session.status === 'signedIn' && session.user
      ? session.user.id
      : session.status === 'signedOut'
        ? null
        : undefined;

  useEffect(() => {
    if (painted) void loadDrafts().then(({ sweepStaleDrafts }) => sweepStaleDrafts());
  }, [painted]);

  useEffect(() => {
    if (painted && owner !== undefined)
      void loadDrafts().then(({ keepOnlyDraftsOf }) => keepOnlyDraftsOf(owner));
  }, [painted, owner]);
}
