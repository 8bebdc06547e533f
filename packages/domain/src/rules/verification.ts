// The rules on the student verification status (spec 000 §4–§6), part of the account rules (account.ts
// re-exports them): the session merges the server's status on every page, and the pages ask who may see what.
import {
  fromWireVerification,
  type VerificationStatus,
  type WireVerificationStatus,
} from '../verification-status';

/**
 * spec 000 §4: the server's status wins, except that a locally stored pending is kept while the server still
 * says unverified (the certificate is uploaded; the staff check has not run yet). A rejection the server sends
 * (`GET /api/v1/user`'s `rejection`) is the staff's decision and always wins.
 */
export function mergeVerificationStatus(
  local: VerificationStatus | null | undefined,
  server: WireVerificationStatus,
  rejection?: unknown,
): VerificationStatus {
  const fromServer = fromWireVerification(server, rejection);
  if (local === 'pending' && fromServer === 'unverified') return 'pending';
  return fromServer;
}

export interface Viewer {
  isAuthenticated: boolean;
  verificationStatus: VerificationStatus;
}

/** spec 000 §5: marker taps and the list need sign-in and a status other than unverified. */
export function canOpenMapLists(viewer: Viewer): boolean {
  return viewer.isAuthenticated && viewer.verificationStatus !== 'unverified';
}

/** spec 000 §6: building and review details are for signed-in, verified users. */
export function canReadDetails(viewer: Viewer): boolean {
  return viewer.isAuthenticated && viewer.verificationStatus === 'verified';
}
