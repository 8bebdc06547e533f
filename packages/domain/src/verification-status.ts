// Part of the enums (enums.ts re-exports it): the student verification status and its wire form, in a module of
// their own because the app's session reads them on every page — its start-up bundle needs these, not every
// vocabulary.
/**
 * Student verification status as the client keeps it (spec 000 §4; decisions.md adds rejected — 반려, with the
 * staff's reason — after which the student uploads again).
 */
export const VERIFICATION_STATUSES = ['verified', 'pending', 'unverified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  verified: '인증 완료',
  pending: '인증 대기중',
  unverified: '미인증',
  rejected: '반려',
};

/**
 * `univAuthentication` on the wire (api-contract §3). It keeps its three values: a rejected student is 미인증 there
 * (not verified, may upload again — what an older client shows), and `GET /api/v1/user` says why in `rejection`.
 */
export const WIRE_VERIFICATION_STATUSES = ['인증완료', '인증대기', '미인증'] as const;
export type WireVerificationStatus = (typeof WIRE_VERIFICATION_STATUSES)[number];

const FROM_WIRE_VERIFICATION: Record<WireVerificationStatus, VerificationStatus> = {
  인증완료: 'verified',
  인증대기: 'pending',
  미인증: 'unverified',
};
const TO_WIRE_VERIFICATION: Record<VerificationStatus, WireVerificationStatus> = {
  verified: '인증완료',
  pending: '인증대기',
  unverified: '미인증',
  rejected: '미인증',
};

/** The client's status from the wire; `rejected` when the server sent a rejection with 미인증. */
export function fromWireVerification(
  status: WireVerificationStatus,
  rejection?: unknown,
): VerificationStatus {
  const client = FROM_WIRE_VERIFICATION[status];
  return client === 'unverified' && rejection ? 'rejected' : client;
}

export function toWireVerification(status: VerificationStatus): WireVerificationStatus {
  return TO_WIRE_VERIFICATION[status];
}
