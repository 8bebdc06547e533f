// The staff console's vocabulary (no zod): roles, the states of certificates, reports and reviews, the reasons
// staff give, the audit trail's actions, with their Korean labels, and the fixed rules of moderation. The schemas
// of the admin API are in ./schemas.ts (`@jjinbbang/domain/schemas`).

/** Staff roles: an admin does everything; a moderator works the queues and the reviews. */
export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: '관리자', moderator: '운영자' };

/** An admission certificate (입학 증명서) in the staff check. */
export const CERTIFICATE_STATES = ['pending', 'approved', 'rejected'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];
export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  pending: '확인 대기',
  approved: '승인',
  rejected: '반려',
};

/** Why staff refuse a certificate; the student reads the label (decisions.md: 반려 with the staff's reason). */
export const CERTIFICATE_REJECT_REASONS = ['unreadable', 'wrong_school', 'not_admission', 'other'] as const;
export type CertificateRejectReason = (typeof CERTIFICATE_REJECT_REASONS)[number];
export const CERTIFICATE_REJECT_REASON_LABELS: Record<CertificateRejectReason, string> = {
  unreadable: '이미지를 알아볼 수 없어요',
  wrong_school: '학교가 맞지 않아요',
  not_admission: '입학 증명서가 아니에요',
  other: '기타',
};

/** The automatic pre-check (OCR) of a certificate. `off`: no OCR engine on this server. */
export const PRECHECK_STATES = ['queued', 'running', 'done', 'failed', 'off'] as const;
export type PrecheckState = (typeof PRECHECK_STATES)[number];
export const PRECHECK_STATE_LABELS: Record<PrecheckState, string> = {
  queued: '검사 대기',
  running: '검사 중',
  done: '검사 완료',
  failed: '검사 실패',
  off: '자동 검사 꺼짐',
};

/** Words of an admission certificate the pre-check looks for. */
export const ADMISSION_WORDS = ['합격', '입학', '총장', '학장', '직인', '증명', '허가', '등록'] as const;

/** A review as everyone but its author sees it: public, blinded (임시조치) or deleted by staff. */
export const REVIEW_STATUSES = ['public', 'blinded', 'deleted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  public: '공개',
  blinded: '임시조치',
  deleted: '삭제',
};

