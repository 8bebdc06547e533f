import type { StaffSession } from '@jjinbbang/domain';
import { createContext, use } from 'react';

/** The session of the signed-in staff member, for every page behind RequireSession. */
export const SignedInContext = createContext<StaffSession | null>(null);

export function useSignedIn(): StaffSession {
  const session = use(SignedInContext);
  if (!session) throw new Error('useSignedIn must be used behind <RequireSession>');
  return session;
}