/** A report's place in the queue: 접수 (open) until staff decide its review's group, then 처리완료. */
export const REPORT_STATES = ['open', 'closed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE_LABELS: Record<ReportState, string> = { open: '접수', closed: '처리완료' };

/** How a group of reports ended. A dismissed report no longer keeps its reporter from reporting again. */
export const REPORT_OUTCOMES = ['dismissed', 'blinded', 'deleted'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = {
  dismissed: '신고 기각',
  blinded: '임시조치',
  deleted: '삭제',
};

/** The report queue's orders: most reports first, or the longest waiting first. */
export const REPORT_SORTS = ['count', 'oldest', 'newest'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];
export const REPORT_SORT_LABELS: Record<ReportSort, string> = {
  count: '신고 많은 순',
  oldest: '오래된 순',
  newest: '최근 순',
};

/** Why staff mask part of a review's text. */
export const MASK_REASONS = ['abuse', 'personal_info', 'false_claim', 'other'] as const;
export type MaskReason = (typeof MASK_REASONS)[number];
export const MASK_REASON_LABELS: Record<MaskReason, string> = {
  abuse: '욕설·비방',
  personal_info: '개인정보 노출',
  false_claim: '허위 의심',
  other: '기타',
};
/** What a masked character shows; one per character, so other masks' positions stay where they were. */
export const MASK_CHARACTER = '●';

/** Staff actions on a review. */
export const REVIEW_ACTIONS = [
  'dismiss',
  'blind',
  'unblind',
  'uphold',
  'delete',
  'restore',
  'clear_flags',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = {
  dismiss: '신고 기각',
  blind: '임시조치',
  unblind: '임시조치 해제',
  uphold: '임시조치 유지',
  delete: '삭제',
  restore: '삭제 취소',
  clear_flags: '금칙어 확인 완료',
};
/** What a moderator may do to a review (one operation); `restore` is an admin's own operation. */
export const MODERATOR_REVIEW_ACTIONS = [
  'dismiss',
  'blind',
  'unblind',
  'uphold',
  'delete',
  'clear_flags',
] as const satisfies readonly ReviewAction[];
export type ModeratorReviewAction = (typeof MODERATOR_REVIEW_ACTIONS)[number];

/** 정보통신망법 제44조의2: a blinded review returns after this many days unless staff uphold it. */
export const BLIND_DAYS = 30;

/** What the author of a blinded review is told; everyone else gets REVIEW_HIDDEN_MESSAGE. */
export const REVIEW_BLINDED_NOTICE = '신고로 임시 조치된 후기예요';
export const REVIEW_HIDDEN_MESSAGE = '볼 수 없는 후기예요.';

/** Everything staff do, as the audit trail names it. */
export const AUDIT_ACTIONS = [
  'staff.sign_in',
  'staff.sign_out',
  'staff.create',
  'staff.update',
  'certificate.approve',
  'certificate.reject',
  'review.dismiss',
  'review.blind',
  'review.unblind',
  'review.uphold',
  'review.blind_expired',
  'review.delete',
  'review.restore',
  'review.mask',
  'review.unmask',
  'review.clear_flags',
  'word.add',
  'word.update',
  'word.delete',
  'audit.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'staff.sign_in': '로그인',
  'staff.sign_out': '로그아웃',
  'staff.create': '운영진 추가',
  'staff.update': '운영진 변경',
  'certificate.approve': '입학 증명서 승인',
  'certificate.reject': '입학 증명서 반려',
  'review.dismiss': '신고 기각',
  'review.blind': '임시조치',
  'review.unblind': '임시조치 해제',
  'review.uphold': '임시조치 유지',
  'review.blind_expired': '임시조치 기간 만료',
  'review.delete': '후기 삭제',
  'review.restore': '후기 삭제 취소',
  'review.mask': '내용 가림',
  'review.unmask': '가림 해제',
  'review.clear_flags': '금칙어 확인 완료',
  'word.add': '금칙어 추가',
  'word.update': '금칙어 변경',
  'word.delete': '금칙어 삭제',
  'audit.export': '기록 내보내기',
};

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = ['staff', 'certificate', 'review', 'word', 'audit'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export const AUDIT_TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  staff: '운영진',
  certificate: '입학 증명서',
  review: '후기',
  word: '금칙어',
  audit: '기록',
};

/** Staff sessions: ended after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;
/** The cookie of a staff session (HttpOnly, SameSite=Strict, path /api/admin) and the header of its CSRF token. */
export const STAFF_SESSION_COOKIE = 'jb_staff';
export const CSRF_HEADER = 'X-CSRF-Token';

/** Bounds of the admin API's input. */
export const ADMIN_LIMITS = {
  login: 40,
  displayName: 40,
  passwordMin: 10,
  password: 200,
  reasonText: 500,
  word: 40,
  search: 100,
  pageSize: 100,
  /** A review's content is at most this long (the student wizard's limit is far below). */
  contentIndex: 20_000,
} as const;

/**
 * A prohibited word as it is stored and compared: Unicode NFC, lower case, without spaces, so "시 발", "ＳＩＢＡＬ"
 * and "sibal" are one entry. Reviews are matched in the same form.
 */
export function normalizeWord(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Whether a login is acceptable: 3–40 of a–z, 0–9, `.`, `_`, `-`, starting with a letter or digit. */
export function isValidStaffLogin(login: string): boolean {
  return /^[a-z0-9][a-z0-9._-]{2,39}$/.test(login);
}
